'use strict';
// Run by verify-standins.sh in a node:24-trixie-slim container on the test network, with the project's
// node_modules: nodemailer sends to the mailpit stand-in ($MAILPIT_HOST), then its API is read.
const nodemailer = require('nodemailer');

const host = process.env.MAILPIT_HOST;
const api = `http://${host}:8025`;
let failures = 0;
const check = (label, ok, detail = '') => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} mailpit: ${label}${detail ? ` (${detail})` : ''}`);
  if (!ok) failures++;
};
const json = async (path, init) => (await fetch(`${api}${path}`, init)).json();

(async () => {
  const transport = nodemailer.createTransport({ host, port: 1025, secure: false });
  await fetch(`${api}/api/v1/messages`, { method: 'DELETE' });
  await transport.sendMail({ from: 'Portail <portail@example.org>', to: 'Alice <alice@example.org>', subject: 'Premier', text: 'un' });
  await transport.sendMail({
    from: '"Cabinet" <cabinet@example.org>',
    to: 'Bob <bob@example.org>, carol@example.org',
    bcc: 'archive@example.org',
    subject: 'Votre rendez-vous',
    text: 'Bonjour, voici le document.',
    html: '<p>Bonjour, voici le <b>document</b>.</p>',
    attachments: [{ filename: 'convocation.pdf', content: Buffer.from('%PDF-1.4 test'), contentType: 'application/pdf' }],
  });
  const list = await json('/api/v1/messages');
  check('two messages listed, newest first', list.total === 2 && list.messages[0].Subject === 'Votre rendez-vous', `total ${list.total}`);
  const summary = list.messages[0];
  check(
    'summary fields',
    summary.ID &&
      summary.From.Address === 'cabinet@example.org' &&
      summary.From.Name === 'Cabinet' &&
      summary.To.map((a) => a.Address).join(',') === 'bob@example.org,carol@example.org' &&
      summary.Attachments === 1 &&
      summary.Size > 0 &&
      !Number.isNaN(Date.parse(summary.Created)) &&
      summary.Read === false,
    JSON.stringify({ ...summary, Snippet: undefined }),
  );
  const message = await json(`/api/v1/message/${summary.ID}`);
  check(
    'message fields',
    message.ID === summary.ID &&
      message.Subject === 'Votre rendez-vous' &&
      message.Text.includes('voici le document') &&
      message.HTML.includes('<b>document</b>') &&
      message.Attachments[0].FileName === 'convocation.pdf' &&
      message.Attachments[0].ContentType === 'application/pdf' &&
      message.Attachments[0].Size === 13 &&
      message.Bcc.map((a) => a.Address).join() === 'archive@example.org',
    JSON.stringify({ Subject: message.Subject, Attachments: message.Attachments, Bcc: message.Bcc }),
  );
  const part = await fetch(`${api}/api/v1/message/${summary.ID}/part/${message.Attachments[0].PartID}`);
  check('attachment download', (await part.text()) === '%PDF-1.4 test');
  const latest = await json('/api/v1/message/latest');
  check('message/latest', latest.ID === summary.ID);
  const found = await json(`/api/v1/search?query=${encodeURIComponent('to:alice@example.org')}`);
  check('search to:', found.messages_count === 1 && found.messages[0].Subject === 'Premier');
  const missing = await fetch(`${api}/api/v1/message/nope`);
  check('unknown message 404', missing.status === 404);
  const deleted = await fetch(`${api}/api/v1/messages`, { method: 'DELETE' });
  const after = await json('/api/v1/messages');
  check('DELETE /api/v1/messages empties the box', deleted.status === 200 && after.total === 0 && after.messages.length === 0);
  const livez = await fetch(`${api}/livez`);
  check('GET /livez', livez.status === 200);
  process.exit(failures ? 1 : 0);
})().catch((err) => {
  console.log(`FAIL mailpit: ${err.name}: ${err.message}`);
  process.exit(1);
});
