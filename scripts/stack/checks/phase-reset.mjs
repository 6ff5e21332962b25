/**
 * Phases `reset-prepare` and `reset-verify` around `reset -- --dossier 010002`: a document uploaded to 010002's GED
 * (row and blob) and a loan added to it must be gone afterwards, and the dossier answer as seeded: its waiting
 * documents (seeds/ged.ts), loans (seeds/emprunts-data.ts) and credentials (seeds/identifiants.ts).
 */
import { documentMetadata, downloadDocument, makePdf, uploadDocument, waitingDocuments } from './documents.mjs';
import { addLoan, listLoans } from './emprunts.mjs';
import { waitReady } from './health.mjs';
import { callJson } from './http.mjs';
import { check, expect, info, noted } from './report.mjs';
import { MEMBER_LOGIN, resumeSession, signInMember, signInStaff, STAFF_LOGIN } from './sign-in.mjs';
import { readState, writeState } from './state.mjs';

const DOSSIER = '010002';
const SEEDED = {
  waiting: ['Relevé bancaire septembre 2026.pdf', 'Ticket carburant.png'],
  loans: ['Pressoir pneumatique 8 000 kg', 'Cuverie inox thermorégulée', 'Enjambeur New Holland Braud'],
  credentials: [
    'impots.gouv.fr – espace professionnel',
    'MSA – espace privé',
    'Telepac (PAC)',
    'Banque – Crédit Agricole Nord Est',
    'net-entreprises.fr (DSN)',
  ],
};

const sameSet = (actual, expected) => actual.length === expected.length && [...actual].sort().join('\n') === [...expected].sort().join('\n');

/**
 * The session kept in STATE_FILE when it still answers, else a new sign-in (written back to the state, so that
 * `after-restart` checks a session opened after the reset).
 */
async function sessionFor(stack, state, key, stateFile) {
  const [login, type, signIn] = key === 'member' ? [MEMBER_LOGIN, 'member', signInMember] : [STAFF_LOGIN, 'collab', signInStaff];
  return check(`session ${key === 'member' ? 'adhérente' : 'collaborateur'} ${login}`, async () => {
    const stored = Boolean(state[key]?.cookies?.length);
    const kept = await resumeSession(stack, state[key], login, type);
    if (kept) return noted(kept, 'celle de STATE_FILE répond');
    const fresh = await signIn(stack);
    state[key] = { login, ...fresh.toJSON() };
    writeState(stateFile, state);
    return noted(fresh, stored ? 'celle de STATE_FILE ne répond plus : nouvelle connexion' : 'nouvelle connexion');
  });
}

export async function phaseResetPrepare({ stack, stateFile }) {
  const state = readState(stateFile, { required: false });
  const member = await sessionFor(stack, state, 'member', stateFile);
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const name = `avant-reset-${stamp}.pdf`;
  const libelle = `Contrôle du reset ${stamp}`;

  const doc = await check(`dépôt de ${name} dans la GED de ${DOSSIER}`, () => uploadDocument(stack, member, DOSSIER, name, makePdf(`Avant reset ${stamp}`)));
  const loanId = await check(`emprunt « ${libelle} » ajouté à ${DOSSIER}`, () => addLoan(stack, member, DOSSIER, libelle));
  state.resetPrepare = { codeDossier: DOSSIER, documentId: doc.id, documentName: name, loanId, loanLibelle: libelle, at: new Date().toISOString() };
  writeState(stateFile, state);

  await check('le document est listé dans les documents en attente', async () => {
    const names = (await waitingDocuments(stack, member, DOSSIER)).map((d) => d.name);
    expect(names.includes(name), `absent : ${names.join(', ')}`);
  });
  await check('l’emprunt est listé', async () => {
    const loans = await listLoans(stack, member, DOSSIER);
    expect(
      loans.some((l) => l.id === loanId),
      `absent : ${loans.map((l) => l.libelle).join(', ')}`,
    );
  });
  info(`à retirer par le reset de ${DOSSIER} : document ${doc.id}, emprunt ${loanId}`);
}

export async function phaseResetVerify({ stack, stateFile }) {
  const state = readState(stateFile);
  const mark = state.resetPrepare;
  await check('STATE_FILE contient les traces de reset-prepare', () =>
    expect(mark?.documentId && mark?.loanId, 'pas de resetPrepare : lancer reset-prepare avant'),
  );
  await check('STACK_URL prête (live et ready, attendue jusqu’à 90 s)', () => waitReady(stack));
  const member = await sessionFor(stack, state, 'member', stateFile);
  await sessionFor(stack, state, 'staff', stateFile);

  await check(`le document ${mark.documentName} n’existe plus (métadonnées et fichier : 404)`, async () => {
    const meta = await documentMetadata(stack, member, mark.documentId);
    expect(meta.status === 404, `${meta.summary()} (attendu 404)`);
    const file = await downloadDocument(stack, member, mark.documentId);
    expect(file.status === 404, `${file.summary()} (attendu 404)`);
  });
  await check(`documents en attente de ${DOSSIER} tels que semés`, async () => {
    const names = (await waitingDocuments(stack, member, DOSSIER)).map((d) => d.name);
    expect(sameSet(names, SEEDED.waiting), `${names.join(', ')} ; attendu ${SEEDED.waiting.join(', ')}`);
  });
  await check(`emprunts de ${DOSSIER} tels que semés (« ${mark.loanLibelle} » retiré)`, async () => {
    const loans = await listLoans(stack, member, DOSSIER);
    expect(!loans.some((l) => l.id === mark.loanId), 'l’emprunt ajouté est toujours là');
    const names = loans.map((l) => l.libelle);
    expect(sameSet(names, SEEDED.loans), `${names.join(', ')} ; attendu ${SEEDED.loans.join(', ')}`);
  });
  await check(`identifiants partagés de ${DOSSIER} tels que semés`, async () => {
    const titles = (await callJson(stack, `/api/identifiants/${DOSSIER}`, { session: member })).map((i) => i.titre);
    expect(sameSet(titles, SEEDED.credentials), `${titles.join(', ')} ; attendu ${SEEDED.credentials.join(', ')}`);
  });
}
