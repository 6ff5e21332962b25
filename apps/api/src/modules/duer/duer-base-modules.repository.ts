import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';

/** Who looks at the base modules a work unit may take. */
export interface PorteeBibliotheque {
  /** The DUER's dossier. */
  codeDossier: string;
  /** The work unit's base unit. */
  idBaseCategorie: number;
  /** Staff: the dossiers whose own modules they may take (AccessService.dossiersWith); null for a member. */
  dossiersVisibles: string[] | null;
}

/**
 * Library modules of the unit's base unit and the dossier's own; staff also see the other library modules and the
 * own modules of their portfolio's dossiers a DUER uses ("modules available to other files", spec 03 §2.3).
 */
const VISIBLE = `(b.code_dossier = $1 OR (b.code_dossier IS NULL AND b.id_base_categorie = $2)
  OR ($3::varchar[] IS NOT NULL AND (b.code_dossier IS NULL
    OR (b.code_dossier = ANY($3::varchar[]) AND EXISTS (SELECT 1 FROM duer_module dm WHERE dm.id_base_module = b.id)))))`;

const NOT_IN_UNIT = 'NOT EXISTS (SELECT 1 FROM duer_module m WHERE m.id_duer_categorie = $4 AND m.id_base_module = b.id)';

export interface BaseModuleRow {
  id: number;
  nom: string;
  annee: number | null;
  code_dossier: string | null;
}

/** The base modules (duer_base_module) a work unit may take. */
@Injectable()
export class DuerBaseModulesRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** Those not yet in the unit, filtered by text (accents and case ignored) and year: the library first. */
  disponibles(
    portee: PorteeBibliotheque,
    idCategorie: number,
    filtre: { texte: string | null; annee: number | null },
    limite: number,
  ): Promise<BaseModuleRow[]> {
    return this.manager.query(
      `SELECT b.id, b.nom, b.annee, b.code_dossier FROM duer_base_module b
        WHERE ${VISIBLE} AND ${NOT_IN_UNIT}
          AND ($5::text IS NULL OR strpos(unaccent_fold(b.nom), unaccent_fold($5::text)) > 0)
          AND ($6::int IS NULL OR b.annee = $6::int)
        ORDER BY (b.code_dossier IS NULL) DESC, (b.id_base_categorie = $2) DESC, b.nom, b.id LIMIT $7`,
      [...params(portee), idCategorie, filtre.texte, filtre.annee, limite],
    );
  }

  async estDisponible(tx: EntityManager, portee: PorteeBibliotheque, idCategorie: number, idBase: number): Promise<boolean> {
    const rows: unknown[] = await tx.query(`SELECT 1 FROM duer_base_module b WHERE b.id = $5 AND ${VISIBLE} AND ${NOT_IN_UNIT}`, [
      ...params(portee),
      idCategorie,
      idBase,
    ]);
    return rows.length > 0;
  }

  /** The dossier owning a base module: null for the library's, undefined when unknown. */
  async dossierOf(tx: EntityManager, idBase: number): Promise<string | null | undefined> {
    const rows: { code_dossier: string | null }[] = await tx.query('SELECT code_dossier FROM duer_base_module WHERE id = $1', [idBase]);
    return rows[0]?.code_dossier;
  }
}

const params = (p: PorteeBibliotheque) => [p.codeDossier, p.idBaseCategorie, p.dossiersVisibles];
