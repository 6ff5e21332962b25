import { Injectable } from '@nestjs/common';
import { type DuerPlanAction, DuerPlanActionMessages as P, type PlanActionEnregistrement } from '@portail/contracts';
import { invalide } from '../duer-dto';
import { DuerEcritureService } from '../duer-ecriture.service';
import type { DuerContexte } from '../duer-faits';
import { DuerPlanActionLecture } from './duer-plan-action-lecture';
import { DuerPlanActionRepository } from './duer-plan-action.repository';
import { planActionCsv } from './plan-action.csv';
import { planActionXlsx } from './plan-action.xlsx';
import { renderPlanActionPdf } from './plan-action.renderer';
import { timePrint } from '../../../common/metrics/metrics';

export interface PlanActionFichier {
  nom: string;
  contenu: Buffer;
}

const dateFr = (d: Date) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);

/** The DUER's action plan / PAPRIPACT (L4121-3-1 III). */
@Injectable()
export class DuerPlanActionService {
  constructor(
    private readonly lecture: DuerPlanActionLecture,
    private readonly repo: DuerPlanActionRepository,
    private readonly ecriture: DuerEcritureService,
  ) {}

  get(ctx: DuerContexte): Promise<DuerPlanAction> {
    return this.lecture.load(ctx);
  }

  async pdf(ctx: DuerContexte): Promise<PlanActionFichier> {
    const plan = await this.lecture.load(ctx);
    const contenu = await timePrint('plan-action', () => renderPlanActionPdf(plan, ctx.dossier, dateFr(new Date())));
    return { nom: `${this.nomFichier(plan)}.pdf`, contenu };
  }

  async csv(ctx: DuerContexte): Promise<PlanActionFichier> {
    const plan = await this.lecture.load(ctx);
    return { nom: `${this.nomFichier(plan)}.csv`, contenu: Buffer.from(planActionCsv(plan), 'utf8') };
  }

  async xlsx(ctx: DuerContexte): Promise<PlanActionFichier> {
    const plan = await this.lecture.load(ctx);
    return { nom: `${this.nomFichier(plan)}.xlsx`, contenu: await planActionXlsx(plan) };
  }

  private nomFichier(plan: DuerPlanAction): string {
    return `${plan.papripact ? 'PAPRIPACT' : "Plan d'actions"} DUER ${plan.annee}`;
  }

  /**
   * Status and PAPRIPACT columns of the lines named, in one transaction; a line changes (and records who and when)
   * only when one of its values does. Every risk named must be a line of this DUER's plan. Under the DUER's lock, where
   * the save route's rule (the edit right, or a finished DUER) is confirmed.
   */
  save(ctx: DuerContexte, input: PlanActionEnregistrement): Promise<DuerPlanAction> {
    const { user } = ctx;
    return this.ecriture.sousVerrou(ctx, async (tx, ctx) => {
      const plan = await this.lecture.load(ctx, tx);
      const connus = new Set(plan.lignes.map((l) => l.idRisque));
      const inconnu = input.lignes.findIndex((l) => !connus.has(l.idRisque));
      if (inconnu !== -1) throw invalide(`lignes.${inconnu}.idRisque`, P.risqueIntrouvable);
      if (!input.lignes.length) return plan;
      await this.repo.enregistrer(tx, input.lignes, `${user.prenom} ${user.nom}`.trim().slice(0, 255));
      return this.lecture.load(ctx, tx);
    });
  }
}
