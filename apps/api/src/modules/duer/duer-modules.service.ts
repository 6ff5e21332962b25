import { Injectable } from '@nestjs/common';
import {
  type BaseItem,
  DUER_LIMITES as L,
  type DuerModule as DuerModuleDto,
  DuerMessages as M,
  getBaseModulesRoute,
  type NouvelElement,
} from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { AccessService } from '../droits/access.service';
import { DuerBaseModulesRepository, type PorteeBibliotheque } from './duer-base-modules.repository';
import { DuerCategoriesRepository } from './duer-categories.repository';
import { DuerCopieRepository } from './duer-copie.repository';
import { introuvable, invalide, renumeroter, toModuleDto, trouve } from './duer-dto';
import { DuerEcritureService } from './duer-ecriture.service';
import type { DuerContexte } from './duer-faits';
import { DuerModulesRepository } from './duer-modules.repository';
import { renumeroterSous } from './duer-numerotation.repository';
import { DuerValiditeService } from './duer-validite.service';

interface ModuleUpdate {
  nom?: string;
  remarque?: string | null;
}

/** Modules of a work unit (spec 03 §2.3): base modules, create, rename and remark, delete, copy, reorder, forced validation. */
@Injectable()
export class DuerModulesService {
  constructor(
    private readonly modules: DuerModulesRepository,
    private readonly categories: DuerCategoriesRepository,
    private readonly copie: DuerCopieRepository,
    private readonly rights: AccessService,
    private readonly baseModules: DuerBaseModulesRepository,
    private readonly ecriture: DuerEcritureService,
    private readonly validite: DuerValiditeService,
  ) {}

  /** DuerBaseModulesFetch: base modules not yet in the unit, filtered by text (accents and case ignored) and year. */
  async bases(ctx: DuerContexte, idCategorie: number, filtre: { texte?: string; annee?: number }): Promise<BaseItem[]> {
    const categorie = trouve(await this.categories.categorieOf(ctx.duer.id, idCategorie));
    const texte = filtre.texte?.trim() ? filtre.texte.trim() : null;
    const portee = await this.portee(ctx, categorie.id_base_categorie);
    const rows = await this.baseModules.disponibles(portee, idCategorie, { texte, annee: filtre.annee ?? null }, L.listeMax);
    return rows.map((r) => ({ id: r.id, nom: r.nom, annee: r.annee, codeDossier: r.code_dossier }));
  }

