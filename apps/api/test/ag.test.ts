import request from 'supertest';
import { AgMessages as M, type AgInvitation } from '@portail/contracts';
import { agInvitationId } from '../../../seeds/ag';
import { resetDossier } from '../../../seeds/seed';
import { anneeParis } from '../src/modules/ag/ag-dates';
import { PageRenderer } from '../src/modules/documents/jobs/page-renderer';
import { startMailCatcher } from './mail-catcher';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';

let t: TestPortal;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
const renderer = new PageRenderer();
beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestPortal({ SMTP_URL: smtp.url }, [], { withWorker: true });
  // 010016 (particular customer) may register through canSubscribeAgCDERPart with cder_particulier (before any sign-in).
  await t.ds.query(`INSERT INTO dossier_module (code_dossier, module) VALUES ('010016', 'canSubscribeAgCDERPart') ON CONFLICT DO NOTHING`);
});
afterAll(async () => {
  await renderer.stop();
  await t.close();
  await smtp.close();
});

const GERANT = 'gerant.multi@exemple.fr';
const Y = anneeParis();
const inv = (code: string) => agInvitationId(code, Y);
type Caller = Awaited<ReturnType<typeof agent>>;
const register = (c: Caller, body: object) => c.http.post('/api/ag/invitations/register').set('x-csrf-token', c.csrf).send(body);
const answer = (code: string, participe: boolean, nbPersonne?: number | null) => ({ id: inv(code), codeDossier: code, participe, nbPersonne });
const list = async (c: Caller) => (await c.http.get(`/api/ag/invitations/${Y}`).expect(200)).body as AgInvitation[];
const row = async (code: string) => ((await t.ds.query(`SELECT * FROM ag_invitation WHERE id = $1`, [inv(code)])) as Record<string, unknown>[])[0]!;
const binary = (r: request.Response, cb: (err: Error | null, body: unknown) => void) => {
  const chunks: Buffer[] = [];
  r.on('data', (c: Buffer) => chunks.push(c));
  r.on('end', () => cb(null, Buffer.concat(chunks)));
};
async function pdfText(pdf: Buffer): Promise<string> {
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const r = await renderer.render({ bytes: new Uint8Array(pdf), mime: 'application/pdf', fromPage: 1, toPage: 0, withText: true });
  return (r.text ?? '').replace(/\s+/g, ' ');
}
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('rights', () => {
  it('401 anonymous on every route', async () => {
    const anon = await agent(t.baseUrl);
    for (const path of [
      '/api/ag/dates',
      `/api/ag/invitations/${Y}`,
      '/api/ag/pouvoir?codeDossier=010001',
      '/api/ag/resolutions/2024',
      '/api/ag/millesimes',
      '/api/contenus/ag-annees',
    ])
      expectEnvelope((await request(t.baseUrl).get(path).expect(401)).body, 401);
    expectEnvelope((await register(anon, answer('010001', true, 0)).expect(401)).body, 401);
    expectEnvelope((await anon.http.post('/api/contenus/ag-annees').set('x-csrf-token', anon.csrf).send({}).expect(401)).body, 401);
  });

  it('403 on another person’s dossier and without the AG permissions (member and staff)', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await register(g, answer('010005', true, 0)).expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await g.http.get('/api/ag/pouvoir?codeDossier=010005').expect(403)).body, 403, 'INTERDIT');
    // Associé is Comptable on 010004: no canSubscribeAg there.
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    expectEnvelope((await register(associe, answer('010004', false)).expect(403)).body, 403, 'MODULE_INTERDIT');
    expect(await list(associe)).toEqual([]);
    // The payroll manager's function gives no dossier_cder, hence no canSubscribeAgCollab.
    const paie = await signInStaff(t.baseUrl, 'gest.paie');
    expectEnvelope((await register(paie, answer('010001', true)).expect(403)).body, 403, 'MODULE_INTERDIT');
    expect(await list(paie)).toEqual([]);
    // Staff outside the portfolio.
    const sec = await signInStaff(t.baseUrl, 'sec.assistante');
    expectEnvelope((await register(sec, answer('010001', true)).expect(403)).body, 403, 'INTERDIT');
    // Contenus are staff only.
    expectEnvelope((await g.http.get('/api/contenus/ag-annees').expect(403)).body, 403, 'INTERDIT');
  });

  it('a member of a particular customer’s dossier registers with canSubscribeAgCDERPart and cder_particulier; one invitation takes any number', async () => {
    const p = await signIn(t.baseUrl, 'particulier@exemple.fr');
    expect((await list(p)).map((i) => i.codeDossier)).toEqual(['010016']);
    const res = (await register(p, answer('010016', true, 4)).expect(200)).body as AgInvitation;
    expect(res).toMatchObject({ participe: true, nbPersonne: 4, pouvoirPresident: true, libelleUserModification: 'Julien Moreau' });
  });
});

