import { DUER_LIMITES, type Duer as DuerDto, type DuerModule as DuerModuleDto, DuerMessages as M } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../common/app.exception';
import type { DuerDossier } from './duer-faits';
import type { Duer } from './duer.entity';

export function toDuerDto(d: Duer): DuerDto {
  return {
    id: d.id,
    annee: d.annee,
    estFini: d.estFini,
    estValide: d.estValide,
    dateFini: d.dateFini ? d.dateFini.toISOString() : null,
    idGedDuerDefinitif: d.idGedDuerDefinitif,
    codeDossier: d.codeDossier,
    versionCalculRisque: d.versionCalculRisque,
  };
}

export function toDossierDto(d: DuerDossier) {
  return { codeDossier: d.codeDossier, raisonSociale: d.raisonSociale, typeActivite: d.typeActivite, codeEntite: d.codeEntite, baseType: d.baseType };
}

export const introuvable = () => AppException.notFound(M.elementIntrouvable);

export const invalide = (path: string, message: string) => AppException.validation([{ path, message }]);

/** Orders 1..n when the list holds a duplicate (spec 03 §4), keeping the current order and ids as tie-break. */
export function renumeroter<T extends { id: number; ordre: number }>(items: T[]): { id: number; ordre: number }[] {
  const ordres = new Set(items.map((i) => i.ordre));
  if (ordres.size === items.length) return [];
  return [...items]
    .sort((a, b) => a.ordre - b.ordre || a.id - b.id)
    .map((item, index) => ({ id: item.id, ordre: index + 1 }))
    .filter((next) => items.find((i) => i.id === next.id)!.ordre !== next.ordre);
}

/** Ordered rows of a DUER's tree and pages, each numbered within its parent (pages: within their side of the risks). */
const NUMEROTATION = {
  duer_categorie: { parent: 'id_duer', partition: 'id_duer' },
  duer_module: { parent: 'id_duer_categorie', partition: 'id_duer_categorie' },
  duer_groupe: { parent: 'id_duer_module', partition: 'id_duer_module' },
  duer_risque: { parent: 'id_duer_groupe', partition: 'id_duer_groupe' },
  duer_page: { parent: 'id_duer', partition: 'id_duer, est_avant_risques' },
} as const;

/**
 * Orders 1..n without gaps or duplicates under the given parents, keeping the current order (ties by id): after a
 * delete, and after a save that moved rows (spec 03 §4), in the caller's transaction.
 */
export async function renumeroterSous(tx: EntityManager, table: keyof typeof NUMEROTATION, parents: readonly number[]): Promise<void> {
  if (!parents.length) return;
  const { parent, partition } = NUMEROTATION[table];
  await tx.query(
    `UPDATE ${table} t SET ordre = r.n
       FROM (SELECT id, row_number() OVER (PARTITION BY ${partition} ORDER BY ordre, id)::int AS n FROM ${table} WHERE ${parent} = ANY($1::int[])) r
      WHERE t.id = r.id AND t.ordre <> r.n`,
    [[...new Set(parents)]],
  );
}

interface ModuleRow {
  id: number;
  ordre: number;
  remarque: string | null;
  forcer_validation: boolean;
  id_base: number;
  nom: string;
  annee: number | null;
  code_dossier: string | null;
}

/** Modules of a work unit (or one module), with their validity, as the contract shapes them. */
export async function loadModules(
  tx: EntityManager,
  filter: { idCategorie: number } | { idModule: number },
  valides: Map<number, boolean>,
): Promise<DuerModuleDto[]> {
  const [where, param] = 'idCategorie' in filter ? ['m.id_duer_categorie', filter.idCategorie] : ['m.id', filter.idModule];
  const rows: ModuleRow[] = await tx.query(
    `SELECT m.id, m.ordre, m.remarque, m.forcer_validation, b.id AS id_base, b.nom, b.annee, b.code_dossier
       FROM duer_module m JOIN duer_base_module b ON b.id = m.id_base_module
      WHERE ${where} = $1 ORDER BY m.ordre, m.id`,
    [param],
  );
  return rows.map((r) => ({
    id: r.id,
    ordre: r.ordre,
    remarque: r.remarque,
    forcerValidation: r.forcer_validation,
    estValide: valides.get(r.id) ?? false,
    duerBaseModule: { id: r.id_base, nom: r.nom, annee: r.annee, codeDossier: r.code_dossier },
  }));
}

/** A work unit of the DUER (404 'Élément introuvable dans ce DUER.' when the id names another DUER's). */
export async function categorieOf(tx: EntityManager, idDuer: number, idCategorie: number): Promise<CategorieRow> {
  const rows: CategorieRow[] = await tx.query(
    `SELECT c.id, c.ordre, c.id_base_categorie, b.nom FROM duer_categorie c JOIN duer_base_categorie b ON b.id = c.id_base_categorie
      WHERE c.id = $1 AND c.id_duer = $2`,
    [idCategorie, idDuer],
  );
  if (!rows.length) throw introuvable();
  return rows[0];
}

export interface CategorieRow {
  id: number;
  ordre: number;
  id_base_categorie: number;
  nom: string;
}

/** A module of the DUER, with its work unit. */
export async function moduleOf(
  tx: EntityManager,
  idDuer: number,
  idModule: number,
): Promise<{ id: number; id_duer_categorie: number; id_base_module: number; forcer_validation: boolean; id_base_categorie: number }> {
  const rows = await tx.query(
    `SELECT m.id, m.id_duer_categorie, m.id_base_module, m.forcer_validation, c.id_base_categorie FROM duer_module m
       JOIN duer_categorie c ON c.id = m.id_duer_categorie WHERE m.id = $1 AND c.id_duer = $2`,
    [idModule, idDuer],
  );
  if (!rows.length) throw introuvable();
  return rows[0];
}

/** A name as a base item is named: 128 characters at most (a copy's suffix is cut). */
export const nomCourt = (nom: string) => nom.slice(0, DUER_LIMITES.libelleMax);
