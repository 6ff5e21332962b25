import request from 'supertest';
import { apiRoutes } from '@portail/contracts/openapi';
import { PERSONNE } from '../../../seeds/ids';
import { anonymous, GERANT, moduleCodes, send } from './sharing-fixtures';
import { expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const roleOf = async (guid: string, code: string): Promise<number | undefined> =>
  (await t.ds.query('SELECT id_role FROM droit WHERE guid_personne = $1 AND code_dossier = $2', [guid, code]))[0]?.id_role;
const restore = (guid: string, code: string, idRole: number, categories: string[]) => ({
  guidPersonne: guid,
  droits: [{ action: 'update', droit: { codeDossier: code, idRole, AutorisationsMyCDER: { categories } } }],
});

describe('GET /api/droits/roles and /api/droits/categories', () => {
  it('401 anonymous', async () => {
    await request(t.baseUrl).get('/api/droits/roles').expect(401);
    await request(t.baseUrl).get('/api/droits/categories').expect(401);
  });

  it('lists roles with their predefined categories and the category tree', async () => {
    const a = await signIn(t.baseUrl, 'associe@exemple.fr');
    const roles = (await a.http.get('/api/droits/roles').expect(200)).body;
    expect(roles.map((r: { nomRole: string }) => r.nomRole)).toEqual(['Gérant', 'Associé', 'Comptable', 'Salarié']);
    expect(roles[2]).toEqual({ idRole: 3, nomRole: 'Comptable', categoriesPredefinies: ['contacts', 'mesDocs_fiscal'] });
    const tree = (await a.http.get('/api/droits/categories').expect(200)).body;
    expect(tree[0]).toMatchObject({ _id: 'mesDocs', libelle: 'Mes documents', modules: ['mod_documents', 'mod_factures'] });
    expect(tree[0].souscategories.map((c: { _id: string }) => c._id)).toEqual(['mesDocs_social', 'mesDocs_fiscal', 'mesDocs_juridique']);
    expect(tree.every((c: { souscategories: unknown[] }, i: number) => i === 0 || c.souscategories.length === 0)).toBe(true);
  });
});

describe('GET /api/droits/sent', () => {
  it('401 anonymous', async () => {
    expectEnvelope((await request(t.baseUrl).get('/api/droits/sent').expect(401)).body, 401);
  });

  it('lists the other people on the dossiers where I am gérant, and nothing else', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expect((await g.http.get('/api/droits/sent').expect(200)).body).toEqual([
      {
        codeDossier: '010001',
        raisonSociale: 'EARL des Coteaux de Vertus',
        guidPersonne: PERSONNE.testeur,
        personne: 'Hugo Lefèvre',
        emailPersonne: 'testeur@exemple.fr',
        role: { idRole: 4, nomRole: 'Salarié' },
        categories: [
          { _id: 'contacts', libelle: 'Contacts' },
          { _id: 'mesDocs_social', libelle: 'Documents sociaux' },
        ],
        gerantOrigine: false,
      },
    ]);
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    expect((await associe.http.get('/api/droits/sent').expect(200)).body).toEqual([]);
  });
});

describe('GET /api/droits/mesDroits', () => {
  it('401 anonymous, then my dossiers with role and categories', async () => {
    await request(t.baseUrl).get('/api/droits/mesDroits').expect(401);
    const testeur = await signIn(t.baseUrl, 'testeur@exemple.fr');
    expect((await testeur.http.get('/api/droits/mesDroits').expect(200)).body).toEqual({
      dossiers: [
        {
          codeDossier: '010001',
          raisonSociale: 'EARL des Coteaux de Vertus',
          idRole: 4,
          nomRole: 'Salarié',
          autorisationsMyCDER: { categories: ['contacts', 'mesDocs_social'] },
          retirable: true,
        },
      ],
    });
  });
});