describe('dates, invitations and answers', () => {
  it('gives the open dates of the year and Claire Martin’s invitations with their weights', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const dates = (await g.http.get('/api/ag/dates').expect(200)).body as Record<string, unknown>;
    expect(dates).toMatchObject({ millesime: Y, etat: 'ouverte', lieu: 'Reims, Centre des congrès' });
    const invitations = await list(g);
    expect(invitations.map((i) => [i.codeDossier, i.poids, i.participe])).toEqual([
      ['010002', 2, null],
      ['010001', 3, null],
      ['010003', 0, null],
      ['010004', 1, null],
    ]);
  });

  it('400 with the envelope on bad input, never a half-written answer', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const bad = (await register(g, answer('010001', true, -1)).expect(400)).body;
    expectEnvelope(bad, 400);
    expect(JSON.stringify(bad)).toContain(M.nombreInvalide);
    expect(JSON.stringify((await register(g, { ...answer('010001', true, 1), nbPersonne: 1.5 }).expect(400)).body)).toContain(M.nombreInvalide);
    expectEnvelope((await register(g, { id: inv('010001'), codeDossier: '010001' }).expect(400)).body, 400);
    expectEnvelope((await register(g, { ...answer('010001', true, 0), id: 'x' }).expect(400)).body, 400);
    // An invitation of another dossier named with one's own dossier: unknown.
    expectEnvelope((await register(g, { ...answer('010001', true, 0), id: inv('010005') }).expect(404)).body, 404);
    expectEnvelope((await g.http.get(`/api/ag/invitations/abc`).expect(400)).body, 400);
    expect((await row('010001')).participe).toBeNull();
  });

  it('applies the coherence rule across several invitations, then records who answered, when and from where', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    // No other invitation attended yet: the number is free, as with a single invitation.
    const ok = (
      await register(g, answer('010001', true, 2))
        .set('X-Forwarded-For', '203.0.113.9')
        .expect(200)
    ).body as AgInvitation;
    expect(ok).toMatchObject({
      participe: true,
      nbPersonne: 2,
      pouvoirPresident: true,
      libelleUserModification: 'Claire Martin',
      idAgDossierPouvoir: inv('010001'),
    });
    expect(Date.now() - new Date(ok.dateReponse!).getTime()).toBeLessThan(60_000);
    const stored = await row('010001');
    // The address as the server sees it (no proxy trusted): never the header the client sent.
    expect(String(stored.adresse_ip)).toMatch(/127\.0\.0\.1|::1/);
    // The others attended sum above zero: zero (or empty) is refused, a number accepted.
    const refused = (await register(g, answer('010002', true, 0)).expect(400)).body;
    expect(JSON.stringify(refused)).toContain(M.incoherent);
    expect(JSON.stringify((await register(g, answer('010002', true, null)).expect(400)).body)).toContain(M.incoherent);
    expect(((await register(g, answer('010002', true, 3)).expect(200)).body as AgInvitation).nbPersonne).toBe(3);
    // The others attended sum to zero: a number above zero is refused, zero accepted.
    await t.ds.query(`UPDATE ag_invitation SET participe = false, nb_personne = NULL WHERE id = $1`, [inv('010001')]);
    await t.ds.query(`UPDATE ag_invitation SET nb_personne = 0 WHERE id = $1`, [inv('010002')]);
    expect(JSON.stringify((await register(g, answer('010004', true, 2)).expect(400)).body)).toContain(M.incoherent);
    expect(((await register(g, answer('010004', true, 0)).expect(200)).body as AgInvitation).nbPersonne).toBe(0);
    // Not attending: no number asked, no rule.
    const non = (await register(g, answer('010001', false, 5)).expect(200)).body as AgInvitation;
    expect(non).toMatchObject({ participe: false, nbPersonne: null, pouvoirPresident: false });
  });

  it('mails a confirmation with the calendar invitation: forums 13:30, meeting 18:30, party 20:30 (Paris)', async () => {
    const mail = await smtp.waitFor(GERANT, /inscription confirmée/);
    expect(mail.text).toContain('Claire Martin a confirmé la participation du dossier EARL des Coteaux de Vertus');
    expect(mail.text).toContain('Programme : 13h30 : forums ; 18h30 : assemblée générale ; 20h30 : soirée.');
    const [name] = Object.keys(mail.attachmentTexts).filter((n) => n.endsWith('.ics'));
    expect(name).toBe(`assemblee-generale-${Y}.ics`);
    expect(mail.attachments.find((a) => a.filename === name)?.contentType).toBe('text/calendar');
    const ics = unfold(mail.attachmentTexts[name!]!);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    const dateAg = ((await t.ds.query('SELECT date_ag FROM ag_annee WHERE millesime = $1', [Y])) as { date_ag: Date }[])[0]!.date_ag;
    const paris = (hhmm: string) => {
      const fmt = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      return (utc: string) => fmt.format(new Date(utc.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'))) === hhmm;
    };
    const start = (uid: string) => new RegExp(`UID:${uid}-[^\\r]+\\r\\nDTSTAMP:\\w+\\r\\nDTSTART:(\\w+)`).exec(ics)?.[1];
    expect(paris('13:30')(start('forums')!)).toBe(true);
    expect(paris('18:30')(start('assemblee')!)).toBe(true);
    expect(paris('20:30')(start('soiree')!)).toBe(true);
    expect(start('assemblee')!.slice(0, 8)).toBe(dateAg.toISOString().slice(0, 10).replace(/-/g, ''));
    expect(ics).toContain('LOCATION:Reims\\, Centre des congrès');
  });

  it('offers the proxy PDF only to a dossier that does not attend and has a voice', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const res = await g.http.get('/api/ag/pouvoir').query({ codeDossier: '010001' }).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toContain(`Pouvoir AG ${Y} 010001.pdf`);
    const texte = await pdfText(res.body as Buffer);
    expect(texte).toContain('EARL des Coteaux de Vertus');
    expect(texte).toContain('010001');
    expect(texte).toMatch(/Nombre de voix 3/);
    expect(texte).toContain("donne pouvoir à M. le Président du conseil d'administration de CDER pour la représenter");
    expect(texte).toContain('à 18h30 à Reims, Centre des congrès');
    expect(texte).toContain('« Bon pour pouvoir »');
    // 010002 attends; 010003 has no voice; a bad code is a 400.
    expectEnvelope((await g.http.get('/api/ag/pouvoir?codeDossier=010002').expect(404)).body, 404);
    await register(g, answer('010003', false)).expect(200);
    expectEnvelope((await g.http.get('/api/ag/pouvoir?codeDossier=010003').expect(404)).body, 404);
    expectEnvelope((await g.http.get('/api/ag/pouvoir?codeDossier=12').expect(400)).body, 400);
  });

  it('staff of the portfolio answer without a number and get no forums', async () => {
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    const res = (
      await register(ce, answer('010004', true, 7))
        .set('x-code-dossier', '010004')
        .expect(200)
    ).body as AgInvitation;
    expect(res).toMatchObject({ participe: true, nbPersonne: null, libelleUserModification: 'Julie Bernard' });
    const mail = await smtp.waitFor('julie.bernard@cabinet.exemple.fr', /inscription confirmée/);
    const ics = unfold(Object.values(mail.attachmentTexts)[0]!);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).not.toContain('Forums');
  });

  it('refuses answers when registration is closed or the dates are invalid, and says so in the dates', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    await t.ds.query(`UPDATE ag_annee SET date_fermeture = now() - interval '1 day' WHERE millesime = $1`, [Y]);
    expect(((await g.http.get('/api/ag/dates').expect(200)).body as { etat: string }).etat).toBe('close');
    expect(JSON.stringify((await register(g, answer('010001', false)).expect(400)).body)).toContain(M.close);
    await t.ds.query(`UPDATE ag_annee SET date_fermeture = date_ouverture - interval '1 day' WHERE millesime = $1`, [Y]);
    expect(((await g.http.get('/api/ag/dates').expect(200)).body as { etat: string }).etat).toBe('invalide');
    expect(JSON.stringify((await register(g, answer('010001', false)).expect(400)).body)).toContain(M.datesInvalides);
    await t.ds.query(`UPDATE ag_annee SET date_fermeture = now() + interval '30 days' WHERE millesime = $1`, [Y]);
  });

  it('a dossier’s reset restores its invitation', async () => {
    await resetDossier(t.ds, '010001');
    expect(await row('010001')).toMatchObject({ participe: null, nb_personne: null, user_modification: null, poids: 3 });
  });
});

