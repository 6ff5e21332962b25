/**
 * A mail through the outbox and the mail queue to the catcher. The trigger is the upload confirmation
 * (POST /api/documents/sendmailconfirmupload, apps/api/src/modules/documents/upload/ged-confirmation.service.ts): it
 * always sends, one mail per adviser of the dossier (GET /api/contacts/{codeDossier}), subject
 * 'Dépôt de documents — {raison sociale} ({code})', with the member's comment in the text, which carries a marker
 * unique to the run; 30 a person an hour. Mailpit's API: GET /api/v1/messages, GET /api/v1/message/{ID}.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { callJson } from './http.mjs';
import { CheckFailure, expect } from './report.mjs';

/** The advisers of the dossier with a mail address (the confirmation's recipients). */
export async function advisersWithMail(origin, session, codeDossier) {
  const contacts = await callJson(origin, `/api/contacts/${codeDossier}`, { session });
  const mails = contacts.map((c) => c.mail).filter(Boolean);
  expect(mails.length, `GET /api/contacts/${codeDossier} : aucun conseiller avec une adresse (${JSON.stringify(contacts)})`);
  return mails;
}

/** Asks the api to mail the dossier's advisers about one uploaded document, with `comment` in the text. */
export async function sendUploadConfirmation(origin, session, codeDossier, comment) {
  const body = await callJson(origin, '/api/documents/sendmailconfirmupload', {
    method: 'POST',
    session,
    json: { nbDocuments: 1, nbDocumentsEnErreur: 0, codedossier: codeDossier, typeFichier: 'AUTRESDOCS', commentaire: comment },
  });
  expect(body.envoye === true, `sendmailconfirmupload : ${JSON.stringify(body)}`);
}

/** Expected subject of the confirmation of documents (ged-confirmation.service.ts; the mail layout may append ' — {platform}'). */
export const uploadConfirmationSubject = (codeDossier) => (subject) => subject.startsWith('Dépôt de documents — ') && subject.includes(`(${codeDossier})`);

/**
 * Polls Mailpit until a message to `to` whose subject passes `subject` and whose text contains `marker` is there:
 * the message's summary {ID, Subject, Created}.
 */
export async function waitForMail(mailpitUrl, { to, subject, marker, timeoutMs = 60_000 }) {
  const deadline = Date.now() + timeoutMs;
  const seen = new Set();
  let last = 'aucun message';
  while (Date.now() < deadline) {
    const list = await callJson(mailpitUrl, '/api/v1/messages?limit=200');
    const candidates = (list.messages ?? []).filter(
      (m) => !seen.has(m.ID) && (m.To ?? []).some((r) => r.Address?.toLowerCase() === to.toLowerCase()) && subject(m.Subject ?? ''),
    );
    for (const m of candidates) {
      seen.add(m.ID);
      const message = await callJson(mailpitUrl, `/api/v1/message/${encodeURIComponent(m.ID)}`);
      if (`${message.Text ?? ''}\n${message.HTML ?? ''}`.includes(marker)) return m;
    }
    last = `${list.total ?? list.messages?.length ?? 0} message(s) dans Mailpit, ${seen.size} pour ${to} avec ce sujet sans le marqueur`;
    await sleep(1000);
  }
  throw new CheckFailure(`aucun mail pour ${to} contenant ${marker} en ${timeoutMs / 1000} s (${last})`);
}
