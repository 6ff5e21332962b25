import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
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
import { copyCategorie } from './duer-copie';
import { categorieOf, introuvable, invalide, loadModules, nomCourt, renumeroter, renumeroterSous, toDuerDto } from './duer-dto';
import { DuerEcritureService } from './duer-ecriture.service';
import type { DuerContexte } from './duer-faits';
import { DuerIndexService } from './duer-index.service';
import { DuerValiditeService } from './duer-validite.service';

/** Library units (of a base type, audit excluded) and the dossier's own; members see only their base type's. */
const VISIBLE = `((b.code_dossier = $1 AND b.id_base_type IS NULL) OR (b.code_dossier IS NULL AND (b.id_base_type = $2 OR ($3 AND b.id_base_type BETWEEN 1 AND 4))))`;
/**
 * Offered to the DUER $4: no unit of it has that base or that name, and a dossier's own unit only while a unit of one
 * of its DUERs uses it (a deleted or renamed unit leaves its own base behind, never offered again).
 */
const OFFERTE = `(NOT EXISTS (SELECT 1 FROM duer_categorie c JOIN duer_base_categorie cb ON cb.id = c.id_base_categorie
                              WHERE c.id_duer = $4 AND (c.id_base_categorie = b.id OR lower(cb.nom) = lower(b.nom)))
  AND (b.code_dossier IS NULL OR EXISTS (SELECT 1 FROM duer_categorie c JOIN duer d ON d.id = c.id_duer WHERE c.id_base_categorie = b.id AND d.code_dossier = $1)))`;

