import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { type DuerPlanAction, DuerPlanActionMessages as P, type PlanActionEnregistrement } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { invalide } from '../duer-dto';
import { DuerEcritureService } from '../duer-ecriture.service';
import type { DuerContexte } from '../duer-faits';
import { loadPlanAction } from './duer-plan-action-lecture';
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
    private readonly ecriture: DuerEcritureService,
  ) {}

  get(ctx: DuerContexte): Promise<DuerPlanAction> {
    return loadPlanAction(this.manager, ctx);
  }

  async pdf(ctx: DuerContexte): Promise<PlanActionFichier> {
    const plan = await loadPlanAction(this.manager, ctx);
    const contenu = await timePrint('plan-action', () => renderPlanActionPdf(plan, ctx.dossier, dateFr(new Date())));
    return { nom: `${this.nomFichier(plan)}.pdf`, contenu };
  }

  async csv(ctx: DuerContexte): Promise<PlanActionFichier> {
    const plan = await loadPlanAction(this.manager, ctx);
    return { nom: `${this.nomFichier(plan)}.csv`, contenu: Buffer.from(planActionCsv(plan), 'utf8') };
  }

  async xlsx(ctx: DuerContexte): Promise<PlanActionFichier> {
    const plan = await loadPlanAction(this.manager, ctx);
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
