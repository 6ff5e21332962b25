import { Injectable } from '@nestjs/common';
import { type AjoutAuditCategorie, type AjoutAuditQuestion, type AuditEnregistrement, type DuerAudit, DuerAuditMessages as A } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../../common/app.exception';
import { invalide, toDuerDto } from '../duer-dto';
import { DuerEcritureService } from '../duer-ecriture.service';
import type { DuerContexte } from '../duer-faits';
import { type AuditRestant as Restant, DuerAuditRepository } from './duer-audit.repository';

/** The prior audit of a DUER (spec 03 §2.7, §4, §5, §6, §7.6). */
@Injectable()
export class DuerAuditService {
  constructor(
    private readonly repo: DuerAuditRepository,
    private readonly ecriture: DuerEcritureService,
  ) {}

  get(ctx: DuerContexte): Promise<DuerAudit> {
    return this.load(ctx);
  }

  /** DuerCategoriesLeftFetch: the audit categories a question may be added to (the firm's and the dossier's own). */
  categoriesRestantes(ctx: DuerContexte): Promise<Restant[]> {
    return this.repo.categoriesRestantes(ctx.dossier.codeDossier);
  }

  /** DuerQuestionsLeftFetch: the category's base questions not in the DUER's audit. */
  async questionsRestantes(ctx: DuerContexte, idBaseCategorie: number): Promise<Restant[]> {
    await this.requireCategorie(undefined, ctx, idBaseCategorie, () => AppException.notFound(A.categorieIntrouvable));
    return this.repo.questionsRestantes(ctx.dossier.codeDossier, idBaseCategorie, ctx.duer.id);
  }

  /** SaveDuer: answers, remarks and order in one transaction; non applicable forces the answer to no (spec 03 §4). */
  save(ctx: DuerContexte, input: AuditEnregistrement): Promise<DuerAudit> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      const ids = [...new Set(input.questions.map((q) => q.id))];
      if (ids.length !== input.questions.length) throw invalide('questions', A.questionIntrouvable);
      if ((await this.repo.questionsDuDuer(tx, idDuer, ids)) !== ids.length) throw AppException.notFound(A.questionIntrouvable);
      if (ids.length) await this.repo.enregistrer(tx, idDuer, input.questions);
      await this.repo.renumeroter(tx, idDuer);
      return this.load(ctx, tx);
    });
  }

  /** DeleteDuerQuestion: removed at once, its category renumbered from 1. */
  remove(ctx: DuerContexte, idQuestion: number): Promise<DuerAudit> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      if (!(await this.repo.questionExiste(tx, idDuer, idQuestion))) throw AppException.notFound(A.questionIntrouvable);
      await this.repo.supprimerQuestion(tx, idQuestion);
      await this.repo.renumeroter(tx, idDuer);
      return this.load(ctx, tx);
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
        const disponible = await this.repo.questionDisponible(tx, ctx.dossier.codeDossier, idBase, input.idBaseCategorie, idDuer);
        if (!disponible) throw invalide('idQuestion', A.questionDejaPresente);
      }
      await this.repo.insererQuestion(tx, idDuer, idBase, input.idBaseCategorie);
      return this.load(ctx, tx);
    });
  }

  /** InsertDuerCategorieAudit: a category of the dossier, shown even empty, with an optional first question. */
  addCategorie(ctx: DuerContexte, input: AjoutAuditCategorie): Promise<DuerAudit> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      const idCategorie = await this.repo.nouvelleCategorie(tx, input.nom, ctx.dossier.codeDossier, ctx.duer.annee);
      await this.repo.lierCategorie(tx, idDuer, idCategorie);
      if (input.nouvelleQuestion?.trim()) {
        await this.repo.insererQuestion(tx, idDuer, await this.nouvelleBase(tx, ctx, idCategorie, input.nouvelleQuestion), idCategorie);
      }
      return this.load(ctx, tx);
    });
  }

  private async load(ctx: Pick<DuerContexte, 'duer' | 'droits'>, tx?: EntityManager): Promise<DuerAudit> {
    return { duer: toDuerDto(ctx.duer), droits: ctx.droits, ...(await this.repo.lecture(ctx.duer.id, tx)) };
  }

  private async requireCategorie(tx: EntityManager | undefined, ctx: DuerContexte, id: number, error: () => AppException): Promise<void> {
    if (!(await this.repo.categorieVisible(ctx.dossier.codeDossier, id, tx))) throw error();
  }

  /** A new base question of the dossier (empty: a single space). */
  private nouvelleBase(tx: EntityManager, ctx: DuerContexte, idCategorie: number, nom: string): Promise<number> {
    return this.repo.nouvelleBase(tx, idCategorie, nom.trim() || ' ', ctx.dossier.codeDossier);
  }
}
