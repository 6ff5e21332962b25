import request from 'supertest';
import { DuerMessages as M } from '@portail/contracts';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';

/**
 * The module screen's content (spec 03 §2.4, §3.4–3.8, §4, §5, §6): module detail, save with its version (409
 * CONFLIT), history, operations, risks, pictograms. Fixtures are inserted here (years 2028..2036), so the file passes
 * with or without the seeded DUERs.
 */
// Several saves and reloads per test: more than the default 30 s when the machine is shared with other suites.
jest.setTimeout(90_000);

let t: TestPortal;
const GERANT = 'gerant.multi@exemple.fr'; // gérant of 010001, 010002, 010003 (tool_duer); role 2 on 010004 (no tool_duer)
const ASSOCIE = 'associe@exemple.fr'; // 010004 only
type Caller = Awaited<ReturnType<typeof agent>>;
type Method = 'get' | 'post' | 'put' | 'delete';

const call = (c: Caller, method: Method, path: string, body?: object, codeDossier?: string) => {
  let req = c.http[method](path);
  if (method !== 'get') req = req.set('x-csrf-token', c.csrf);
  if (codeDossier) req = req.set('x-code-dossier', codeDossier);
  return body ? req.send(body) : req;
};

interface Arbre {
  idDuer: number;
  idCategorie: number;
  modules: number[];
  groupe: number;
  risques: number[];
}

let q: (sql: string, params?: unknown[]) => Promise<{ id: number }[]>;
const one = async (sql: string, params: unknown[] = []) => (await q(sql, params))[0].id;

const lib = { categorie: 0, module: 0, module2: 0, groupeA: 0, groupeB: 0, risqueA: 0, risqueB1: 0, risqueB2: 0, picto1: 0, picto2: 0 };
let a: Arbre; // 010001, 2031, new method, in progress
let fini: Arbre; // 010001, 2030, finished
let old: Arbre; // 010002, 2031, old method
let sansModule: Arbre; // 010004, 2031 (no tool_duer)

async function arbre(
  codeDossier: string,
  annee: number,
  opts: { version?: number; estFini?: boolean; ratings?: [number | null, number | null, number | null][] },
) {
  const idDuer = await one('INSERT INTO duer (code_dossier, annee, est_fini, version_calcul_risque) VALUES ($1, $2, $3, $4) RETURNING id', [
    codeDossier,
    annee,
    opts.estFini ?? false,
    opts.version ?? 1,
  ]);
  const idCategorie = await one('INSERT INTO duer_categorie (id_duer, id_base_categorie, ordre) VALUES ($1, $2, 1) RETURNING id', [idDuer, lib.categorie]);
  const m1 = await one('INSERT INTO duer_module (id_duer_categorie, id_base_module, ordre) VALUES ($1, $2, 1) RETURNING id', [idCategorie, lib.module]);
  const m2 = await one('INSERT INTO duer_module (id_duer_categorie, id_base_module, ordre) VALUES ($1, $2, 2) RETURNING id', [idCategorie, lib.module2]);
  const groupe = await one('INSERT INTO duer_groupe (id_duer_module, id_base_groupe, ordre) VALUES ($1, $2, 1) RETURNING id', [m1, lib.groupeA]);
  const risques: number[] = [];
  for (const [i, [g, f, m]] of (opts.ratings ?? [[null, null, null]]).entries()) {
    risques.push(
      await one(
        `INSERT INTO duer_risque (id_duer_groupe, id_base_risque, ordre, gravite, frequence, maitrise_dixiemes, mesure_existante)
         VALUES ($1, $2, $3, $4, $5, $6, 'Gants') RETURNING id`,
        [groupe, lib.risqueA, i + 1, g, f, m],
      ),
    );
  }
  return { idDuer, idCategorie, modules: [m1, m2], groupe, risques };
}

beforeAll(async () => {
  t = await startTestPortal();
  q = (sql, params = []) => t.ds.query(sql, params);
  await q(`DELETE FROM duer WHERE code_dossier IN ('010001', '010002', '010003', '010004') AND annee BETWEEN 2028 AND 2036`);
  lib.picto1 = await one(`INSERT INTO duer_base_picto (nom, type_mime, image) VALUES ('Gants test', 'image/png', 'iVBORw0KGgo=') RETURNING id`);
  lib.picto2 = await one(`INSERT INTO duer_base_picto (nom, type_mime, image) VALUES ('Lunettes test', 'image/png', 'iVBORw0KGgp=') RETURNING id`);
  lib.categorie = await one(`INSERT INTO duer_base_categorie (nom, id_base_type) VALUES ('Atelier test', 1) RETURNING id`);
  lib.module = await one(`INSERT INTO duer_base_module (nom, id_base_categorie) VALUES ('Soudure test', $1) RETURNING id`, [lib.categorie]);
  lib.module2 = await one(`INSERT INTO duer_base_module (nom, id_base_categorie) VALUES ('Meulage test', $1) RETURNING id`, [lib.categorie]);
  lib.groupeA = await one(`INSERT INTO duer_base_groupe (nom, id_base_module, ordre) VALUES ('Découpe à chaud', $1, 1) RETURNING id`, [lib.module]);
  lib.groupeB = await one(`INSERT INTO duer_base_groupe (nom, id_base_module, ordre) VALUES ('Perçage', $1, 2) RETURNING id`, [lib.module]);
  lib.risqueA = await one(`INSERT INTO duer_base_risque (nom, id_base_groupe, est_avec_picto) VALUES ('Brûlure', $1, true) RETURNING id`, [lib.groupeA]);
  lib.risqueB1 = await one(
    `INSERT INTO duer_base_risque (nom, id_base_groupe, mesure_existante, mesure_a_faire, ordre) VALUES ('Projection', $1, 'Écran', 'Lunettes', 1) RETURNING id`,
    [lib.groupeB],
  );
  lib.risqueB2 = await one(`INSERT INTO duer_base_risque (nom, id_base_groupe, ordre) VALUES ('Bruit', $1, 2) RETURNING id`, [lib.groupeB]);
  await q(`INSERT INTO duer_base_risque_picto (id_base_risque, id_base_picto, description) VALUES ($1, $2, 'Porter des lunettes')`, [lib.risqueB1, lib.picto2]);
  a = await arbre('010001', 2031, {
    ratings: [
      [3, 1, null],
      [null, null, null],
    ],
  });
  fini = await arbre('010001', 2030, { estFini: true, ratings: [[5, 5, null]] });
  old = await arbre('010002', 2031, { version: 0, ratings: [[7, 3, 10]] });
  sansModule = await arbre('010004', 2031, {});
});
afterAll(() => t.close());

