import request from 'supertest';
import { DUER_TEXTES_LIMITES, DuerMessages as M, DuerTextesMessages as T } from '@portail/contracts';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';

/**
 * Preamble, general information and cover page (spec 03 §2.8, §2.9, §4, §5, §6, §7.6). Fixtures are inserted here
 * (years 2028..2036 of 010001 and 010004), so the file passes with or without the seeded DUERs.
 */
jest.setTimeout(90_000);

let t: TestPortal;
const GERANT = 'gerant.multi@exemple.fr'; // gérant of 010001 (tool_duer); role 2 on 010004 (no tool_duer)
const ASSOCIE = 'associe@exemple.fr'; // 010004 only
type Caller = Awaited<ReturnType<typeof agent>>;
type Method = 'get' | 'post' | 'put' | 'delete';

const call = (c: Caller, method: Method, path: string, body?: object) => {
  let req = c.http[method](path);
  if (method !== 'get') req = req.set('x-csrf-token', c.csrf);
  return body ? req.send(body) : req;
};

let q: (sql: string, params?: unknown[]) => Promise<{ id: number }[]>;
const one = async (sql: string, params: unknown[] = []) => (await q(sql, params))[0].id;
const duer = (codeDossier: string, annee: number, estFini = false) =>
  one('INSERT INTO duer (code_dossier, annee, est_fini) VALUES ($1, $2, $3) RETURNING id', [codeDossier, annee, estFini]);

let enCours: number; // 010001, 2031
let fini: number; // 010001, 2030, finished
let sansModule: number; // 010004, 2031
let categorieFini: number;

const INFOS = {
  natureActivite: 'Polyculture',
  nombreSalaries: '3',
  trousseDeSecours: 'Oui',
  responsableTrousseDeSecours: 'M. Martin',
  presenceDeSecouriste: 'Non',
  referentSecurite: 'Mme Martin',
  auCoursDes12DerniersMois: 'Aucun arrêt',
  nombreAccidents: '0',
  nombreMaladiesProfessionnelles: '0',
};
const PAGE = { champ1: 'EARL', champ2: 'Vertus', champ3: '', champ4: '', dateMiseAJour: 'Mars 2031', ingenieurConseil: 'Julie Bernard' };
const PREAMBULE = { descriptifExploitation: 'Polyculture', ressourcesHumaines: '', prestationsServices: 'ETA', categories: [] };

beforeAll(async () => {
  t = await startTestPortal();
  q = (sql, params = []) => t.ds.query(sql, params);
  await q(`DELETE FROM duer WHERE code_dossier IN ('010001', '010004') AND annee BETWEEN 2028 AND 2036`);
  enCours = await duer('010001', 2031);
  fini = await duer('010001', 2030, true);
  sansModule = await duer('010004', 2031);
  const p = await one(`INSERT INTO duer_preambule (id_duer, descriptif_exploitation) VALUES ($1, 'Texte fini') RETURNING id`, [fini]);
  categorieFini = await one(`INSERT INTO duer_preambule_categorie (id_preambule, titre, contenu, ordre) VALUES ($1, 'Sécurité', 'x', 1) RETURNING id`, [p]);
});
afterAll(() => t.close());

const D = (id: number) => `/api/duer/${id}`;
const routes = (id: number, idCategorie = 1): [Method, string, object?][] => [
  ['get', `${D(id)}/preambule`],
  ['put', `${D(id)}/preambule`, PREAMBULE],
  ['get', `${D(id)}/preambule/categories`],
  ['post', `${D(id)}/preambule/categories`, { titre: 'Nouvelle' }],
  ['put', `${D(id)}/preambule/categories/${idCategorie}`, { titre: 'Titre', contenu: 'x' }],
  ['delete', `${D(id)}/preambule/categories/${idCategorie}`],
  ['get', `${D(id)}/informations-generales`],
  ['put', `${D(id)}/informations-generales`, INFOS],
  ['get', `${D(id)}/page-de-garde`],
  ['put', `${D(id)}/page-de-garde`, PAGE],
  ['get', `${D(id)}/page-de-garde/gerants`],
  ['get', `${D(id)}/page-de-garde/ingenieur-conseil`],
];

