/** Loans of a dossier (packages/contracts/src/emprunts/emprunts.routes.ts): the QA reset restores the seeded ones and removes any added. */
import { callJson } from './http.mjs';
import { expect } from './report.mjs';

export const listLoans = (origin, session, codeDossier) => callJson(origin, `/api/chiffres/emprunts/${codeDossier}`, { session });

/** Adds a small loan starting today: its id. */
export async function addLoan(origin, session, codeDossier, libelle) {
  const json = {
    libelle,
    valeurEntree: 12_345.67,
    taux: 2.5,
    periodicite: 'Mensuelle',
    modeRemboursement: 'ANC',
    nombrePeriodes: 24,
    exerciceDateDebut: new Date().toISOString().slice(0, 10),
  };
  const body = await callJson(origin, `/api/chiffres/emprunts/${codeDossier}`, { method: 'POST', session, json }, 201);
  expect(body.id && body.libelle === libelle, `emprunt : réponse ${JSON.stringify(body).slice(0, 200)}`);
  return body.id;
}