const D = (x: Arbre) => `/api/duer/${x.idDuer}`;
const routes = (x: Arbre): [Method, string, object?][] => [
  ['get', `${D(x)}/modules/${x.modules[0]}`],
  ['put', `${D(x)}/modules/${x.modules[0]}/enregistrement`, { version: 0, remarque: null, groupesOrdre: [], risques: [] }],
  ['get', `${D(x)}/modules/${x.modules[0]}/historique`],
  ['get', `${D(x)}/modules/${x.modules[0]}/groupes/base`],
  ['get', `${D(x)}/groupes/disponibles`],
  ['post', `${D(x)}/modules/${x.modules[0]}/groupes`, { mode: 'nouveau', nom: 'Interdit' }],
  ['put', `${D(x)}/groupes/${x.groupe}`, { nom: 'Interdit' }],
  ['delete', `${D(x)}/groupes/${x.groupe}`],
  ['get', `${D(x)}/groupes/${x.groupe}/risques/base`],
  ['post', `${D(x)}/groupes/${x.groupe}/risques`, { nom: 'Interdit' }],
  ['put', `${D(x)}/risques/${x.risques[0]}`, { nom: 'Interdit' }],
  ['delete', `${D(x)}/risques/${x.risques[0]}`],
  ['get', `${D(x)}/pictos`],
  ['put', `${D(x)}/risques/${x.risques[0]}/pictos`, { ajouts: [], suppressions: [], modifications: [] }],
];

const risqueBody = (
  r: { id: number; ordre: number; estActif: boolean; mesureExistante: string; mesureAFaire: string; mesureQui: string; mesureDelai: string },
  cot: object,
) => ({
  id: r.id,
  ordre: r.ordre,
  estActif: r.estActif,
  mesureExistante: r.mesureExistante,
  mesureAFaire: r.mesureAFaire,
  mesureQui: r.mesureQui,
  mesureDelai: r.mesureDelai,
  gravite: null,
  frequence: null,
  maitrise: null,
  ...cot,
});
type Detail = {
  version: number;
  module: { estValide: boolean; remarque: string | null };
  suivant: { idModule: number; etape: number; total: number; nom: string } | null;
  groupes: {
    id: number;
    ordre: number;
    duerBaseGroupe: { id: number; nom: string };
    duerRisques: {
      id: number;
      ordre: number;
      estActif: boolean;
      gravite: number | null;
      frequence: number | null;
      maitrise: number | null;
      score: number | null;
      niveau: string;
      mesureExistante: string;
      mesureAFaire: string;
      mesureQui: string;
      mesureDelai: string;
      duerBaseRisque: { id: number; nom: string };
      duerPictos: { id: number; description: string; duerBasePicto: { id: number } }[];
    }[];
  }[];
};
const risquesOf = (d: Detail) => d.groupes.flatMap((g) => g.duerRisques);

