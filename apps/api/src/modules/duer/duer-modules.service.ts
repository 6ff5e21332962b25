import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
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
import { copyModule } from './duer-copie';
import { categorieOf, introuvable, invalide, loadModules, moduleOf, renumeroter, renumeroterSous } from './duer-dto';
import { DuerEcritureService } from './duer-ecriture.service';
import type { DuerContexte } from './duer-faits';
import { DuerValiditeService } from './duer-validite.service';

interface ModuleUpdate {
  nom?: string;
  remarque?: string | null;
}

/** Modules of a work unit (spec 03 §2.3): base modules, create, rename and remark, delete, copy, reorder, forced validation. */
@Injectable()
export class DuerModulesService {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly rights: AccessService,
    private readonly baseModules: DuerBaseModulesRepository,
    private readonly ecriture: DuerEcritureService,
    private readonly validite: DuerValiditeService,
  ) {}

  /** DuerBaseModulesFetch: base modules not yet in the unit, filtered by text (accents and case ignored) and year. */
  async bases(ctx: DuerContexte, idCategorie: number, filtre: { texte?: string; annee?: number }): Promise<BaseItem[]> {
    const categorie = await categorieOf(this.manager, ctx.duer.id, idCategorie);
    const texte = filtre.texte?.trim() ? filtre.texte.trim() : null;
    const portee = await this.portee(ctx, categorie.id_base_categorie);
    const rows = await this.baseModules.disponibles(portee, idCategorie, { texte, annee: filtre.annee ?? null }, L.listeMax);
    return rows.map((r) => ({ id: r.id, nom: r.nom, annee: r.annee, codeDossier: r.code_dossier }));
  }

  create(ctx: DuerContexte, idCategorie: number, input: NouvelElement): Promise<DuerModuleDto> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      const categorie = await categorieOf(tx, idDuer, idCategorie);
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
      const rows: { id: number }[] = await tx.query(
        `INSERT INTO duer_module (id_duer_categorie, id_base_module, ordre)
           VALUES ($1, $2, (SELECT COALESCE(max(ordre), 0) + 1 FROM duer_module WHERE id_duer_categorie = $1)) RETURNING id`,
        [idCategorie, idBase],
      );
      return this.module(tx, ctx, rows[0].id);
    });
  }

  /** UpdateModule: a new name needs the structure right (base module reused or created), a remark the edit right (the route's rule). */
  update(ctx: DuerContexte, idModule: number, input: ModuleUpdate): Promise<{ module: DuerModuleDto; insertIdDuerModule: number | null }> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      const current = await moduleOf(tx, idDuer, idModule);
      if (input.nom !== undefined) {
        const base: { nom: string }[] = await tx.query('SELECT nom FROM duer_base_module WHERE id = $1', [current.id_base_module]);
        if (base[0].nom !== input.nom) {
          const idBase = (await this.baseNommee(tx, ctx, input.nom)) ?? (await this.createBase(tx, ctx, input.nom, current.id_base_categorie));
          await tx.query('UPDATE duer_module SET id_base_module = $2 WHERE id = $1', [idModule, idBase]);
        }
      }
      if (input.remarque !== undefined) {
        const remarque = input.remarque === null || input.remarque.trim() === '' ? null : input.remarque;
        await tx.query('UPDATE duer_module SET remarque = $2 WHERE id = $1', [idModule, remarque]);
      }
      return { module: await this.module(tx, ctx, idModule), insertIdDuerModule: null };
    });
  }

  remove(ctx: DuerContexte, idModule: number): Promise<{ ok: true }> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx) => {
      const module = await moduleOf(tx, idDuer, idModule);
      await tx.query('DELETE FROM duer_module WHERE id = $1', [idModule]);
      await renumeroterSous(tx, 'duer_module', [module.id_duer_categorie]);
      return { ok: true as const };
    });
  }

  /** DeplacerDuerModule: a deep copy into another work unit of the same DUER, placed last. */
  copy(ctx: DuerContexte, idModule: number, idCategorie: number): Promise<DuerModuleDto> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      await moduleOf(tx, idDuer, idModule);
      await categorieOf(tx, idDuer, idCategorie);
      const ordre: { n: number }[] = await tx.query('SELECT COALESCE(max(ordre), 0)::int + 1 AS n FROM duer_module WHERE id_duer_categorie = $1', [
        idCategorie,
      ]);
      const id = await copyModule(tx, idModule, idCategorie, ordre[0].n, true);
      return this.module(tx, ctx, id);
    });
  }

  /** ForcerValidationModule: toggles the forced validation. */
  force(ctx: DuerContexte, idModule: number): Promise<DuerModuleDto> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      await moduleOf(tx, idDuer, idModule);
      await tx.query('UPDATE duer_module SET forcer_validation = NOT forcer_validation WHERE id = $1', [idModule]);
      return this.module(tx, ctx, idModule);
    });
  }

  /** Only the changed orders are sent; each touched unit is renumbered 1..n when a duplicate remains (spec 03 §4). */
  reorder(ctx: DuerContexte, changes: { id: number; ordre: number }[]): Promise<{ ok: true }> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx) => {
      const ids = changes.map((c) => c.id);
      const owned: { id: number; id_duer_categorie: number }[] = await tx.query(
        `SELECT m.id, m.id_duer_categorie FROM duer_module m JOIN duer_categorie c ON c.id = m.id_duer_categorie
            WHERE m.id = ANY($1::int[]) AND c.id_duer = $2`,
        [ids, idDuer],
      );
      if (owned.length !== new Set(ids).size) throw introuvable();
      for (const c of changes) await tx.query('UPDATE duer_module SET ordre = $2 WHERE id = $1', [c.id, c.ordre]);
      for (const idCategorie of new Set(owned.map((o) => o.id_duer_categorie))) {
        const items: { id: number; ordre: number }[] = await tx.query('SELECT id, ordre FROM duer_module WHERE id_duer_categorie = $1', [idCategorie]);
        for (const r of renumeroter(items)) await tx.query('UPDATE duer_module SET ordre = $2 WHERE id = $1', [r.id, r.ordre]);
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
    return (await loadModules(tx, { idModule }, validite.modules))[0];
  }

  /** A library module or one of the dossier's own named so, case-insensitively. */
  private async baseNommee(tx: EntityManager, ctx: DuerContexte, nom: string): Promise<number | undefined> {
    const rows: { id: number }[] = await tx.query(
      `SELECT id FROM duer_base_module WHERE lower(nom) = lower($2) AND (code_dossier = $1 OR code_dossier IS NULL)
        ORDER BY code_dossier NULLS LAST, id LIMIT 1`,
      [ctx.dossier.codeDossier, nom],
    );
    return rows[0]?.id;
  }

  private async createBase(tx: EntityManager, ctx: DuerContexte, nom: string, idBaseCategorie: number): Promise<number> {
    const rows: { id: number }[] = await tx.query(
      'INSERT INTO duer_base_module (nom, id_base_categorie, code_dossier, annee) VALUES ($1, $2, $3, $4) RETURNING id',
      [nom, idBaseCategorie, ctx.dossier.codeDossier, ctx.duer.annee],
    );
    return rows[0].id;
  }
}