describe('access on every route', () => {
  it('401 anonymous', async () => {
    for (const [method, path, body] of routes(enCours)) {
      const res = method === 'get' ? await request(t.baseUrl).get(path) : await call(await agent(t.baseUrl), method, path, body);
      expect([path, res.status]).toEqual([path, 401]);
      expectEnvelope(res.body, 401);
    }
  });

  it("403 on another person's dossier, 403 without the DUER module", async () => {
    const associe = await signIn(t.baseUrl, ASSOCIE);
    for (const [method, path, body] of routes(enCours)) {
      const res = await call(associe, method, path, body);
      expect([path, res.status]).toEqual([path, 403]);
      expectEnvelope(res.body, 403);
    }
    const g = await signIn(t.baseUrl, GERANT);
    for (const [method, path, body] of routes(sansModule)) {
      const res = await call(g, method, path, body);
      expect([path, res.status]).toEqual([path, 403]);
      expectEnvelope(res.body, 403, 'MODULE_INTERDIT');
    }
  });

  it('400 with the envelope and the French messages on bad input, never 500', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const bad = async (method: Method, path: string, body?: object, message?: string) => {
      const res = await call(g, method, path, body);
      expect([path, res.status]).toEqual([path, 400]);
      expectEnvelope(res.body, 400, 'VALIDATION');
      if (message) expect(res.body.issues.map((i: { message: string }) => i.message)).toContain(message);
    };
    await bad('get', '/api/duer/abc/preambule');
    await bad('put', `${D(enCours)}/preambule`, { ...PREAMBULE, descriptifExploitation: 'x'.repeat(65536) }, T.contenuTropLong);
    await bad('put', `${D(enCours)}/preambule`, { ...PREAMBULE, categories: [{ id: 'x', contenu: '' }] });
    await bad('put', `${D(enCours)}/preambule`, { descriptifExploitation: 'a' });
    await bad('post', `${D(enCours)}/preambule/categories`, { titre: '  ' }, T.titreRequis);
    await bad('post', `${D(enCours)}/preambule/categories`, { titre: 'x'.repeat(256) }, T.titreTropLong);
    await bad('post', `${D(enCours)}/preambule/categories`, {});
    await bad('put', `${D(enCours)}/preambule/categories/1`, { titre: '', contenu: '' }, T.titreVide);
    await bad('put', `${D(enCours)}/preambule/categories/abc`, { titre: 'a', contenu: '' });
    await bad('delete', `${D(enCours)}/preambule/categories/0`);
    await bad('put', `${D(enCours)}/informations-generales`, { ...INFOS, referentSecurite: 'x'.repeat(129) }, T.champTropLong);
    await bad('put', `${D(enCours)}/informations-generales`, { ...INFOS, nombreAccidents: 2 });
    await bad('put', `${D(enCours)}/informations-generales`, { ...INFOS, natureActivite: 'a\u0000b' });
    await bad('put', `${D(enCours)}/page-de-garde`, { ...PAGE, ingenieurConseil: 'x'.repeat(129) }, T.champTropLong);
    await bad('put', `${D(enCours)}/page-de-garde`, { ...PAGE, champ1: 'x'.repeat(256) }, T.ligneTropLongue);
    await bad('put', `${D(enCours)}/page-de-garde`, { champ1: 'a' });
  });

  it('400 when the preamble already holds the maximum of categories', async () => {
    const plein = await duer('010001', 2035);
    const p = await one(`INSERT INTO duer_preambule (id_duer) VALUES ($1) RETURNING id`, [plein]);
    await q(`INSERT INTO duer_preambule_categorie (id_preambule, titre, ordre) SELECT $1, 'Catégorie ' || n, n FROM generate_series(1, $2::int) n`, [
      p,
      DUER_TEXTES_LIMITES.categoriesMax,
    ]);
    const g = await signIn(t.baseUrl, GERANT);
    const res = await call(g, 'post', `${D(plein)}/preambule/categories`, { titre: 'Une de trop' }).expect(400);
    expectEnvelope(res.body, 400, 'VALIDATION');
    expect(res.body.message).toBe(T.categoriesMax);
  });

  it('404 on an unknown DUER and on a category of another DUER', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await call(g, 'get', `/api/duer/99999999/preambule`).expect(404)).body, 404);
    const res = await call(g, 'put', `${D(enCours)}/preambule/categories/${categorieFini}`, { titre: 'X', contenu: '' }).expect(404);
    expect(res.body.message).toBe(T.categorieIntrouvable);
    expectEnvelope(
      (await call(g, 'put', `${D(enCours)}/preambule`, { ...PREAMBULE, categories: [{ id: categorieFini, contenu: 'x' }] }).expect(404)).body,
      404,
    );
  });
});