describe('access on every content route', () => {
  it('401 anonymous', async () => {
    for (const [method, path, body] of routes(a)) {
      const res = method === 'get' ? await request(t.baseUrl).get(path) : await call(await agent(t.baseUrl), method, path, body);
      expect([path, res.status]).toEqual([path, 401]);
      expectEnvelope(res.body, 401);
    }
  });

  it("403 on another person's dossier, 403 without the DUER module", async () => {
    const associe = await signIn(t.baseUrl, ASSOCIE);
    for (const [method, path, body] of routes(a)) {
      const res = await call(associe, method, path, body);
      expect([path, res.status]).toEqual([path, 403]);
      expectEnvelope(res.body, 403);
    }
    const g = await signIn(t.baseUrl, GERANT);
    for (const [method, path, body] of routes(sansModule)) {
      const res = await call(g, method, path, body);
      expect([path, res.status]).toEqual([path, 403]);
      expectEnvelope(res.body, 403);
    }
    expectEnvelope((await call(g, 'get', routes(sansModule)[0][1]).expect(403)).body, 403, 'MODULE_INTERDIT');
  });

  it('404 on an unknown DUER and on an element of another DUER', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await call(g, 'get', `/api/duer/99999999/modules/${a.modules[0]}`).expect(404)).body, 404);
    const other = (await call(g, 'get', `${D(a)}/modules/${old.modules[0]}`).expect(404)).body;
    expectEnvelope(other, 404, 'INTROUVABLE');
    expect(other.message).toBe(M.elementIntrouvable);
    expectEnvelope((await call(g, 'put', `${D(a)}/groupes/${old.groupe}`, { nom: 'X' }).expect(404)).body, 404);
    expectEnvelope((await call(g, 'delete', `${D(a)}/risques/${old.risques[0]}`).expect(404)).body, 404);
    expectEnvelope((await call(g, 'get', `${D(a)}/groupes/${old.groupe}/risques/base`).expect(404)).body, 404);
    expectEnvelope(
      (await call(g, 'put', `${D(a)}/risques/${old.risques[0]}/pictos`, { ajouts: [], suppressions: [], modifications: [] }).expect(404)).body,
      404,
    );
  });

  it('400 with the envelope on bad params and bodies, never 500', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const bad = async (method: Method, path: string, body?: object, message?: string) => {
      const res = await call(g, method, path, body);
      expect([path, res.status]).toEqual([path, 400]);
      expectEnvelope(res.body, 400, 'VALIDATION');
      if (message) expect(res.body.issues.map((i: { message: string }) => i.message)).toContain(message);
    };
    await bad('get', `${D(a)}/modules/abc`);
    await bad('get', `/api/duer/abc/modules/${a.modules[0]}`);
    await bad('put', `${D(a)}/modules/${a.modules[0]}/enregistrement`, { version: 'x' });
    await bad(
      'put',
      `${D(a)}/modules/${a.modules[0]}/enregistrement`,
      { version: 0, remarque: 'x'.repeat(2049), groupesOrdre: [], risques: [] },
      M.remarqueTropLongue,
    );
    await bad('post', `${D(a)}/modules/${a.modules[0]}/groupes`, { mode: 'nouveau', nom: '' }, M.libelleRequis);
    await bad('post', `${D(a)}/modules/${a.modules[0]}/groupes`, { mode: 'nouveau', nom: 'x'.repeat(129) }, M.libelleTropLong);
    await bad('post', `${D(a)}/modules/${a.modules[0]}/groupes`, { mode: 'groupeEtRisque', nomGroupe: 'Op', nomRisque: ' ' }, M.groupeEtRisqueRequis);
    await bad('post', `${D(a)}/modules/${a.modules[0]}/groupes`, { mode: 'autreDuer' }, M.aucuneOperationSelectionnee);
    await bad('post', `${D(a)}/modules/${a.modules[0]}/groupes`, { mode: 'inconnu' });
    await bad('put', `${D(a)}/groupes/${a.groupe}`, { nom: '' }, M.libelleRequis);
    await bad('post', `${D(a)}/groupes/${a.groupe}/risques`, {});
    await bad('put', `${D(a)}/risques/${a.risques[0]}`, { nom: 'x'.repeat(129) }, M.libelleTropLong);
    await bad('delete', `${D(a)}/risques/0`);
    await bad('delete', `${D(a)}/groupes/-1`);
    await bad('get', `${D(a)}/groupes/abc/risques/base`);
    await bad(
      'put',
      `${D(a)}/risques/${a.risques[0]}/pictos`,
      { ajouts: [{ idBasePicto: lib.picto1, description: 'x'.repeat(256) }], suppressions: [], modifications: [] },
      M.pictoDescriptionTropLongue,
    );
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    const res = await call(ce, 'get', `${D(a)}/groupes/disponibles?annee=abc`);
    expect(res.status).toBe(400);
    expectEnvelope(res.body, 400, 'VALIDATION');
    expectEnvelope((await call(ce, 'get', `${D(a)}/modules/abc/historique`).expect(400)).body, 400, 'VALIDATION');
  });
});

describe('module detail', () => {
  it('operations, risks with score and level, next module with its step', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const d: Detail & { categorie: { id: number; nom: string }; duer: { annee: number }; droits: { droitModifs: boolean } } = (
      await call(g, 'get', `${D(a)}/modules/${a.modules[0]}`).expect(200)
    ).body;
    expect(d.duer.annee).toBe(2031);
    expect(d.categorie).toEqual({ id: a.idCategorie, nom: 'Atelier test' });
    expect(d.droits.droitModifs).toBe(true);
    expect(d.groupes).toHaveLength(1);
    expect(d.groupes[0].duerBaseGroupe.nom).toBe('Découpe à chaud');
    expect(risquesOf(d)[0]).toMatchObject({ gravite: 3, frequence: 1, maitrise: null, score: 3, niveau: 'Faible', mesureExistante: 'Gants' });
    expect(risquesOf(d)[1]).toMatchObject({ score: null, niveau: 'Non initialisé' });
    expect(d.module.estValide).toBe(false);
    expect(d.suivant).toEqual({ idCategorie: a.idCategorie, idModule: a.modules[1], nom: 'Meulage test', etape: 2, total: 2 });
    expect((await call(g, 'get', `${D(a)}/modules/${a.modules[1]}`).expect(200)).body.suivant).toBeNull();
    const o: Detail = (await call(g, 'get', `${D(old)}/modules/${old.modules[0]}`).expect(200)).body;
    expect(risquesOf(o)[0]).toMatchObject({ gravite: 7, frequence: 3, maitrise: 1, score: 21, niveau: 'Préoccupant' });
  });
});

