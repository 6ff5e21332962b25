/**
 * Phase `main`: probes and web app, member and staff sign-in, a file across replicas, a DUER print by a worker, a mail
 * to the catcher, a credential in the vault. Leaves sessions, document and credential in STATE_FILE for `after-restart`.
 * Dossier 010001 throughout (Claire Martin is its gérante with GED, DUER and credentials; Julie Bernard has it in her
 * portfolio): 010002 is the one the QA reset restores in between.
 */
import { randomBytes } from 'node:crypto';
import { DUER_010001_2026, expectPrintPdf, requestPrint, waitForPrint } from './duer.mjs';
import { expectDocumentBytes, makePdf, sha256, uploadDocument, waitingDocuments } from './documents.mjs';
import { expectLive, expectReady, expectWebApp } from './health.mjs';
import { createCredential, deleteCredential, randomSecret, revealCredential } from './identifiants.mjs';
import { advisersWithMail, sendUploadConfirmation, uploadConfirmationSubject, waitForMail } from './mail.mjs';
import { check, expect, info, noted } from './report.mjs';
import { expectUser, MEMBER_LOGIN, signInMember, signInStaff, STAFF_LOGIN } from './sign-in.mjs';
import { readState, writeState } from './state.mjs';

const DOSSIER = '010001';

export async function phaseMain({ stack, replicas, mailpit, stateFile }) {
  const previous = readState(stateFile, { required: false });
  const stamp = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(3).toString('hex')}`;
  const state = { stamp, stackUrl: stack, replicas, createdAt: new Date().toISOString() };
  info(`marqueur de ce passage : ${stamp}`);

  // a. Probes and the web app.
  await check('GET /api/health/live par STACK_URL', () => expectLive(stack));
  await check('GET /api/health/ready par STACK_URL : base, redis et stockage up', () => expectReady(stack));
  for (const [i, replica] of [...new Set(replicas)].entries()) {
    await check(`réplique ${i + 1} (${replica}) : live et ready`, async () => {
      await expectLive(replica);
      await expectReady(replica);
    });
  }
  await check('GET / : application web' + (stack.startsWith('https:') ? ' avec Strict-Transport-Security' : ''), async () =>
    noted(null, await expectWebApp(stack)),
  );

  // b. Member sign-in.
  const member = await check(`connexion adhérent ${MEMBER_LOGIN} (POST /api/auth/login)`, () => signInMember(stack));
  if (stack.startsWith('https:'))
    await check('cookie de session portail.sid marqué Secure', () => expect(member.jar.cookie('portail.sid')?.secure, 'cookie sans Secure'));
  await check('GET /api/auth/authenticate : l’adhérente', () => expectUser(stack, member, MEMBER_LOGIN, 'member'));
  state.member = { login: MEMBER_LOGIN, ...member.toJSON() };
  writeState(stateFile, state);

  // c. Staff sign-in through OpenID Connect.
  const staff = await check(`connexion collaborateur ${STAFF_LOGIN} par OpenID Connect (/api/auth/oidc, /oidc)`, () => signInStaff(stack));
  await check('GET /api/auth/authenticate : le collaborateur', () => expectUser(stack, staff, STAFF_LOGIN, 'collab'));
  state.staff = { login: STAFF_LOGIN, ...staff.toJSON() };
  writeState(stateFile, state);

  // d. A file written through one replica, read through the other and through the proxy.
  const [first, second] = replicas;
  const name = `verif-pile-${stamp}.pdf`;
  const bytes = makePdf(`Verification de la pile ${stamp}`);
  const digest = sha256(bytes);
  const uploaded = await check(`dépôt de ${name} dans la GED de ${DOSSIER} par la réplique 1 (${first})`, () =>
    uploadDocument(first, member, DOSSIER, name, bytes),
  );
  state.document = { id: uploaded.id, codeDossier: DOSSIER, name, sha256: digest, size: bytes.length };
  writeState(stateFile, state);
  await check(`réplique 2 (${second}) : le document est listé dans les documents en attente`, async () => {
    const list = await waitingDocuments(second, member, DOSSIER, stamp);
    expect(
      list.some((d) => d.id === uploaded.id),
      `absent de /api/documents/ged/inprogress/${DOSSIER} (${list.map((d) => d.name).join(', ') || 'liste vide'})`,
    );
  });
  await check(`réplique 2 : téléchargement, même SHA-256`, () => expectDocumentBytes(second, member, uploaded.id, digest));
  await check(`STACK_URL : téléchargement, même SHA-256`, () => expectDocumentBytes(stack, member, uploaded.id, digest));

  // e. A DUER print, done by a worker.
  const idImpression = await check(`impression provisoire du DUER ${DUER_010001_2026} (${DOSSIER}, 2026) demandée`, () =>
    requestPrint(stack, member, DUER_010001_2026),
  );
  const started = Date.now();
  await check('impression terminée par un worker', async () => {
    const done = await waitForPrint(stack, member, DUER_010001_2026, idImpression);
    return noted(done, `${done.pages ?? '?'} pages, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
  await check('PDF de l’impression téléchargé (%PDF)', async () => {
    const size = await expectPrintPdf(stack, member, DUER_010001_2026, idImpression);
    return noted(size, `${size} octets`);
  });
  state.duer = { idDuer: DUER_010001_2026, idImpression };

  // f. A mail to the catcher.
  const to = await check(`mail de confirmation de dépôt aux conseillers de ${DOSSIER} demandé`, async () => {
    const [adviser] = await advisersWithMail(stack, member, DOSSIER);
    await sendUploadConfirmation(stack, member, DOSSIER, `Vérification de la pile ${stamp}`);
    return noted(adviser, `à ${adviser}`);
  });
  await check(`Mailpit : le mail est arrivé à ${to}`, async () => {
    const mail = await waitForMail(mailpit, { to, subject: uploadConfirmationSubject(DOSSIER), marker: stamp });
    return noted(mail, `« ${mail.Subject} »`);
  });

  // g. A credential sealed in the vault, read back by staff.
  if (previous.identifiant?.id && previous.identifiant.codeDossier === DOSSIER) {
    await check('identifiant du passage précédent supprimé', async () =>
      noted(null, (await deleteCredential(stack, member, DOSSIER, previous.identifiant.id)) ? 'supprimé' : 'déjà absent'),
    );
  }
  const secret = randomSecret();
  const id = await check(`identifiant partagé créé sur ${DOSSIER} par la gérante`, () =>
    createCredential(stack, member, DOSSIER, `Vérification pile ${stamp}`, 'verif-pile', secret),
  );
  state.identifiant = { id, codeDossier: DOSSIER, secret };
  writeState(stateFile, state);
  await check('le collaborateur révèle le même mot de passe', async () => {
    const revealed = await revealCredential(stack, staff, DOSSIER, id);
    expect(revealed === secret, 'mot de passe révélé différent de celui enregistré');
  });

  state.member = { login: MEMBER_LOGIN, ...member.toJSON() };
  state.staff = { login: STAFF_LOGIN, ...staff.toJSON() };
  writeState(stateFile, state);
  info(`état écrit dans ${stateFile}`);
}
