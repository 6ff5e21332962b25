import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';

export interface BaseGroupeRow {
  id: number;
  nom: string;
  id_base_module: number | null;
  code_dossier: string | null;
}

/** An operation of a DUER with the DUER it belongs to (copy from another DUER). */
export interface GroupeSourceRow {
  id: number;
  id_base_groupe: number;
  id_duer: number;
  code_dossier: string;
  version_calcul_risque: number;
}

export interface GroupeAutreDuerRow {
  id: number;
  nom: string;
  annee: number;
  code_dossier: string;
  n: number;
}

const like = (texte: string) => `%${texte.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Operations of the modules (duer_groupe) and base operations (duer_base_groupe); writes take the caller's transaction. */
@Injectable()
export class DuerGroupesRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** Base operations of the base module (library or the dossier's own) not yet in the module. */
  basesDisponibles(idBaseModule: number, codeDossier: string, idModule: number): Promise<{ id: number; nom: string }[]> {
    return this.manager.query(
      `SELECT bg.id, bg.nom FROM duer_base_groupe bg
        WHERE bg.id_base_module = $1 AND (bg.code_dossier IS NULL OR bg.code_dossier = $2)
          AND NOT EXISTS (SELECT 1 FROM duer_groupe g WHERE g.id_duer_module = $3 AND g.id_base_groupe = bg.id)
        ORDER BY bg.ordre, bg.nom, bg.id`,
      [idBaseModule, codeDossier, idModule],
    );
  }

  /**
   * Operations of the dossiers' DUERs other than this one, with their risk count, filtered by text (accents and case
   * ignored) and year: latest year first.
   */
  desAutresDuers(
    codesDossiers: string[],
    idDuer: number,
    filtre: { texte: string | null; annee: number | null },
    limite: number,
  ): Promise<GroupeAutreDuerRow[]> {
    const params: unknown[] = [codesDossiers, idDuer];
    const where: string[] = [];
    if (filtre.texte !== null) {
      params.push(like(filtre.texte));
      where.push(`unaccent_fold(bg.nom) ILIKE unaccent_fold($${params.length})`);
    }
    if (filtre.annee !== null) {
      params.push(filtre.annee);
      where.push(`d.annee = $${params.length}`);
    }
    params.push(limite);
    return this.manager.query(
      `SELECT g.id, bg.nom, d.annee, d.code_dossier, (SELECT count(*)::int FROM duer_risque r WHERE r.id_duer_groupe = g.id) AS n
         FROM duer_groupe g JOIN duer_base_groupe bg ON bg.id = g.id_base_groupe
         JOIN duer_module m ON m.id = g.id_duer_module JOIN duer_categorie c ON c.id = m.id_duer_categorie
         JOIN duer d ON d.id = c.id_duer
        WHERE d.code_dossier = ANY($1::varchar[]) AND d.id <> $2${where.map((w) => ` AND ${w}`).join('')}
        ORDER BY d.annee DESC, bg.nom, g.id LIMIT $${params.length}`,
      params,
    );
  }

  async base(idBaseGroupe: number, tx: EntityManager = this.manager): Promise<BaseGroupeRow> {
    const [row]: BaseGroupeRow[] = await tx.query('SELECT id, nom, id_base_module, code_dossier FROM duer_base_groupe WHERE id = $1', [idBaseGroupe]);
    return row;
  }

  /** A base operation of the base module (library) or of the dossier's own. */
  async baseOfferte(idBaseGroupe: number, idBaseModule: number, codeDossier: string, tx: EntityManager = this.manager): Promise<BaseGroupeRow | undefined> {
    const [row]: BaseGroupeRow[] = await tx.query(
      `SELECT id, nom, id_base_module, code_dossier FROM duer_base_groupe
        WHERE id = $1 AND ((id_base_module = $2 AND code_dossier IS NULL) OR code_dossier = $3)`,
      [idBaseGroupe, idBaseModule, codeDossier],
    );
    return row;
  }

  /** Whether a base operation of the base module (library or the dossier's own) has that name, case-insensitively. */
  async baseNommeeExiste(idBaseModule: number, codeDossier: string, nom: string, tx: EntityManager = this.manager): Promise<boolean> {
    const rows: { id: number }[] = await tx.query(
      `SELECT id FROM duer_base_groupe WHERE id_base_module = $1 AND (code_dossier IS NULL OR code_dossier = $2) AND lower(nom) = lower($3) LIMIT 1`,
      [idBaseModule, codeDossier, nom],
    );
    return rows.length > 0;
  }

  /** A dossier-own base operation. */
  async createBase(base: { nom: string; idBaseModule: number; codeDossier: string; annee: number }, tx: EntityManager = this.manager): Promise<BaseGroupeRow> {
    const [row]: BaseGroupeRow[] = await tx.query(
      `INSERT INTO duer_base_groupe (nom, id_base_module, code_dossier, annee) VALUES ($1, $2, $3, $4)
       RETURNING id, nom, id_base_module, code_dossier`,
      [base.nom, base.idBaseModule, base.codeDossier, base.annee],
    );
    return row;
  }

  /** An operation placed last in the module; returns its id. */
  async insert(idModule: number, idBaseGroupe: number, tx: EntityManager = this.manager): Promise<number> {
    const [{ id }]: { id: number }[] = await tx.query(
      `INSERT INTO duer_groupe (id_duer_module, id_base_groupe, ordre)
       VALUES ($1, $2, (SELECT COALESCE(max(ordre), 0) + 1 FROM duer_groupe WHERE id_duer_module = $1)) RETURNING id`,
      [idModule, idBaseGroupe],
    );
    return id;
  }

  async setBase(idGroupe: number, idBaseGroupe: number, tx: EntityManager = this.manager): Promise<void> {
    await tx.query('UPDATE duer_groupe SET id_base_groupe = $2 WHERE id = $1', [idGroupe, idBaseGroupe]);
  }

  async delete(idGroupe: number, tx: EntityManager = this.manager): Promise<void> {
    await tx.query('DELETE FROM duer_groupe WHERE id = $1', [idGroupe]);
  }

  /** An operation of any DUER, with its DUER. */
  async avecDuer(idGroupe: number, tx: EntityManager = this.manager): Promise<GroupeSourceRow | undefined> {
    const [row]: GroupeSourceRow[] = await tx.query(
      `SELECT g.id, g.id_base_groupe, d.id AS id_duer, d.code_dossier, d.version_calcul_risque
         FROM duer_groupe g JOIN duer_module m ON m.id = g.id_duer_module JOIN duer_categorie c ON c.id = m.id_duer_categorie
         JOIN duer d ON d.id = c.id_duer WHERE g.id = $1`,
      [idGroupe],
    );
    return row;
  }

  /** How many of the ids are operations of the module. */
  async nombreDuModule(idModule: number, ids: number[], tx: EntityManager = this.manager): Promise<number> {
    const [{ n }]: { n: number }[] = await tx.query('SELECT count(*)::int AS n FROM duer_groupe WHERE id_duer_module = $1 AND id = ANY($2)', [idModule, ids]);
    return n;
  }

  async setOrdre(idGroupe: number, ordre: number, tx: EntityManager = this.manager): Promise<void> {
    await tx.query('UPDATE duer_groupe SET ordre = $2 WHERE id = $1', [idGroupe, ordre]);
  }
}
