import type { DuerAudit } from '@portail/contracts';
import { deplacerQuestion, initAudit, modifierQuestion, payloadAudit, questionsDe } from './audit-edit';

const q = (id: number, bca: number, ordre: number, reponse = false) => ({
  q_id: id,
  q_ordre: ordre,
  q_reponse: reponse,
  q_nonApplicable: false,
  q_remarque: '',
  bq_nom: `Question ${id}`,
  bca_id: bca,
  bca_nom: `Catégorie ${bca}`,
});
const data = { questions: [q(1, 10, 1, true), q(2, 10, 2), q(3, 20, 1)] } as unknown as DuerAudit;

it('non applicable while the answer is yes flips the answer to no, and marks the audit unsaved', () => {
  const e = modifierQuestion(initAudit(data), 1, { q_nonApplicable: true });
  expect(e.enAttente).toBe(true);
  expect(e.questions[0]).toMatchObject({ q_reponse: false, q_nonApplicable: true });
  expect(payloadAudit(e).questions[0]).toEqual({ id: 1, ordre: 1, reponse: false, nonApplicable: true, remarque: '' });
});

it('moving swaps the order within the category only', () => {
  const e = deplacerQuestion(initAudit(data), [10, 20], 2, -1);
  expect(questionsDe(e, 10).map((x) => [x.q_id, x.q_ordre])).toEqual([
    [2, 1],
    [1, 2],
  ]);
  expect(deplacerQuestion(initAudit(data), [10, 20], 3, -1).enAttente).toBe(false);
  expect(deplacerQuestion(initAudit(data), [10, 20], 2, 1).questions).toEqual(data.questions);
});