describe('PUT /api/droits/personne/{guidPersonne}', () => {
  const url = (guid: string) => `/api/droits/personne/${guid}`;
  const update = (codeDossier: string, idRole: number, categories: string[] = []) => ({
    action: 'update',
    droit: { codeDossier, idRole, AutorisationsMyCDER: { categories } },
  });
  const remove = (codeDossier: string) => ({ action: 'remove', droit: { codeDossier, idRole: -1, AutorisationsMyCDER: { categories: [] } } });

  it('401 anonymous', async () => {
    await send.put(await anonymous(t.baseUrl), url(PERSONNE.testeur), { guidPersonne: PERSONNE.testeur, droits: [remove('010001')] }).expect(401);
  });

  it('400 with the envelope on bad input', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const put = (guid: string, body: unknown) => send.put(g, url(guid), body).expect(400);
    expectEnvelope((await put('x', { guidPersonne: 'x', droits: [remove('010001')] })).body, 400, 'VALIDATION');
    expect((await put(PERSONNE.testeur, { guidPersonne: PERSONNE.associe, droits: [remove('010001')] })).body.issues[0].path).toBe('guidPersonne');
    expect((await put(PERSONNE.testeur, { guidPersonne: PERSONNE.testeur, droits: [update('010001', -1)] })).body.message).toBe(
      'Veuillez sélectionner un rôle pour le(s) dossier(s) sélectionnés.',
    );
    expect(
      (await put(PERSONNE.testeur, { guidPersonne: PERSONNE.testeur, droits: [{ action: 'garder', droit: update('010001', 3).droit }] })).body.issues[0].path,
    ).toBe('droits.0.action');
    expect((await put(PERSONNE.testeur, { guidPersonne: PERSONNE.testeur, droits: [update('010001', 3, ['inconnue'])] })).body.issues[0].path).toBe(
      'droits.0.droit.AutorisationsMyCDER.categories',
    );
    expect(await roleOf(PERSONNE.testeur, '010001')).toBe(4);
  });

  it('403 unless gérant of every listed dossier, changing nothing', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    await send.put(g, url(PERSONNE.testeur), { guidPersonne: PERSONNE.testeur, droits: [update('010001', 3), update('010004', 3)] }).expect(403);
    await send.put(g, url(PERSONNE.particulier), { guidPersonne: PERSONNE.particulier, droits: [remove('010016')] }).expect(403);
    const testeur = await signIn(t.baseUrl, 'testeur@exemple.fr');
    await send.put(testeur, url(PERSONNE.gerantMulti), { guidPersonne: PERSONNE.gerantMulti, droits: [remove('010001')] }).expect(403);
    expect(await roleOf(PERSONNE.testeur, '010001')).toBe(4);
    expect(await roleOf(PERSONNE.gerantMulti, '010001')).toBe(1);
  });

  it('403 when granting a module the dossier lacks; 404 for a person who shares none of my dossiers', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const res = await send
      .put(g, url(PERSONNE.testeur), { guidPersonne: PERSONNE.testeur, droits: [update('010001', 4), update('010003', 4, ['mesDocs_social'])] })
      .expect(403);
    expect(res.body.message).toContain('Écuries du Mont Aimé SAS');
    expect(await roleOf(PERSONNE.testeur, '010003')).toBeUndefined();
    expect((await send.put(g, url(PERSONNE.particulier), { guidPersonne: PERSONNE.particulier, droits: [update('010001', 3)] }).expect(404)).body.message).toBe(
      "Cette personne n'a accès à aucun de vos dossiers.",
    );
  });

  it('updates, adds and removes in one transaction, invalidating the person’s rights cache', async () => {
    const testeur = await signIn(t.baseUrl, 'testeur@exemple.fr');
    expect(await moduleCodes(testeur, '010001')).not.toContain('page_chiffres');
    const g = await signIn(t.baseUrl, GERANT);
    const res = await send
      .put(g, url(PERSONNE.testeur), {
        guidPersonne: PERSONNE.testeur,
        droits: [update('010001', 3, ['mesChiffres', 'contacts']), update('010002', 4, ['contacts'])],
      })
      .expect(200);
    expect(res.body.droits.map((d: { codeDossier: string; role: { idRole: number } }) => [d.codeDossier, d.role.idRole])).toEqual([
      ['010002', 4],
      ['010001', 3],
    ]);
    expect(await moduleCodes(testeur, '010001')).toContain('page_chiffres');
    expect(await moduleCodes(testeur, '010002')).toContain('page_contacts');
    await send
      .put(g, url(PERSONNE.testeur), { guidPersonne: PERSONNE.testeur, droits: [remove('010002'), update('010001', 4, ['mesDocs_social', 'contacts'])] })
      .expect(200);
    expect(await moduleCodes(testeur, '010002')).toBeUndefined();
    expect(await roleOf(PERSONNE.testeur, '010001')).toBe(4);
  });

  it('keeps at least one gérant: the whole request is undone', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const res = await send
      .put(g, url(PERSONNE.gerantMulti), { guidPersonne: PERSONNE.gerantMulti, droits: [update('010002', 3), update('010001', 3)] })
      .expect(400);
    expect(res.body.message).toBe('Un dossier doit garder au moins un gérant.');
    expect(await roleOf(PERSONNE.gerantMulti, '010002')).toBe(1);
    expect(await roleOf(PERSONNE.gerantMulti, '010001')).toBe(1);
  });
});

