import { Injectable } from '@nestjs/common';
import {
  cotationValide,
  DuerMessages as M,
  type DuerModuleDetail,
  estNouvelleMethode,
  maitriseEnDixiemes,
  type ModuleEnregistrement,
} from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { TransactionRunner } from '../../common/transaction';
import { renumeroterSous } from './duer-dto';
import type { DuerContexte } from './duer-faits';
import { DuerValiditeService } from './duer-validite.service';
import { cotationOf, DuerModuleDetailService, type RisqueRow } from './duer-module-detail.service';

/** Columns of a risk whose changes are kept in duer_historique (spec 03 §3.8), wire name → stored value. */
const COLONNES_HISTORIQUE = ['mesureExistante', 'mesureAFaire', 'mesureQui', 'mesureDelai', 'gravite', 'frequence', 'maitrise'] as const;
type ColonneHistorique = (typeof COLONNES_HISTORIQUE)[number];

type Valeurs = Record<ColonneHistorique, string | number | null>;

function valeursOf(r: RisqueRow): Valeurs {
  return {
    mesureExistante: r.mesure_existante,
    mesureAFaire: r.mesure_a_faire,
    mesureQui: r.mesure_qui,
    mesureDelai: r.mesure_delai,
    ...cotationOf(r),
  };
}

const texte = (v: string | number | null) => (v === null ? null : String(v));

/**
 * The module's save (spec 03 §4 "Unsaved changes", §7.3 UpdateDuerRisques + UpdateOrdreGroupes): remark, operation
 * order and changed risks in one transaction, under a lock on the module row; a save naming an older version than the
 * stored one is refused (409 CONFLIT) and nothing is written.
 */
@Injectable()
export class DuerEnregistrementService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly detail: DuerModuleDetailService,
    private readonly validite: DuerValiditeService,
  ) {}

  save(ctx: DuerContexte, idModule: number, body: ModuleEnregistrement): Promise<DuerModuleDetail> {
    const { user } = ctx;
    const idDuer = ctx.duer.id;
    return this.transactions.run(async (tx) => {
      const module = await this.detail.moduleOf(idDuer, idModule, tx, true);
      if (module.version !== body.version) throw AppException.conflict(M.conflit);
      const version = ctx.duer.versionCalculRisque;

      const risquesIds = [...new Set(body.risques.map((r) => r.id))];
      const stored: RisqueRow[] = risquesIds.length
        ? await tx.query(
            `SELECT r.* FROM duer_risque r JOIN duer_groupe g ON g.id = r.id_duer_groupe
              WHERE g.id_duer_module = $1 AND r.id = ANY($2) FOR UPDATE OF r`,
            [idModule, risquesIds],
          )
        : [];
      if (stored.length !== risquesIds.length) throw AppException.notFound(M.elementIntrouvable);
      const groupesIds = [...new Set(body.groupesOrdre.map((g) => g.id))];
      if (groupesIds.length) {
        const [{ n }]: { n: number }[] = await tx.query('SELECT count(*)::int AS n FROM duer_groupe WHERE id_duer_module = $1 AND id = ANY($2)', [
          idModule,
          groupesIds,
        ]);
        if (n !== groupesIds.length) throw AppException.notFound(M.elementIntrouvable);
      }
      body.risques.forEach((r, i) => {
        const c = { gravite: r.gravite, frequence: r.frequence, maitrise: r.maitrise };
        if (cotationValide(c, version)) return;
        const utilisees = estNouvelleMethode(version) ? [c.gravite, c.frequence] : [c.gravite, c.frequence, c.maitrise];
        const nulls = utilisees.filter((v) => v === null).length;
        const partielle = nulls > 0 && nulls < utilisees.length && (!estNouvelleMethode(version) || c.maitrise === null);
        throw AppException.validation([{ path: `risques.${i}`, message: partielle ? M.cotationPartielle : M.cotationInvalide }]);
      });

      const byId = new Map(stored.map((r) => [r.id, r]));
      const parCollaborateur = ctx.droits.estCollaborateur;
      for (const r of body.risques) {
        const avant = valeursOf(byId.get(r.id)!);
        const maitriseDixiemes = r.maitrise === null ? null : maitriseEnDixiemes(r.maitrise);
        const apres: Valeurs = {
          mesureExistante: r.mesureExistante,
          mesureAFaire: r.mesureAFaire,
          mesureQui: r.mesureQui,
          mesureDelai: r.mesureDelai,
          gravite: r.gravite,
          frequence: r.frequence,
          maitrise: maitriseDixiemes === null ? null : maitriseDixiemes / 10,
        };
        await tx.query(
          `UPDATE duer_risque SET ordre = $2, est_actif = $3, gravite = $4, frequence = $5, maitrise_dixiemes = $6,
                  mesure_existante = $7, mesure_a_faire = $8, mesure_qui = $9, mesure_delai = $10 WHERE id = $1`,
          [r.id, r.ordre, r.estActif, r.gravite, r.frequence, maitriseDixiemes, r.mesureExistante, r.mesureAFaire, r.mesureQui, r.mesureDelai],
        );
        for (const colonne of COLONNES_HISTORIQUE) {
          if (texte(avant[colonne]) === texte(apres[colonne])) continue;
          await tx.query('INSERT INTO duer_historique (id_duer_risque, colonne, valeur, par_collaborateur, auteur) VALUES ($1, $2, $3, $4, $5)', [
            r.id,
            colonne,
            texte(apres[colonne]),
            parCollaborateur,
            user.login,
          ]);
        }
      }
      for (const g of body.groupesOrdre) {
        await tx.query('UPDATE duer_groupe SET ordre = $2 WHERE id = $1', [g.id, g.ordre]);
      }
      // Operations and risks moved by the screen stay numbered 1..n (spec 03 §4).
      if (body.groupesOrdre.length) await renumeroterSous(tx, 'duer_groupe', [idModule]);
      const deplaces = body.risques.filter((r) => byId.get(r.id)!.ordre !== r.ordre).map((r) => byId.get(r.id)!.id_duer_groupe);
      await renumeroterSous(tx, 'duer_risque', deplaces);
      await tx.query('UPDATE duer_module SET remarque = $2, version = version + 1 WHERE id = $1', [idModule, body.remarque]);
      await this.refreshValidite(idDuer, tx);
      return this.detail.load(ctx, idModule, tx);
    });
  }

  /** The DUER's valid flag after a change of its content (DuerValiditeService). */
  refreshValidite(idDuer: number, tx: EntityManager): Promise<boolean> {
    return this.validite.refresh(idDuer, tx);
  }
}
