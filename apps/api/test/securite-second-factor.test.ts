import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT_ENV, solveCaptcha } from './account-support';
import { startMailCatcher } from './mail-catcher';
import { awayFromStepEdge, codeAt, passwordStep, setUpTotp, type Caller } from './securite-support';
import { signInStaff } from './staff-sign-in';
import { COMPTE, PERSONNE } from '../../../seeds/ids';
import { agent, expectEnvelope, freshCsrf, signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestPortal({ ...ACCOUNT_ENV, SMTP_URL: smtp.url, LOGIN_MAX_FAILURES: '3' }, [], { withWorker: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const second = (c: Caller, body: Record<string, unknown>) => c.http.post('/api/auth/second-facteur').set('x-csrf-token', c.csrf).send(body);

describe('setting the second factor up from the account area', () => {
  it('shows a QR code, refuses a wrong first code, activates with the right one and ends the other sessions', async () => {
    const other = await signIn(t.baseUrl, 'testeur@exemple.fr');
    const me = await signIn(t.baseUrl, 'testeur@exemple.fr');
    const before = await me.http.get('/api/compte/securite').expect(200);
    expect(before.body).toMatchObject({ politique: 'facultative', doubleAuthentification: { active: false, depuis: null } });
    const setup = await me.http.post('/api/compte/double-authentification/configuration').set('x-csrf-token', me.csrf).expect(200);
    expect(setup.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/MyCDER:testeur%40exemple\.fr\?.*secret=[A-Z2-7]{32}/);
    expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.body.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    const stored = await t.ds.query(`SELECT secret_scelle::text AS s, active_le FROM compte_totp WHERE compte_id = $1`, [COMPTE.testeur]);
    expect(stored).toHaveLength(1);
    expect(stored[0].s).not.toContain(setup.body.secret);
    expect(stored[0].active_le).toBeNull();

    const wrong = await me.http.post('/api/compte/double-authentification/activation').set('x-csrf-token', me.csrf).send({ code: '000000' }).expect(400);
    expectEnvelope(wrong.body, 400, 'SECOND_FACTEUR_INVALIDE');
    const bad = await me.http.post('/api/compte/double-authentification/activation').set('x-csrf-token', me.csrf).send({ code: '12ab' }).expect(400);
    expectEnvelope(bad.body, 400, 'VALIDATION');

    await awayFromStepEdge();
    const done = await me.http
      .post('/api/compte/double-authentification/activation')
      .set('x-csrf-token', me.csrf)
      .send({ code: codeAt(setup.body.secret) })
      .expect(200);
    expect(done.body.codesSecours).toHaveLength(10);
    expect(new Set(done.body.codesSecours).size).toBe(10);
    for (const c of done.body.codesSecours) expect(c).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const hashes: { empreinte: string }[] = await t.ds.query(`SELECT empreinte FROM code_secours WHERE compte_id = $1`, [COMPTE.testeur]);
    expect(hashes).toHaveLength(10);
    for (const c of done.body.codesSecours) expect(hashes.map((h) => h.empreinte)).not.toContain(c.replace('-', ''));

    await other.http.get('/api/auth/authenticate').expect(401);
    await me.http.get('/api/auth/authenticate').expect(200);
    const after = await me.http.get('/api/compte/securite').expect(200);
    expect(after.body.doubleAuthentification).toMatchObject({ active: true, codesSecoursRestants: 10 });
    const again = await me.http.post('/api/compte/double-authentification/configuration').set('x-csrf-token', me.csrf).expect(400);
    expect(again.body.message).toMatch(/déjà activée/);
  });

  it('is refused to staff, who sign in through the firm’s provider', async () => {
    const staff = await signInStaff(t.baseUrl, 'ce.conseiller');
    const res = await staff.http.post('/api/compte/double-authentification/configuration').set('x-csrf-token', staff.csrf).expect(403);
    expectEnvelope(res.body, 403, 'INTERDIT');
  });
});

describe('signing in with the second factor', () => {
  let secret: string;
  let codes: string[];
  beforeAll(async () => {
    ({ secret, codes } = await setUpTotp(await signIn(t.baseUrl, 'associe@exemple.fr')));
  });

  it('asks for the code after the right password, and opens no session before it', async () => {
    const { caller, res } = await passwordStep(t.baseUrl, 'associe@exemple.fr');
    expect(res.status).toBe(401);
    expectEnvelope(res.body, 401, 'SECOND_FACTEUR_REQUIS');
    await caller.http.get('/api/auth/authenticate').expect(401);
    await caller.http.get('/api/compte/sessions').expect(401);
  });

  it('accepts a code one step off (clock drift), refuses the same code again, and a code two steps off', async () => {
    await awayFromStepEdge();
    const first = await passwordStep(t.baseUrl, 'associe@exemple.fr');
    const ok = await second(first.caller, { code: codeAt(secret, 1) }).expect(200);
    expect(ok.body).toMatchObject({ login: 'associe@exemple.fr', typeUtilisateur: 'member' });
    await first.caller.http.get('/api/auth/authenticate').expect(200);

    const replay = await passwordStep(t.baseUrl, 'associe@exemple.fr');
    const refused = await second(replay.caller, { code: codeAt(secret, 1) }).expect(400);
    expectEnvelope(refused.body, 400, 'SECOND_FACTEUR_INVALIDE');
    expect(refused.body.message).toMatch(/Code incorrect/);
    await second(replay.caller, { code: codeAt(secret, 3) }).expect(400);
    await replay.caller.http.get('/api/auth/authenticate').expect(401);
    // A success clears the count of wrong codes (3 allowed here).
    await second(replay.caller, { code: codes[9] }).expect(200);
    const earlier = await passwordStep(t.baseUrl, 'associe@exemple.fr');
    await second(earlier.caller, { code: codeAt(secret, -1) }).expect(400);
    await second(earlier.caller, { code: codes[8] }).expect(200);
  });

  it('accepts a recovery code once, whatever its case and dash', async () => {
    const a = await passwordStep(t.baseUrl, 'associe@exemple.fr');
    await second(a.caller, { code: codes[0].toLowerCase().replace('-', ' ') }).expect(200);
    const b = await passwordStep(t.baseUrl, 'associe@exemple.fr');
    const reused = await second(b.caller, { code: codes[0] }).expect(400);
    expect(reused.body.message).toMatch(/Code de secours incorrect ou déjà utilisé/);
    await second(b.caller, { code: codes[7] }).expect(200);
    const overview = await b.caller.http.get('/api/compte/securite').expect(200);
    expect(overview.body.doubleAuthentification.codesSecoursRestants).toBe(6);
  });

  it('remembers the browser for 30 days when asked, until the member forgets it', async () => {
    const a = await passwordStep(t.baseUrl, 'associe@exemple.fr');
    const ok = await second(a.caller, { code: codes[1], memoriser: true }).expect(200);
    expect(String(ok.headers['set-cookie'] ?? '')).toMatch(/portail\.appareil=.*HttpOnly.*SameSite=Lax/);
    await a.caller.http.get('/api/auth/logout').expect(302);
    const back = await passwordStep(t.baseUrl, 'associe@exemple.fr', a.caller);
    expect(back.res.status).toBe(200);
    const csrf = await freshCsrf(a.caller.http);
    const overview = await a.caller.http.get('/api/compte/securite').expect(200);
    const [device] = overview.body.appareilsMemorises;
    expect(device).toMatchObject({ courant: true });
    expect(new Date(device.jusquAu).getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    await a.caller.http.delete(`/api/compte/appareils/${device.id}`).set('x-csrf-token', csrf).expect(204);
    await a.caller.http.get('/api/auth/logout').expect(302);
    const asked = await passwordStep(t.baseUrl, 'associe@exemple.fr', a.caller);
    expectEnvelope(asked.res.body, 401, 'SECOND_FACTEUR_REQUIS');
  });

  it('a forged browser cookie is not a remembered browser', async () => {
    const a = await agent(t.baseUrl);
    a.http.jar.setCookie('portail.appareil=abc.def; Path=/', t.baseUrl);
    const res = await passwordStep(t.baseUrl, 'associe@exemple.fr', a);
    expectEnvelope(res.res.body, 401, 'SECOND_FACTEUR_REQUIS');
  });

  it('past the wrong codes allowed, asks for the captcha rather than locking the owner out', async () => {
    const a = await passwordStep(t.baseUrl, 'associe@exemple.fr');
    for (let i = 0; i < 3; i++) await second(a.caller, { code: '000000' }).expect(400);
    const held = await second(a.caller, { code: codes[2] }).expect(401);
    expectEnvelope(held.body, 401, 'CAPTCHA_REQUIS');
    const altcha = await solveCaptcha(a.caller.http);
    const journal: { evenement: string }[] = await t.ds.query(`SELECT evenement FROM journal_securite WHERE evenement = 'code-refuse'`);
    expect(journal.length).toBeGreaterThanOrEqual(3);
    await second(a.caller, { code: codes[2], altcha }).expect(200);
  });

  it('refuses the code step without a password step, or once it has expired', async () => {
    const a = await agent(t.baseUrl);
    const res = await second(a, { code: '123456' }).expect(401);
    expectEnvelope(res.body, 401, 'NON_AUTHENTIFIE');
    expect(res.body.message).toMatch(/Votre connexion a expiré/);
    const bad = await second(a, { code: 'x' }).expect(400);
    expectEnvelope(bad.body, 400, 'VALIDATION');
  });
});

describe('staff reset of a lost second factor', () => {
  it('lists the dossier’s members, resets one with a journal entry and a mail, and ends their sessions', async () => {
    const member = await signIn(t.baseUrl, 'particulier@exemple.fr');
    await setUpTotp(member);
    const staff = await signInStaff(t.baseUrl, 'se.particuliers');
    const list = await staff.http.get('/api/dossiers/010016/adherents').expect(200);
    expect(list.body).toContainEqual(expect.objectContaining({ login: 'particulier@exemple.fr', doubleAuthentification: 'active' }));

    const stranger = await staff.http
      .post(`/api/dossiers/010016/adherents/${PERSONNE.associe}/double-authentification/reinitialisation`)
      .set('x-csrf-token', staff.csrf);
    expect(stranger.status).toBe(404);
    const guid = list.body.find((p: { login: string }) => p.login === 'particulier@exemple.fr').guidPersonne;
    const done = await staff.http
      .post(`/api/dossiers/010016/adherents/${guid}/double-authentification/reinitialisation`)
      .set('x-csrf-token', staff.csrf)
      .expect(200);
    expect(done.body.message).toMatch(/réinitialisée/);
    await member.http.get('/api/auth/authenticate').expect(401);
    const mail = await smtp.waitFor('particulier@exemple.fr', /double authentification a été réinitialisée/);
    expect(mail.text).toMatch(/Fontaine, de CDER/);
    const [entry] = await t.ds.query(`SELECT auteur, detail FROM journal_securite WHERE evenement = 'double-authentification-reinitialisee'`);
    expect(entry.auteur).toBe(PERSONNE.seParticuliers);
    expect(entry.detail).toMatch(/010016/);
    const back = await passwordStep(t.baseUrl, 'particulier@exemple.fr');
    expect(back.res.status).toBe(200);
    const twice = await staff.http
      .post(`/api/dossiers/010016/adherents/${guid}/double-authentification/reinitialisation`)
      .set('x-csrf-token', staff.csrf)
      .expect(404);
    expect(twice.body.message).toMatch(/pas de double authentification/);
  });
});

describe('a firm that requires the second factor', () => {
  let required: TestPortal;
  let themes: string;
  beforeAll(async () => {
    themes = fs.mkdtempSync(path.join(os.tmpdir(), 'themes-'));
    fs.cpSync(path.join(t.config.rootDir, 'themes', 'cder'), path.join(themes, 'cder'), { recursive: true });
    const file = path.join(themes, 'cder', 'theme.json');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), doubleAuthentification: 'obligatoire' }));
    required = await startTestPortal({ ...ACCOUNT_ENV, THEMES_DIR: themes, THEME: 'cder' });
  });
  afterAll(async () => {
    await required.close();
    fs.rmSync(themes, { recursive: true, force: true });
  });

  it('has the member set it up at the next sign-in, then signs them in; it cannot be turned off', async () => {
    const { caller, res } = await passwordStep(required.baseUrl, 'gerant.multi@exemple.fr');
    expectEnvelope(res.body, 401, 'SECOND_FACTEUR_A_CONFIGURER');
    await second(caller, { code: '123456' }).expect(403);
    await awayFromStepEdge();
    const setup = await caller.http.post('/api/auth/second-facteur/configuration').set('x-csrf-token', caller.csrf).expect(200);
    const done = await caller.http
      .post('/api/auth/second-facteur/activation')
      .set('x-csrf-token', caller.csrf)
      .send({ code: codeAt(setup.body.secret) })
      .expect(200);
    expect(done.body.user).toMatchObject({ login: 'gerant.multi@exemple.fr' });
    expect(done.body.codesSecours).toHaveLength(10);
    await caller.http.get('/api/auth/authenticate').expect(200);
    const csrf = await freshCsrf(caller.http);
    const off = await caller.http
      .post('/api/compte/double-authentification/desactivation')
      .set('x-csrf-token', csrf)
      .send({ code: codeAt(setup.body.secret, 1) })
      .expect(403);
    expect(off.body.message).toMatch(/ne peut pas être désactivée/);
    const next = await passwordStep(required.baseUrl, 'gerant.multi@exemple.fr');
    expectEnvelope(next.res.body, 401, 'SECOND_FACTEUR_REQUIS');
  });
});
