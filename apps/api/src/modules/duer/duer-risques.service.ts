import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type BaseItem, DuerMessages as M, type DuerModuleDetail } from '@portail/contracts';
import type { EntityManager, Repository } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { TransactionRunner } from '../../common/transaction';
import { DuerModuleEntity } from './duer.entity';
import { renumeroterSous } from './duer-dto';
import type { DuerContexte } from './duer-faits';
import { DuerEnregistrementService } from './duer-enregistrement.service';
import { DuerModuleDetailService } from './duer-module-detail.service';

export interface BaseRisqueRow {
  id: number;
  nom: string;
  mesure_existante: string;
  mesure_a_faire: string;
}

/**
 * Risks of an operation (spec 03 §2.4 'Ajouter un risque', §3.5, §7.3): add a new one (a dossier-own base risk) or a
 * base risk of the operation's base operation with its suggested measures and pictograms, rename (points the risk to
 * a dossier-own base risk of the new name), delete. All need droitCreation (the routes' rule); each answers the reloaded module.
 */
@Injectable()
export class DuerRisquesService {
  constructor(
    @InjectRepository(DuerModuleEntity) private readonly repo: Repository<DuerModuleEntity>,
    private readonly transactions: TransactionRunner,
    private readonly detail: DuerModuleDetailService,
    private readonly enregistrement: DuerEnregistrementService,
  ) {}

  /** Base risks of the operation's base operation (library or the dossier's own) not yet in it. */
  async base(ctx: DuerContexte, idGroupe: number): Promise<BaseItem[]> {
    const groupe = await this.detail.groupeOf(ctx.duer.id, idGroupe);
    const rows: { id: number; nom: string; code_dossier: string | null }[] = await this.repo.query(
      `SELECT br.id, br.nom, br.code_dossier FROM duer_base_risque br
        WHERE br.id_base_groupe = $1 AND (br.code_dossier IS NULL OR br.code_dossier = $2)
          AND NOT EXISTS (SELECT 1 FROM duer_risque r WHERE r.id_duer_groupe = $3 AND r.id_base_risque = br.id)
        ORDER BY br.ordre, br.nom, br.id`,
      [groupe.id_base_groupe, ctx.duer.codeDossier, idGroupe],
    );
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
        const [base]: BaseRisqueRow[] = await tx.query(
          `SELECT id, nom, mesure_existante, mesure_a_faire FROM duer_base_risque
            WHERE id = $1 AND id_base_groupe = $2 AND (code_dossier IS NULL OR code_dossier = $3)`,
          [body.idBaseRisque, groupe.id_base_groupe, ctx.duer.codeDossier],
        );
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
      const [ancien]: { nom: string; id_base_groupe: number | null; est_avec_picto: boolean }[] = await tx.query(
        'SELECT nom, id_base_groupe, est_avec_picto FROM duer_base_risque WHERE id = $1',
        [risque.id_base_risque],
      );
      if (ancien.nom !== nom) {
        const groupe = await this.detail.groupeOf(idDuer, risque.id_duer_groupe, tx);
        const base = await this.createBaseRisque(tx, ctx, ancien.id_base_groupe ?? groupe.id_base_groupe, nom, ancien.est_avec_picto);
        await tx.query('UPDATE duer_risque SET id_base_risque = $2 WHERE id = $1', [idRisque, base.id]);
      }
      return this.detail.load(ctx, risque.id_duer_module, tx);
    });
  }

  remove(ctx: DuerContexte, idRisque: number): Promise<DuerModuleDetail> {
    const idDuer = ctx.duer.id;
    return this.transactions.run(async (tx) => {
      const risque = await this.detail.risqueOf(idDuer, idRisque, tx);
      await tx.query('DELETE FROM duer_risque WHERE id = $1', [idRisque]);
      await renumeroterSous(tx, 'duer_risque', [risque.id_duer_groupe]);
      await this.enregistrement.refreshValidite(idDuer, tx);
      return this.detail.load(ctx, risque.id_duer_module, tx);
    });
  }

  /** A dossier-own base risk in a base operation. */
  async createBaseRisque(tx: EntityManager, ctx: DuerContexte, idBaseGroupe: number, nom: string, estAvecPicto: boolean): Promise<BaseRisqueRow> {
    const [row]: BaseRisqueRow[] = await tx.query(
      `INSERT INTO duer_base_risque (nom, id_base_groupe, est_avec_picto, code_dossier) VALUES ($1, $2, $3, $4)
       RETURNING id, nom, mesure_existante, mesure_a_faire`,
      [nom, idBaseGroupe, estAvecPicto, ctx.duer.codeDossier],
    );
    return row;
  }

  /** A risk at the end of the operation, with the base risk's suggested measures (and its default pictograms when asked). */
  async insertRisque(tx: EntityManager, idGroupe: number, base: BaseRisqueRow, avecPictos = false): Promise<number> {
    const [{ id }]: { id: number }[] = await tx.query(
      `INSERT INTO duer_risque (id_duer_groupe, id_base_risque, ordre, mesure_existante, mesure_a_faire)
       VALUES ($1, $2, (SELECT COALESCE(max(ordre), 0) + 1 FROM duer_risque WHERE id_duer_groupe = $1), $3, $4) RETURNING id`,
      [idGroupe, base.id, base.mesure_existante, base.mesure_a_faire],
    );
    if (avecPictos) {
      await tx.query(
        `INSERT INTO duer_picto (id_duer_risque, id_base_picto, description)
         SELECT $1, id_base_picto, description FROM duer_base_risque_picto WHERE id_base_risque = $2 ORDER BY id`,
        [id, base.id],
      );
    }
    return id;
  }
}
