import request from 'supertest';
import type { ToolList } from '@portail/contracts';
import { PERSONNE, RACCOURCI } from '../../../seeds/ids';
import { signInStaff } from './staff-sign-in';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
  // 010005 (entity 0004) gets tool_duer: only its entity then keeps the DUER card away.
  await t.ds.query(`INSERT INTO dossier_module (code_dossier, module) VALUES ('010005', 'tool_duer') ON CONFLICT DO NOTHING`);
  // The SE collaborator also works on 010003 (entity 0015).
  await t.ds.query(`INSERT INTO portefeuille (guid_personne, code_dossier) VALUES ($1, '010003') ON CONFLICT DO NOTHING`, [PERSONNE.seParticuliers]);
});
afterAll(() => t.close());

const GERANT = 'gerant.multi@exemple.fr';
const ASSOCIE = 'associe@exemple.fr';

type Client = Awaited<ReturnType<typeof signIn>>;
const clients = new Map<string, Promise<Client>>();
const member = (login: string) => {
  if (!clients.has(login)) clients.set(login, signIn(t.baseUrl, login));
  return clients.get(login)!;
};
const staff = (login: string) => {
  if (!clients.has(login)) clients.set(login, signInStaff(t.baseUrl, login));
  return clients.get(login)!;
};

async function toolSlugs(client: Client, codeDossier?: string, x = 'all'): Promise<string[]> {
  const res = await client.http
    .get(`/api/tools/${x}`)
    .query(codeDossier ? { codeDossier } : {})
    .expect(200);
  return (res.body as ToolList).tools.map((tool) => tool.slug);
}
const seesDuer = async (client: Client, codeDossier?: string) => (await toolSlugs(client, codeDossier)).includes('duer');

describe('GET /api/tools/{x}', () => {
  it('401 anonymous, 403 on a foreign dossier, 400 on a bad scope or dossier code, 404 on an unknown category', async () => {
    expectEnvelope((await request(t.baseUrl).get('/api/tools/all').expect(401)).body, 401);
    const associe = await member(ASSOCIE);
    expectEnvelope((await associe.http.get('/api/tools/all').query({ codeDossier: '010001' }).expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await associe.http.get('/api/tools/tout').expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await associe.http.get('/api/tools/all').query({ codeDossier: 'abc' }).expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await associe.http.get('/api/tools/999').expect(404)).body, 404);
  });

  it('lists the seeded catalogue in order, with links, categories and the module filter', async () => {
    const g = await member(GERANT);
    const list = (await g.http.get('/api/tools/all').query({ codeDossier: '010001' }).expect(200)).body as ToolList;
    expect(list.categorie).toBeNull();
    expect(list.categories.map((c) => c.slug)).toEqual(['simulateurs', 'exploitation', 'prevention', 'liens-utiles']);
    expect(list.tools.map((tool) => tool.slug)).toEqual([
      'simulateur-emprunt',
      'simulateur-embauche',
      'assolement',
      'rendementcarto',
      'duer',
      'raccourcis',
      'calendrier-fiscal-agricole',
      'impots-espace-professionnel',
      'msa-espace-prive',
    ]);
    expect(list.tools.find((tool) => tool.slug === 'msa-espace-prive')).toMatchObject({ linkType: 'url', linkOpenNewTab: true });
    expect(list.tools.find((tool) => tool.slug === 'simulateur-emprunt')).toMatchObject({ linkType: 'route', link: 'simulateur-emprunt', favorite: true });
    // 010002 lacks tool_echanges: no crop rotation nor yield map.
    const viti = await toolSlugs(g, '010002');
    expect(viti).not.toContain('assolement');
    expect(viti).not.toContain('rendementcarto');
    // Without a dossier: only the tools needing no module.
    const bare = await toolSlugs(g);
    expect(bare).not.toContain('assolement');
    expect(bare).not.toContain('duer');
    expect(bare).toContain('raccourcis');
  });

  it('files each dated deadline of the tax calendar under its own month (issue 29, defect 15)', async () => {
    const g = await member(GERANT);
    const list = (await g.http.get('/api/tools/all').query({ codeDossier: '010001' }).expect(200)).body as ToolList;
    const calendrier = list.tools.find((tool) => tool.slug === 'calendrier-fiscal-agricole')!;
    const mois = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
    const paragraphes = calendrier.explanation.split(/\n\s*\n/).filter((p) => mois.includes(p.split(' :')[0]!.toLowerCase()));
    expect(paragraphes.length).toBeGreaterThanOrEqual(4);
    for (const p of paragraphes) {
      const titre = p.split(' :')[0]!.toLowerCase();
      // A deadline reads 'le 15 mai' ('clos au 31 décembre' names a closing date, not a deadline).
      for (const [, date] of p.matchAll(new RegExp(`\\ble \\d{1,2}(?:er)? (${mois.join('|')})\\b`, 'gi'))) expect([p, date!.toLowerCase()]).toEqual([p, titre]);
    }
  });

  it('lists one category', async () => {
    const g = await member(GERANT);
    const list = (await g.http.get('/api/tools/1').query({ codeDossier: '010001' }).expect(200)).body as ToolList;
    expect(list.categorie).toEqual({ id: 1, slug: 'simulateurs', libelle: 'Simulateurs' });
    expect(list.tools.map((tool) => tool.slug)).toEqual(['simulateur-emprunt', 'simulateur-embauche']);
  });
});

