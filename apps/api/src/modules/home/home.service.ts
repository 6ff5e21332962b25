import { Injectable } from '@nestjs/common';
import type { HomeSection, MainStat } from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { ChiffresService } from '../chiffres/chiffres.service';
import { HomeRepository } from './home.repository';

/** The home screen's slider and promoted section (spec 01 §2.4 Home, §7.2). */
@Injectable()
export class HomeService {
  constructor(
    private readonly repo: HomeRepository,
    private readonly chiffresService: ChiffresService,
  ) {}

  /** Derived from the dossier's fiscal years, like the figures area (issue 10); none for individual customers (0016). */
  chiffres(codeDossier: string): Promise<MainStat[]> {
    return this.chiffresService.mainStats(codeDossier);
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
