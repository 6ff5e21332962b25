import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import { ACCOUNT_ENV, LUCAS, leaksOf, linkParam, startFakeBreachRange } from './account-support';
import { startMailCatcher } from './mail-catcher';
import { agent, expectEnvelope, startTestPortal, type TestPortal } from './test-app';

const PWD = 'Garnier-Vallees-51';
const LEAKED = 'Vertus-Champagne-1990';

let t: TestPortal;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let breach: Awaited<ReturnType<typeof startFakeBreachRange>>;
beforeAll(async () => {
  smtp = await startMailCatcher();
  breach = await startFakeBreachRange(leaksOf(LEAKED));
  t = await startTestPortal({ ...ACCOUNT_ENV, SMTP_URL: smtp.url, BREACH_RANGE_URL: breach.url, BREACH_TIMEOUT_MS: '500' }, [], { withWorker: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await breach.close();
});

async function post(path: string, body: unknown, status: number) {
  const a = await agent(t.baseUrl);
  return a.http
    .post(path)
    .set('x-csrf-token', a.csrf)
    .send(body as object)
    .expect(status);
}

const register = (status: number, overrides: Record<string, unknown> = {}) =>
  post(
    '/api/auth/register',
    { username: LUCAS.email, email: LUCAS.email, pwd: PWD, codeliaison: LUCAS.guid, codedossier: LUCAS.dossier, external: false, ...overrides },
    status,
  );

describe('POST /api/auth/checkBeforeRegister', () => {
  const check = (body: Record<string, unknown>) => post('/api/auth/checkBeforeRegister', { pwd: PWD, external: false, ...body }, 200);

  it('400 with the envelope on a malformed address', async () => {
    const res = await post('/api/auth/checkBeforeRegister', { username: 'pas-une-adresse', email: 'pas-une-adresse' }, 400);
    expectEnvelope(res.body, 400, 'VALIDATION');
    expect(res.body.issues.map((i: { path: string }) => i.path)).toEqual(['username', 'email']);
  });

  it('accepts a free login', async () => {
    expect((await check({ username: 'libre@exemple.fr', email: 'libre@exemple.fr' })).body).toEqual({ ok: true, messages: [] });
  });

  it('answers an address with an account exactly as a free one, and mails its holder once instead', async () => {
    const free = (await check({ username: 'libre@exemple.fr', email: 'libre@exemple.fr' })).body;
    const taken = await check({ username: 'Particulier@exemple.fr', email: 'particulier@exemple.fr' });
    expect(taken.body).toEqual(free);
    expect(JSON.stringify(taken.body)).not.toMatch(/déjà/);
    const mail = await smtp.waitFor('particulier@exemple.fr', /Vous avez déjà un compte/);
    expect(mail.text).toMatch(/Connectez-vous avec votre mot de passe/);
    expect(mail.text).toMatch(/Mot de passe oublié/);
    expect(mail.text).toMatch(/\/connexion/);
    // Written to the outbox in its own transaction, once per address and hour however often the form is tried.
    await check({ username: 'particulier@exemple.fr', email: 'particulier@exemple.fr' });
    const rows = await t.ds.query(`SELECT 1 FROM outbox WHERE job_id LIKE 'compte-existant-%' AND payload::text LIKE '%particulier@exemple.fr%'`);
    expect(rows).toHaveLength(1);
    expect(smtp.mails.filter((m) => m.to.includes('libre@exemple.fr'))).toHaveLength(0);
  });

  it('answers the same for a person who already has an account under another login, and mails her', async () => {
    await t.ds.query(`UPDATE compte SET login = 'thomas.dubois@exemple.fr' WHERE guid_personne = '0a000000-0000-4000-8000-000000000002'`);
    const res = await check({ username: 'associe@exemple.fr', email: 'associe@exemple.fr' });
    expect(res.body).toEqual({ ok: true, messages: [] });
    await smtp.waitFor('associe@exemple.fr', /Vous avez déjà un compte/);
    await t.ds.query(`UPDATE compte SET login = 'associe@exemple.fr' WHERE guid_personne = '0a000000-0000-4000-8000-000000000002'`);
  });

  it('reports the external choice, a short password and different addresses', async () => {
    expect((await check({ username: 'libre@exemple.fr', email: 'libre@exemple.fr', external: true })).body.messages).toEqual([
      'La connexion par un fournisseur externe n’est pas disponible sur cette installation.',
    ]);
    expect((await check({ username: 'libre@exemple.fr', email: 'libre@exemple.fr', pwd: 'court' })).body.messages).toEqual([
      'Le mot de passe doit contenir au moins 8 caractères.',
    ]);
    expect((await check({ username: 'libre@exemple.fr', email: 'autre@exemple.fr' })).body.messages).toEqual(['Les emails ne correspondent pas']);
  });
});

describe('GET /api/auth/getGuidPersonne/{email}', () => {
  const guid = (email: string) => request(t.baseUrl).get(`/api/auth/getGuidPersonne/${encodeURIComponent(email)}`);

  it('400 on a malformed address', async () => {
    expectEnvelope((await guid('pas-une-adresse').expect(400)).body, 400, 'VALIDATION');
  });

  it('gives the link code of a known person without an account', async () => {
    expect((await guid('Nouvel.Adherent@exemple.fr').expect(200)).body).toEqual({ codeliaison: LUCAS.guid });
  });

  it('answers the same empty shape for an account holder, a collaborator and a stranger', async () => {
    for (const email of ['gerant.multi@exemple.fr', 'julie.bernard@cabinet.exemple.fr', 'inconnu@exemple.fr']) {
      expect((await guid(email).expect(200)).body).toEqual({ codeliaison: null });
    }
  });

  it('limits the look-ups of one address', async () => {
    for (let i = 0; i < 5; i++) await guid('curieux@exemple.fr').expect(200);
    expectEnvelope((await guid('curieux@exemple.fr').expect(429)).body, 429, 'TROP_DE_TENTATIVES');
  });
});

describe('POST /api/auth/register', () => {
  it('refuses a call without the CSRF token', async () => {
    await request(t.baseUrl).post('/api/auth/register').send({}).expect(403);
  });

  it('400 with the envelope on missing fields, a short password or different addresses', async () => {
    const empty = await post('/api/auth/register', {}, 400);
    expectEnvelope(empty.body, 400, 'VALIDATION');
    expect(empty.body.message).toBe('Veuillez compléter tous les champs');
    expect((await register(400, { pwd: 'court' })).body.issues).toEqual([{ path: 'pwd', message: 'Le mot de passe doit contenir au moins 8 caractères.' }]);
    expect((await register(400, { email: 'autre@exemple.fr' })).body.message).toBe('Les emails ne correspondent pas');
    expect((await register(400, { codedossier: '12' })).body.message).toBe('Le code dossier doit comporter 6 chiffres.');
  });

  it('refuses the external sign-in, not available on this installation', async () => {
    const res = await register(400, { external: true, pwd: undefined });
    expectEnvelope(res.body, 400, 'CONNEXION_EXTERNE_INDISPONIBLE');
    expect(res.body.displayable).toBe(true);
  });

  it('refuses a wrong link code or a dossier code that is not the person’s, with one message', async () => {
    const wrongLink = await register(400, { codeliaison: randomUUID() });
    const wrongDossier = await register(400, { codedossier: '010001' });
    expect(wrongLink.body.message).toBe('Le code liaison ou le code dossier est incorrect.');
    expect(wrongDossier.body.message).toBe(wrongLink.body.message);
    expect(await t.ds.query(`SELECT 1 FROM compte WHERE guid_personne = $1`, [LUCAS.guid])).toHaveLength(0);
  });

  it('refuses an address other than the one the firm knows for the person', async () => {
    const res = await register(400, { username: 'pirate@exemple.fr', email: 'pirate@exemple.fr' });
    expect(res.body.message).toMatch(/n’est pas celle que le cabinet connaît/);
  });

  it('answers 409 when the person already has an active account', async () => {
    const res = await register(409, {
      username: 'gerant.multi@exemple.fr',
      email: 'gerant.multi@exemple.fr',
      codeliaison: '0a000000-0000-4000-8000-000000000001',
      codedossier: '010001',
    });
    expectEnvelope(res.body, 409, 'CONFLIT');
  });

  it('blocks a link code after 5 wrong dossier codes', async () => {
    const code = randomUUID();
    for (let i = 0; i < 5; i++) await register(400, { codeliaison: code });
    expectEnvelope((await register(429, { codeliaison: code })).body, 429, 'TROP_DE_TENTATIVES');
  });
});

describe('POST /api/auth/register with a breached password', () => {
  const pending = () => t.ds.query(`SELECT 1 FROM compte WHERE guid_personne = $1`, [LUCAS.guid]);
  const refused = async (pwd: string) => {
    const res = await register(400, { pwd });
    expectEnvelope(res.body, 400, 'MOT_DE_PASSE_COMPROMIS');
    expect(res.body.issues).toEqual([{ path: 'pwd', message: res.body.message }]);
    return res;
  };

  it('refuses a password the breach service knows until the user confirms the warning (spec 01 §5)', async () => {
    const hash = createHash('sha1').update(LEAKED).digest('hex').toUpperCase();
    const res = await refused(LEAKED);
    expect(res.body.message).toBe('Le mot de passe que vous avez saisi a été trouvé dans une fuite de données. Nous vous conseillons d’en choisir un autre.');
    // k-anonymity: only the 5-character prefix of the SHA-1 leaves the portal.
    expect(breach.prefixes).toContain(hash.slice(0, 5));
    expect(breach.prefixes.every((p) => p.length === 5)).toBe(true);
    expect(await pending()).toHaveLength(0);
    await register(201, { pwd: LEAKED, breachConfirmed: true });
  });

  it('falls back to the shipped list of common passwords when the service fails or does not answer in time', async () => {
    try {
      breach.setMode('failing');
      await refused('password');
      await refused('12345678');
      await refused('AZERTYUIOP');
      await register(201, { pwd: 'password', breachConfirmed: true });
      await register(201);
      breach.setMode('hanging');
      const started = Date.now();
      await refused('iloveyou');
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      breach.setMode('ok');
    }
    // The three activation mails arrive before the activation tests below empty the catcher.
    const activations = () => smtp.mails.filter((m) => m.to.includes(LUCAS.email) && /Activez votre compte/.test(m.subject)).length;
    for (const end = Date.now() + 15_000; activations() < 3 && Date.now() < end;) await new Promise((r) => setTimeout(r, 100));
    expect(activations()).toBe(3);
  });
});

describe('activation through the mailed link', () => {
  const activate = (token: string, status: number) => post('/api/auth/activate', { token }, status);

  it('creates an inactive account, mails a single-use expiring link, and activates it once', async () => {
    smtp.mails.splice(0);
    expect((await register(201)).body).toEqual({ email: LUCAS.email });
    const [compte] = await t.ds.query(`SELECT id, actif, login FROM compte WHERE guid_personne = $1`, [LUCAS.guid]);
    expect(compte).toMatchObject({ actif: false, login: LUCAS.email });
    // The right password tells the account awaits activation (account-activation-resend.test.ts).
    expectEnvelope((await post('/api/auth/login', { login: LUCAS.email, password: PWD }, 403)).body, 403, 'COMPTE_NON_ACTIVE');
    const first = linkParam(await smtp.waitFor(LUCAS.email, /Activez votre compte/), /\/connexion\?activation=/, 'activation');
    const stored: { empreinte: string }[] = await t.ds.query(`SELECT empreinte FROM compte_jeton WHERE compte_id = $1`, [compte.id]);
    expect(stored.map((s) => s.empreinte)).not.toContain(first);

    // Registering again while pending sends a new link; the first one stops working.
    smtp.mails.splice(0);
    await register(201);
    const second = linkParam(await smtp.waitFor(LUCAS.email, /Activez votre compte/), /\/connexion\?activation=/, 'activation');
    expect(second).not.toBe(first);
    expectEnvelope((await activate(first, 400)).body, 400, 'JETON_EXPIRE');

    await t.ds.query(`UPDATE compte_jeton SET date_expiration = now() - interval '1 minute' WHERE compte_id = $1 AND date_utilisation IS NULL`, [compte.id]);
    const expired = await activate(second, 400);
    expectEnvelope(expired.body, 400, 'JETON_EXPIRE');
    expect(expired.body.message).toBe('Ce lien d’activation a expiré. Inscrivez-vous à nouveau pour en recevoir un autre.');

    smtp.mails.splice(0);
    await register(201);
    const third = linkParam(await smtp.waitFor(LUCAS.email, /Activez votre compte/), /\/connexion\?activation=/, 'activation');
    expect((await activate(third, 200)).body).toEqual({ login: LUCAS.email, message: 'Votre compte est activé. Vous pouvez vous connecter.' });
    const reused = await activate(third, 400);
    expectEnvelope(reused.body, 400, 'JETON_DEJA_UTILISE');
    expect(reused.body.message).toMatch(/déjà été utilisé/);

    const session = await agent(t.baseUrl);
    await session.http.post('/api/auth/login').set('x-csrf-token', session.csrf).send({ login: LUCAS.email, password: PWD }).expect(200);
    const dossiers = await session.http.get('/api/user/dossiers').expect(200);
    expect(dossiers.body.map((d: { codeDossier: string; idRole: number }) => [d.codeDossier, d.idRole])).toEqual([['010005', 1]]);
  });

  it('then gives no link code for the person and refuses a second registration', async () => {
    expect((await request(t.baseUrl).get(`/api/auth/getGuidPersonne/${LUCAS.email}`).expect(200)).body).toEqual({ codeliaison: null });
    expectEnvelope((await register(409)).body, 409, 'CONFLIT');
  });

  it('refuses unknown and malformed tokens', async () => {
    expectEnvelope((await activate('x'.repeat(43), 400)).body, 400, 'JETON_INVALIDE');
    expectEnvelope((await activate('../../etc', 400)).body, 400, 'VALIDATION');
  });
});
