import type { EntityManager } from 'typeorm';
import { DUER } from './ids';

/**
 * QA action plans (L4121-3-1 III): on 010001's 2026 DUER the first measures are under way or done (a plan of actions,
 * 1 employee); 010003's DUER states 65 employees, so its plan is a PAPRIPACT with cost, resources and indicator.
 */
const PLANS: Record<string, { idDuer: number; salaries?: string; lignes: { statut: string; cout?: string; moyens?: string; indicateur?: string }[] }[]> = {
  '010001': [{ idDuer: DUER.agri2026, lignes: [{ statut: 'en_cours' }, { statut: 'fait' }] }],
  '010003': [
    {
      idDuer: DUER.acs2026,
      salaries: '65 salariés (dont 8 saisonniers)',
      lignes: [
        {
          statut: 'en_cours',
          cout: '1 200 €',
          moyens: 'Formation gestes et postures par un organisme agréé',
          indicateur: 'Nombre de salariés formés / effectif',
        },
        { statut: 'a_faire', cout: '350 €', moyens: 'Achat d’équipements de protection', indicateur: 'Dotation vérifiée chaque trimestre' },
      ],
    },
  ],
};

/** After seedDuers and seedDuerTextes: the plan lines on the first measures to put in place of the dossier's QA DUERs. */
export async function seedDuerPlanAction(tx: EntityManager, codeDossier: string): Promise<void> {
  for (const plan of PLANS[codeDossier] ?? []) {
    const existe: unknown[] = await tx.query('SELECT 1 FROM duer WHERE id = $1', [plan.idDuer]);
    if (!existe.length) continue;
    if (plan.salaries) {
      await tx.query(
        `INSERT INTO duer_informations_generales (id_duer, nombre_salaries) VALUES ($1, $2)
         ON CONFLICT (id_duer) DO UPDATE SET nombre_salaries = EXCLUDED.nombre_salaries`,
        [plan.idDuer, plan.salaries],
      );
    }
    const risques: { id: number }[] = await tx.query(
      `SELECT r.id FROM duer_risque r JOIN duer_groupe g ON g.id = r.id_duer_groupe JOIN duer_module m ON m.id = g.id_duer_module
         JOIN duer_categorie c ON c.id = m.id_duer_categorie
        WHERE c.id_duer = $1 AND r.est_actif AND r.mesure_a_faire ~ '\\S'
        ORDER BY c.ordre, c.id, m.ordre, m.id, g.ordre, g.id, r.ordre, r.id LIMIT $2`,
      [plan.idDuer, plan.lignes.length],
    );
    for (const [i, r] of risques.entries()) {
      const l = plan.lignes[i];
      await tx.query(
        `INSERT INTO duer_plan_action (id_duer_risque, statut, cout, moyens, indicateur, modifie_le, modifie_par)
         VALUES ($1, $2, $3, $4, $5, now(), 'Jeu QA')
         ON CONFLICT (id_duer_risque) DO UPDATE SET statut = EXCLUDED.statut, cout = EXCLUDED.cout, moyens = EXCLUDED.moyens, indicateur = EXCLUDED.indicateur`,
        [r.id, l.statut, l.cout ?? '', l.moyens ?? '', l.indicateur ?? ''],
      );
    }
  }
}