describe('save (enregistrement)', () => {
  it('stores ratings at the level boundaries (new method), measures, order and remark; version + 1; validity', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const path = `${D(a)}/modules/${a.modules[0]}`;
    const d: Detail = (await call(g, 'get', path).expect(200)).body;
    const [r1, r2] = risquesOf(d);
    const check = async (cot: { gravite: number; frequence: number }, score: number, niveau: string) => {
      const cur: Detail = (await call(g, 'get', path).expect(200)).body;
      const res: Detail = (
        await call(g, 'put', `${path}/enregistrement`, { version: cur.version, remarque: null, groupesOrdre: [], risques: [risqueBody(r1, cot)] }).expect(200)
      ).body;
      expect(res.version).toBe(cur.version + 1);
      expect(risquesOf(res)[0]).toMatchObject({ ...cot, score, niveau });
    };
    await check({ gravite: 3, frequence: 1 }, 3, 'Faible');
    await check({ gravite: 2, frequence: 2 }, 4, 'À surveiller');
    await check({ gravite: 2, frequence: 3 }, 6, 'À surveiller');
    await check({ gravite: 4, frequence: 2 }, 8, 'Important');
    await check({ gravite: 3, frequence: 4 }, 12, 'Important');
    await check({ gravite: 3, frequence: 5 }, 15, 'Préoccupant');
    await check({ gravite: 5, frequence: 5 }, 25, 'Préoccupant');
    const cur: Detail = (await call(g, 'get', path).expect(200)).body;
    const res: Detail = (
      await call(g, 'put', `${path}/enregistrement`, {
        version: cur.version,
        remarque: 'Revoir en juin',
        groupesOrdre: [{ id: a.groupe, ordre: 3 }],
        risques: [risqueBody(r2, { gravite: 1, frequence: 2, mesureQui: 'Chef d’atelier', mesureDelai: 'Juin', ordre: 5 })],
      }).expect(200)
    ).body;
    expect(res.module.remarque).toBe('Revoir en juin');
    // Orders are stored renumbered 1..n: the only operation is 1, the risk sent last stays last (issue 29, defect 26).
    expect(res.groupes[0].ordre).toBe(1);
    expect(risquesOf(res)[1]).toMatchObject({ id: r2.id, ordre: 2, mesureQui: 'Chef d’atelier', score: 2, niveau: 'Faible' });
    expect(res.module.estValide).toBe(true);
    const [row] = await t.ds.query('SELECT gravite, frequence, maitrise_dixiemes FROM duer_risque WHERE id = $1', [r2.id]);
    expect(row).toEqual({ gravite: 1, frequence: 2, maitrise_dixiemes: null });
  });

  it('old method: maîtrise stored × 10, 0.3 and 9 / 21 at the boundaries', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const path = `${D(old)}/modules/${old.modules[0]}`;
    const save = async (cot: { gravite: number | null; frequence: number | null; maitrise: number | null }, status = 200) => {
      const cur: Detail = (await call(g, 'get', path).expect(200)).body;
      const res = await call(g, 'put', `${path}/enregistrement`, {
        version: cur.version,
        remarque: null,
        groupesOrdre: [],
        risques: [risqueBody(risquesOf(cur)[0], cot)],
      });
      expect(res.status).toBe(status);
      return res.body;
    };
    const cases: [number, number, number, number, string, number][] = [
      [1, 3, 0.1, 0.3, 'Faible', 1],
      [1, 2, 1, 2, 'Faible', 10],
      [7, 3, 0.1, 2.1, 'À surveiller', 1],
      [3, 3, 1, 9, 'À surveiller', 10],
      [7, 1, 1.5, 10.5, 'Important', 15],
      [10, 2, 1, 20, 'Important', 10],
      [7, 3, 1, 21, 'Préoccupant', 10],
      [10, 4, 1.5, 60, 'Préoccupant', 15],
    ];
    for (const [gravite, frequence, maitrise, score, niveau, dixiemes] of cases) {
      const res: Detail = await save({ gravite, frequence, maitrise });
      expect(risquesOf(res)[0]).toMatchObject({ gravite, frequence, maitrise, score, niveau });
      const [row] = await t.ds.query('SELECT maitrise_dixiemes FROM duer_risque WHERE id = $1', [old.risques[0]]);
      expect(row.maitrise_dixiemes).toBe(dixiemes);
    }
    const invalide = await save({ gravite: 2, frequence: 3, maitrise: 1 }, 400);
    expectEnvelope(invalide, 400, 'VALIDATION');
    expect(invalide.message).toBe(M.cotationInvalide);
    expect((await save({ gravite: 3, frequence: 3, maitrise: null }, 400)).message).toBe(M.cotationPartielle);
    expect((await save({ gravite: null, frequence: null, maitrise: null })).groupes[0].duerRisques[0].niveau).toBe('Non initialisé');
  });

  it('400 on ratings outside the new method, 404 on a risk or operation of another module, nothing written', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const path = `${D(a)}/modules/${a.modules[0]}`;
    const cur: Detail = (await call(g, 'get', path).expect(200)).body;
    const r1 = risquesOf(cur)[0];
    const save = (risques: object[], groupesOrdre: object[] = []) =>
      call(g, 'put', `${path}/enregistrement`, { version: cur.version, remarque: 'ne pas écrire', groupesOrdre, risques });
    expect((await save([risqueBody(r1, { gravite: 6, frequence: 1 })]).expect(400)).body.message).toBe(M.cotationInvalide);
    expect((await save([risqueBody(r1, { gravite: 2, frequence: 2, maitrise: 1 })]).expect(400)).body.message).toBe(M.cotationInvalide);
    expect((await save([risqueBody(r1, { gravite: 2, frequence: null })]).expect(400)).body.message).toBe(M.cotationPartielle);
    expect((await save([risqueBody(r1, { gravite: 1, frequence: 1 }), risqueBody({ ...r1, id: old.risques[0] }, {})]).expect(404)).body.message).toBe(
      M.elementIntrouvable,
    );
    expectEnvelope((await save([], [{ id: old.groupe, ordre: 1 }]).expect(404)).body, 404);
    const after: Detail = (await call(g, 'get', path).expect(200)).body;
    expect(after.version).toBe(cur.version);
    expect(after.module.remarque).toBe(cur.module.remarque);
    expect(risquesOf(after)[0]).toMatchObject({ gravite: r1.gravite, frequence: r1.frequence });
  });

  it('conflict: a second save naming the same version is refused 409 CONFLIT, the first one kept', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    const path = `${D(a)}/modules/${a.modules[0]}`;
    const cur: Detail = (await call(g, 'get', path).expect(200)).body;
    const r1 = risquesOf(cur)[0];
    await call(g, 'put', `${path}/enregistrement`, {
      version: cur.version,
      remarque: 'premier',
      groupesOrdre: [],
      risques: [risqueBody(r1, { gravite: 4, frequence: 4, mesureAFaire: 'premier' })],
    }).expect(200);
    const conflit = (
      await call(
        ce,
        'put',
        `${path}/enregistrement`,
        { version: cur.version, remarque: 'second', groupesOrdre: [], risques: [risqueBody(r1, { gravite: 1, frequence: 1, mesureAFaire: 'second' })] },
        '010001',
      ).expect(409)
    ).body;
    expectEnvelope(conflit, 409, 'CONFLIT');
    expect(conflit.message).toBe(M.conflit);
    const after: Detail = (await call(g, 'get', path).expect(200)).body;
    expect(after.version).toBe(cur.version + 1);
    expect(after.module.remarque).toBe('premier');
    expect(risquesOf(after)[0]).toMatchObject({ gravite: 4, frequence: 4, mesureAFaire: 'premier', score: 16 });
  });

  it('finished DUER: member writes refused 403 with duerFini, advisers may', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const path = `${D(fini)}/modules/${fini.modules[0]}`;
    const cur: Detail & { droits: { droitModifs: boolean } } = (await call(g, 'get', path).expect(200)).body;
    expect(cur.droits.droitModifs).toBe(false);
    const r = risquesOf(cur)[0];
    const body = { version: cur.version, remarque: null, groupesOrdre: [], risques: [risqueBody(r, { gravite: 2, frequence: 2 })] };
    const refus = (await call(g, 'put', `${path}/enregistrement`, body).expect(403)).body;
    expectEnvelope(refus, 403, 'INTERDIT');
    expect(refus.message).toBe(M.duerFini);
    for (const [method, p, b] of routes(fini).filter(([m]) => m !== 'get')) {
      const res = await call(g, method, p, b);
      expect([p, res.status, res.body.message]).toEqual([p, 403, M.duerFini]);
    }
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    expect(risquesOf((await call(ce, 'put', `${path}/enregistrement`, body, '010001').expect(200)).body)[0].score).toBe(4);
  });
});

