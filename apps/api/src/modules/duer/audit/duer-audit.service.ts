import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import {
  type AjoutAuditCategorie,
  type AjoutAuditQuestion,
  type AuditEnregistrement,
  BASE_TYPE_AUDIT,
  type DuerAudit,
  DuerAuditMessages as A,
} from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../../common/app.exception';
import { invalide } from '../duer-dto';
import { DuerEcritureService } from '../duer-ecriture.service';
import type { DuerContexte } from '../duer-faits';
import { CATEGORIE_VISIBLE, loadAudit, QUESTION_VISIBLE, renumeroterAudit } from './duer-audit-lecture';

type Restant = { id: number; nom: string };

/** The prior audit of a DUER (spec 03 §2.7, §4, §5, §6, §7.6). */
@Injectable()
export class DuerAuditService {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly ecriture: DuerEcritureService,
  ) {}

  get(ctx: DuerContexte): Promise<DuerAudit> {
    return loadAudit(this.manager, ctx);
  }

  /** DuerCategoriesLeftFetch: the audit categories a question may be added to (the firm's and the dossier's own). */
  categoriesRestantes(ctx: DuerContexte): Promise<Restant[]> {
    return this.manager.query(`SELECT b.id, b.nom FROM duer_base_categorie b WHERE ${CATEGORIE_VISIBLE} ORDER BY b.code_dossier NULLS FIRST, b.ordre, b.id`, [
      ctx.dossier.codeDossier,
    ]);
  }

  /** DuerQuestionsLeftFetch: the category's base questions not in the DUER's audit. */
  async questionsRestantes(ctx: DuerContexte, idBaseCategorie: number): Promise<Restant[]> {
    await this.requireCategorie(this.manager, ctx, idBaseCategorie, () => AppException.notFound(A.categorieIntrouvable));
    return this.manager.query(
      `SELECT bq.id, bq.nom FROM duer_base_question bq JOIN duer_base_categorie b ON b.id = bq.id_base_categorie
        WHERE bq.id_base_categorie = $2 AND ${QUESTION_VISIBLE}
          AND NOT EXISTS (SELECT 1 FROM duer_question q WHERE q.id_duer = $3 AND q.id_base_question = bq.id)
        ORDER BY bq.code_dossier NULLS FIRST, bq.ordre, bq.id`,
      [ctx.dossier.codeDossier, idBaseCategorie, ctx.duer.id],
    );
  }

  /** SaveDuer: answers, remarks and order in one transaction; non applicable forces the answer to no (spec 03 §4). */
  save(ctx: DuerContexte, input: AuditEnregistrement): Promise<DuerAudit> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      const ids = [...new Set(input.questions.map((q) => q.id))];
      if (ids.length !== input.questions.length) throw invalide('questions', A.questionIntrouvable);
      const found: { id: number }[] = await tx.query('SELECT id FROM duer_question WHERE id_duer = $1 AND id = ANY($2::int[])', [idDuer, ids]);
      if (found.length !== ids.length) throw AppException.notFound(A.questionIntrouvable);
      if (ids.length) {
        const qs = input.questions;
        await tx.query(
          `UPDATE duer_question q SET ordre = u.ordre, reponse = u.reponse AND NOT u.na, non_applicable = u.na, remarque = u.remarque
               FROM unnest($2::int[], $3::int[], $4::bool[], $5::bool[], $6::text[]) AS u(id, ordre, reponse, na, remarque)
              WHERE q.id = u.id AND q.id_duer = $1`,
          [idDuer, ids, qs.map((q) => q.ordre), qs.map((q) => q.reponse), qs.map((q) => q.nonApplicable), qs.map((q) => q.remarque)],
        );
      }
      await renumeroterAudit(tx, idDuer);
      return loadAudit(tx, ctx);
    });
  }

  /** DeleteDuerQuestion: removed at once, its category renumbered from 1. */
  remove(ctx: DuerContexte, idQuestion: number): Promise<DuerAudit> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      const rows: unknown[] = await tx.query('SELECT id FROM duer_question WHERE id = $1 AND id_duer = $2', [idQuestion, idDuer]);
      if (!rows.length) throw AppException.notFound(A.questionIntrouvable);
      await tx.query('DELETE FROM duer_question WHERE id = $1', [idQuestion]);
      await renumeroterAudit(tx, idDuer);
      return loadAudit(tx, ctx);
    });
  }

  /** InsertDuerQuestion: a base question left, or a new one of the dossier (empty: a single space), last of its category. */
  addQuestion(ctx: DuerContexte, input: AjoutAuditQuestion): Promise<DuerAudit> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      await this.requireCategorie(tx, ctx, input.idBaseCategorie, () => invalide('idBaseCategorie', A.categorieIntrouvable));
      let idBase = input.idQuestion;
      if (idBase === -1) {
        idBase = await this.nouvelleBase(tx, ctx, input.idBaseCategorie, input.nom ?? '');
      } else {
        const ok: unknown[] = await tx.query(
          `SELECT bq.id FROM duer_base_question bq JOIN duer_base_categorie b ON b.id = bq.id_base_categorie
            WHERE bq.id = $2 AND bq.id_base_categorie = $3 AND ${QUESTION_VISIBLE}
              AND NOT EXISTS (SELECT 1 FROM duer_question q WHERE q.id_duer = $4 AND q.id_base_question = bq.id)`,
          [ctx.dossier.codeDossier, idBase, input.idBaseCategorie, idDuer],
        );
        if (!ok.length) throw invalide('idQuestion', A.questionDejaPresente);
      }
      await this.insererQuestion(tx, idDuer, idBase, input.idBaseCategorie);
      return loadAudit(tx, ctx);
    });
  }

  /** InsertDuerCategorieAudit: a category of the dossier, shown even empty, with an optional first question. */
  addCategorie(ctx: DuerContexte, input: AjoutAuditCategorie): Promise<DuerAudit> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      const rows: { id: number }[] = await tx.query(
        `INSERT INTO duer_base_categorie (nom, id_base_type, code_dossier, annee, ordre)
         VALUES ($1, ${BASE_TYPE_AUDIT}, $2::varchar, $3, (SELECT COALESCE(max(ordre), 0) + 1 FROM duer_base_categorie WHERE id_base_type = ${BASE_TYPE_AUDIT} AND code_dossier = $2::varchar))
         RETURNING id`,
        [input.nom, ctx.dossier.codeDossier, ctx.duer.annee],
      );
      const idCategorie = rows[0].id;
      await tx.query('INSERT INTO duer_audit_categorie (id_duer, id_base_categorie) VALUES ($1, $2)', [idDuer, idCategorie]);
      if (input.nouvelleQuestion?.trim()) {
        await this.insererQuestion(tx, idDuer, await this.nouvelleBase(tx, ctx, idCategorie, input.nouvelleQuestion), idCategorie);
      }
      return loadAudit(tx, ctx);
    });
  }

  private async requireCategorie(tx: EntityManager, ctx: DuerContexte, id: number, error: () => AppException): Promise<void> {
    const rows: unknown[] = await tx.query(`SELECT b.id FROM duer_base_categorie b WHERE b.id = $2 AND ${CATEGORIE_VISIBLE}`, [ctx.dossier.codeDossier, id]);
    if (!rows.length) throw error();
  }

  private async nouvelleBase(tx: EntityManager, ctx: DuerContexte, idCategorie: number, nom: string): Promise<number> {
    const rows: { id: number }[] = await tx.query(
      `INSERT INTO duer_base_question (nom, id_base_categorie, code_dossier, ordre)
       VALUES ($1, $2, $3, (SELECT COALESCE(max(ordre), 0) + 1 FROM duer_base_question WHERE id_base_categorie = $2)) RETURNING id`,
      [nom.trim() || ' ', idCategorie, ctx.dossier.codeDossier],
    );
    return rows[0].id;
  }

  private async insererQuestion(tx: EntityManager, idDuer: number, idBase: number, idCategorie: number): Promise<void> {
    await tx.query(
      `INSERT INTO duer_question (id_duer, id_base_question, ordre)
       VALUES ($1, $2, (SELECT COALESCE(max(q.ordre), 0) + 1 FROM duer_question q JOIN duer_base_question bq ON bq.id = q.id_base_question
                         WHERE q.id_duer = $1 AND bq.id_base_categorie = $3))`,
      [idDuer, idBase, idCategorie],
    );
  }
}
