import { Injectable } from '@nestjs/common';
import { ENTITE_PARTICULIER, type HomeSection, type MainStat } from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { DossierService } from '../dossier/dossier.service';
import { HomeRepository } from './home.repository';

/** The home screen's slider and promoted section (spec 01 §2.4 Home, §7.2). */
@Injectable()
export class HomeService {
  constructor(
    private readonly repo: HomeRepository,
    private readonly dossiers: DossierService,
  ) {}

  /** Individual customers (entity 0016) see no figures (spec 01 §6). */
  async chiffres(codeDossier: string): Promise<MainStat[]> {
    const dossier = await this.dossiers.find(codeDossier);
    if (!dossier || dossier.codeEntite === ENTITE_PARTICULIER) return [];
    return (await this.repo.chiffres(codeDossier)).map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.nom,
      date: c.dateValeur,
      value: c.valeur === null ? null : Number(c.valeur),
      format: { unit: c.unite, precision: c.precision },
    }));
  }

  async section(): Promise<{ section: HomeSection | null }> {
    const s = await this.repo.section();
    if (!s) return { section: null };
    return {
      section: { title: s.titre, subtitle: s.sousTitre, url: s.url, estPrioritaire: s.estPrioritaire, image: s.imageType ? '/api/newhomesection/image' : null },
    };
  }

  async image(): Promise<{ data: Buffer; type: string }> {
    const s = await this.repo.section();
    const img = s ? await this.repo.image(s.id) : null;
    if (!img) throw AppException.notFound('Image introuvable.');
    return img;
  }
}