describe('the loan simulator card follows its routes: the Outils category (issue 29, defect 4)', () => {
  it('shown to the gérant, an Associé and staff; hidden from a Comptable, a Salarié and without a dossier', async () => {
    expect(await toolSlugs(await member(GERANT), '010001')).toContain('simulateur-emprunt');
    expect(await toolSlugs(await member(GERANT), '010004')).toContain('simulateur-emprunt');
    expect(await toolSlugs(await staff('sec.assistante'), '010002')).toContain('simulateur-emprunt');
    const comptable = await toolSlugs(await member(ASSOCIE), '010004');
    expect(comptable).not.toContain('simulateur-emprunt');
    expect(comptable).toContain('simulateur-embauche');
    expect(await toolSlugs(await member('testeur@exemple.fr'), '010001')).not.toContain('simulateur-emprunt');
    expect(await toolSlugs(await member(GERANT))).not.toContain('simulateur-emprunt');
  });
});

describe('the DUER card (spec 02 §2: entity 0001/0003/0015, staff CE/SEC/SE, staff or tool_duer)', () => {
  it('member holding tool_duer on an entity of the list: shown', async () => {
    expect(await seesDuer(await member(GERANT), '010001')).toBe(true);
    expect(await seesDuer(await member(GERANT), '010003')).toBe(true);
  });
  it('member without tool_duer: hidden', async () => {
    // 010004 (entity 0001) does not subscribe tool_duer.
    expect(await seesDuer(await member(GERANT), '010004')).toBe(false);
    expect(await seesDuer(await member(ASSOCIE), '010004')).toBe(false);
  });
  it('staff CE, SEC and SE on an entity of the list: shown, even without tool_duer on the dossier', async () => {
    expect(await seesDuer(await staff('ce.conseiller'), '010001')).toBe(true);
    expect(await seesDuer(await staff('ce.conseiller'), '010004')).toBe(true);
    expect(await seesDuer(await staff('sec.assistante'), '010002')).toBe(true);
    expect(await seesDuer(await staff('se.particuliers'), '010003')).toBe(true);
  });
  it('staff with another function: hidden', async () => {
    expect(await seesDuer(await staff('gest.paie'), '010001')).toBe(false);
  });
  it('entity not in the list: hidden, for staff and members alike', async () => {
    expect(await seesDuer(await staff('se.particuliers'), '010005')).toBe(false);
    expect(await seesDuer(await member('particulier@exemple.fr'), '010016')).toBe(false);
  });
});

describe('POST /api/tools/favorite/{action}', () => {
  it('401, 400 bad action or slug, 404 unknown tool', async () => {
    const anon = await agent(t.baseUrl);
    expectEnvelope((await anon.http.post('/api/tools/favorite/add').set('x-csrf-token', anon.csrf).send({ slug: 'raccourcis' }).expect(401)).body, 401);
    const g = await member(GERANT);
    const post = (action: string, body: object) => g.http.post(`/api/tools/favorite/${action}`).set('x-csrf-token', g.csrf).send(body);
    expectEnvelope((await post('toggle', { slug: 'raccourcis' }).expect(400)).body, 400, 'VALIDATION');
    const bad = (await post('add', { slug: 'Pas un slug' }).expect(400)).body as { issues: { path: string }[] };
    expect(bad.issues[0]!.path).toBe('slug');
    expectEnvelope((await post('add', {}).expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await post('add', { slug: 'inconnu' }).expect(404)).body, 404);
  });

  it('saves the favourite per user, idempotently', async () => {
    const g = await member(GERANT);
    const post = (action: string) =>
      g.http
        .post(`/api/tools/favorite/${action}`)
        .set('x-csrf-token', g.csrf)
        .send({ slug: 'raccourcis', favorite: action === 'add' });
    expect((await post('add').expect(200)).body).toEqual({ slug: 'raccourcis', favorite: true });
    await post('add').expect(200);
    const favorite = async (client: Client) =>
      ((await client.http.get('/api/tools/all').expect(200)).body as ToolList).tools.find((tool) => tool.slug === 'raccourcis')!.favorite;
    expect(await favorite(g)).toBe(true);
    expect(await favorite(await member(ASSOCIE))).toBe(false);
    expect((await post('remove').expect(200)).body).toEqual({ slug: 'raccourcis', favorite: false });
    expect(await favorite(g)).toBe(false);
  });
});