  create(ctx: DuerContexte, idCategorie: number, input: NouvelElement): Promise<DuerModuleDto> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      const categorie = trouve(await this.categories.categorieOf(idDuer, idCategorie, tx));
      let idBase: number;
      if ('nom' in input) {
        if (await this.baseNommee(tx, ctx, input.nom)) throw invalide('nom', M.nomExistant);
        idBase = await this.createBase(tx, ctx, input.nom, categorie.id_base_categorie);
      } else {
        // Another dossier's own module: the caller must be admitted to that dossier too (issue 30).
        const owner = await this.baseModules.dossierOf(tx, input.idBase);
        if (owner && owner !== ctx.dossier.codeDossier) await this.rights.requireDossier(ctx.user, owner, getBaseModulesRoute.dossier);
        const portee = await this.portee(ctx, categorie.id_base_categorie);
        if (!(await this.baseModules.estDisponible(tx, portee, idCategorie, input.idBase))) throw invalide('idBase', M.elementIntrouvable);
        idBase = input.idBase;
      }
      return this.module(tx, ctx, await this.modules.insert(idCategorie, idBase, tx));
    });
  }

  /** UpdateModule: a new name needs the structure right (base module reused or created), a remark the edit right (the route's rule). */
  update(ctx: DuerContexte, idModule: number, input: ModuleUpdate): Promise<{ module: DuerModuleDto; insertIdDuerModule: number | null }> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      const current = trouve(await this.modules.moduleOf(idDuer, idModule, tx));
      if (input.nom !== undefined) {
        if ((await this.modules.nomDeBase(current.id_base_module, tx)) !== input.nom) {
          const idBase = (await this.baseNommee(tx, ctx, input.nom)) ?? (await this.createBase(tx, ctx, input.nom, current.id_base_categorie));
          await this.modules.setBase(idModule, idBase, tx);
        }
      }
      if (input.remarque !== undefined) {
        const remarque = input.remarque === null || input.remarque.trim() === '' ? null : input.remarque;
        await this.modules.setRemarque(idModule, remarque, tx);
      }
      return { module: await this.module(tx, ctx, idModule), insertIdDuerModule: null };
    });
  }

  remove(ctx: DuerContexte, idModule: number): Promise<{ ok: true }> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx) => {
      const module = trouve(await this.modules.moduleOf(idDuer, idModule, tx));
      await this.modules.delete(idModule, tx);
      await renumeroterSous(tx, 'duer_module', [module.id_duer_categorie]);
      return { ok: true as const };
    });
  }

  /** DeplacerDuerModule: a deep copy into another work unit of the same DUER, placed last. */
  copy(ctx: DuerContexte, idModule: number, idCategorie: number): Promise<DuerModuleDto> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      trouve(await this.modules.moduleOf(idDuer, idModule, tx));
      trouve(await this.categories.categorieOf(idDuer, idCategorie, tx));
      const ordre = await this.modules.prochainOrdre(idCategorie, tx);
      const id = await this.copie.copyModule(idModule, idCategorie, ordre, true, tx);
      return this.module(tx, ctx, id);
    });
  }

  /** ForcerValidationModule: toggles the forced validation. */
  force(ctx: DuerContexte, idModule: number): Promise<DuerModuleDto> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      trouve(await this.modules.moduleOf(idDuer, idModule, tx));
      await this.modules.basculerForcerValidation(idModule, tx);
      return this.module(tx, ctx, idModule);
    });
  }

  /** Only the changed orders are sent; each touched unit is renumbered 1..n when a duplicate remains (spec 03 §4). */
  reorder(ctx: DuerContexte, changes: { id: number; ordre: number }[]): Promise<{ ok: true }> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx) => {
      const ids = changes.map((c) => c.id);
      const owned = await this.modules.duDuer(ids, idDuer, tx);
      if (owned.length !== new Set(ids).size) throw introuvable();
      for (const c of changes) await this.modules.setOrdre(c.id, c.ordre, tx);
      for (const idCategorie of new Set(owned.map((o) => o.id_duer_categorie))) {
        const items = await this.modules.ordres(idCategorie, tx);
        for (const r of renumeroter(items)) await this.modules.setOrdre(r.id, r.ordre, tx);
      }
      return { ok: true as const };
    });
  }

  /** Staff see the own modules of the dossiers where they hold the DUER module, as the guard decides it for the DUER's. */
  private async portee(ctx: DuerContexte, idBaseCategorie: number): Promise<PorteeBibliotheque> {
    const dossiersVisibles = ctx.droits.estCollaborateur ? await this.rights.dossiersWith(ctx.user, getBaseModulesRoute.dossier) : null;
    return { codeDossier: ctx.dossier.codeDossier, idBaseCategorie, dossiersVisibles };
  }

  private async module(tx: EntityManager, ctx: DuerContexte, idModule: number): Promise<DuerModuleDto> {
    const validite = await this.validite.compute(ctx.duer.id, ctx.duer.versionCalculRisque, tx);
    return toModuleDto((await this.modules.liste({ idModule }, tx))[0], validite.modules);
  }

  /** A library module or one of the dossier's own named so, case-insensitively. */
  private baseNommee(tx: EntityManager, ctx: DuerContexte, nom: string): Promise<number | undefined> {
    return this.modules.baseNommee(ctx.dossier.codeDossier, nom, tx);
  }

  private createBase(tx: EntityManager, ctx: DuerContexte, nom: string, idBaseCategorie: number): Promise<number> {
    return this.modules.createBase({ nom, idBaseCategorie, codeDossier: ctx.dossier.codeDossier, annee: ctx.duer.annee }, tx);
  }
}
