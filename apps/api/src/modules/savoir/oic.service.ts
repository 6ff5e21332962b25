import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { InterlocuteurOic as InterlocuteurDto, SiteOic as SiteDto } from '@portail/contracts';
import type { Repository } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { InterlocuteurOic, SiteOic } from './interlocuteur-oic.entity';

const PHOTO_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** The founders' programme 'Vos interlocuteurs' (spec 02 §9 Founders' programme). */
@Injectable()
export class OicService {
  constructor(
    @InjectRepository(InterlocuteurOic) private readonly interlocuteurs: Repository<InterlocuteurOic>,
    @InjectRepository(SiteOic) private readonly sites: Repository<SiteOic>,
  ) {}

  /** The photo address only with image rights, as for a dossier's contacts; the web then applies the avatar rule. */
  async list(codeDossier: string): Promise<InterlocuteurDto[]> {
    const rows = await this.interlocuteurs
      .createQueryBuilder('i')
      .addSelect('(i.photo IS NOT NULL)', 'has_photo')
      .orderBy('i.ordre')
      .addOrderBy('i.nom')
      .getRawAndEntities<{ has_photo: boolean }>();
    return rows.entities.map((i, n) => ({
      codeAgent: i.codeAgent,
      prenom: i.prenom,
      nom: i.nom,
      fonction: i.fonction,
      nomAgence: i.nomAgence,
      telephone: i.telephone,
      mail: i.mail,
      sexe: i.sexe,
      droitImage: i.droitImage,
      photo: i.droitImage && rows.raw[n]?.has_photo ? `/api/contacts/oic/photo/${encodeURIComponent(i.codeAgent)}?codeDossier=${codeDossier}` : null,
    }));
  }

  /** Image rights are checked here: without them the photo is never served. */
  async photo(codeAgent: string): Promise<{ data: Buffer; type: string }> {
    const row = await this.interlocuteurs
      .createQueryBuilder('i')
      .select(['i.codeAgent', 'i.photoType'])
      .addSelect('i.photo')
      .where('i.code_agent = :codeAgent AND i.droit_image AND i.photo IS NOT NULL', { codeAgent })
      .getOne();
    if (!row?.photo) throw AppException.notFound('Photo indisponible.');
    return { data: row.photo, type: row.photoType && PHOTO_TYPES.has(row.photoType) ? row.photoType : 'application/octet-stream' };
  }

  async site(): Promise<SiteDto> {
    const site = await this.sites.findOneBy({ id: 1 });
    if (!site) throw AppException.notFound('Informations du site indisponibles.');
    return { adresseL1: site.adresseL1, adresseL2: site.adresseL2, telephone: site.telephone, mailPilote: site.mailPilote };
  }
}
