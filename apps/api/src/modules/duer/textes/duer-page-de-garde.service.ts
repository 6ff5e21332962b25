import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FONCTION_CE, type PageDeGarde, type PageDeGardeEnregistrement } from '@portail/contracts';
import type { EntityManager, Repository } from 'typeorm';
import { CollaborateurReader } from '../../collaborateur/collaborateur-reader.service';
import { DroitsService } from '../../droits/droits.service';
import { toDuerDto } from '../duer-dto';
import { DuerEcritureService } from '../duer-ecriture.service';
import type { DuerContexte } from '../duer-faits';
import { DuerPageDeGarde } from './duer-page-de-garde.entity';

type Nom = { prenom: string; nom: string };
const nomComplet = (p: Nom) => `${p.prenom} ${p.nom}`.trim();

/**
 * The cover page (spec 03 §2.9): lines, update date, writer. The writer is prefilled with the adviser attached to the
 * dossier (a chargé d'études first) until one is saved; the dossier's gérants are listed read-only.
 */
@Injectable()
export class DuerPageDeGardeService {
  constructor(
    @InjectRepository(DuerPageDeGarde) private readonly pages: Repository<DuerPageDeGarde>,
    private readonly ecriture: DuerEcritureService,
    private readonly droits: DroitsService,
    private readonly collaborateurs: CollaborateurReader,
  ) {}

  get(ctx: DuerContexte): Promise<PageDeGarde> {
    return this.read(ctx, this.pages.manager);
  }

  save(ctx: DuerContexte, body: PageDeGardeEnregistrement): Promise<PageDeGarde> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      const repo = tx.getRepository(DuerPageDeGarde);
      const row = (await repo.findOneBy({ idDuer })) ?? repo.create({ idDuer });
      Object.assign(row, body);
      await repo.save(row);
      return this.read(ctx, tx);
    });
  }

  gerants({ duer }: DuerContexte): Promise<Nom[]> {
    return this.droits.gerantsOfDossier(duer.codeDossier);
  }

  async ingenieurConseil({ duer }: DuerContexte): Promise<{ ingenieurConseil: Nom | null }> {
    return { ingenieurConseil: await this.collaborateurs.attachedToDossier(duer.codeDossier, FONCTION_CE) };
  }

  /** Also what the print reads (no caller: only the DUER and rights are used). */
  async read({ duer, droits }: Pick<DuerContexte, 'duer' | 'droits'>, manager: EntityManager): Promise<PageDeGarde> {
    const row = await manager.getRepository(DuerPageDeGarde).findOneBy({ idDuer: duer.id });
    let ingenieurConseil = row?.ingenieurConseil ?? null;
    if (ingenieurConseil === null) {
      const conseiller = await this.collaborateurs.attachedToDossier(duer.codeDossier, FONCTION_CE);
      ingenieurConseil = conseiller ? nomComplet(conseiller).slice(0, 128) : '';
    }
    return {
      duer: toDuerDto(duer),
      droits,
      pageDeGarde: {
        champ1: row?.champ1 ?? '',
        champ2: row?.champ2 ?? '',
        champ3: row?.champ3 ?? '',
        champ4: row?.champ4 ?? '',
        dateMiseAJour: row?.dateMiseAJour ?? '',
        ingenieurConseil,
      },
    };
  }
}