/** Work units of a DUER (spec 03 §2.2): list, base units, create, copy, rename, delete, reorder. */
@Injectable()
export class DuerCategoriesService {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly ecriture: DuerEcritureService,
    private readonly index: DuerIndexService,
    private readonly validite: DuerValiditeService,
  ) {}

  /**
   * DuerBaseCategoriesFetch: the base units offered to the DUER, one per name (a library unit listed for several base
   * types is offered once, the dossier's base type first; a library unit before a dossier's own of the same name).
   */
  async bases(ctx: DuerContexte): Promise<BaseItem[]> {
    const rows: { id: number; nom: string; annee: number | null; code_dossier: string | null }[] = await this.manager.query(
      `SELECT b.id, b.nom, b.annee, b.code_dossier FROM (
         SELECT DISTINCT ON (lower(b.nom)) b.* FROM duer_base_categorie b WHERE ${VISIBLE} AND ${OFFERTE}
          ORDER BY lower(b.nom), b.code_dossier NULLS FIRST, (b.id_base_type = $2) IS TRUE DESC, b.id_base_type, b.id
       ) b ORDER BY b.code_dossier NULLS FIRST, b.id_base_type, b.ordre, b.nom, b.id`,
      [ctx.dossier.codeDossier, ctx.dossier.baseType, ctx.droits.estCollaborateur, ctx.duer.id],
    );
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
        const visible: unknown[] = await tx.query(`SELECT b.id FROM duer_base_categorie b WHERE b.id = $5 AND ${VISIBLE} AND ${OFFERTE}`, [
          ctx.dossier.codeDossier,
          ctx.dossier.baseType,
          ctx.droits.estCollaborateur,
          idDuer,
          input.idBase,
        ]);
        if (!visible.length) throw invalide('idBase', M.elementIntrouvable);
        idBase = input.idBase;
      }
      const rows: { id: number }[] = await tx.query(
        `INSERT INTO duer_categorie (id_duer, id_base_categorie, ordre)
           VALUES ($1, $2, (SELECT COALESCE(max(ordre), 0) + 1 FROM duer_categorie WHERE id_duer = $1)) RETURNING id`,
        [idDuer, idBase],
      );
      return this.categorie(tx, ctx, rows[0].id);
    });
  }

  async detail(ctx: DuerContexte, idCategorie: number): Promise<DuerCategorieDetail> {
    const idDuer = ctx.duer.id;
    await categorieOf(this.manager, idDuer, idCategorie);
    const validite = await this.validite.compute(idDuer, ctx.duer.versionCalculRisque, this.manager);
    const [categorie, modules, autres] = await Promise.all([
      this.categorie(this.manager, ctx, idCategorie),
      loadModules(this.manager, { idCategorie }, validite.modules),
      this.manager.query(
        `SELECT c.id, b.nom FROM duer_categorie c JOIN duer_base_categorie b ON b.id = c.id_base_categorie
          WHERE c.id_duer = $1 AND c.id <> $2 ORDER BY c.ordre, c.id`,
        [idDuer, idCategorie],
      ) as Promise<{ id: number; nom: string }[]>,
    ]);
    return { duer: { ...toDuerDto(ctx.duer), estValide: validite.duer }, droits: ctx.droits, categorie, modules, autresCategories: autres };
  }

  /** A deep copy of the unit (modules, operations, risks, pictograms), named '{nom} (copie)' unless named. */
  copy(ctx: DuerContexte, idCategorie: number, nom: string | undefined): Promise<DuerCategorieDto> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      const source = await categorieOf(tx, idDuer, idCategorie);
      await this.requirePlace(tx, ctx);
      const idBase = await this.baseFor(tx, ctx, nom ?? nomCourt(`${source.nom} (copie)`));
      const ordre: { n: number }[] = await tx.query('SELECT COALESCE(max(ordre), 0)::int + 1 AS n FROM duer_categorie WHERE id_duer = $1', [idDuer]);
      const id = await copyCategorie(tx, idCategorie, idDuer, { ordre: ordre[0].n, idBaseCategorie: idBase, avecContenu: true });
      return this.categorie(tx, ctx, id);
    });
  }

  /** Rename: the unit points at a base unit of that name, the dossier's own one created when none exists (same id kept). */
  rename(ctx: DuerContexte, idCategorie: number, nom: string): Promise<DuerCategorieDto> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      const current = await categorieOf(tx, idDuer, idCategorie);
      if (current.nom !== nom) {
        const idBase = await this.baseFor(tx, ctx, nom);
        await tx.query('UPDATE duer_categorie SET id_base_categorie = $2 WHERE id = $1', [idCategorie, idBase]);
      }
      return this.categorie(tx, ctx, idCategorie);
    });
  }

  remove(ctx: DuerContexte, idCategorie: number): Promise<{ ok: true }> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx) => {
      await categorieOf(tx, idDuer, idCategorie);
      await tx.query('DELETE FROM duer_categorie WHERE id = $1', [idCategorie]);
      await renumeroterSous(tx, 'duer_categorie', [idDuer]);
      return { ok: true as const };
    });
  }

  /** Only the changed orders are sent; the DUER's units are renumbered 1..n when a duplicate remains (spec 03 §4). */
  reorder(ctx: DuerContexte, changes: { id: number; ordre: number }[]): Promise<DuerDetail> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      const current: { id: number; ordre: number }[] = await tx.query('SELECT id, ordre FROM duer_categorie WHERE id_duer = $1', [idDuer]);
      const ids = new Set(current.map((c) => c.id));
      if (changes.some((c) => !ids.has(c.id))) throw introuvable();
      const next = new Map(current.map((c) => [c.id, c.ordre]));
      for (const c of changes) next.set(c.id, c.ordre);
      const items = [...next].map(([id, ordre]) => ({ id, ordre }));
      const renumbered = new Map(renumeroter(items).map((r) => [r.id, r.ordre]));
      for (const item of items) {
        const ordre = renumbered.get(item.id) ?? item.ordre;
        if (ordre !== current.find((c) => c.id === item.id)!.ordre) await tx.query('UPDATE duer_categorie SET ordre = $2 WHERE id = $1', [item.id, ordre]);
      }
      return this.index.detailOf(ctx, tx);
    });
  }

  private async categorie(tx: EntityManager, ctx: DuerContexte, idCategorie: number): Promise<DuerCategorieDto> {
    const c = await categorieOf(tx, ctx.duer.id, idCategorie);
    const validite = await this.validite.compute(ctx.duer.id, ctx.duer.versionCalculRisque, tx);
    const n: { n: number }[] = await tx.query('SELECT count(*)::int AS n FROM duer_module WHERE id_duer_categorie = $1', [idCategorie]);
    return {
      id: c.id,
      ordre: c.ordre,
      estValide: validite.categories.get(c.id) ?? false,
      duerBaseCategorie: { id: c.id_base_categorie, nom: c.nom },
      nombreModules: n[0].n,
    };
  }

  /** 400 uniteMax when the DUER already holds the units its base type allows (3 VITI, 4 AGRIVITI). */
  private async requirePlace(tx: EntityManager, ctx: DuerContexte): Promise<void> {
    const max = UNITES_MAX[ctx.dossier.baseType];
    if (max === undefined) return;
    const rows: { n: number }[] = await tx.query('SELECT count(*)::int AS n FROM duer_categorie WHERE id_duer = $1', [ctx.duer.id]);
    if (rows[0].n >= max) throw invalide('categories', M.uniteMax(max));
  }

  /** A library unit (base types 1..4) or one of the dossier's own named so, case-insensitively. */
  private async baseNommee(tx: EntityManager, ctx: DuerContexte, nom: string): Promise<number | undefined> {
    const rows: { id: number }[] = await tx.query(
      `SELECT id FROM duer_base_categorie
        WHERE lower(nom) = lower($2) AND ((code_dossier = $1 AND id_base_type IS NULL) OR (code_dossier IS NULL AND id_base_type BETWEEN 1 AND 4))
        ORDER BY code_dossier NULLS LAST, id LIMIT 1`,
      [ctx.dossier.codeDossier, nom],
    );
    return rows[0]?.id;
  }

  private async baseFor(tx: EntityManager, ctx: DuerContexte, nom: string): Promise<number> {
    return (await this.baseNommee(tx, ctx, nom)) ?? this.createBase(tx, ctx, nom);
  }

  private async createBase(tx: EntityManager, ctx: DuerContexte, nom: string): Promise<number> {
    const rows: { id: number }[] = await tx.query('INSERT INTO duer_base_categorie (nom, code_dossier, annee) VALUES ($1, $2, $3) RETURNING id', [
      nom,
      ctx.dossier.codeDossier,
      ctx.duer.annee,
    ]);
    return rows[0].id;
  }
}