describe('preamble', () => {
  it('reads empty, saves empty texts as a single space, adds, renames, reorders and deletes categories', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const vide = (await call(g, 'get', `${D(enCours)}/preambule`).expect(200)).body;
    expect(vide).toMatchObject({ idPreambule: null, descriptifExploitation: '', ressourcesHumaines: '', prestationsServices: '', categories: [] });
    expect(vide.droits.droitModifs).toBe(true);

    const saved = (await call(g, 'put', `${D(enCours)}/preambule`, PREAMBULE).expect(200)).body;
    expect(saved).toMatchObject({ descriptifExploitation: 'Polyculture', ressourcesHumaines: ' ', prestationsServices: 'ETA' });
    expect(saved.idPreambule).toEqual(expect.any(Number));

    await call(g, 'post', `${D(enCours)}/preambule/categories`, { titre: ' Sécurité ' }).expect(201);
    const deux = (await call(g, 'post', `${D(enCours)}/preambule/categories`, { titre: 'Formation' }).expect(201)).body;
    expect(deux.categories.map((c: { titre: string; ordre: number; contenu: string }) => [c.titre, c.ordre, c.contenu])).toEqual([
      ['Sécurité', 1, ' '],
      ['Formation', 2, ' '],
    ]);
    const [a, b] = deux.categories as { id: number }[];

    const contenus = (
      await call(g, 'put', `${D(enCours)}/preambule`, {
        ...PREAMBULE,
        categories: [
          { id: a.id, contenu: 'Gilets fournis' },
          { id: b.id, contenu: '' },
        ],
      }).expect(200)
    ).body;
    expect(contenus.categories.map((c: { contenu: string }) => c.contenu)).toEqual(['Gilets fournis', ' ']);

    const renomme = (await call(g, 'put', `${D(enCours)}/preambule/categories/${b.id}`, { titre: 'Formations', contenu: '', ordre: 1 }).expect(200)).body;
    expect(renomme.categories.find((c: { id: number }) => c.id === b.id)).toMatchObject({ titre: 'Formations', contenu: ' ', ordre: 1 });

    const liste = (await call(g, 'get', `${D(enCours)}/preambule/categories`).expect(200)).body;
    expect(liste.map((c: { titre: string }) => c.titre)).toEqual(['Sécurité', 'Formations']);

    const apres = (await call(g, 'delete', `${D(enCours)}/preambule/categories/${a.id}`).expect(200)).body;
    expect(apres.categories).toEqual([{ id: b.id, titre: 'Formations', contenu: ' ', ordre: 1 }]);
  });

  it('a finished DUER refuses member writes; advisers still may', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const lu = (await call(g, 'get', `${D(fini)}/preambule`).expect(200)).body;
    expect(lu.droits).toMatchObject({ droitModifs: false, droitCreation: false });
    for (const [method, path, body] of routes(fini, categorieFini).filter(([m]) => m !== 'get')) {
      const res = await call(g, method, path, body);
      expect([path, res.status]).toEqual([path, 403]);
      expect(res.body.message).toBe(M.duerFini);
    }
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    const ok = (await call(ce, 'put', `${D(fini)}/preambule/categories/${categorieFini}`, { titre: 'Sécurité au travail', contenu: 'y' }).expect(200)).body;
    expect(ok.categories[0]).toMatchObject({ titre: 'Sécurité au travail', contenu: 'y' });
    await call(ce, 'post', `${D(fini)}/preambule/categories`, { titre: 'Ajout conseiller' }).expect(201);
    await call(ce, 'put', `${D(fini)}/informations-generales`, INFOS).expect(200);
    await call(ce, 'put', `${D(fini)}/page-de-garde`, PAGE).expect(200);
  });
});

