import { ACCOUNT_ENV } from './account-support';
import { firstLink, startMailCatcher } from './mail-catcher';
import { codeAt, setUpTotp } from './securite-support';
import { expectEnvelope, agent, signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestPortal({ ...ACCOUNT_ENV, SMTP_URL: smtp.url }, [], { withWorker: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

async function signInAs(login: string, userAgent: string) {
  const a = await agent(t.baseUrl);
  a.http.set('User-Agent', userAgent);
  await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login, password: 'Portail-QA-2026!' }).expect(200);
  const csrf = (await a.http.get('/api/auth/csrf').expect(200)).body.csrfToken as string;
  return { http: a.http, csrf };
}

describe('the member’s sessions', () => {
  it('lists each open session with its device, browser, address and times, this one marked', async () => {
    const desk = await signInAs('gerant.multi@exemple.fr', FIREFOX);
    await signInAs('gerant.multi@exemple.fr', IPHONE);
    const res = await desk.http.get('/api/compte/sessions').expect(200);
    expect(res.body).toHaveLength(2);
    const current = res.body.find((s: { courante: boolean }) => s.courante);
    expect(current).toMatchObject({ appareil: 'Ordinateur · Windows 10', navigateur: 'Firefox 128', adresse: '127.0.0.1', lieu: null });
    const phone = res.body.find((s: { courante: boolean }) => !s.courante);
    expect(phone).toMatchObject({ appareil: 'Téléphone · iOS 17.4', navigateur: 'Safari 17' });
    expect(Date.now() - new Date(phone.derniereActivite).getTime()).toBeLessThan(120_000);
    expect(phone.id).not.toMatch(/portail/);
    const cookie = JSON.stringify(res.headers['set-cookie'] ?? '');
    expect(cookie).not.toContain(phone.id);
  });

  it('ends another session, refuses to end this one or another person’s, then ends all the others', async () => {
    const me = await signInAs('associe@exemple.fr', FIREFOX);
    const phone = await signInAs('associe@exemple.fr', IPHONE);
    const tablet = await signInAs('associe@exemple.fr', IPHONE);
    const stranger = await signIn(t.baseUrl, 'testeur@exemple.fr');
    const list = (await me.http.get('/api/compte/sessions').expect(200)).body as { id: string; courante: boolean }[];
    const phoneId = (await phone.http.get('/api/compte/sessions').expect(200)).body.find((s: { courante: boolean }) => s.courante).id;
    const mine = list.find((s) => s.courante)!.id;

    const own = await me.http.delete(`/api/compte/sessions/${mine}`).set('x-csrf-token', me.csrf).expect(400);
    expect(own.body.message).toMatch(/Se déconnecter/);
    const notTheirs = await stranger.http.delete(`/api/compte/sessions/${phoneId}`).set('x-csrf-token', stranger.csrf).expect(404);
    expectEnvelope(notTheirs.body, 404, 'INTROUVABLE');
    await phone.http.get('/api/auth/authenticate').expect(200);

    await me.http.delete(`/api/compte/sessions/${phoneId}`).set('x-csrf-token', me.csrf).expect(204);
    await phone.http.get('/api/auth/authenticate').expect(401);
    await me.http.delete(`/api/compte/sessions/${phoneId}`).set('x-csrf-token', me.csrf).expect(404);

    const others = await me.http.post('/api/compte/sessions/terminer-autres').set('x-csrf-token', me.csrf).expect(200);
    expect(others.body).toEqual({ terminees: 1, message: 'L’autre session est terminée.' });
    await tablet.http.get('/api/auth/authenticate').expect(401);
    await me.http.get('/api/auth/authenticate').expect(200);
    await stranger.http.get('/api/auth/authenticate').expect(200);
    const journal: { evenement: string }[] = await t.ds.query(
      `SELECT evenement FROM journal_securite WHERE evenement IN ('session-terminee', 'sessions-terminees') ORDER BY id`,
    );
    expect(journal.map((j) => j.evenement)).toEqual(['session-terminee', 'sessions-terminees']);
  });

  it('ends the other sessions when the second factor is turned on or off', async () => {
    const other = await signIn(t.baseUrl, 'particulier@exemple.fr');
    const me = await signIn(t.baseUrl, 'particulier@exemple.fr');
    const { secret } = await setUpTotp(me);
    await other.http.get('/api/auth/authenticate').expect(401);
    const again = await signInAs('particulier@exemple.fr', FIREFOX).catch(() => null);
    expect(again).toBeNull();
    const off = await me.http
      .post('/api/compte/double-authentification/desactivation')
      .set('x-csrf-token', me.csrf)
      .send({ code: codeAt(secret, 1) })
      .expect(200);
    expect(off.body.message).toMatch(/désactivée/);
    expect((await me.http.get('/api/compte/securite').expect(200)).body.doubleAuthentification.active).toBe(false);
  });
});

describe('sign-in from a new device', () => {
  it('mails the member from the second browser on, with a link that ends that session', async () => {
    smtp.mails.splice(0);
    await signInAs('sans.dossier@exemple.fr', FIREFOX);
    const intruder = await signInAs('sans.dossier@exemple.fr', IPHONE);
    const mail = await smtp.waitFor('sans.dossier@exemple.fr', /Nouvelle connexion/);
    expect(mail.text).toMatch(/Téléphone · iOS 17\.4, Safari 17/);
    expect(mail.text).toMatch(/127\.0\.0\.1/);
    expect(smtp.mails.filter((m) => m.subject.includes('Nouvelle connexion'))).toHaveLength(1);
    const jeton = new URL(firstLink(mail, /\/session\/terminer/)).searchParams.get('jeton')!;

    const anon = await agent(t.baseUrl);
    const tampered = await anon.http
      .post('/api/auth/sessions/terminer')
      .set('x-csrf-token', anon.csrf)
      .send({ jeton: jeton.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) })
      .expect(400);
    expectEnvelope(tampered.body, 400, 'JETON_INVALIDE');
    await intruder.http.get('/api/auth/authenticate').expect(200);
    const ended = await anon.http.post('/api/auth/sessions/terminer').set('x-csrf-token', anon.csrf).send({ jeton }).expect(200);
    expect(ended.body.message).toMatch(/La session est terminée/);
    await intruder.http.get('/api/auth/authenticate').expect(401);
    const twice = await anon.http.post('/api/auth/sessions/terminer').set('x-csrf-token', anon.csrf).send({ jeton }).expect(200);
    expect(twice.body.message).toMatch(/déjà terminée/);
  });

  it('does not mail a browser the account already used', async () => {
    const a = await signInAs('testeur@exemple.fr', FIREFOX);
    const [{ max }] = await t.ds.query(`SELECT max(id) AS max FROM journal_securite`);
    await a.http.get('/api/auth/logout').expect(302);
    const csrf = (await a.http.get('/api/auth/csrf').expect(200)).body.csrfToken as string;
    await a.http.post('/api/auth/login').set('x-csrf-token', csrf).send({ login: 'testeur@exemple.fr', password: 'Portail-QA-2026!' }).expect(200);
    // The mail would be recorded in the same transaction as the journal's entry.
    const rows: { evenement: string }[] = await t.ds.query(
      `SELECT evenement FROM journal_securite j JOIN compte c ON c.guid_personne = j.guid_personne WHERE c.login = 'testeur@exemple.fr' AND j.id > $1 ORDER BY j.id`,
      [max],
    );
    expect(rows.map((r) => r.evenement)).toEqual(['connexion']);
  });
});
