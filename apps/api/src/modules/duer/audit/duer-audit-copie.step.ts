import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type DuerCreee, type DuerCreationStep, DuerCreationSteps } from '../duer-creation-steps';
import { DuerAuditRepository } from './duer-audit.repository';

/**
 * A new DUER's audit: the base questionnaire, unanswered; a copy takes the source's questions, with their answers and
 * remarks when the copy carries the content. Questions and categories the source's dossier owns are copied as the new
 * DUER's dossier's own, so no DUER points at another dossier's items.
 */
@Injectable()
export class DuerAuditCopieStep implements DuerCreationStep, OnModuleInit {
  readonly rang = 2;

  constructor(
    private readonly steps: DuerCreationSteps,
    private readonly repo: DuerAuditRepository,
  ) {}

  onModuleInit(): void {
    this.steps.register(this);
  }

  async afterCreate(tx: EntityManager, creee: DuerCreee): Promise<void> {
    if (creee.idSource === null) return this.repo.insererQuestionnaireDeBase(tx, creee.idDuer);
    const categories = new Map<number, number>();
    const categorie = async (id: number, codeDossier: string | null): Promise<number> => {
      if (codeDossier === null || codeDossier === creee.codeDossier) return id;
      if (!categories.has(id)) {
        categories.set(id, await this.repo.copierCategorie(tx, id, creee.codeDossier));
      }
      return categories.get(id)!;
    };
    const liens = await this.repo.categoriesLiees(tx, creee.idSource);
    for (const l of liens) await this.repo.lierCategorieSiAbsente(tx, creee.idDuer, await categorie(l.id_base_categorie, l.code_dossier));
    const questions = await this.repo.questionsSource(tx, creee.idSource);
    for (const q of questions) {
      let idBase = q.id_base_question;
      const idCategorie = await categorie(q.id_base_categorie, q.b_code);
      if ((q.bq_code !== null && q.bq_code !== creee.codeDossier) || idCategorie !== q.id_base_categorie) {
        idBase = await this.repo.copierBase(tx, q.nom, idCategorie, q.bq_ordre, creee.codeDossier);
      }
      const avec = creee.avecContenu;
      await this.repo.copierQuestion(tx, {
        idDuer: creee.idDuer,
        idBase,
        ordre: q.ordre,
        reponse: avec ? q.reponse : null,
        nonApplicable: avec && q.non_applicable,
        remarque: avec ? q.remarque : '',
      });
    }
  }
}
