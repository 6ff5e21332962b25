/**
 * Phase `after-restart` (the whole stack restarted): with the sessions of STATE_FILE and no new sign-in, the member's
 * session answers, the document of `main` downloads with the same SHA-256 (through the proxy and each replica), and
 * staff reveal the credential's secret unchanged.
 */
import { expectDocumentBytes } from './documents.mjs';
import { Session } from './http.mjs';
import { waitReady } from './health.mjs';
import { revealCredential } from './identifiants.mjs';
import { check, expect } from './report.mjs';
import { expectUser } from './sign-in.mjs';
import { readState } from './state.mjs';

export async function phaseAfterRestart({ stack, replicas, stateFile }) {
  const state = readState(stateFile);
  await check('STATE_FILE contient sessions, document et identifiant de main', () =>
    expect(state.member?.cookies?.length && state.staff?.cookies?.length && state.document?.id && state.identifiant?.id, 'lancer la phase main avant'),
  );
  await check('STACK_URL prête (live et ready, attendue jusqu’à 90 s)', () => waitReady(stack));

  const member = Session.from(state.member);
  await check(`la session de ${state.member.login} répond encore, sans nouvelle connexion`, () => expectUser(stack, member, state.member.login, 'member'));

  const { id, name, sha256 } = state.document;
  await check(`STACK_URL : ${name} téléchargé, même SHA-256`, () => expectDocumentBytes(stack, member, id, sha256));
  for (const [i, replica] of [...new Set(replicas)].entries()) {
    await check(`réplique ${i + 1} (${replica}) : même SHA-256`, () => expectDocumentBytes(replica, member, id, sha256));
  }

  const staff = Session.from(state.staff);
  await check(`la session de ${state.staff.login} répond encore`, () => expectUser(stack, staff, state.staff.login, 'collab'));
  await check('le mot de passe de l’identifiant se relit identique (révélation par le collaborateur)', async () => {
    const { codeDossier, id: credentialId, secret } = state.identifiant;
    const revealed = await revealCredential(stack, staff, codeDossier, credentialId);
    expect(revealed === secret, 'mot de passe révélé différent de celui enregistré avant le redémarrage');
  });
}
