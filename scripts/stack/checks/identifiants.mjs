/**
 * Shared credentials (packages/contracts/src/identifiants/identifiants.routes.ts): the gérant of a dossier creates one
 * (POST /api/identifiants/{codeDossier}, the password is write-only for him); staff of the portfolio reveal it
 * (POST /api/identifiants/{codeDossier}/{id}/reveler → {motDePasse}, the only call that returns a password).
 */
import { randomBytes } from 'node:crypto';
import { callJson, request } from './http.mjs';
import { expect } from './report.mjs';

/** A random secret of the vault's alphabet (letters, digits, a few signs). */
export const randomSecret = () => `Pile-${randomBytes(18).toString('base64url')}!`;

/** Creates a credential as the gérant: its id. */
export async function createCredential(origin, session, codeDossier, titre, nomUtilisateur, motDePasse) {
  const body = await callJson(origin, `/api/identifiants/${codeDossier}`, { method: 'POST', session, json: { titre, nomUtilisateur, motDePasse } }, 201);
  expect(body.id && body.titre === titre && !('motDePasse' in body), `création : réponse ${JSON.stringify(body)}`);
  return body.id;
}

/** Reveals a credential's password as staff. */
export async function revealCredential(origin, staffSession, codeDossier, id) {
  const body = await callJson(origin, `/api/identifiants/${codeDossier}/${id}/reveler`, { method: 'POST', session: staffSession }, 200, 201);
  expect(typeof body.motDePasse === 'string', `révélation : réponse ${JSON.stringify(body)}`);
  return body.motDePasse;
}

/** Deletes a credential as the gérant (an earlier run's); true when it was there. */
export async function deleteCredential(origin, session, codeDossier, id) {
  const res = await request(origin, `/api/identifiants/${codeDossier}/${id}`, { method: 'DELETE', session });
  res.expectStatus(200, 204, 404);
  return res.status !== 404;
}
