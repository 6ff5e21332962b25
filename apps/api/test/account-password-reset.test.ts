import { createHash } from 'node:crypto';
import request from 'supertest';
import { QA_PASSWORD } from '../../../seeds/ids';
import { ACCOUNT_ENV, leaksOf, linkParam, solveCaptcha, startFakeBreachRange } from './account-support';
import { startMailCatcher } from './mail-catcher';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

const NEW_PWD = 'Nouveau-Mot2Passe!';
const LEAKED = 'motdepasse';
const leakedSha1 = createHash('sha1').update(LEAKED).digest('hex').toUpperCase();
/** Meets the rules of the reset page, and the fake breach service knows it. */
const LEAKED_STRONG = 'Motdepasse-2024!';

let t: TestPortal;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let breach: Awaited<ReturnType<typeof startFakeBreachRange>>;
beforeAll(async () => {
  smtp = await startMailCatcher();
  breach = await startFakeBreachRange(leaksOf(LEAKED, LEAKED_STRONG));
  t = await startTestPortal({ ...ACCOUNT_ENV, SMTP_URL: smtp.url, BREACH_RANGE_URL: breach.url }, [], { withWorker: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await breach.close();
});

async function forgot(username: string, status = 200) {
  const a = await agent(t.baseUrl);
  const altcha = await solveCaptcha(a.http);
  return a.http.post('/api/auth/pwdforgot').set('x-csrf-token', a.csrf).send({ username, altcha }).expect(status);
}

async function resetLink(login: string): Promise<string> {
  smtp.mails.splice(0);
  await forgot(login);
  return linkParam(await smtp.waitFor(login, /Changement de votre mot de passe/), /\/mot-de-passe-oublie\/changer\?uid=/, 'uid');
}

async function update(body: Record<string, unknown>, status: number) {
  const a = await agent(t.baseUrl);
  return a.http.post('/api/auth/dopwdforgotupdate').set('x-csrf-token', a.csrf).send(body).expect(status);
}

describe('GET /api/auth/captcha', () => {
  it('gives a signed, expiring ALTCHA challenge that is never cached', async () => {
    const res = await request(t.baseUrl).get('/api/auth/captcha').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', nonce: expect.any(String), expiresAt: expect.any(Number) });
    expect(res.body.signature).toEqual(expect.any(String));
  });
});

describe('POST /api/auth/pwdforgot', () => {
  it('400 without the captcha, with a forged one, or with a reused one', async () => {
    const a = await agent(t.baseUrl);
    const missing = await a.http.post('/api/auth/pwdforgot').set('x-csrf-token', a.csrf).send({ username: 'particulier@exemple.fr' }).expect(400);
    expectEnvelope(missing.body, 400, 'VALIDATION');
    expect(missing.body.message).toBe('Veuillez cocher le captcha.');
    const forged = Buffer.from(
      JSON.stringify({ challenge: { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'aa' } }, solution: { counter: 1, derivedKey: 'ab' } }),
    ).toString('base64');
    expectEnvelope(
      (await a.http.post('/api/auth/pwdforgot').set('x-csrf-token', a.csrf).send({ username: 'x@exemple.fr', altcha: forged }).expect(400)).body,
      400,
      'CAPTCHA_INVALIDE',
    );
    const altcha = await solveCaptcha(a.http);
    await a.http.post('/api/auth/pwdforgot').set('x-csrf-token', a.csrf).send({ username: 'inconnu@exemple.fr', altcha }).expect(200);
    expectEnvelope(
      (await a.http.post('/api/auth/pwdforgot').set('x-csrf-token', a.csrf).send({ username: 'inconnu@exemple.fr', altcha }).expect(400)).body,
      400,
      'CAPTCHA_INVALIDE',
    );
  });

  it('answers the same for an account, a stranger and a collaborator, and mails only the account holder', async () => {
    smtp.mails.splice(0);
    const answers = await Promise.all(['particulier@exemple.fr', 'personne@exemple.fr', 'ce.conseiller'].map((u) => forgot(u)));
    expect(new Set(answers.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(answers[0].body.message).toMatch(/Si un compte correspond/);
    await smtp.waitFor('particulier@exemple.fr', /Changement de votre mot de passe/);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.mails.map((m) => m.to)).toEqual(['particulier@exemple.fr']);
  });

  it('stops mailing one login after 3 requests an hour, still with the same answer', async () => {
    smtp.mails.splice(0);
    for (let i = 0; i < 4; i++) await forgot('testeur@exemple.fr');
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.mails.filter((m) => m.to.includes('testeur@exemple.fr'))).toHaveLength(3);
  });
});

describe('POST /api/auth/dopwdforgotupdate', () => {
  it('400 with the envelope on bad input, with the rules of the reset page', async () => {
    expectEnvelope((await update({}, 400)).body, 400, 'VALIDATION');
    const weak = await update({ pwd: 'courtmaisok', uid: 'x'.repeat(43), codedossier: '010016' }, 400);
    expect(weak.body.issues[0]).toEqual({ path: 'pwd', message: 'Le mot de passe doit contenir au moins 12 caractères.' });
    const noSymbol = await update({ pwd: 'Abcdefgh12345', uid: 'x'.repeat(43), codedossier: '010016' }, 400);
    expect(noSymbol.body.message).toBe('Le mot de passe doit contenir au moins 1 symbole.');
  });

  it('refuses an unknown link', async () => {
    expectEnvelope((await update({ pwd: NEW_PWD, uid: 'y'.repeat(43), codedossier: '010016' }, 400)).body, 400, 'JETON_INVALIDE');
  });

  it('changes the password with a dossier code of the person, once, and ends the other sessions', async () => {
    const other = await signIn(t.baseUrl, 'particulier@exemple.fr');
    const uid = await resetLink('particulier@exemple.fr');
    const wrong = await update({ pwd: NEW_PWD, uid, codedossier: '010001' }, 400);
    expect(wrong.body.message).toBe('Le code dossier ne correspond à aucun de vos dossiers.');
    expect((await update({ pwd: NEW_PWD, uid, codedossier: '010016' }, 200)).body).toEqual({ ok: true, message: 'Votre mot de passe a été changé.' });
    await other.http.get('/api/auth/authenticate').expect(401);
    await signIn(t.baseUrl, 'particulier@exemple.fr', NEW_PWD);
    const a = await agent(t.baseUrl);
    await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login: 'particulier@exemple.fr', password: QA_PASSWORD }).expect(401);
    const reused = await update({ pwd: 'Encore-Un-Autre-9!', uid, codedossier: '010016' }, 400);
    expectEnvelope(reused.body, 400, 'JETON_DEJA_UTILISE');
  });

  it('refuses an expired link and one superseded by a newer request', async () => {
    const first = await resetLink('associe@exemple.fr');
    const second = await resetLink('associe@exemple.fr');
    expectEnvelope((await update({ pwd: NEW_PWD, uid: first, codedossier: '010004' }, 400)).body, 400, 'JETON_EXPIRE');
    await t.ds.query(`UPDATE compte_jeton SET date_expiration = now() - interval '1 second' WHERE type = 'reinitialisation'`);
    const expired = await update({ pwd: NEW_PWD, uid: second, codedossier: '010004' }, 400);
    expect(expired.body.message).toBe('Ce lien de changement de mot de passe a expiré. Faites une nouvelle demande.');
  });

  it('refuses a breached password even confirmed, the reset page having no warning to go on from; the link stays usable', async () => {
    const uid = await resetLink('gerant.multi@exemple.fr');
    for (const breachConfirmed of [false, true]) {
      const res = await update({ pwd: LEAKED_STRONG, uid, codedossier: '010001', breachConfirmed }, 400);
      expectEnvelope(res.body, 400, 'MOT_DE_PASSE_COMPROMIS');
      expect(res.body.message).toBe('Le mot de passe que vous avez saisi a été trouvé dans une fuite de données. Veuillez en choisir un autre.');
      expect(res.body.issues).toEqual([{ path: 'pwd', message: res.body.message }]);
    }
    expect(breach.prefixes).toContain(createHash('sha1').update(LEAKED_STRONG).digest('hex').toUpperCase().slice(0, 5));
    await update({ pwd: NEW_PWD, uid, codedossier: '010001' }, 200);
  });

  it('burns the link after 5 wrong dossier codes', async () => {
    const uid = await resetLink('gerant.multi@exemple.fr');
    for (let i = 0; i < 4; i++) await update({ pwd: NEW_PWD, uid, codedossier: '010016' }, 400);
    expect((await update({ pwd: NEW_PWD, uid, codedossier: '010016' }, 400)).body.message).toMatch(/Trop de codes dossier erronés/);
    expectEnvelope((await update({ pwd: NEW_PWD, uid, codedossier: '010001' }, 400)).body, 400, 'JETON_EXPIRE');
  });
});

