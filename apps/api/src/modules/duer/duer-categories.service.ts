import { Injectable } from '@nestjs/common';
import {
  type BaseItem,
  type DuerCategorie as DuerCategorieDto,
  type DuerCategorieDetail,
  type DuerDetail,
  DuerMessages as M,
  type NouvelElement,
  UNITES_MAX,
} from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { DuerCategoriesRepository, type PorteeCategories } from './duer-categories.repository';
import { DuerCopieRepository } from './duer-copie.repository';
import { introuvable, invalide, nomCourt, renumeroter, toDuerDto, toModuleDto, trouve } from './duer-dto';
import { DuerEcritureService } from './duer-ecriture.service';
import type { DuerContexte } from './duer-faits';
import { DuerIndexService } from './duer-index.service';
import { DuerModulesRepository } from './duer-modules.repository';
import { renumeroterSous } from './duer-numerotation.repository';
import { DuerValiditeService } from './duer-validite.service';

/** Work units of a DUER (spec 03 §2.2): list, base units, create, copy, rename, delete, reorder. */
@Injectable()
export class DuerCategoriesService {
  constructor(
    private readonly categories: DuerCategoriesRepository,
    private readonly modules: DuerModulesRepository,
    private readonly copie: DuerCopieRepository,
    private readonly ecriture: DuerEcritureService,
    private readonly index: DuerIndexService,
    private readonly validite: DuerValiditeService,
  ) {}

  /**
   * DuerBaseCategoriesFetch: the base units offered to the DUER, one per name (a library unit listed for several base
   * types is offered once, the dossier's base type first; a library unit before a dossier's own of the same name).
   */
  async bases(ctx: DuerContexte): Promise<BaseItem[]> {
    const rows = await this.categories.basesOffertes(portee(ctx));
    return rows.map((r) => ({ id: r.id, nom: r.nom, annee: r.annee, codeDossier: r.code_dossier }));
  }