describe('DELETE /api/droits/{codeDossier}/{guidPersonne}', () => {
  const url = (code: string, guid: string) => `/api/droits/${code}/${guid}`;

  it('401, 400, 403 for a non-gérant or another person’s dossier, 404 without access', async () => {
    await send.delete(await anonymous(t.baseUrl), url('010001', PERSONNE.testeur)).expect(401);
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await send.delete(g, url('010001', 'x')).expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await send.delete(g, url('010004', PERSONNE.associe)).expect(403)).body, 403, 'INTERDIT');
    await send.delete(g, url('010016', PERSONNE.particulier)).expect(403);
    const testeur = await signIn(t.baseUrl, 'testeur@exemple.fr');
    await send.delete(testeur, url('010001', PERSONNE.gerantMulti)).expect(403);
    await send.delete(g, url('010001', PERSONNE.associe)).expect(404);
    expect(await roleOf(PERSONNE.associe, '010004')).toBe(3);
  });

  it('refuses removing the last gérant', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expect((await send.delete(g, url('010003', PERSONNE.gerantMulti)).expect(400)).body.message).toBe('Un dossier doit garder au moins un gérant.');
    expect(await roleOf(PERSONNE.gerantMulti, '010003')).toBe(1);
  });

  it('removes the person and their cached rights', async () => {
    const testeur = await signIn(t.baseUrl, 'testeur@exemple.fr');
    expect(await moduleCodes(testeur, '010001')).toBeDefined();
    const g = await signIn(t.baseUrl, GERANT);
    expect((await send.delete(g, url('010001', PERSONNE.testeur)).expect(200)).body).toEqual({ codeDossier: '010001', guidPersonne: PERSONNE.testeur });
    expect(await moduleCodes(testeur, '010001')).toBeUndefined();
    await send.put(g, `/api/droits/personne/${PERSONNE.testeur}`, restore(PERSONNE.testeur, '010001', 4, ['mesDocs_social', 'contacts'])).expect(404);
    await t.ds.query(`INSERT INTO droit (id, guid_personne, code_dossier, id_role) VALUES (gen_random_uuid(), $1, '010001', 4)`, [PERSONNE.testeur]);
  });
});

describe('DELETE /api/droits/{codeDossier}', () => {
  it('401, 400, 403 on a dossier I cannot open', async () => {
    await send.delete(await anonymous(t.baseUrl), '/api/droits/010001').expect(401);
    const testeur = await signIn(t.baseUrl, 'testeur@exemple.fr');
    expectEnvelope((await send.delete(testeur, '/api/droits/12').expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await send.delete(testeur, '/api/droits/010002').expect(403)).body, 403, 'INTERDIT');
  });

  it('lets me leave a dossier, but not as its last gérant', async () => {
    const p = await signIn(t.baseUrl, 'particulier@exemple.fr');
    expect((await send.delete(p, '/api/droits/010016').expect(400)).body.message).toBe('Un dossier doit garder au moins un gérant.');
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    expect(await moduleCodes(associe, '010004')).toBeDefined();
    expect((await send.delete(associe, '/api/droits/010004').expect(200)).body).toEqual({ codeDossier: '010004', guidPersonne: PERSONNE.associe });
    expect(await moduleCodes(associe, '010004')).toBeUndefined();
    await send.delete(associe, '/api/droits/010004').expect(403);
  });
});