describe('resolutions and Contenus', () => {
  it('reads the 2024 resolutions from data', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const r = (await g.http.get('/api/ag/resolutions/2024').expect(200)).body as { millesime: number; resolutions: { titre: string; texte: string }[] };
    expect(r.millesime).toBe(2024);
    expect(r.resolutions).toHaveLength(4);
    expect(r.resolutions[0]!.texte).toContain('31 décembre 2023');
    expect(r.resolutions[1]!.texte).toContain('3 806 670,50 €');
    expectEnvelope((await g.http.get('/api/ag/resolutions/2031').expect(404)).body, 404);
    expectEnvelope((await g.http.get('/api/ag/resolutions/deux').expect(400)).body, 400);
  });

  it('lets staff create, edit and delete a year; a year with invitations stays', async () => {
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    const send = (m: 'post' | 'put' | 'delete', path: string, body?: object) => {
      const r = ce.http[m](path).set('x-csrf-token', ce.csrf);
      return body ? r.send(body) : r;
    };
    const annees = (await ce.http.get('/api/contenus/ag-annees').expect(200)).body as { millesime: number }[];
    expect(annees.map((a) => a.millesime)).toEqual([Y, 2024]);
    const an = {
      millesime: 2040,
      dateOuverture: '2040-03-01T08:00:00Z',
      dateFermeture: '2040-05-31T20:00:00Z',
      dateAg: '2040-06-14T16:30:00Z',
      lieu: 'Épernay',
      resolutions: [{ titre: 'Première résolution', texte: 'Approbation des comptes.' }],
    };
    expect((await send('post', '/api/contenus/ag-annees', an).expect(201)).body).toMatchObject({ millesime: 2040, lieu: 'Épernay', president: null });
    expectEnvelope((await send('post', '/api/contenus/ag-annees', an).expect(400)).body, 400);
    // The years a member may browse: those held up to this one, not a year still being prepared (issue 29).
    const member = await signIn(t.baseUrl, 'associe@exemple.fr');
    expect((await member.http.get('/api/ag/millesimes').expect(200)).body).toEqual([Y, 2024]);
    expectEnvelope((await send('post', '/api/contenus/ag-annees', { ...an, millesime: 2041, dateAg: 'demain' }).expect(400)).body, 400);
    expectEnvelope((await send('post', '/api/contenus/ag-annees', { ...an, millesime: 2041, resolutions: [{ titre: '' }] }).expect(400)).body, 400);
    const edited = (await send('put', '/api/contenus/ag-annees/2040', { ...an, lieu: 'Châlons', president: 'M. Paul Henry' }).expect(200)).body;
    expect(edited).toMatchObject({ lieu: 'Châlons', president: 'M. Paul Henry' });
    expectEnvelope((await send('put', '/api/contenus/ag-annees/2039', { ...an, millesime: 2039 }).expect(404)).body, 404);
    expectEnvelope((await send('put', '/api/contenus/ag-annees/2040', { ...an, millesime: 2041 }).expect(400)).body, 400);
    expectEnvelope((await send('delete', '/api/contenus/ag-annees/2024').expect(400)).body, 400);
    await send('delete', '/api/contenus/ag-annees/2040').expect(204);
    expectEnvelope((await send('delete', '/api/contenus/ag-annees/2040').expect(404)).body, 404);
    expectEnvelope((await send('delete', '/api/contenus/ag-annees/abc').expect(400)).body, 400);
  });
});
