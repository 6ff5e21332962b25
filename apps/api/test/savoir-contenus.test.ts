import request from 'supertest';
import { expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';

let t: TestPortal;
type Agent = { http: ReturnType<typeof request.agent>; csrf: string };
let staff: Agent;
let member: Agent;
beforeAll(async () => {
  t = await startTestPortal();
  staff = await signInStaff(t.baseUrl, 'sec.assistante');
  member = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
});
afterAll(() => t.close());

const send = (a: Agent, method: 'post' | 'put' | 'delete', path: string, body?: object) => {
  const req = a.http[method](path).set('x-csrf-token', a.csrf);
  return body ? req.send(body) : req;
};
const count = async (table: string) => Number((await t.ds.query(`SELECT count(*) AS n FROM ${table}`))[0].n);

/** Each content type: a valid creation, a valid update, and a bad body. */
const TYPES = [
  {
    type: 'tutoriels',
    table: 'tutoriel',
    id: 'tuto-test',
    create: { code: 'tuto-test', titre: 'Tutoriel test', description: 'Texte', url: '/documents', ordre: 5 },
    update: { titre: 'Tutoriel modifié', description: 'Autre', url: 'https://exemple.fr/tuto', icone: '/images/tutoriels/depot.svg' },
    bad: { titre: '', description: 'x', url: 'javascript:alert(1)' },
  },
  {
    type: 'elearnings',
    table: 'elearning',
    id: 'elearning-test',
    create: { code: 'elearning-test', titre: 'E-learning test', description: 'Texte', url: 'https://formation.exemple.fr/test' },
    update: { titre: 'Modifié', description: 'Texte', url: 'https://formation.exemple.fr/autre', ordre: 3 },
    bad: { titre: 'x', description: 'x', url: 'ftp://x', ordre: -1 },
  },
  {
    type: 'pages',
    table: 'page_generique',
    id: 'page-test',
    create: { id: 'page-test', titre: 'Page test', contenu: '<p>Bonjour<script>alert(1)</script></p>' },
    update: { titre: 'Page modifiée', contenu: '<p onclick="x()">Texte</p>', publiee: false },
    bad: { titre: 'x', contenu: '' },
  },
  {
    type: 'interlocuteurs-oic',
    table: 'interlocuteur_oic',
    id: 'OIC99',
    create: { codeAgent: 'OIC99', prenom: 'Hélène', nom: 'Petit', fonction: 'Conseillère', sexe: 'F', titre: 'Hélène' },
    update: { prenom: 'Hélène', nom: 'Petit', fonction: 'Conseillère juridique', sexe: 'F', mail: 'helene.petit@cabinet.exemple.fr', titre: 'Hélène' },
    bad: { sexe: 'Z', mail: 'pas-un-mail' },
  },
];

describe('Contenus: staff CRUD of the knowledge contents', () => {
  it.each(TYPES)('$type: 401, member 403, 400 with envelope, 404, create/update/delete', async ({ type, table, id, create, update, bad }) => {
    const base = `/api/contenus/${type}`;
    expectEnvelope((await request(t.baseUrl).get(base).expect(401)).body, 401);
    expectEnvelope((await member.http.get(base).expect(403)).body, 403);
    expectEnvelope((await send(member, 'post', base, create).expect(403)).body, 403);
    const before = await count(table);
    const invalid = (await send(staff, 'post', base, { ...create, ...bad }).expect(400)).body;
    expectEnvelope(invalid, 400, 'VALIDATION');
    expect(await count(table)).toBe(before);
    expectEnvelope((await send(staff, 'put', `${base}/inconnu`, update).expect(404)).body, 404);
    expect((await send(staff, 'put', `${base}/inconnu`, update)).body.message).toBe('Contenu introuvable.');
    expectEnvelope((await send(staff, 'delete', `${base}/A%20B`).expect(400)).body, 400);
    expect((await send(staff, 'post', base, create).expect(201)).body).toMatchObject(
      type === 'interlocuteurs-oic' ? { prenom: 'Hélène' } : { titre: create.titre },
    );
    expectEnvelope((await send(staff, 'post', base, create).expect(409)).body, 409);
    expect((await send(staff, 'put', `${base}/${id}`, update).expect(200)).body).toMatchObject(
      type === 'interlocuteurs-oic' ? { fonction: 'Conseillère juridique' } : { titre: update.titre },
    );
    const rows = (await staff.http.get(base).expect(200)).body as Record<string, unknown>[];
    expect(rows.find((r) => (r.code ?? r.id ?? r.codeAgent) === id)).toBeDefined();
    await send(staff, 'delete', `${base}/${id}`).expect(204);
    expect(await count(table)).toBe(before);
    await send(staff, 'delete', `${base}/${id}`).expect(404);
  });

  it('keeps an interlocuteur’s photo when staff edit the card', async () => {
    const body = { prenom: 'Camille', nom: 'Renard', fonction: 'Pilote du programme', sexe: 'F', droitImage: true };
    await send(staff, 'put', '/api/contenus/interlocuteurs-oic/OIC01', body).expect(200);
    const [{ has }] = await t.ds.query(`SELECT photo IS NOT NULL AS has FROM interlocuteur_oic WHERE code_agent = 'OIC01'`);
    expect(has).toBe(true);
    const list = (await member.http.get('/api/contacts/oic/list?codeDossier=010003').expect(200)).body;
    expect(list[0]).toMatchObject({ fonction: 'Pilote du programme', photo: expect.stringContaining('/api/contacts/oic/photo/OIC01') });
  });

  it('sanitises a generic page’s rich text before it is stored', async () => {
    await send(staff, 'post', '/api/contenus/pages', {
      id: 'page-html',
      titre: 'HTML',
      contenu: '<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:x">b</a>',
    }).expect(201);
    const [{ contenu }] = await t.ds.query(`SELECT contenu FROM page_generique WHERE id = 'page-html'`);
    expect(contenu).toBe('<p>a</p><a>b</a>');
    expect((await member.http.get('/api/genericpage/page-html').expect(200)).body).toMatchObject({ title: 'HTML', content: '<p>a</p><a>b</a>' });
  });

  it('cards: created for a page, listed there, updated and deleted by id', async () => {
    const base = '/api/contenus/cartes';
    expectEnvelope((await member.http.get(base).expect(403)).body, 403);
    const body = { page: 'rgpd', titre: 'Nouvelle fiche', description: 'Texte', url: 'https://www.cnil.fr', libelleLien: 'Lire' };
    expectEnvelope((await send(staff, 'post', base, { ...body, page: 'autre' }).expect(400)).body, 400, 'VALIDATION');
    const created = (await send(staff, 'post', base, { ...body, ordre: 99 }).expect(201)).body as { id: string };
    expect((await member.http.get('/api/cartes/rgpd').expect(200)).body).toHaveLength(6);
    await send(staff, 'put', `${base}/${created.id}`, { ...body, page: 'webserie' }).expect(200);
    expect((await member.http.get('/api/cartes/webserie').expect(200)).body).toHaveLength(6);
    expectEnvelope((await send(staff, 'put', `${base}/00000000-0000-4000-8000-000000000000`, body).expect(404)).body, 404);
    expectEnvelope((await send(staff, 'delete', `${base}/pas-un-uuid`).expect(400)).body, 400);
    await send(staff, 'delete', `${base}/${created.id}`).expect(204);
    expect((await member.http.get('/api/cartes/webserie').expect(200)).body).toHaveLength(5);
  });

  it('documentation categories stay three levels deep, acyclic, and are removed only when empty', async () => {
    const base = '/api/contenus/documentation-categories';
    expectEnvelope((await member.http.get(base).expect(403)).body, 403);
    expect(((await staff.http.get(base).expect(200)).body as unknown[]).length).toBe(9);
    const level4 = { code: 'niveau-4', titre: 'Trop profond', codeParent: 'viticulture-accises' };
    const tooDeep = (await send(staff, 'post', base, level4).expect(400)).body;
    expect(tooDeep.issues).toEqual([{ path: 'codeParent', message: 'Les catégories de documentation ne dépassent pas trois niveaux.' }]);
    expectEnvelope((await send(staff, 'post', base, { ...level4, codeParent: 'inconnue' }).expect(400)).body, 400);
    expectEnvelope((await send(staff, 'put', `${base}/fiscalite`, { titre: 'Fiscalité', codeParent: 'viticulture-accises' }).expect(400)).body, 400);
    // Moving 'fiscalite-viticulture' (two levels) under 'social-saisonniers' would make four.
    expectEnvelope(
      (await send(staff, 'put', `${base}/fiscalite-viticulture`, { titre: 'Viticulture', codeParent: 'social-saisonniers' }).expect(400)).body,
      400,
    );
    await send(staff, 'post', base, { code: 'niveau-3', titre: 'Niveau 3', codeParent: 'fiscalite-agriculture', ordre: 5 }).expect(201);
    const conflict = (await send(staff, 'delete', `${base}/fiscalite`).expect(409)).body;
    expect(conflict.message).toBe('Cette catégorie contient encore des sous-catégories ou des documentations.');
    await send(staff, 'delete', `${base}/niveau-3`).expect(204);
  });

  it('documentations: a library or an address, in an existing category', async () => {
    const base = '/api/contenus/documentations';
    expectEnvelope((await member.http.get(base).expect(403)).body, 403);
    const body = { code: 'doc-test', titre: 'Doc test', codeCategorie: 'social', url: 'msa' };
    const noTarget = (await send(staff, 'post', base, { ...body, url: null }).expect(400)).body;
    expect(noTarget.issues[0].message).toBe('Une documentation ouvre une bibliothèque (code GED disponible) ou une adresse.');
    expectEnvelope((await send(staff, 'post', base, { ...body, codeCategorie: 'inconnue' }).expect(400)).body, 400);
    expectEnvelope((await send(staff, 'post', base, { ...body, url: 'javascript:alert(1)' }).expect(400)).body, 400);
    await send(staff, 'post', base, body).expect(201);
    await send(staff, 'put', `${base}/doc-test`, { titre: 'Doc GED', codeCategorie: 'social', codeGed: 'VENDANGES', gedDispo: true }).expect(200);
    const tree = (await member.http.get('/api/documentations').expect(200)).body;
    const social = tree.categories.find((c: { code: string }) => c.code === 'social');
    expect(social.documentations.find((d: { code: string }) => d.code === 'doc-test')).toMatchObject({ codeGed: 'VENDANGES', gedDispo: true, url: null });
    await send(staff, 'delete', `${base}/doc-test`).expect(204);
    expectEnvelope((await send(staff, 'delete', `${base}/doc-test`).expect(404)).body, 404);
  });
});