describe('order of operations and risks (issue 29, defects 23 and 26)', () => {
  it('the save moves a risk within its operation (edit right); deleting a risk or an operation leaves the orders 1..n', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const x = await arbre('010001', 2034, {
      ratings: [
        [1, 1, null],
        [null, null, null],
        [2, 2, null],
      ],
    });
    const m = x.modules[0];
    for (const ordre of [2, 3])
      await one('INSERT INTO duer_groupe (id_duer_module, id_base_groupe, ordre) VALUES ($1, $2, $3) RETURNING id', [m, lib.groupeB, ordre]);
    const path = `${D(x)}/modules/${m}`;
    const ordres = (d: Detail) => d.groupes.map((gr) => [gr.id, gr.ordre, gr.duerRisques.map((r) => [r.id, r.ordre])]);
    let d: Detail = (await call(g, 'get', path).expect(200)).body;
    const [r1, r2, r3] = risquesOf(d);

    // The last risk moved first, as the screen's arrows send it: the two swapped orders only.
    d = (
      await call(g, 'put', `${path}/enregistrement`, {
        version: d.version,
        remarque: null,
        groupesOrdre: [],
        risques: [risqueBody(r3, { gravite: 2, frequence: 2, ordre: 2 }), risqueBody(r2, { ordre: 3 })],
      }).expect(200)
    ).body;
    expect(d.groupes[0].duerRisques.map((r) => r.id)).toEqual([r1.id, r3.id, r2.id]);
    // A duplicate order sent is renumbered 1..n.
    d = (
      await call(g, 'put', `${path}/enregistrement`, { version: d.version, remarque: null, groupesOrdre: [], risques: [risqueBody(r2, { ordre: 1 })] }).expect(
        200,
      )
    ).body;
    expect(d.groupes[0].duerRisques.map((r) => [r.id, r.ordre])).toEqual([
      [r1.id, 1],
      [r2.id, 2],
      [r3.id, 3],
    ]);

    d = (await call(g, 'delete', `${D(x)}/risques/${r2.id}`).expect(200)).body;
    expect(d.groupes[0].duerRisques.map((r) => [r.id, r.ordre])).toEqual([
      [r1.id, 1],
      [r3.id, 2],
    ]);
    const [, milieu, dernier] = d.groupes;
    d = (await call(g, 'delete', `${D(x)}/groupes/${milieu.id}`).expect(200)).body;
    expect(ordres(d)).toEqual([
      [
        x.groupe,
        1,
        [
          [r1.id, 1],
          [r3.id, 2],
        ],
      ],
      [dernier.id, 2, []],
    ]);
    // Added afterwards: last, with no gap.
    d = (await call(g, 'post', `${D(x)}/groupes/${x.groupe}/risques`, { nom: 'Coupure' }).expect(201)).body;
    expect(d.groupes[0].duerRisques.map((r) => r.ordre)).toEqual([1, 2, 3]);
  });
});

