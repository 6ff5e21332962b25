import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { BASE_TYPE_AUDIT, type DuerAuditQuestion } from '@portail/contracts';
import type { EntityManager } from 'typeorm';

/** Audit categories a dossier may use: the firm's (base type 99, no dossier) and its own. */
const CATEGORIE_VISIBLE = `(b.id_base_type = ${BASE_TYPE_AUDIT} AND (b.code_dossier IS NULL OR b.code_dossier = $1))`;
/** Base questions a dossier may use, in a visible category. */
const QUESTION_VISIBLE = `((bq.code_dossier IS NULL OR bq.code_dossier = $1) AND ${CATEGORIE_VISIBLE})`;
const ORDRE_CATEGORIES = 'b.code_dossier NULLS FIRST, b.ordre, b.id';

export type AuditRestant = { id: number; nom: string };

/** A question of a DUER's audit as a copy reads it, with its base question and category and who owns them. */
export interface AuditQuestionSource {
  id_base_question: number;
  nom: string;
  bq_code: string | null;
  bq_ordre: number;
  id_base_categorie: number;
  b_code: string | null;
  ordre: number;
  reponse: boolean | null;
  non_applicable: boolean;
  remarque: string;
}

/** The prior audit's queries: questionnaire, answers, order and copy; writes take the caller's transaction. */
@Injectable()
export class DuerAuditRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** The DUER's audit: its categories in order (those with a question and those added empty) and its questions. */
  async lecture(idDuer: number, tx: EntityManager = this.manager): Promise<{ categories: AuditRestant[]; questions: DuerAuditQuestion[] }> {
    const categories: AuditRestant[] = await tx.query(
      `SELECT b.id, b.nom FROM duer_base_categorie b
        WHERE b.id IN (SELECT bq.id_base_categorie FROM duer_question q JOIN duer_base_question bq ON bq.id = q.id_base_question WHERE q.id_duer = $1
                       UNION SELECT a.id_base_categorie FROM duer_audit_categorie a WHERE a.id_duer = $1)
        ORDER BY ${ORDRE_CATEGORIES}`,
      [idDuer],
    );
    const questions: DuerAuditQuestion[] = await tx.query(
      `SELECT q.id AS "q_id", q.ordre AS "q_ordre", q.reponse AS "q_reponse", q.non_applicable AS "q_nonApplicable", q.remarque AS "q_remarque",
              bq.nom AS "bq_nom", b.id AS "bca_id", b.nom AS "bca_nom"
         FROM duer_question q JOIN duer_base_question bq ON bq.id = q.id_base_question JOIN duer_base_categorie b ON b.id = bq.id_base_categorie
        WHERE q.id_duer = $1
        ORDER BY ${ORDRE_CATEGORIES}, q.ordre, q.id`,
      [idDuer],
    );
    return { categories, questions };
  }

  /** The audit categories a question may be added to (the firm's and the dossier's own). */
  categoriesRestantes(codeDossier: string): Promise<AuditRestant[]> {
    return this.manager.query(`SELECT b.id, b.nom FROM duer_base_categorie b WHERE ${CATEGORIE_VISIBLE} ORDER BY b.code_dossier NULLS FIRST, b.ordre, b.id`, [
      codeDossier,
    ]);
  }

  /** The category's base questions not in the DUER's audit. */
  questionsRestantes(codeDossier: string, idBaseCategorie: number, idDuer: number): Promise<AuditRestant[]> {
    return this.manager.query(
      `SELECT bq.id, bq.nom FROM duer_base_question bq JOIN duer_base_categorie b ON b.id = bq.id_base_categorie
        WHERE bq.id_base_categorie = $2 AND ${QUESTION_VISIBLE}
          AND NOT EXISTS (SELECT 1 FROM duer_question q WHERE q.id_duer = $3 AND q.id_base_question = bq.id)
        ORDER BY bq.code_dossier NULLS FIRST, bq.ordre, bq.id`,
      [codeDossier, idBaseCategorie, idDuer],
    );
  }

  async categorieVisible(codeDossier: string, id: number, tx: EntityManager = this.manager): Promise<boolean> {
    const rows: unknown[] = await tx.query(`SELECT b.id FROM duer_base_categorie b WHERE b.id = $2 AND ${CATEGORIE_VISIBLE}`, [codeDossier, id]);
    return rows.length > 0;
  }

  /** How many of these ids are questions of the DUER. */
  async questionsDuDuer(tx: EntityManager, idDuer: number, ids: number[]): Promise<number> {
    const found: { id: number }[] = await tx.query('SELECT id FROM duer_question WHERE id_duer = $1 AND id = ANY($2::int[])', [idDuer, ids]);
    return found.length;
  }

  /** Answers, remarks and order; non applicable forces the answer to no. */
  async enregistrer(
    tx: EntityManager,
    idDuer: number,
    questions: { id: number; ordre: number; reponse: boolean | null; nonApplicable: boolean; remarque: string }[],
  ): Promise<void> {
    await tx.query(
      `UPDATE duer_question q SET ordre = u.ordre, reponse = u.reponse AND NOT u.na, non_applicable = u.na, remarque = u.remarque
           FROM unnest($2::int[], $3::int[], $4::bool[], $5::bool[], $6::text[]) AS u(id, ordre, reponse, na, remarque)
          WHERE q.id = u.id AND q.id_duer = $1`,
      [
        idDuer,
        questions.map((q) => q.id),
        questions.map((q) => q.ordre),
        questions.map((q) => q.reponse),
        questions.map((q) => q.nonApplicable),
        questions.map((q) => q.remarque),
      ],
    );
  }

  async questionExiste(tx: EntityManager, idDuer: number, idQuestion: number): Promise<boolean> {
    const rows: unknown[] = await tx.query('SELECT id FROM duer_question WHERE id = $1 AND id_duer = $2', [idQuestion, idDuer]);
    return rows.length > 0;
  }

  async supprimerQuestion(tx: EntityManager, idQuestion: number): Promise<void> {
    await tx.query('DELETE FROM duer_question WHERE id = $1', [idQuestion]);
  }

  /** A visible base question of the category, not yet in the DUER's audit. */
  async questionDisponible(tx: EntityManager, codeDossier: string, idBase: number, idBaseCategorie: number, idDuer: number): Promise<boolean> {
    const ok: unknown[] = await tx.query(
      `SELECT bq.id FROM duer_base_question bq JOIN duer_base_categorie b ON b.id = bq.id_base_categorie
        WHERE bq.id = $2 AND bq.id_base_categorie = $3 AND ${QUESTION_VISIBLE}
          AND NOT EXISTS (SELECT 1 FROM duer_question q WHERE q.id_duer = $4 AND q.id_base_question = bq.id)`,
      [codeDossier, idBase, idBaseCategorie, idDuer],
    );
    return ok.length > 0;
  }

  /** A category of the dossier, last of its audit categories; returns its id. */
  async nouvelleCategorie(tx: EntityManager, nom: string, codeDossier: string, annee: number): Promise<number> {
    const rows: { id: number }[] = await tx.query(
      `INSERT INTO duer_base_categorie (nom, id_base_type, code_dossier, annee, ordre)
       VALUES ($1, ${BASE_TYPE_AUDIT}, $2::varchar, $3, (SELECT COALESCE(max(ordre), 0) + 1 FROM duer_base_categorie WHERE id_base_type = ${BASE_TYPE_AUDIT} AND code_dossier = $2::varchar))
       RETURNING id`,
      [nom, codeDossier, annee],
    );
    return rows[0].id;
  }

  async lierCategorie(tx: EntityManager, idDuer: number, idCategorie: number): Promise<void> {
    await tx.query('INSERT INTO duer_audit_categorie (id_duer, id_base_categorie) VALUES ($1, $2)', [idDuer, idCategorie]);
  }

  /** A base question of the dossier, last of its category; returns its id. */
  async nouvelleBase(tx: EntityManager, idCategorie: number, nom: string, codeDossier: string): Promise<number> {
    const rows: { id: number }[] = await tx.query(
      `INSERT INTO duer_base_question (nom, id_base_categorie, code_dossier, ordre)
       VALUES ($1, $2, $3, (SELECT COALESCE(max(ordre), 0) + 1 FROM duer_base_question WHERE id_base_categorie = $2)) RETURNING id`,
      [nom, idCategorie, codeDossier],
    );
    return rows[0].id;
  }

  /** The question into the DUER's audit, last of its category. */
  async insererQuestion(tx: EntityManager, idDuer: number, idBase: number, idCategorie: number): Promise<void> {
    await tx.query(
      `INSERT INTO duer_question (id_duer, id_base_question, ordre)
       VALUES ($1, $2, (SELECT COALESCE(max(q.ordre), 0) + 1 FROM duer_question q JOIN duer_base_question bq ON bq.id = q.id_base_question
                         WHERE q.id_duer = $1 AND bq.id_base_categorie = $3))`,
      [idDuer, idBase, idCategorie],
    );
  }

  /** Orders 1..n within each category, in the current order (ties by id): after a delete, an add or a save. */
  async renumeroter(tx: EntityManager, idDuer: number): Promise<void> {
    await tx.query(
      `UPDATE duer_question q SET ordre = r.n
         FROM (SELECT q2.id, row_number() OVER (PARTITION BY bq.id_base_categorie ORDER BY q2.ordre, q2.id)::int AS n
                 FROM duer_question q2 JOIN duer_base_question bq ON bq.id = q2.id_base_question WHERE q2.id_duer = $1) r
        WHERE q.id = r.id AND q.ordre <> r.n`,
      [idDuer],
    );
  }

  /** The base questionnaire, unanswered: every question of the firm's audit categories (a new DUER, or a seeded one). */
  async insererQuestionnaireDeBase(tx: EntityManager, idDuer: number): Promise<void> {
    await tx.query(
      `INSERT INTO duer_question (id_duer, id_base_question, ordre)
       SELECT $1, bq.id, row_number() OVER (PARTITION BY bq.id_base_categorie ORDER BY bq.ordre, bq.id)
         FROM duer_base_question bq JOIN duer_base_categorie b ON b.id = bq.id_base_categorie
        WHERE b.id_base_type = ${BASE_TYPE_AUDIT} AND b.code_dossier IS NULL AND bq.code_dossier IS NULL
       ON CONFLICT (id_duer, id_base_question) DO NOTHING`,
      [idDuer],
    );
  }

  /** A copy of another dossier's category as the dossier's own; returns its id. */
  async copierCategorie(tx: EntityManager, id: number, codeDossier: string): Promise<number> {
    const rows: { id: number }[] = await tx.query(
      `INSERT INTO duer_base_categorie (nom, id_base_type, code_dossier, annee, ordre)
       SELECT nom, id_base_type, $2, annee, ordre FROM duer_base_categorie WHERE id = $1 RETURNING id`,
      [id, codeDossier],
    );
    return rows[0].id;
  }

  /** The categories a DUER's audit shows even empty, with their owner. */
  categoriesLiees(tx: EntityManager, idDuer: number): Promise<{ id_base_categorie: number; code_dossier: string | null }[]> {
    return tx.query(
      `SELECT a.id_base_categorie, b.code_dossier FROM duer_audit_categorie a JOIN duer_base_categorie b ON b.id = a.id_base_categorie WHERE a.id_duer = $1`,
      [idDuer],
    );
  }

  async lierCategorieSiAbsente(tx: EntityManager, idDuer: number, idCategorie: number): Promise<void> {
    await tx.query('INSERT INTO duer_audit_categorie (id_duer, id_base_categorie) VALUES ($1, $2) ON CONFLICT DO NOTHING', [idDuer, idCategorie]);
  }

  questionsSource(tx: EntityManager, idDuer: number): Promise<AuditQuestionSource[]> {
    return tx.query(
      `SELECT q.id_base_question, bq.nom, bq.code_dossier AS bq_code, bq.ordre AS bq_ordre, bq.id_base_categorie, b.code_dossier AS b_code,
              q.ordre, q.reponse, q.non_applicable, q.remarque
         FROM duer_question q JOIN duer_base_question bq ON bq.id = q.id_base_question JOIN duer_base_categorie b ON b.id = bq.id_base_categorie
        WHERE q.id_duer = $1 ORDER BY q.id`,
      [idDuer],
    );
  }

  /** A copied base question, the dossier's own; returns its id. */
  async copierBase(tx: EntityManager, nom: string, idCategorie: number, ordre: number, codeDossier: string): Promise<number> {
    const rows: { id: number }[] = await tx.query(
      'INSERT INTO duer_base_question (nom, id_base_categorie, ordre, code_dossier) VALUES ($1, $2, $3, $4) RETURNING id',
      [nom, idCategorie, ordre, codeDossier],
    );
    return rows[0].id;
  }

  async copierQuestion(
    tx: EntityManager,
    q: { idDuer: number; idBase: number; ordre: number; reponse: boolean | null; nonApplicable: boolean; remarque: string },
  ): Promise<void> {
    await tx.query('INSERT INTO duer_question (id_duer, id_base_question, ordre, reponse, non_applicable, remarque) VALUES ($1, $2, $3, $4, $5, $6)', [
      q.idDuer,
      q.idBase,
      q.ordre,
      q.reponse,
      q.nonApplicable,
      q.remarque,
    ]);
  }
}