describe('a dossier always keeps its gérant (issue 29, defect 3)', () => {
  const promote = (guid: string, code: string) => restore(guid, code, 1, []);
  const retirable = async (c: Awaited<ReturnType<typeof signIn>>) =>
    Object.fromEntries(
      (await c.http.get('/api/droits/mesDroits').expect(200)).body.dossiers.map((d: { codeDossier: string; retirable: boolean }) => [
        d.codeDossier,
        d.retirable,
      ]),
    );

  it('the sole gérant and the original gérant may not leave; a co-gérant may', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expect(await retirable(g)).toEqual({ '010001': false, '010002': false, '010003': false, '010004': true });
    expect(await retirable(await signIn(t.baseUrl, 'particulier@exemple.fr'))).toEqual({ '010016': false });
    await send.put(g, `/api/droits/personne/${PERSONNE.testeur}`, promote(PERSONNE.testeur, '010001')).expect(200);
    try {
      const coGerant = await signIn(t.baseUrl, 'testeur@exemple.fr');
      expect(await retirable(coGerant)).toEqual({ '010001': true });
      expect(await retirable(g)).toMatchObject({ '010001': false });
      const res = await send.delete(g, '/api/droits/010001').expect(400);
      expectEnvelope(res.body, 400, 'VALIDATION');
      expect(res.body.message).toBe("Le gérant d'origine du dossier garde toujours son accès de gérant.");
      expect(await roleOf(PERSONNE.gerantMulti, '010001')).toBe(1);
    } finally {
      await send.put(g, `/api/droits/personne/${PERSONNE.testeur}`, restore(PERSONNE.testeur, '010001', 4, ['mesDocs_social', 'contacts'])).expect(200);
    }
  });

  it('a co-gérant sees the original gérant as such and can neither remove nor demote them', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    await send.put(g, `/api/droits/personne/${PERSONNE.testeur}`, promote(PERSONNE.testeur, '010001')).expect(200);
    try {
      const coGerant = await signIn(t.baseUrl, 'testeur@exemple.fr');
      const sent = (await coGerant.http.get('/api/droits/sent').expect(200)).body;
      expect(sent.find((r: { guidPersonne: string }) => r.guidPersonne === PERSONNE.gerantMulti)).toMatchObject({
        codeDossier: '010001',
        role: { idRole: 1, nomRole: 'Gérant' },
        gerantOrigine: true,
      });
      const removed = await send.delete(coGerant, `/api/droits/010001/${PERSONNE.gerantMulti}`).expect(400);
      expect(removed.body.message).toBe("Le gérant d'origine du dossier garde toujours son accès de gérant.");
      for (const change of [
        { action: 'remove', droit: { codeDossier: '010001', idRole: -1, AutorisationsMyCDER: { categories: [] } } },
        { action: 'update', droit: { codeDossier: '010001', idRole: 2, AutorisationsMyCDER: { categories: ['outils'] } } },
      ]) {
        const res = await send
          .put(coGerant, `/api/droits/personne/${PERSONNE.gerantMulti}`, { guidPersonne: PERSONNE.gerantMulti, droits: [change] })
          .expect(400);
        expect(res.body.issues).toEqual([
          { path: 'droits.0.droit.codeDossier', message: "Le gérant d'origine du dossier garde toujours son accès de gérant." },
        ]);
      }
      expect(await roleOf(PERSONNE.gerantMulti, '010001')).toBe(1);
      // The original gérant still removes the co-gérant.
      expect((await g.http.get('/api/droits/sent').expect(200)).body[0]).toMatchObject({
        guidPersonne: PERSONNE.testeur,
        role: { idRole: 1 },
        gerantOrigine: false,
      });
    } finally {
      await send.put(g, `/api/droits/personne/${PERSONNE.testeur}`, restore(PERSONNE.testeur, '010001', 4, ['mesDocs_social', 'contacts'])).expect(200);
    }
    expect(await roleOf(PERSONNE.testeur, '010001')).toBe(4);
  });
});

it('documents every sharing path in the OpenAPI document, the category tree as a component', async () => {
  const doc = (await request(t.baseUrl).get('/api/docs/openapi.json').expect(200)).body;
  for (const route of apiRoutes.filter((r) => r.tag === 'partage')) expect(doc.paths[route.path]?.[route.method]).toBeDefined();
  expect(doc.components.schemas.Categorie.properties.souscategories.items).toEqual({ $ref: '#/components/schemas/Categorie' });
  expect(JSON.stringify(doc)).not.toContain('#/$defs/');
});