describe('history (advisers only)', () => {
  it('rows per changed field, split member / adviser, newest first; members refused', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    const path = `${D(a)}/modules/${a.modules[1]}`;
    const idGroupe = await one('INSERT INTO duer_groupe (id_duer_module, id_base_groupe) VALUES ($1, $2) RETURNING id', [a.modules[1], lib.groupeA]);
    const idRisque = await one('INSERT INTO duer_risque (id_duer_groupe, id_base_risque) VALUES ($1, $2) RETURNING id', [idGroupe, lib.risqueA]);
    const save = async (c: Caller, cot: object, codeDossier?: string) => {
      const cur: Detail = (await call(c, 'get', path, undefined, codeDossier).expect(200)).body;
      const r = risquesOf(cur).find((x) => x.id === idRisque)!;
      await call(
        c,
        'put',
        `${path}/enregistrement`,
        { version: cur.version, remarque: null, groupesOrdre: [], risques: [risqueBody(r, cot)] },
        codeDossier,
      ).expect(200);
    };
    await save(g, { gravite: 2, frequence: 3, mesureExistante: 'Casque' });
    await save(ce, { gravite: 5, frequence: 3, mesureExistante: 'Casque', mesureDelai: 'Mars' }, '010001');
    await save(ce, { gravite: 4, frequence: 3, mesureExistante: 'Casque', mesureDelai: 'Mars' }, '010001');
    const rows = await t.ds.query('SELECT colonne, valeur, par_collaborateur, auteur FROM duer_historique WHERE id_duer_risque = $1 ORDER BY id', [idRisque]);
    expect(
      rows.filter((r: { par_collaborateur: boolean }) => !r.par_collaborateur).map((r: { colonne: string; valeur: string }) => [r.colonne, r.valeur]),
    ).toEqual([
      ['mesureExistante', 'Casque'],
      ['gravite', '2'],
      ['frequence', '3'],
    ]);
    expect(rows.filter((r: { par_collaborateur: boolean }) => r.par_collaborateur)).toHaveLength(3);
    expect(rows[0].auteur).toBe(GERANT);
    const h = (await call(ce, 'get', `${path}/historique`, undefined, '010001').expect(200)).body;
    const col = (lignes: { idLigne: number; colonnes: { nomColonne: string; donnees: { valeur: string; dateModification: string }[] }[] }[], nom: string) =>
      lignes.find((l) => l.idLigne === idRisque)!.colonnes.find((c) => c.nomColonne === nom)!.donnees;
    expect(col(h.historiqueCollaborateur, 'gravite').map((x: { valeur: string }) => x.valeur)).toEqual(['4', '5']);
    expect(col(h.historiqueCollaborateur, 'mesureDelai').map((x: { valeur: string }) => x.valeur)).toEqual(['Mars']);
    expect(col(h.historiqueAdherent, 'gravite')).toEqual([{ valeur: '2', dateModification: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
    expect(h.historiqueAdherent[0].colonnes.map((c: { nomColonne: string }) => c.nomColonne)).not.toContain('mesureDelai');
    expectEnvelope((await call(g, 'get', `${path}/historique`).expect(403)).body, 403, 'INTERDIT');
  });
});

describe('operations', () => {
  it('base operations offered; add base with its risks, measures and pictograms; new; operation and risk; rename; delete', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const m = `${D(a)}/modules/${a.modules[0]}`;
    const base = (await call(g, 'get', `${m}/groupes/base`).expect(200)).body;
    expect(base.map((b: { id: number }) => b.id)).toEqual([lib.groupeB]);
    expect(base[0].risques).toEqual([
      { id: lib.risqueB1, nom: 'Projection' },
      { id: lib.risqueB2, nom: 'Bruit' },
    ]);

    let d: Detail = (await call(g, 'post', `${m}/groupes`, { mode: 'base', idBaseGroupe: lib.groupeB }).expect(201)).body;
    const perçage = d.groupes.find((x) => x.duerBaseGroupe.id === lib.groupeB)!;
    expect(perçage.duerRisques.map((r) => r.duerBaseRisque.nom)).toEqual(['Projection', 'Bruit']);
    expect(perçage.duerRisques[0]).toMatchObject({ mesureExistante: 'Écran', mesureAFaire: 'Lunettes', niveau: 'Non initialisé' });
    expect(perçage.duerRisques[0].duerPictos).toEqual([{ id: expect.any(Number), description: 'Porter des lunettes', duerBasePicto: { id: lib.picto2 } }]);
    expect((await call(g, 'get', `${m}/groupes/base`).expect(200)).body).toEqual([]);
    expect((await call(g, 'post', `${m}/groupes`, { mode: 'base', idBaseGroupe: 99999999 }).expect(404)).body.message).toBe(M.elementIntrouvable);

    const existant = (await call(g, 'post', `${m}/groupes`, { mode: 'nouveau', nom: 'DÉCOUPE À CHAUD' }).expect(400)).body;
    expectEnvelope(existant, 400, 'VALIDATION');
    expect(existant.message).toBe(M.groupeExistant);
    d = (await call(g, 'post', `${m}/groupes`, { mode: 'nouveau', nom: 'Meulage portatif' }).expect(201)).body;
    const neuf = d.groupes.find((x) => x.duerBaseGroupe.nom === 'Meulage portatif')!;
    expect(neuf.duerRisques).toEqual([]);
    const [own] = await t.ds.query('SELECT code_dossier, annee, id_base_module FROM duer_base_groupe WHERE id = $1', [neuf.duerBaseGroupe.id]);
    expect(own).toEqual({ code_dossier: '010001', annee: 2031, id_base_module: lib.module });
    expect((await call(g, 'post', `${m}/groupes`, { mode: 'nouveau', nom: 'meulage PORTATIF' }).expect(400)).body.message).toBe(M.groupeExistant);

    d = (await call(g, 'post', `${m}/groupes`, { mode: 'groupeEtRisque', nomGroupe: 'Stockage', nomRisque: 'Chute d’objets' }).expect(201)).body;
    const stockage = d.groupes.find((x) => x.duerBaseGroupe.nom === 'Stockage')!;
    expect(stockage.duerRisques.map((r) => r.duerBaseRisque.nom)).toEqual(['Chute d’objets']);
    expect(d.groupes.map((x) => x.ordre)).toEqual([...d.groupes.map((x) => x.ordre)].sort((x, y) => x - y));

    d = (await call(g, 'put', `${D(a)}/groupes/${stockage.id}`, { nom: 'Stockage des pièces' }).expect(200)).body;
    const renamed = d.groupes.find((x) => x.id === stockage.id)!;
    expect(renamed.duerBaseGroupe.nom).toBe('Stockage des pièces');
    expect(renamed.duerBaseGroupe.id).not.toBe(stockage.duerBaseGroupe.id);
    expect(renamed.duerRisques).toHaveLength(1);

    d = (await call(g, 'delete', `${D(a)}/groupes/${stockage.id}`).expect(200)).body;
    expect(d.groupes.find((x) => x.id === stockage.id)).toBeUndefined();
    expect(await t.ds.query('SELECT id FROM duer_risque WHERE id_duer_groupe = $1', [stockage.id])).toEqual([]);
  });

  it('operations of other DUERs (advisers): list filtered by text and year, copy with ratings only for the same method', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    const sec = await signInStaff(t.baseUrl, 'sec.assistante');
    const m = `${D(a)}/modules/${a.modules[1]}`;
    const refus = (await call(g, 'post', `${m}/groupes`, { mode: 'autreDuer', idDuerGroupe: fini.groupe }).expect(403)).body;
    expect(refus.message).toBe(M.reserveCollaborateur);
    expectEnvelope((await call(g, 'get', `${D(a)}/groupes/disponibles`).expect(403)).body, 403);

    const list = (await call(ce, 'get', `${D(a)}/groupes/disponibles?texte=decoupe%20a%20CHAUD&annee=2031`, undefined, '010001').expect(200)).body;
    expect(list).toContainEqual({
      idDuerGroupe: old.groupe,
      nom: 'Découpe à chaud',
      annee: 2031,
      codeDossier: '010002',
      raisonSociale: expect.any(String),
      nombreRisques: 1,
    });
    expect(list.map((x: { idDuerGroupe: number }) => x.idDuerGroupe)).not.toContain(a.groupe);
    expect(list.map((x: { idDuerGroupe: number }) => x.idDuerGroupe)).not.toContain(fini.groupe);
    const all = (await call(ce, 'get', `${D(a)}/groupes/disponibles?texte=d%C3%A9coupe`, undefined, '010001').expect(200)).body;
    expect(all.map((x: { idDuerGroupe: number }) => x.idDuerGroupe)).toEqual(expect.arrayContaining([old.groupe, fini.groupe]));
    expect((await call(ce, 'get', `${D(a)}/groupes/disponibles?texte=zzzz-rien`, undefined, '010001').expect(200)).body).toEqual([]);
    // A portfolio dossier staff may not select (démissionnaire) lends none of its operations.
    await t.ds.query(`UPDATE dossier SET statut = 'Demissionne' WHERE code_dossier = '010002'`);
    try {
      const sansDemissionnaire = (await call(ce, 'get', `${D(a)}/groupes/disponibles?texte=d%C3%A9coupe`, undefined, '010001').expect(200)).body;
      expect(sansDemissionnaire.map((x: { idDuerGroupe: number }) => x.idDuerGroupe)).not.toContain(old.groupe);
      expect(sansDemissionnaire.map((x: { idDuerGroupe: number }) => x.idDuerGroupe)).toContain(fini.groupe);
    } finally {
      await t.ds.query(`UPDATE dossier SET statut = 'Bon' WHERE code_dossier = '010002'`);
    }

    // Same method (2030 of 010001, rated 2 × 2 by the adviser above): ratings kept; old method (010002): ratings dropped.
    let d: Detail = (await call(ce, 'post', `${m}/groupes`, { mode: 'autreDuer', idDuerGroupe: fini.groupe }, '010001').expect(201)).body;
    expect(d.groupes.at(-1)!.duerRisques[0]).toMatchObject({ gravite: 2, frequence: 2, score: 4, mesureExistante: 'Gants' });
    d = (await call(ce, 'post', `${m}/groupes`, { mode: 'autreDuer', idDuerGroupe: old.groupe }, '010001').expect(201)).body;
    expect(d.groupes.at(-1)!.duerRisques[0]).toMatchObject({
      gravite: null,
      frequence: null,
      maitrise: null,
      niveau: 'Non initialisé',
      mesureExistante: 'Gants',
    });
    expect((await call(ce, 'post', `${m}/groupes`, { mode: 'autreDuer', idDuerGroupe: 99999999 }, '010001').expect(404)).body.message).toBe(
      M.elementIntrouvable,
    );

    // sec.assistante holds 010002 only: an operation of 010001 is out of reach.
    const o = `${D(old)}/modules/${old.modules[1]}`;
    expectEnvelope((await call(sec, 'post', `${o}/groupes`, { mode: 'autreDuer', idDuerGroupe: a.groupe }, '010002').expect(403)).body, 403);
    const secList = (await call(sec, 'get', `${D(old)}/groupes/disponibles`, undefined, '010002').expect(200)).body;
    expect(secList.filter((x: { codeDossier: string }) => x.codeDossier !== '010002')).toEqual([]);
  });
});

