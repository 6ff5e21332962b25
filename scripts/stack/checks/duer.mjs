/**
 * DUER printing on the worker (packages/contracts/src/duer/duer-impression.routes.ts): POST /api/duer/impression records
 * a job (201 {idImpression}); GET /api/duer/{idDuer}/impressions/{id} gives its state (en_attente, en_cours, termine,
 * echec) as the worker moves on; /fichier serves the finished PDF.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { callJson, request } from './http.mjs';
import { CheckFailure, expect } from './report.mjs';

/** Seeded DUERs (seeds/ids.ts DUER, docs/features/duer.md, QA data): 010001's 2026 DUER, in progress; the member has tool_duer. */
export const DUER_010001_2026 = 2;

/** Asks for a temporary (watermarked) print of the whole DUER: its job id. */
export async function requestPrint(origin, session, idDuer) {
  const body = await callJson(origin, '/api/duer/impression', { method: 'POST', session, json: { duerId: idDuer, temporaire: true } }, 201);
  expect(body.idImpression, `impression : réponse ${JSON.stringify(body)}`);
  return body.idImpression;
}

/** Polls the job until it is finished (or failed, or the time is up): its last state. */
export async function waitForPrint(origin, session, idDuer, idImpression, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let state;
  while (Date.now() < deadline) {
    state = await callJson(origin, `/api/duer/${idDuer}/impressions/${idImpression}`, { session });
    if (state.etat === 'termine') return state;
    if (state.etat === 'echec') throw new CheckFailure(`impression en échec : ${state.message ?? JSON.stringify(state)}`);
    await sleep(1000);
  }
  throw new CheckFailure(
    `impression non terminée en ${timeoutMs / 1000} s : état ${state?.etat}, étape ${state?.etape}, ${state?.progression} % (un worker tourne-t-il ?)`,
  );
}

/** GET …/fichier: a PDF (starts with %PDF); returns its size. */
export async function expectPrintPdf(origin, session, idDuer, idImpression) {
  const res = (await request(origin, `/api/duer/${idDuer}/impressions/${idImpression}/fichier`, { session })).expectStatus(200);
  expect(res.bytes.subarray(0, 4).toString('latin1') === '%PDF', `${res.summary()} : le fichier ne commence pas par %PDF`);
  return res.bytes.length;
}
