import { Injectable } from '@nestjs/common';
import { type AjoutGroupe, DUER_LIMITES, DuerMessages as M, type DuerModuleDetail, getGroupesDisponiblesRoute } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { TransactionRunner } from '../../common/transaction';
import { CollaborateurReader } from '../collaborateur/collaborateur-reader.service';
import { AccessService } from '../droits/access.service';
import type { DuerContexte } from './duer-faits';
import { DuerEnregistrementService } from './duer-enregistrement.service';
import { type BaseGroupeRow, DuerGroupesRepository } from './duer-groupes.repository';
import { DuerModuleDetailService, type ModuleRow } from './duer-module-detail.service';
import { renumeroterSous } from './duer-numerotation.repository';
import { DuerPictosRepository } from './duer-pictos.repository';
import { DuerRisquesRepository } from './duer-risques.repository';
import { DuerRisquesService } from './duer-risques.service';

/**
 * Operations of a module (spec 03 §2.4 'Ajouter un risque', §3.4, §7.3): base operations offered, operations of
 * other DUERs (advisers), the four ways to add one, rename and delete. Writes need droitCreation and answer the
 * reloaded module.
 */
@Injectable()
export class DuerGroupesService {
  constructor(
    private readonly groupes: DuerGroupesRepository,
    private readonly risquesRepo: DuerRisquesRepository,
    private readonly pictos: DuerPictosRepository,
    private readonly transactions: TransactionRunner,
    private readonly rights: AccessService,
    private readonly collaborateurs: CollaborateurReader,
    private readonly detail: DuerModuleDetailService,
    private readonly risques: DuerRisquesService,
    private readonly enregistrement: DuerEnregistrementService,
  ) {}

  /** Base operations of the module's base module (library or the dossier's own) not yet in it, with their base risks. */
  async base(ctx: DuerContexte, idModule: number) {
    const module = await this.detail.moduleOf(ctx.duer.id, idModule);
    const groupes = await this.groupes.basesDisponibles(module.id_base_module, ctx.duer.codeDossier, idModule);
    const risques = groupes.length
      ? await this.risquesRepo.basesDesGroupes(
          groupes.map((g) => g.id),
          ctx.duer.codeDossier,
        )
      : [];
    return groupes.map((g) => ({
      id: g.id,
      nom: g.nom,
      risques: risques.filter((r) => r.id_base_groupe === g.id).map((r) => ({ id: r.id, nom: r.nom })),
    }));
  }

  /**
   * Advisers: operations of the other DUERs of their portfolio's dossiers they may select (the collaborateur module reads
   * them, so that the limit counts only those), filtered by text (accents and case ignored) and year.
   */
  async disponibles({ duer, user }: DuerContexte, filtre: { texte?: string; annee?: number }) {
    const dossiers = await this.collaborateurs.portefeuilleSelectionnable(user.guidPersonne);
    if (!dossiers.length) return [];
    const noms = new Map(dossiers.map((d) => [d.codeDossier, d.raisonSociale]));
    const texte = filtre.texte?.trim() || null;
    const rows = await this.groupes.desAutresDuers([...noms.keys()], duer.id, { texte, annee: filtre.annee ?? null }, DUER_LIMITES.listeMax);
    return rows.map((r) => ({
      idDuerGroupe: r.id,
      nom: r.nom,
      annee: r.annee,
      codeDossier: r.code_dossier,
      raisonSociale: noms.get(r.code_dossier)!,
      nombreRisques: r.n,
    }));
  }

  /** Advisers only for an operation of another DUER (the route's rule, on the body's mode). */
  add(ctx: DuerContexte, idModule: number, body: AjoutGroupe): Promise<DuerModuleDetail> {
    const idDuer = ctx.duer.id;
    return this.transactions.run(async (tx) => {
      const module = await this.detail.moduleOf(idDuer, idModule, tx);
      switch (body.mode) {
        case 'nouveau': {
          const base = await this.createBaseGroupe(tx, ctx, module, body.nom, 'nom');
          await this.insertGroupe(tx, idModule, base.id);
          break;
        }
        case 'groupeEtRisque': {
          const base = await this.createBaseGroupe(tx, ctx, module, body.nomGroupe, 'nomGroupe');
          const idGroupe = await this.insertGroupe(tx, idModule, base.id);
          const risque = await this.risques.createBaseRisque(tx, ctx, base.id, body.nomRisque, false);
          await this.risques.insertRisque(tx, idGroupe, risque);
          break;
        }
        case 'base':
          await this.addBase(tx, ctx, module, body.idBaseGroupe);
          break;
        case 'autreDuer':
          await this.addAutreDuer(tx, ctx, module, body.idDuerGroupe);
          break;
      }
      await this.enregistrement.refreshValidite(idDuer, tx);
      return this.detail.load(ctx, idModule, tx);
    });
  }