describe('risks', () => {
  it('base risks offered; add new and base; 404 on a base risk of another operation; rename; delete', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const idGroupe = await one('INSERT INTO duer_groupe (id_duer_module, id_base_groupe, ordre) VALUES ($1, $2, 9) RETURNING id', [a.modules[1], lib.groupeB]);
    const base = (await call(g, 'get', `${D(a)}/groupes/${idGroupe}/risques/base`).expect(200)).body;
    expect(base).toEqual([
      { id: lib.risqueB1, nom: 'Projection', annee: null, codeDossier: null },
      { id: lib.risqueB2, nom: 'Bruit', annee: null, codeDossier: null },
    ]);
    let d: Detail = (await call(g, 'post', `${D(a)}/groupes/${idGroupe}/risques`, { idBaseRisque: lib.risqueB1 }).expect(201)).body;
    let risques = d.groupes.find((x) => x.id === idGroupe)!.duerRisques;
    expect(risques).toHaveLength(1);
    expect(risques[0]).toMatchObject({
      mesureExistante: 'Écran',
      mesureAFaire: 'Lunettes',
      duerPictos: [expect.objectContaining({ duerBasePicto: { id: lib.picto2 } })],
    });
    expect((await call(g, 'get', `${D(a)}/groupes/${idGroupe}/risques/base`).expect(200)).body.map((r: { id: number }) => r.id)).toEqual([lib.risqueB2]);
    expect((await call(g, 'post', `${D(a)}/groupes/${idGroupe}/risques`, { idBaseRisque: lib.risqueA }).expect(404)).body.message).toBe(M.elementIntrouvable);

    d = (await call(g, 'post', `${D(a)}/groupes/${idGroupe}/risques`, { nom: 'Coupure' }).expect(201)).body;
    risques = d.groupes.find((x) => x.id === idGroupe)!.duerRisques;
    expect(risques.map((r) => [r.duerBaseRisque.nom, r.ordre])).toEqual([
      ['Projection', 1],
      ['Coupure', 2],
    ]);
    const coupure = risques[1];
    const [own] = await t.ds.query('SELECT code_dossier, id_base_groupe FROM duer_base_risque WHERE id = $1', [coupure.duerBaseRisque.id]);
    expect(own).toEqual({ code_dossier: '010001', id_base_groupe: lib.groupeB });

    d = (await call(g, 'put', `${D(a)}/risques/${coupure.id}`, { nom: 'Coupure profonde' }).expect(200)).body;
    const renamed = d.groupes.find((x) => x.id === idGroupe)!.duerRisques.find((r) => r.id === coupure.id)!;
    expect(renamed.duerBaseRisque.nom).toBe('Coupure profonde');
    expect(renamed.duerBaseRisque.id).not.toBe(coupure.duerBaseRisque.id);

    d = (await call(g, 'delete', `${D(a)}/risques/${coupure.id}`).expect(200)).body;
    expect(d.groupes.find((x) => x.id === idGroupe)!.duerRisques.map((r) => r.id)).toEqual([risques[0].id]);
  });
});

