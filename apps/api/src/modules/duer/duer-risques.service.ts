import { Injectable } from '@nestjs/common';
import { type BaseItem, DuerMessages as M, type DuerModuleDetail } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { TransactionRunner } from '../../common/transaction';
import type { DuerContexte } from './duer-faits';
import { DuerEnregistrementService } from './duer-enregistrement.service';
import { DuerModuleDetailService } from './duer-module-detail.service';
import { renumeroterSous } from './duer-numerotation.repository';
import { DuerPictosRepository } from './duer-pictos.repository';
import { type BaseRisqueRow, DuerRisquesRepository } from './duer-risques.repository';

export type { BaseRisqueRow } from './duer-risques.repository';

/**
 * Risks of an operation (spec 03 §2.4 'Ajouter un risque', §3.5, §7.3): add a new one (a dossier-own base risk) or a
 * base risk of the operation's base operation with its suggested measures and pictograms, rename (points the risk to
 * a dossier-own base risk of the new name), delete. All need droitCreation (the routes' rule); each answers the reloaded module.
 */
@Injectable()
export class DuerRisquesService {
  constructor(
    private readonly risques: DuerRisquesRepository,
    private readonly pictos: DuerPictosRepository,
    private readonly transactions: TransactionRunner,
    private readonly detail: DuerModuleDetailService,
    private readonly enregistrement: DuerEnregistrementService,
  ) {}

  /** Base risks of the operation's base operation (library or the dossier's own) not yet in it. */
  async base(ctx: DuerContexte, idGroupe: number): Promise<BaseItem[]> {
    const groupe = await this.detail.groupeOf(ctx.duer.id, idGroupe);
    const rows = await this.risques.basesDisponibles(groupe.id_base_groupe, ctx.duer.codeDossier, idGroupe);
    return rows.map((r) => ({ id: r.id, nom: r.nom, annee: null, codeDossier: r.code_dossier }));
  }

  add(ctx: DuerContexte, idGroupe: number, body: { nom: string } | { idBaseRisque: number }): Promise<DuerModuleDetail> {
    const idDuer = ctx.duer.id;
    return this.transactions.run(async (tx) => {
      const groupe = await this.detail.groupeOf(idDuer, idGroupe, tx);
      if ('nom' in body) {
        const base = await this.createBaseRisque(tx, ctx, groupe.id_base_groupe, body.nom, false);
        await this.insertRisque(tx, idGroupe, base);
      } else {
        const base = await this.risques.baseOfferte(body.idBaseRisque, groupe.id_base_groupe, ctx.duer.codeDossier, tx);
        if (!base) throw AppException.notFound(M.elementIntrouvable);
        await this.insertRisque(tx, idGroupe, base, true);
      }
      await this.enregistrement.refreshValidite(idDuer, tx);
      return this.detail.load(ctx, groupe.id_duer_module, tx);
    });
  }

  rename(ctx: DuerContexte, idRisque: number, nom: string): Promise<DuerModuleDetail> {
    const idDuer = ctx.duer.id;
    return this.transactions.run(async (tx) => {
      const risque = await this.detail.risqueOf(idDuer, idRisque, tx);
      const ancien = await this.risques.base(risque.id_base_risque, tx);
      if (ancien.nom !== nom) {
        const groupe = await this.detail.groupeOf(idDuer, risque.id_duer_groupe, tx);
        const base = await this.createBaseRisque(tx, ctx, ancien.id_base_groupe ?? groupe.id_base_groupe, nom, ancien.est_avec_picto);
        await this.risques.setBase(idRisque, base.id, tx);
      }
      return this.detail.load(ctx, risque.id_duer_module, tx);
    });
  }

  remove(ctx: DuerContexte, idRisque: number): Promise<DuerModuleDetail> {
    const idDuer = ctx.duer.id;
    return this.transactions.run(async (tx) => {
      const risque = await this.detail.risqueOf(idDuer, idRisque, tx);
      await this.risques.delete(idRisque, tx);
      await renumeroterSous(tx, 'duer_risque', [risque.id_duer_groupe]);
      await this.enregistrement.refreshValidite(idDuer, tx);
      return this.detail.load(ctx, risque.id_duer_module, tx);
    });
  }

  /** A dossier-own base risk in a base operation. */
  createBaseRisque(tx: EntityManager, ctx: DuerContexte, idBaseGroupe: number, nom: string, estAvecPicto: boolean): Promise<BaseRisqueRow> {
    return this.risques.createBase({ nom, idBaseGroupe, estAvecPicto, codeDossier: ctx.duer.codeDossier }, tx);
  }

  /** A risk at the end of the operation, with the base risk's suggested measures (and its default pictograms when asked). */
  async insertRisque(tx: EntityManager, idGroupe: number, base: BaseRisqueRow, avecPictos = false): Promise<number> {
    const id = await this.risques.insert(idGroupe, base, tx);
    if (avecPictos) await this.pictos.copyDeBase(id, base.id, tx);
    return id;
  }
}
