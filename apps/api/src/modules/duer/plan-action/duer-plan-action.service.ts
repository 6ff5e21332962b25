import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { type DuerPlanAction, DuerPlanActionMessages as P, type PlanActionEnregistrement, type SessionUser } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../../common/app.exception';
import { TransactionRunner } from '../../../common/transaction';
import { DuerAccessService } from '../duer-access.service';
import { invalide } from '../duer-dto';
import { loadPlanAction, peutModifierPlan } from './duer-plan-action-lecture';
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
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly access: DuerAccessService,
    private readonly transactions: TransactionRunner,
  ) {}

  async get(user: SessionUser, idDuer: number): Promise<DuerPlanAction> {
    return loadPlanAction(this.manager, await this.access.context(user, idDuer));
  }

  async pdf(user: SessionUser, idDuer: number): Promise<PlanActionFichier> {
    const ctx = await this.access.context(user, idDuer);
    const plan = await loadPlanAction(this.manager, ctx);
    const contenu = await timePrint('plan-action', () => renderPlanActionPdf(plan, ctx.dossier, dateFr(new Date())));
    return { nom: `${this.nomFichier(plan)}.pdf`, contenu };
  }

  async csv(user: SessionUser, idDuer: number): Promise<PlanActionFichier> {
    const plan = await loadPlanAction(this.manager, await this.access.context(user, idDuer));
    return { nom: `${this.nomFichier(plan)}.csv`, contenu: Buffer.from(planActionCsv(plan), 'utf8') };
  }

  async xlsx(user: SessionUser, idDuer: number): Promise<PlanActionFichier> {
    const plan = await loadPlanAction(this.manager, await this.access.context(user, idDuer));
    return { nom: `${this.nomFichier(plan)}.xlsx`, contenu: await planActionXlsx(plan) };
  }

  private nomFichier(plan: DuerPlanAction): string {
    return `${plan.papripact ? 'PAPRIPACT' : "Plan d'actions"} DUER ${plan.annee}`;
  }

  /**
   * Status and PAPRIPACT columns of the lines named, in one transaction; a line changes (and records who and when)
   * only when one of its values does. Every risk named must be a line of this DUER's plan.
   */
  save(user: SessionUser, idDuer: number, input: PlanActionEnregistrement): Promise<DuerPlanAction> {
    return this.transactions.run(async (tx) => {
      await tx.query('SELECT id FROM duer WHERE id = $1 FOR UPDATE', [idDuer]);
      const ctx = await this.access.context(user, idDuer, tx);
      if (!peutModifierPlan(ctx)) throw AppException.forbidden(P.droitPlan);
      const plan = await loadPlanAction(tx, ctx);
      const connus = new Set(plan.lignes.map((l) => l.idRisque));
      const inconnu = input.lignes.findIndex((l) => !connus.has(l.idRisque));
      if (inconnu !== -1) throw invalide(`lignes.${inconnu}.idRisque`, P.risqueIntrouvable);
      if (!input.lignes.length) return plan;
      const l = input.lignes;
      await tx.query(
        `INSERT INTO duer_plan_action AS p (id_duer_risque, statut, cout, moyens, indicateur, modifie_le, modifie_par)
         SELECT u.id, u.statut, u.cout, u.moyens, u.indicateur, now(), $6
           FROM unnest($1::int[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[]) AS u(id, statut, cout, moyens, indicateur)
         ON CONFLICT (id_duer_risque) DO UPDATE
            SET statut = EXCLUDED.statut, cout = EXCLUDED.cout, moyens = EXCLUDED.moyens, indicateur = EXCLUDED.indicateur,
                modifie_le = now(), modifie_par = EXCLUDED.modifie_par
          WHERE (p.statut, p.cout, p.moyens, p.indicateur) IS DISTINCT FROM (EXCLUDED.statut, EXCLUDED.cout, EXCLUDED.moyens, EXCLUDED.indicateur)`,
        [
          l.map((x) => x.idRisque),
          l.map((x) => x.statut),
          l.map((x) => x.cout),
          l.map((x) => x.moyens),
          l.map((x) => x.indicateur),
          `${user.prenom} ${user.nom}`.trim().slice(0, 255),
        ],
      );
      return loadPlanAction(tx, ctx);
    });
  }
}