describe('/api/user/shortcuts', () => {
  it('401 anonymous', async () => {
    expectEnvelope((await request(t.baseUrl).get('/api/user/shortcuts').expect(401)).body, 401);
    const anon = await agent(t.baseUrl);
    expectEnvelope((await anon.http.delete(`/api/user/shortcuts/${RACCOURCI.comiteChampagne}`).set('x-csrf-token', anon.csrf).expect(401)).body, 401);
    const body = { libelle: 'X', url: 'https://exemple.fr' };
    expectEnvelope((await anon.http.post('/api/user/shortcuts').set('x-csrf-token', anon.csrf).send(body).expect(401)).body, 401);
  });

  it('lists the user’s own shortcuts', async () => {
    const g = await member(GERANT);
    const list = (await g.http.get('/api/user/shortcuts').expect(200)).body as { _id: string; libelle: string; url: string }[];
    expect(list).toEqual([
      { _id: RACCOURCI.chambreAgriculture, libelle: 'Chambre d’agriculture de la Marne', url: 'https://marne.chambre-agriculture.fr' },
      { _id: RACCOURCI.comiteChampagne, libelle: 'Comité Champagne', url: 'https://www.champagne.fr' },
    ]);
    expect((await (await member(ASSOCIE)).http.get('/api/user/shortcuts').expect(200)).body).toEqual([]);
  });

  it('refuses missing or long fields and every scheme but http and https (400 with the envelope)', async () => {
    const g = await member(GERANT);
    const save = (body: object) => g.http.post('/api/user/shortcuts').set('x-csrf-token', g.csrf).send(body).expect(400);
    const issue = async (body: object) => ((await save(body)).body as { code: string; issues: { path: string; message: string }[] }).issues[0];
    expect(await issue({ libelle: '', url: 'www.exemple.fr' })).toEqual({ path: 'libelle', message: 'Merci de renseigner un libellé.' });
    expect(await issue({ libelle: 'X', url: '  ' })).toEqual({ path: 'url', message: 'Merci de renseigner une adresse.' });
    expect((await issue({ libelle: 'x'.repeat(256), url: 'www.exemple.fr' }))?.path).toBe('libelle');
    for (const url of [
      'javascript:alert(1)',
      'JavaScript://%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://exemple.fr',
      'file:///etc/passwd',
    ]) {
      expect({ url, issue: await issue({ libelle: 'X', url }) }).toEqual({
        url,
        issue: { path: 'url', message: 'Seules les adresses web commençant par http:// ou https:// sont acceptées.' },
      });
    }
    expectEnvelope((await save({ libelle: 'X', url: 'javascript:alert(1)' })).body, 400, 'VALIDATION');
    expect(await issue({ _id: 'pas-un-id', libelle: 'X', url: 'www.exemple.fr' })).toMatchObject({ path: '_id' });
  });

  it('adds (http:// prefixed when // is missing), edits and deletes its own', async () => {
    const g = await member(GERANT);
    const added = (
      await g.http.post('/api/user/shortcuts').set('x-csrf-token', g.csrf).send({ libelle: ' Météo agricole ', url: 'meteo.exemple.fr/marne' }).expect(200)
    ).body as { _id: string; libelle: string; url: string };
    expect(added).toMatchObject({ libelle: 'Météo agricole', url: 'http://meteo.exemple.fr/marne' });
    const edited = (
      await g.http
        .post('/api/user/shortcuts')
        .set('x-csrf-token', g.csrf)
        .send({ _id: added._id, libelle: 'Météo', url: 'https://meteo.exemple.fr' })
        .expect(200)
    ).body;
    expect(edited).toEqual({ _id: added._id, libelle: 'Météo', url: 'https://meteo.exemple.fr' });
    await g.http.delete(`/api/user/shortcuts/${added._id}`).set('x-csrf-token', g.csrf).expect(204);
    expectEnvelope((await g.http.delete(`/api/user/shortcuts/${added._id}`).set('x-csrf-token', g.csrf).expect(404)).body, 404);
    expectEnvelope((await g.http.delete('/api/user/shortcuts/abc').set('x-csrf-token', g.csrf).expect(400)).body, 400, 'VALIDATION');
  });

  it('never edits nor deletes another user’s shortcut (404)', async () => {
    const a = await member(ASSOCIE);
    const edit = await a.http
      .post('/api/user/shortcuts')
      .set('x-csrf-token', a.csrf)
      .send({ _id: RACCOURCI.comiteChampagne, libelle: 'Piraté', url: 'https://exemple.fr' })
      .expect(404);
    expectEnvelope(edit.body, 404);
    expectEnvelope((await a.http.delete(`/api/user/shortcuts/${RACCOURCI.comiteChampagne}`).set('x-csrf-token', a.csrf).expect(404)).body, 404);
    const rows: { libelle: string }[] = await t.ds.query('SELECT libelle FROM raccourci WHERE id = $1', [RACCOURCI.comiteChampagne]);
    expect(rows).toEqual([{ libelle: 'Comité Champagne' }]);
  });
});