describe('pictograms', () => {
  it('base list with images; add, describe, delete on that risk only', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const list = (await call(g, 'get', `${D(a)}/pictos`).expect(200)).body;
    expect(list).toContainEqual({ id: lib.picto1, nom: 'Gants test', typeMime: 'image/png', imageBase64: 'iVBORw0KGgo=' });
    const path = `${D(a)}/risques/${a.risques[0]}/pictos`;
    let r = (
      await call(g, 'put', path, {
        ajouts: [
          { idBasePicto: lib.picto1, description: 'Gants anti-chaleur' },
          { idBasePicto: lib.picto2, description: '' },
        ],
        suppressions: [],
        modifications: [],
      }).expect(200)
    ).body;
    expect(r.id).toBe(a.risques[0]);
    expect(r.duerPictos.map((p: { description: string }) => p.description)).toEqual(['Gants anti-chaleur', '']);
    const [p1, p2] = r.duerPictos;
    r = (await call(g, 'put', path, { ajouts: [], suppressions: [p1.id], modifications: [{ id: p2.id, description: 'Lunettes' }] }).expect(200)).body;
    expect(r.duerPictos).toEqual([{ id: p2.id, description: 'Lunettes', duerBasePicto: { id: lib.picto2 } }]);

    const otherPicto = await one(`INSERT INTO duer_picto (id_duer_risque, id_base_picto) VALUES ($1, $2) RETURNING id`, [a.risques[1], lib.picto1]);
    for (const body of [
      { ajouts: [], suppressions: [otherPicto], modifications: [] },
      { ajouts: [], suppressions: [], modifications: [{ id: otherPicto, description: 'x' }] },
      { ajouts: [{ idBasePicto: 99999999, description: '' }], suppressions: [], modifications: [] },
    ]) {
      expect((await call(g, 'put', path, body).expect(404)).body.message).toBe(M.elementIntrouvable);
    }
    expect(await t.ds.query('SELECT id FROM duer_picto WHERE id = $1', [otherPicto])).toHaveLength(1);
    expect((await call(g, 'get', `${D(a)}/modules/${a.modules[0]}`).expect(200)).body.groupes[0].duerRisques[0].duerPictos).toHaveLength(1);
  });
});