describe('GET /api/auth/breach-range/{prefix}', () => {
  it('400 on a malformed prefix', async () => {
    expectEnvelope((await request(t.baseUrl).get('/api/auth/breach-range/XYZ12').expect(400)).body, 400, 'VALIDATION');
    await request(t.baseUrl).get('/api/auth/breach-range/ABCDEF').expect(400);
  });

  it('relays the range of the configured service: only the prefix leaves, padding is dropped', async () => {
    const prefix = leakedSha1.slice(0, 5);
    const res = await request(t.baseUrl).get(`/api/auth/breach-range/${prefix.toLowerCase()}`).expect(200);
    expect(res.body).toEqual({ suffixes: [leakedSha1.slice(5)] });
    expect(breach.prefixes).toContain(prefix);
    expect((await request(t.baseUrl).get('/api/auth/breach-range/00000').expect(200)).body).toEqual({ suffixes: [] });
  });

  it('answers 503 with a clear message when the service fails', async () => {
    const failing = await startFakeBreachRange({}, { failing: true });
    const t2 = await startTestPortal({ ...ACCOUNT_ENV, BREACH_RANGE_URL: failing.url });
    try {
      const res = await request(t2.baseUrl).get('/api/auth/breach-range/ABCDE').expect(503);
      expectEnvelope(res.body, 503, 'SERVICE_INDISPONIBLE');
      expect(res.body.message).toMatch(/injoignable/);
    } finally {
      await t2.close();
      await failing.close();
    }
  });
});
