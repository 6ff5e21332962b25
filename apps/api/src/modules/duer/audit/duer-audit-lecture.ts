import { BASE_TYPE_AUDIT, type DuerAudit, type DuerAuditQuestion } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import type { DuerContexte } from '../duer-faits';
import { toDuerDto } from '../duer-dto';

/** Audit categories a dossier may use: the firm's (base type 99, no dossier) and its own. */
export const CATEGORIE_VISIBLE = `(b.id_base_type = ${BASE_TYPE_AUDIT} AND (b.code_dossier IS NULL OR b.code_dossier = $1))`;
/** Base questions a dossier may use, in a visible category. */
export const QUESTION_VISIBLE = `((bq.code_dossier IS NULL OR bq.code_dossier = $1) AND ${CATEGORIE_VISIBLE})`;
const ORDRE_CATEGORIES = 'b.code_dossier NULLS FIRST, b.ordre, b.id';

/** The DUER's audit: its categories in order (those with a question and those added empty) and its questions. */
export async function loadAudit(tx: EntityManager, ctx: Pick<DuerContexte, 'duer' | 'droits'>): Promise<DuerAudit> {
  const idDuer = ctx.duer.id;
  const categories: { id: number; nom: string }[] = await tx.query(
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
  return { duer: toDuerDto(ctx.duer), droits: ctx.droits, categories, questions };
}

/** Orders 1..n within each category, in the current order (ties by id): after a delete, an add or a save. */
export async function renumeroterAudit(tx: EntityManager, idDuer: number): Promise<void> {
  await tx.query(
    `UPDATE duer_question q SET ordre = r.n
       FROM (SELECT q2.id, row_number() OVER (PARTITION BY bq.id_base_categorie ORDER BY q2.ordre, q2.id)::int AS n
               FROM duer_question q2 JOIN duer_base_question bq ON bq.id = q2.id_base_question WHERE q2.id_duer = $1) r
      WHERE q.id = r.id AND q.ordre <> r.n`,
    [idDuer],
  );
}

/** The base questionnaire, unanswered: every question of the firm's audit categories (a new DUER, or a seeded one). */
export async function insererQuestionnaireDeBase(tx: EntityManager, idDuer: number): Promise<void> {
  await tx.query(
    `INSERT INTO duer_question (id_duer, id_base_question, ordre)
     SELECT $1, bq.id, row_number() OVER (PARTITION BY bq.id_base_categorie ORDER BY bq.ordre, bq.id)
       FROM duer_base_question bq JOIN duer_base_categorie b ON b.id = bq.id_base_categorie
      WHERE b.id_base_type = ${BASE_TYPE_AUDIT} AND b.code_dossier IS NULL AND bq.code_dossier IS NULL
     ON CONFLICT (id_duer, id_base_question) DO NOTHING`,
    [idDuer],
  );
}