  /** Renaming points the operation to a dossier-own base operation of the new name. */
  rename(ctx: DuerContexte, idGroupe: number, nom: string): Promise<DuerModuleDetail> {
    const idDuer = ctx.duer.id;
    return this.transactions.run(async (tx) => {
      const groupe = await this.detail.groupeOf(idDuer, idGroupe, tx);
      const ancien = await this.groupes.base(groupe.id_base_groupe, tx);
      if (ancien.nom !== nom) {
        const module = await this.detail.moduleOf(idDuer, groupe.id_duer_module, tx);
        const idBaseModule = ancien.id_base_module ?? module.id_base_module;
        const { id } = await this.groupes.createBase({ nom, idBaseModule, codeDossier: ctx.duer.codeDossier, annee: ctx.duer.annee }, tx);
        // The risks of the old base operation stay offered under the new one.
        await this.groupes.setBase(idGroupe, id, tx);
      }
      return this.detail.load(ctx, groupe.id_duer_module, tx);
    });
  }

  remove(ctx: DuerContexte, idGroupe: number): Promise<DuerModuleDetail> {
    const idDuer = ctx.duer.id;
    return this.transactions.run(async (tx) => {
      const groupe = await this.detail.groupeOf(idDuer, idGroupe, tx);
      await this.groupes.delete(idGroupe, tx);
      await renumeroterSous(tx, 'duer_groupe', [groupe.id_duer_module]);
      await this.enregistrement.refreshValidite(idDuer, tx);
      return this.detail.load(ctx, groupe.id_duer_module, tx);
    });
  }

  /** A dossier-own base operation; a name equal (case-insensitive) to a base operation of the module is refused. */
  private async createBaseGroupe(tx: EntityManager, ctx: DuerContexte, module: ModuleRow, nom: string, path: string): Promise<BaseGroupeRow> {
    if (await this.groupes.baseNommeeExiste(module.id_base_module, ctx.duer.codeDossier, nom, tx)) {
      throw AppException.validation([{ path, message: M.groupeExistant }]);
    }
    return this.groupes.createBase({ nom, idBaseModule: module.id_base_module, codeDossier: ctx.duer.codeDossier, annee: ctx.duer.annee }, tx);
  }

  private insertGroupe(tx: EntityManager, idModule: number, idBaseGroupe: number): Promise<number> {
    return this.groupes.insert(idModule, idBaseGroupe, tx);
  }

  /** A base operation of the module's base module or of the dossier's own, with its base risks, measures and pictograms. */
  private async addBase(tx: EntityManager, ctx: DuerContexte, module: ModuleRow, idBaseGroupe: number): Promise<void> {
    const base = await this.groupes.baseOfferte(idBaseGroupe, module.id_base_module, ctx.duer.codeDossier, tx);
    if (!base) throw AppException.notFound(M.elementIntrouvable);
    const idGroupe = await this.insertGroupe(tx, module.id, base.id);
    const risques = await this.risquesRepo.basesDuGroupe(base.id, ctx.duer.codeDossier, tx);
    for (const r of risques) await this.risques.insertRisque(tx, idGroupe, r, true);
  }

  /**
   * Advisers: an operation of another DUER they may read (portfolio and DUER module), copied with its risks, measures
   * and pictograms; ratings are kept only when both DUERs use the same method. Base items of another dossier are
   * copied as this dossier's own.
   */
  private async addAutreDuer(tx: EntityManager, ctx: DuerContexte, module: ModuleRow, idDuerGroupe: number): Promise<void> {
    const source = await this.groupes.avecDuer(idDuerGroupe, tx);
    if (!source) throw AppException.notFound(M.elementIntrouvable);
    await this.rights.requireDossier(ctx.user, source.code_dossier, { modules: getGroupesDisponiblesRoute.dossier.modules });
    const baseSource: BaseGroupeRow = await this.groupes.base(source.id_base_groupe, tx);
    const propre = baseSource.code_dossier === null || baseSource.code_dossier === ctx.duer.codeDossier;
    let idBaseGroupe = baseSource.id;
    if (!propre) {
      const row = await this.groupes.createBase(
        { nom: baseSource.nom, idBaseModule: module.id_base_module, codeDossier: ctx.duer.codeDossier, annee: ctx.duer.annee },
        tx,
      );
      idBaseGroupe = row.id;
    }
    const idGroupe = await this.insertGroupe(tx, module.id, idBaseGroupe);
    const memeMethode = source.version_calcul_risque === ctx.duer.versionCalculRisque;
    const risques = await this.risquesRepo.duGroupeAvecBase(idDuerGroupe, tx);
    for (const r of risques) {
      let idBaseRisque = r.id_base_risque;
      if (r.base_code_dossier !== null && r.base_code_dossier !== ctx.duer.codeDossier) {
        const base = await this.risques.createBaseRisque(tx, ctx, idBaseGroupe, r.base_nom, r.est_avec_picto);
        idBaseRisque = base.id;
      }
      const id = await this.risquesRepo.insertAvecValeurs(
        idGroupe,
        idBaseRisque,
        {
          ordre: r.ordre,
          estActif: r.est_actif,
          gravite: memeMethode ? r.gravite : null,
          frequence: memeMethode ? r.frequence : null,
          maitriseDixiemes: memeMethode ? r.maitrise_dixiemes : null,
          mesureExistante: r.mesure_existante,
          mesureAFaire: r.mesure_a_faire,
          mesureQui: r.mesure_qui,
          mesureDelai: r.mesure_delai,
        },
        tx,
      );
      await this.pictos.copyDuRisque(id, r.id, tx);
    }
  }
}