  create(ctx: DuerContexte, input: NouvelElement): Promise<DuerCategorieDto> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      await this.requirePlace(tx, ctx);
      let idBase: number;
      if ('nom' in input) {
        if (await this.baseNommee(tx, ctx, input.nom)) throw invalide('nom', M.nomExistant);
        idBase = await this.createBase(tx, ctx, input.nom);
      } else {
        if (!(await this.categories.estBaseOfferte(portee(ctx), input.idBase, tx))) throw invalide('idBase', M.elementIntrouvable);
        idBase = input.idBase;
      }
      return this.categorie(ctx, await this.categories.insert(idDuer, idBase, tx), tx);
    });
  }

  async detail(ctx: DuerContexte, idCategorie: number): Promise<DuerCategorieDetail> {
    const idDuer = ctx.duer.id;
    trouve(await this.categories.categorieOf(idDuer, idCategorie));
    const validite = await this.validite.compute(idDuer, ctx.duer.versionCalculRisque);
    const [categorie, modules, autres] = await Promise.all([
      this.categorie(ctx, idCategorie),
      this.modules.liste({ idCategorie }),
      this.categories.autres(idDuer, idCategorie),
    ]);
    return {
      duer: { ...toDuerDto(ctx.duer), estValide: validite.duer },
      droits: ctx.droits,
      categorie,
      modules: modules.map((m) => toModuleDto(m, validite.modules)),
      autresCategories: autres,
    };
  }

  /** A deep copy of the unit (modules, operations, risks, pictograms), named '{nom} (copie)' unless named. */
  copy(ctx: DuerContexte, idCategorie: number, nom: string | undefined): Promise<DuerCategorieDto> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      const source = trouve(await this.categories.categorieOf(idDuer, idCategorie, tx));
      await this.requirePlace(tx, ctx);
      const idBase = await this.baseFor(tx, ctx, nom ?? nomCourt(`${source.nom} (copie)`));
      const ordre = await this.categories.prochainOrdre(idDuer, tx);
      const id = await this.copie.copyCategorie(idCategorie, idDuer, { ordre, idBaseCategorie: idBase, avecContenu: true }, tx);
      return this.categorie(ctx, id, tx);
    });
  }

  /** Rename: the unit points at a base unit of that name, the dossier's own one created when none exists (same id kept). */
  rename(ctx: DuerContexte, idCategorie: number, nom: string): Promise<DuerCategorieDto> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      const current = trouve(await this.categories.categorieOf(idDuer, idCategorie, tx));
      if (current.nom !== nom) {
        const idBase = await this.baseFor(tx, ctx, nom);
        await this.categories.setBase(idCategorie, idBase, tx);
      }
      return this.categorie(ctx, idCategorie, tx);
    });
  }

  remove(ctx: DuerContexte, idCategorie: number): Promise<{ ok: true }> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx) => {
      trouve(await this.categories.categorieOf(idDuer, idCategorie, tx));
      await this.categories.delete(idCategorie, tx);
      await renumeroterSous(tx, 'duer_categorie', [idDuer]);
      return { ok: true as const };
    });
  }

  /** Only the changed orders are sent; the DUER's units are renumbered 1..n when a duplicate remains (spec 03 §4). */
  reorder(ctx: DuerContexte, changes: { id: number; ordre: number }[]): Promise<DuerDetail> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      const current = await this.categories.ordres(idDuer, tx);
      const ids = new Set(current.map((c) => c.id));
      if (changes.some((c) => !ids.has(c.id))) throw introuvable();
      const next = new Map(current.map((c) => [c.id, c.ordre]));
      for (const c of changes) next.set(c.id, c.ordre);
      const items = [...next].map(([id, ordre]) => ({ id, ordre }));
      const renumbered = new Map(renumeroter(items).map((r) => [r.id, r.ordre]));
      for (const item of items) {
        const ordre = renumbered.get(item.id) ?? item.ordre;
        if (ordre !== current.find((c) => c.id === item.id)!.ordre) await this.categories.setOrdre(item.id, ordre, tx);
      }
      return this.index.detailOf(ctx, tx);
    });
  }

  private async categorie(ctx: DuerContexte, idCategorie: number, tx?: EntityManager): Promise<DuerCategorieDto> {
    const c = trouve(await this.categories.categorieOf(ctx.duer.id, idCategorie, tx));
    const validite = await this.validite.compute(ctx.duer.id, ctx.duer.versionCalculRisque, tx);
    const nombreModules = await this.categories.nombreModules(idCategorie, tx);
    return {
      id: c.id,
      ordre: c.ordre,
      estValide: validite.categories.get(c.id) ?? false,
      duerBaseCategorie: { id: c.id_base_categorie, nom: c.nom },
      nombreModules,
    };
  }

  /** 400 uniteMax when the DUER already holds the units its base type allows (3 VITI, 4 AGRIVITI). */
  private async requirePlace(tx: EntityManager, ctx: DuerContexte): Promise<void> {
    const max = UNITES_MAX[ctx.dossier.baseType];
    if (max === undefined) return;
    if ((await this.categories.nombre(ctx.duer.id, tx)) >= max) throw invalide('categories', M.uniteMax(max));
  }

  /** A library unit (base types 1..4) or one of the dossier's own named so, case-insensitively. */
  private baseNommee(tx: EntityManager, ctx: DuerContexte, nom: string): Promise<number | undefined> {
    return this.categories.baseNommee(ctx.dossier.codeDossier, nom, tx);
  }

  private async baseFor(tx: EntityManager, ctx: DuerContexte, nom: string): Promise<number> {
    return (await this.baseNommee(tx, ctx, nom)) ?? this.createBase(tx, ctx, nom);
  }

  private createBase(tx: EntityManager, ctx: DuerContexte, nom: string): Promise<number> {
    return this.categories.createBase(nom, ctx.dossier.codeDossier, ctx.duer.annee, tx);
  }
}

const portee = (ctx: DuerContexte): PorteeCategories => ({
  codeDossier: ctx.dossier.codeDossier,
  baseType: ctx.dossier.baseType,
  estCollaborateur: ctx.droits.estCollaborateur,
  idDuer: ctx.duer.id,
});
