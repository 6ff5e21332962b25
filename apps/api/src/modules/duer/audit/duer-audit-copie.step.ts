import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type DuerCreee, type DuerCreationStep, DuerCreationSteps } from '../duer-creation-steps';
import { insererQuestionnaireDeBase } from './duer-audit-lecture';

/**
 * A new DUER's audit: the base questionnaire, unanswered; a copy takes the source's questions, with their answers and
 * remarks when the copy carries the content. Questions and categories the source's dossier owns are copied as the new
 * DUER's dossier's own, so no DUER points at another dossier's items.
 */
@Injectable()
export class DuerAuditCopieStep implements DuerCreationStep, OnModuleInit {
  constructor(private readonly steps: DuerCreationSteps) {}

  onModuleInit(): void {
    this.steps.register(this);
  }

  async afterCreate(tx: EntityManager, creee: DuerCreee): Promise<void> {
    if (creee.idSource === null) return insererQuestionnaireDeBase(tx, creee.idDuer);
    const categories = new Map<number, number>();
    const categorie = async (id: number, codeDossier: string | null): Promise<number> => {
      if (codeDossier === null || codeDossier === creee.codeDossier) return id;
      if (!categories.has(id)) {
        const rows: { id: number }[] = await tx.query(
          `INSERT INTO duer_base_categorie (nom, id_base_type, code_dossier, annee, ordre)
           SELECT nom, id_base_type, $2, annee, ordre FROM duer_base_categorie WHERE id = $1 RETURNING id`,
          [id, creee.codeDossier],
        );
        categories.set(id, rows[0].id);
      }
      return categories.get(id)!;
    };
    const liens: { id_base_categorie: number; code_dossier: string | null }[] = await tx.query(
      `SELECT a.id_base_categorie, b.code_dossier FROM duer_audit_categorie a JOIN duer_base_categorie b ON b.id = a.id_base_categorie WHERE a.id_duer = $1`,
      [creee.idSource],
    );
    for (const l of liens) {
      await tx.query('INSERT INTO duer_audit_categorie (id_duer, id_base_categorie) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        creee.idDuer,
        await categorie(l.id_base_categorie, l.code_dossier),
      ]);
    }
    const questions: {
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
    }[] = await tx.query(
      `SELECT q.id_base_question, bq.nom, bq.code_dossier AS bq_code, bq.ordre AS bq_ordre, bq.id_base_categorie, b.code_dossier AS b_code,
              q.ordre, q.reponse, q.non_applicable, q.remarque
         FROM duer_question q JOIN duer_base_question bq ON bq.id = q.id_base_question JOIN duer_base_categorie b ON b.id = bq.id_base_categorie
        WHERE q.id_duer = $1 ORDER BY q.id`,
      [creee.idSource],
    );
    for (const q of questions) {
      let idBase = q.id_base_question;
      const idCategorie = await categorie(q.id_base_categorie, q.b_code);
      if ((q.bq_code !== null && q.bq_code !== creee.codeDossier) || idCategorie !== q.id_base_categorie) {
        const rows: { id: number }[] = await tx.query(
          'INSERT INTO duer_base_question (nom, id_base_categorie, ordre, code_dossier) VALUES ($1, $2, $3, $4) RETURNING id',
          [q.nom, idCategorie, q.bq_ordre, creee.codeDossier],
        );
        idBase = rows[0].id;
      }
      const avec = creee.avecContenu;
      await tx.query('INSERT INTO duer_question (id_duer, id_base_question, ordre, reponse, non_applicable, remarque) VALUES ($1, $2, $3, $4, $5, $6)', [
        creee.idDuer,
        idBase,
        q.ordre,
        avec ? q.reponse : null,
        avec && q.non_applicable,
        avec ? q.remarque : '',
      ]);
    }
  }
}
