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
import type { DuerContexte } from './duer-faits';
import { DuerGroupesRepository } from './duer-groupes.repository';
import { DuerHistoriqueRepository } from './duer-historique.repository';
import { cotationOf, DuerModuleDetailService, type RisqueRow } from './duer-module-detail.service';
import { DuerModulesRepository } from './duer-modules.repository';
import { renumeroterSous } from './duer-numerotation.repository';
import { DuerRisquesRepository } from './duer-risques.repository';
import { DuerValiditeService } from './duer-validite.service';

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
    private readonly modules: DuerModulesRepository,
    private readonly groupes: DuerGroupesRepository,
    private readonly risques: DuerRisquesRepository,
    private readonly historique: DuerHistoriqueRepository,
  ) {}

  save(ctx: DuerContexte, idModule: number, body: ModuleEnregistrement): Promise<DuerModuleDetail> {
    const { user } = ctx;
    const idDuer = ctx.duer.id;
    return this.transactions.run(async (tx) => {
      const module = await this.detail.moduleOf(idDuer, idModule, tx, true);
      if (module.version !== body.version) throw AppException.conflict(M.conflit);
      const version = ctx.duer.versionCalculRisque;

      const risquesIds = [...new Set(body.risques.map((r) => r.id))];
      const stored: RisqueRow[] = risquesIds.length ? await this.risques.verrouillerDuModule(idModule, risquesIds, tx) : [];
      if (stored.length !== risquesIds.length) throw AppException.notFound(M.elementIntrouvable);
      const groupesIds = [...new Set(body.groupesOrdre.map((g) => g.id))];
      if (groupesIds.length) {
        if ((await this.groupes.nombreDuModule(idModule, groupesIds, tx)) !== groupesIds.length) throw AppException.notFound(M.elementIntrouvable);
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
        await this.risques.update(r.id, { ...r, maitriseDixiemes }, tx);
        for (const colonne of COLONNES_HISTORIQUE) {
          if (texte(avant[colonne]) === texte(apres[colonne])) continue;
          await this.historique.insert({ idRisque: r.id, colonne, valeur: texte(apres[colonne]), parCollaborateur, auteur: user.login }, tx);
        }
      }
      for (const g of body.groupesOrdre) {
        await this.groupes.setOrdre(g.id, g.ordre, tx);
      }
      // Operations and risks moved by the screen stay numbered 1..n (spec 03 §4).
      if (body.groupesOrdre.length) await renumeroterSous(tx, 'duer_groupe', [idModule]);
      const deplaces = body.risques.filter((r) => byId.get(r.id)!.ordre !== r.ordre).map((r) => byId.get(r.id)!.id_duer_groupe);
      await renumeroterSous(tx, 'duer_risque', deplaces);
      await this.modules.enregistrer(idModule, body.remarque, tx);
      await this.refreshValidite(idDuer, tx);
      return this.detail.load(ctx, idModule, tx);
    });
  }

  /** The DUER's valid flag after a change of its content (DuerValiditeService). */
  refreshValidite(idDuer: number, tx: EntityManager): Promise<boolean> {
    return this.validite.refresh(idDuer, tx);
  }
}