describe('general information and cover page', () => {
  it('general information reads empty, then keeps the nine fields', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const vide = (await call(g, 'get', `${D(enCours)}/informations-generales`).expect(200)).body;
    expect(Object.values(vide.informations)).toEqual(Array(9).fill(''));
    await call(g, 'put', `${D(enCours)}/informations-generales`, INFOS).expect(200);
    const lu = (await call(g, 'get', `${D(enCours)}/informations-generales`).expect(200)).body;
    expect(lu.informations).toEqual(INFOS);
  });

  it('cover page: Rédacteur prefilled with the dossier’s chargé d’études until saved; gérants and adviser listed', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const vide = (await call(g, 'get', `${D(enCours)}/page-de-garde`).expect(200)).body;
    expect(vide.pageDeGarde).toEqual({ champ1: '', champ2: '', champ3: '', champ4: '', dateMiseAJour: '', ingenieurConseil: 'Julie Bernard' });
    const gerants = (await call(g, 'get', `${D(enCours)}/page-de-garde/gerants`).expect(200)).body;
    expect(gerants.length).toBeGreaterThan(0);
    expect(gerants[0]).toEqual({ prenom: expect.any(String), nom: expect.any(String) });
    const ic = (await call(g, 'get', `${D(enCours)}/page-de-garde/ingenieur-conseil`).expect(200)).body;
    expect(ic).toEqual({ ingenieurConseil: { prenom: 'Julie', nom: 'Bernard' } });

    await call(g, 'put', `${D(enCours)}/page-de-garde`, { ...PAGE, ingenieurConseil: 'Paul Durand' }).expect(200);
    const lu = (await call(g, 'get', `${D(enCours)}/page-de-garde`).expect(200)).body;
    expect(lu.pageDeGarde).toEqual({ ...PAGE, ingenieurConseil: 'Paul Durand' });
    await call(g, 'put', `${D(enCours)}/page-de-garde`, { ...PAGE, ingenieurConseil: '' }).expect(200);
    expect((await call(g, 'get', `${D(enCours)}/page-de-garde`).expect(200)).body.pageDeGarde.ingenieurConseil).toBe('');
  });
});

describe('copy of a DUER', () => {
  it('with content carries the texts; without content starts empty', async () => {
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    const source = await duer('010001', 2032);
    await call(ce, 'put', `${D(source)}/preambule`, { ...PREAMBULE, descriptifExploitation: 'Source' }).expect(200);
    await call(ce, 'post', `${D(source)}/preambule/categories`, { titre: 'Sécurité' }).expect(201);
    await call(ce, 'post', `${D(source)}/preambule/categories`, { titre: 'Formation' }).expect(201);
    await call(ce, 'put', `${D(source)}/informations-generales`, INFOS).expect(200);
    await call(ce, 'put', `${D(source)}/page-de-garde`, PAGE).expect(200);

    const copie = (await call(ce, 'post', '/api/duer/dossier/010001', { mode: 'copie', annee: 2033, anneeSource: 2032, copierContenu: true }).expect(201)).body;
    const p = (await call(ce, 'get', `${D(copie.id)}/preambule`).expect(200)).body;
    expect(p.descriptifExploitation).toBe('Source');
    expect(p.categories.map((c: { titre: string; ordre: number }) => [c.titre, c.ordre])).toEqual([
      ['Sécurité', 1],
      ['Formation', 2],
    ]);
    expect((await call(ce, 'get', `${D(copie.id)}/informations-generales`).expect(200)).body.informations).toEqual(INFOS);
    expect((await call(ce, 'get', `${D(copie.id)}/page-de-garde`).expect(200)).body.pageDeGarde).toEqual(PAGE);

    const structure = (await call(ce, 'post', '/api/duer/dossier/010001', { mode: 'copie', annee: 2034, anneeSource: 2032, copierContenu: false }).expect(201))
      .body;
    const vide = (await call(ce, 'get', `${D(structure.id)}/preambule`).expect(200)).body;
    expect(vide).toMatchObject({ idPreambule: null, descriptifExploitation: '', categories: [] });
  });
});
