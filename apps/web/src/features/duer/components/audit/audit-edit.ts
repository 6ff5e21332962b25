import type { AuditEnregistrement, DuerAudit, DuerAuditQuestion } from '@portail/contracts';

/** The audit as the screen edits it: its questions in order, and whether changes wait for a save (spec 03 §4). */
export interface AuditEdition {
  questions: DuerAuditQuestion[];
  enAttente: boolean;
}

const trier = (qs: DuerAuditQuestion[], categories: number[]) =>
  [...qs].sort((a, b) => categories.indexOf(a.bca_id) - categories.indexOf(b.bca_id) || a.q_ordre - b.q_ordre || a.q_id - b.q_id);

export const initAudit = (data: DuerAudit): AuditEdition => ({ questions: data.questions, enAttente: false });

export type Modification = Partial<Pick<DuerAuditQuestion, 'q_reponse' | 'q_nonApplicable' | 'q_remarque'>>;

/** Changes one question; setting non applicable while the answer is yes first flips the answer to no. */
export function modifierQuestion(e: AuditEdition, id: number, m: Modification): AuditEdition {
  return {
    enAttente: true,
    questions: e.questions.map((q) => {
      if (q.q_id !== id) return q;
      const next = { ...q, ...m };
      if (next.q_nonApplicable) next.q_reponse = false;
      return next;
    }),
  };
}

/** Moving swaps the order with the neighbour of the same category (nothing at either end). */
export function deplacerQuestion(e: AuditEdition, categories: number[], id: number, sens: -1 | 1): AuditEdition {
  const q = e.questions.find((x) => x.q_id === id);
  if (!q) return e;
  const voisines = trier(
    e.questions.filter((x) => x.bca_id === q.bca_id),
    categories,
  );
  const voisine = voisines[voisines.findIndex((x) => x.q_id === id) + sens];
  if (!voisine) return e;
  const questions = e.questions.map((x) =>
    x.q_id === q.q_id ? { ...x, q_ordre: voisine.q_ordre } : x.q_id === voisine.q_id ? { ...x, q_ordre: q.q_ordre } : x,
  );
  return { questions, enAttente: true };
}

/** The questions of one category, in order. */
export const questionsDe = (e: AuditEdition, idCategorie: number) =>
  e.questions.filter((q) => q.bca_id === idCategorie).sort((a, b) => a.q_ordre - b.q_ordre || a.q_id - b.q_id);

export const payloadAudit = (e: AuditEdition): AuditEnregistrement => ({
  questions: e.questions.map((q) => ({ id: q.q_id, ordre: q.q_ordre, reponse: q.q_reponse, nonApplicable: q.q_nonApplicable, remarque: q.q_remarque })),
});
