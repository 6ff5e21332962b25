import request from 'supertest';
import {
  type ApiRoute,
  copyCategorieRoute,
  copyModuleRoute,
  createCategorieRoute,
  createDuerRoute,
  createModuleRoute,
  deleteCategorieRoute,
  deleteModuleRoute,
  DuerMessages as M,
  forceModuleRoute,
  getBaseCategoriesRoute,
  getBaseModulesRoute,
  getCategorieRoute,
  getDuerIndexRoute,
  getDuerRoute,
  getDuerSourcesRoute,
  reorderCategoriesRoute,
  reorderModulesRoute,
  routePath,
  updateCategorieRoute,
  updateModuleRoute,
} from '@portail/contracts';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';

let t: TestPortal;
type Caller = Awaited<ReturnType<typeof agent>>;
let gerant: Caller;
let associe: Caller;
let ce: Caller;
let sec: Caller;

const GERANT = 'gerant.multi@exemple.fr';
const ASSOCIE = 'associe@exemple.fr';
const N = new Date().getFullYear();
/** Library items of this file, named so that no seeded library meets them. */
const LIB = { agri: 0, viti: 0, moduleAgri: 0, groupe: 0, risque: 0, picto: 0 };

beforeAll(async () => {
  t = await startTestPortal();
  const id = async (sql: string, params: unknown[]) => ((await t.ds.query(sql, params)) as { id: number }[])[0].id;
  LIB.agri = await id(`INSERT INTO duer_base_categorie (nom, id_base_type, ordre) VALUES ('QA12 Atelier mécanique', 1, 90) RETURNING id`, []);
  LIB.viti = await id(`INSERT INTO duer_base_categorie (nom, id_base_type, ordre) VALUES ('QA12 Chai', 2, 90) RETURNING id`, []);
  LIB.moduleAgri = await id(`INSERT INTO duer_base_module (nom, id_base_categorie, ordre) VALUES ('QA12 Soudure à l’arc', $1, 1) RETURNING id`, [LIB.agri]);
  LIB.groupe = await id(`INSERT INTO duer_base_groupe (nom, id_base_module, ordre) VALUES ('QA12 Préparation', $1, 1) RETURNING id`, [LIB.moduleAgri]);
  LIB.risque = await id(
    `INSERT INTO duer_base_risque (nom, id_base_groupe, est_avec_picto, mesure_existante, mesure_a_faire, ordre)
     VALUES ('QA12 Brûlure', $1, true, 'Gants', 'Écran facial', 1) RETURNING id`,
    [LIB.groupe],
  );
  LIB.picto = await id(`INSERT INTO duer_base_picto (nom, type_mime, image) VALUES ('QA12 Feu', 'image/png', 'iVBORw0KGgo=') RETURNING id`, []);
  await t.ds.query(`INSERT INTO duer_base_risque_picto (id_base_risque, id_base_picto, description) VALUES ($1, $2, 'Flamme')`, [LIB.risque, LIB.picto]);
  // Members may not edit the oldest of several DUERs: these years stay the oldest ones of their dossier.
  await duer('010001', 2028);
  await duer('010002', 2028);
  [gerant, associe, ce, sec] = await Promise.all([
    signIn(t.baseUrl, GERANT),
    signIn(t.baseUrl, ASSOCIE),
    signInStaff(t.baseUrl, 'ce.conseiller'),
    signInStaff(t.baseUrl, 'sec.assistante'),
  ]);
});
afterAll(() => t.close());

const call = (c: Caller, route: ApiRoute, params: Record<string, unknown>, body?: object, query?: Record<string, string>, code?: string) => {
  let req = c.http[route.method](routePath(route, params)).set('x-csrf-token', c.csrf);
  if (code) req = req.set('x-code-dossier', code);
  if (query) req = req.query(query);
  return body ? req.send(body) : req;
};

/** A DUER written straight in the database (years 2028..2036 never meet the seeded ones). */
async function duer(codeDossier: string, annee: number, opts: { estFini?: boolean; version?: number } = {}): Promise<number> {
  await t.ds.query('DELETE FROM duer WHERE code_dossier = $1 AND annee = $2', [codeDossier, annee]);
  const rows: { id: number }[] = await t.ds.query(
    'INSERT INTO duer (code_dossier, annee, est_fini, version_calcul_risque) VALUES ($1, $2, $3, $4) RETURNING id',
    [codeDossier, annee, opts.estFini ?? false, opts.version ?? 1],
  );
  return rows[0].id;
}

/** A work unit with one module holding one operation and one risk (rated or not). */
async function unite(idDuer: number, ordre: number, note: boolean): Promise<{ idCategorie: number; idModule: number; idRisque: number }> {
  const one = async (sql: string, params: unknown[]) => ((await t.ds.query(sql, params)) as { id: number }[])[0].id;
  const idCategorie = await one('INSERT INTO duer_categorie (id_duer, id_base_categorie, ordre) VALUES ($1, $2, $3) RETURNING id', [idDuer, LIB.agri, ordre]);
  const idModule = await one('INSERT INTO duer_module (id_duer_categorie, id_base_module, ordre, remarque) VALUES ($1, $2, 1, $3) RETURNING id', [
    idCategorie,
    LIB.moduleAgri,
    'Remarque QA',
  ]);
  const idGroupe = await one('INSERT INTO duer_groupe (id_duer_module, id_base_groupe) VALUES ($1, $2) RETURNING id', [idModule, LIB.groupe]);
  const idRisque = await one(
    `INSERT INTO duer_risque (id_duer_groupe, id_base_risque, gravite, frequence, mesure_qui) VALUES ($1, $2, $3, $3, 'Le gérant') RETURNING id`,
    [idGroupe, LIB.risque, note ? 2 : null],
  );
  await t.ds.query(`INSERT INTO duer_picto (id_duer_risque, id_base_picto, description) VALUES ($1, $2, 'Flamme QA')`, [idRisque, LIB.picto]);
  return { idCategorie, idModule, idRisque };
}

const count = async (sql: string, params: unknown[]) => ((await t.ds.query(sql, params)) as { n: number }[])[0].n;

/** Every route of this slice with plausible input aimed at a DUER (or dossier) of the given code. */
function routes(idDuer: number, codeDossier: string, idCategorie = 1, idModule = 1) {
  const p = { idDuer, idCategorie, idModule, codeDossier };
  return [
    { route: getDuerIndexRoute, p },
    { route: createDuerRoute, p, body: { mode: 'vide', annee: 2035 } },
    { route: getDuerSourcesRoute, p },
    { route: getDuerRoute, p },
    { route: getBaseCategoriesRoute, p },
    { route: createCategorieRoute, p, body: { nom: 'QA12 Unité' } },
    { route: reorderCategoriesRoute, p, body: { categoriesAModifier: [{ id: idCategorie, ordre: 1 }] } },
    { route: getCategorieRoute, p },
    { route: copyCategorieRoute, p, body: {} },
    { route: updateCategorieRoute, p, body: { nom: 'QA12 Renommée' } },
    { route: deleteCategorieRoute, p },
    { route: getBaseModulesRoute, p },
    { route: createModuleRoute, p, body: { nom: 'QA12 Module' } },
    { route: reorderModulesRoute, p, body: { modulesAModifier: [{ id: idModule, ordre: 1 }] } },
    { route: updateModuleRoute, p, body: { remarque: 'R' } },
    { route: deleteModuleRoute, p },
    { route: copyModuleRoute, p, body: { idDuerCategorie: idCategorie } },
    { route: forceModuleRoute, p },
  ] as { route: ApiRoute; p: Record<string, unknown>; body?: object }[];
}

describe('access on every route', () => {
  it('401 anonymous, 403 on another person’s dossier, 403 MODULE_INTERDIT without tool_duer, 404 on an unknown DUER', async () => {
    const own = await duer('010001', 2028);
    const u = await unite(own, 1, false);
    const sansModule = await duer('010004', 2028);
    const anon = await agent(t.baseUrl);
    for (const { route, p, body } of routes(own, '010001', u.idCategorie, u.idModule)) {
      const name = `${route.method} ${route.path}`;
      const r401 = await call(anon, route, p, body);
      expect({ name, status: r401.status }).toEqual({ name, status: 401 });
      expectEnvelope(r401.body, 401);
      const r403 = await call(associe, route, p, body);
      expect({ name, status: r403.status, code: r403.body.code }).toEqual({ name, status: 403, code: 'INTERDIT' });
    }
    for (const { route, p, body } of routes(sansModule, '010004')) {
      const name = `${route.method} ${route.path}`;
      const res = await call(gerant, route, p, body);
      // The sources route is staff-only: a member is refused before the module.
      const code = route === getDuerSourcesRoute ? 'INTERDIT' : 'MODULE_INTERDIT';
      expect({ name, status: res.status, code: res.body.code }).toEqual({ name, status: 403, code });
    }
    for (const { route, p, body } of routes(2_000_000_000, '010001').filter((r) => r.route.path.includes('{idDuer}'))) {
      const res = await call(gerant, route, p, body);
      expect({ name: route.path, status: res.status }).toEqual({ name: route.path, status: 404 });
    }
  });

  it('400 envelope on bad input, 404 on a work unit or module of another DUER', async () => {
    const own = await duer('010001', 2029);
    const other = await duer('010001', 2030);
    const u = await unite(own, 1, false);
    const foreign = await unite(other, 1, false);
    for (const { route, p } of routes(own, '010001', u.idCategorie, u.idModule).filter((r) => r.body)) {
      const res = await call(gerant, route, p, {
        nom: 12,
        annee: 'x',
        mode: 'autre',
        categoriesAModifier: [],
        modulesAModifier: [],
        idDuerCategorie: 0,
        remarque: 3,
      });
      expect({ name: route.path, status: res.status }).toEqual({ name: route.path, status: 400 });
      expectEnvelope(res.body, 400, 'VALIDATION');
    }
    expectEnvelope((await call(gerant, getCategorieRoute, { idDuer: own, idCategorie: 'abc' }).expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await call(gerant, getDuerRoute, { idDuer: '99999999999' }).expect(400)).body, 400, 'VALIDATION');
    const tooLong = (await call(gerant, createCategorieRoute, { idDuer: own }, { nom: 'x'.repeat(129) }).expect(400)).body;
    expect(tooLong.message).toBe(M.libelleTropLong);
    const unknown = (await call(gerant, getCategorieRoute, { idDuer: own, idCategorie: foreign.idCategorie }).expect(404)).body;
    expect(unknown.message).toBe(M.elementIntrouvable);
    for (const [route, params, body] of [
      [deleteCategorieRoute, { idDuer: own, idCategorie: foreign.idCategorie }, undefined],
      [deleteModuleRoute, { idDuer: own, idModule: foreign.idModule }, undefined],
      [forceModuleRoute, { idDuer: own, idModule: foreign.idModule }, undefined],
      [copyModuleRoute, { idDuer: own, idModule: u.idModule }, { idDuerCategorie: foreign.idCategorie }],
      [reorderModulesRoute, { idDuer: own }, { modulesAModifier: [{ id: foreign.idModule, ordre: 2 }] }],
      [reorderCategoriesRoute, { idDuer: own }, { categoriesAModifier: [{ id: foreign.idCategorie, ordre: 2 }] }],
    ] as [ApiRoute, Record<string, unknown>, object | undefined][]) {
      const res = await call(gerant, route, params, body);
      expect({ path: route.path, status: res.status, message: res.body.message }).toEqual({ path: route.path, status: 404, message: M.elementIntrouvable });
    }
    expect(await count('SELECT count(*)::int AS n FROM duer_categorie WHERE id_duer = $1', [other])).toBe(1);
  });
});

describe('DUER years (duer-index)', () => {
  it('member: most recent first, creation of the current year only by copy of the most recent one', async () => {
    await t.ds.query(`DELETE FROM duer WHERE code_dossier = '010003'`);
    let index = (await call(gerant, getDuerIndexRoute, { codeDossier: '010003' }).expect(200)).body;
    expect(index.duers).toEqual([]);
    expect(index.creation).toMatchObject({ autorisee: false, anneeImposee: N, vide: false, modele: false, copieAutreDossier: false });
    expect(index.dossier).toMatchObject({ codeDossier: '010003', typeActivite: 'ACS', baseType: 3 });
    // Empty list: nothing to copy, the member may not create.
    const refused = (
      await call(gerant, createDuerRoute, { codeDossier: '010003' }, { mode: 'copie', annee: N, anneeSource: N - 1, copierContenu: true }).expect(403)
    ).body;
    expect(refused.message).toBe(M.reserveCE);
    const old = await duer('010003', N - 2);
    const recent = await duer('010003', N - 1);
    await unite(old, 1, false);
    const u = await unite(recent, 1, true);
    index = (await call(gerant, getDuerIndexRoute, { codeDossier: '010003' }).expect(200)).body;
    expect(index.duers.map((d: { annee: number }) => d.annee)).toEqual([N - 1, N - 2]);
    expect(index.creation).toMatchObject({ autorisee: true, anneeImposee: N, copieAnnee: true, vide: false, modele: false });
    expect((await call(gerant, createDuerRoute, { codeDossier: '010003' }, { mode: 'vide', annee: N }).expect(403)).body.message).toBe(M.reserveCE);
    expect(
      (await call(gerant, createDuerRoute, { codeDossier: '010003' }, { mode: 'autreDossier', annee: N, idDuerSource: recent }).expect(403)).body.message,
    ).toBe(M.reserveCE);
    const badYear = (
      await call(gerant, createDuerRoute, { codeDossier: '010003' }, { mode: 'copie', annee: N + 1, anneeSource: N - 1, copierContenu: false }).expect(400)
    ).body;
    expectEnvelope(badYear, 400, 'VALIDATION');
    expect(badYear.message).toBe(M.anneeInvalide);
    const created = (
      await call(gerant, createDuerRoute, { codeDossier: '010003' }, { mode: 'copie', annee: N, anneeSource: N - 2, copierContenu: true }).expect(201)
    ).body;
    expect(created).toMatchObject({ annee: N, codeDossier: '010003', versionCalculRisque: 1, estFini: false, estValide: true });
    // The most recent year was copied, with its content (the module's remark and the rated risk).
    const detail = (await call(gerant, getDuerRoute, { idDuer: created.id }).expect(200)).body;
    expect(detail.categories).toHaveLength(1);
    expect(
      await count(
        'SELECT count(*)::int AS n FROM duer_risque r JOIN duer_groupe g ON g.id = r.id_duer_groupe JOIN duer_module m ON m.id = g.id_duer_module JOIN duer_categorie c ON c.id = m.id_duer_categorie WHERE c.id_duer = $1 AND r.gravite = 2',
        [created.id],
      ),
    ).toBe(1);
    expect(u.idCategorie).not.toBe(detail.categories[0].id);
    const again = (
      await call(gerant, createDuerRoute, { codeDossier: '010003' }, { mode: 'copie', annee: N, anneeSource: N - 1, copierContenu: true }).expect(400)
    ).body;
    expect(again.message).toBe(M.duerExistant);
    expect((await call(gerant, getDuerIndexRoute, { codeDossier: '010003' }).expect(200)).body.creation.autorisee).toBe(false);
    await t.ds.query(`DELETE FROM duer WHERE code_dossier = '010003'`);
  });

  it('adviser CE chooses the year and the mode; SEC may not create; the messages of §5', async () => {
    const index = (await call(ce, getDuerIndexRoute, { codeDossier: '010003' }, undefined, undefined, '010003').expect(200)).body;
    expect(index.creation).toMatchObject({
      autorisee: true,
      anneeImposee: null,
      anneeMin: 2000,
      anneeMax: N + 10,
      vide: true,
      modele: false,
      copieAutreDossier: true,
    });
    const agri = (await call(ce, getDuerIndexRoute, { codeDossier: '010001' }, undefined, undefined, '010001').expect(200)).body;
    expect(agri.creation.modele).toBe(true);
    const secIndex = (await call(sec, getDuerIndexRoute, { codeDossier: '010002' }, undefined, undefined, '010002').expect(200)).body;
    expect(secIndex.creation).toMatchObject({ autorisee: false, vide: false, modele: false, copieAnnee: false, copieAutreDossier: false });
    expect((await call(sec, createDuerRoute, { codeDossier: '010002' }, { mode: 'vide', annee: 2031 }, undefined, '010002').expect(403)).body.message).toBe(
      M.reserveCE,
    );

    const create = (code: string, body: object) => call(ce, createDuerRoute, { codeDossier: code }, body, undefined, code);
    await t.ds.query(`DELETE FROM duer WHERE code_dossier = '010001' AND annee BETWEEN 2031 AND 2036`);
    for (const annee of [1999, N + 11]) expect((await create('010001', { mode: 'vide', annee }).expect(400)).body.message).toBe(M.anneeInvalide);
    const vide = (await create('010001', { mode: 'vide', annee: 2031 }).expect(201)).body;
    expect(vide).toMatchObject({ annee: 2031, versionCalculRisque: 1, estValide: false });
    expect((await create('010001', { mode: 'vide', annee: 2031 }).expect(400)).body.message).toBe(M.duerExistant);
    expect((await create('010001', { mode: 'copie', annee: 2032, anneeSource: 2001, copierContenu: true }).expect(400)).body.message).toBe(
      M.aucunDuerSelectionne,
    );
    expect((await create('010001', { mode: 'autreDossier', annee: 2032, idDuerSource: 2_000_000_000 }).expect(400)).body.message).toBe(M.aucunDuerSelectionne);
    // A DUER of a dossier outside the adviser's portfolio (010005) is not readable: same answer.
    const outside = await duer('010005', 2030);
    expect((await create('010001', { mode: 'autreDossier', annee: 2032, idDuerSource: outside }).expect(400)).body.message).toBe(M.aucunDuerSelectionne);
    expect((await create('010001', { mode: 'autreDossier', annee: 2032 }).expect(400)).body.message).toBe(M.aucunDuerSelectionne);
    // A VITI dossier (010002, 3 units at most) cannot receive a copy of a 4-unit DUER; nothing is created (issue 29, defect 24).
    const [{ id: agri2026 }]: { id: number }[] = await t.ds.query(`SELECT id FROM duer WHERE code_dossier = '010001' AND annee = 2026`);
    const unitesSource = await count('SELECT count(*)::int AS n FROM duer_categorie WHERE id_duer = $1', [agri2026]);
    expect(unitesSource).toBeGreaterThan(3);
    expect((await create('010002', { mode: 'autreDossier', annee: 2034, idDuerSource: agri2026 }).expect(400)).body.message).toBe(
      M.copieUniteMax(unitesSource, 3),
    );
    expect(await count(`SELECT count(*)::int AS n FROM duer WHERE code_dossier = '010002' AND annee = 2034`, [])).toBe(0);

    // Default model: the library units of the base type with modules, operations, risks, measures and pictograms.
    const modele = (await create('010001', { mode: 'modele', annee: 2033 }).expect(201)).body;
    const tree: { unite: number; module: number; risque: number; mesure_existante: string; picto: string }[] = await t.ds.query(
      `SELECT c.id_base_categorie AS unite, m.id_base_module AS module, r.id_base_risque AS risque, r.mesure_existante, p.description AS picto
         FROM duer_categorie c JOIN duer_module m ON m.id_duer_categorie = c.id JOIN duer_groupe g ON g.id_duer_module = m.id
         JOIN duer_risque r ON r.id_duer_groupe = g.id JOIN duer_picto p ON p.id_duer_risque = r.id WHERE c.id_duer = $1 AND c.id_base_categorie = $2`,
      [modele.id, LIB.agri],
    );
    expect(tree).toEqual([{ unite: LIB.agri, module: LIB.moduleAgri, risque: LIB.risque, mesure_existante: 'Gants', picto: 'Flamme' }]);
    expect(await count('SELECT count(*)::int AS n FROM duer_categorie WHERE id_duer = $1 AND id_base_categorie = $2', [modele.id, LIB.viti])).toBe(0);
    expect((await create('010003', { mode: 'modele', annee: 2033 }).expect(400)).body.message).toBe(M.creationDuer);

    // Copy of a year without content keeps units and modules only, and the source's scoring method.
    const source = await duer('010001', 2034, { version: 0 });
    await unite(source, 1, true);
    const sansContenu = (await create('010001', { mode: 'copie', annee: 2035, anneeSource: 2034, copierContenu: false }).expect(201)).body;
    expect(sansContenu.versionCalculRisque).toBe(0);
    const copied: { modules: number; groupes: number; remarque: string | null }[] = await t.ds.query(
      `SELECT count(m.id)::int AS modules, (SELECT count(*)::int FROM duer_groupe g JOIN duer_module m2 ON m2.id = g.id_duer_module JOIN duer_categorie c2 ON c2.id = m2.id_duer_categorie WHERE c2.id_duer = $1) AS groupes,
              max(m.remarque) AS remarque
         FROM duer_categorie c JOIN duer_module m ON m.id_duer_categorie = c.id WHERE c.id_duer = $1`,
      [sansContenu.id],
    );
    expect(copied).toEqual([{ modules: 1, groupes: 0, remarque: null }]);

    // Another dossier's DUER (010002, in the portfolio) with its content; the sources list offers it.
    const viti = await duer('010002', 2034);
    await unite(viti, 1, true);
    const sources = (await call(ce, getDuerSourcesRoute, { codeDossier: '010001' }, undefined, undefined, '010001').expect(200)).body;
    expect(sources).toEqual(expect.arrayContaining([expect.objectContaining({ idDuer: viti, codeDossier: '010002', annee: 2034 })]));
    expect(sources.some((s: { codeDossier: string }) => s.codeDossier === '010001' || s.codeDossier === '010005')).toBe(false);
    const autre = (await create('010001', { mode: 'autreDossier', annee: 2036, idDuerSource: viti }).expect(201)).body;
    expect(autre.estValide).toBe(true);
    expect(
      await count(
        'SELECT count(*)::int AS n FROM duer_picto p JOIN duer_risque r ON r.id = p.id_duer_risque JOIN duer_groupe g ON g.id = r.id_duer_groupe JOIN duer_module m ON m.id = g.id_duer_module JOIN duer_categorie c ON c.id = m.id_duer_categorie WHERE c.id_duer = $1',
        [autre.id],
      ),
    ).toBe(1);
    expectEnvelope((await create('010001', { annee: 2036 }).expect(400)).body, 400, 'VALIDATION');
  });
});

describe('work units (duer)', () => {
  it('lists units with their validity and the caller’s rights; creates new or base units; the name rule', async () => {
    const id = await duer('010001', 2029);
    const valide = await unite(id, 1, true);
    await unite(id, 2, false);
    const detail = (await call(gerant, getDuerRoute, { idDuer: id }).expect(200)).body;
    expect(detail.categories.map((c: { estValide: boolean }) => c.estValide)).toEqual([true, false]);
    expect(detail.categories[0]).toMatchObject({
      id: valide.idCategorie,
      nombreModules: 1,
      duerBaseCategorie: { id: LIB.agri, nom: 'QA12 Atelier mécanique' },
    });
    expect(detail).toMatchObject({
      uniteMax: null,
      droits: { droitModifs: true, creationStructure: true, estCollaborateur: false },
      duer: { estValide: false },
    });

    // Members see their base type's library units (not VITI's) and the dossier's own; advisers every library unit.
    const bases = (await call(gerant, getBaseCategoriesRoute, { idDuer: id }).expect(200)).body as { id: number }[];
    expect(bases.map((b) => b.id)).not.toContain(LIB.viti);
    expect(bases.map((b) => b.id)).not.toContain(LIB.agri); // already in the DUER
    const staffBases = (await call(ce, getBaseCategoriesRoute, { idDuer: id }).expect(200)).body as { id: number }[];
    expect(staffBases.map((b) => b.id)).toContain(LIB.viti);
    expect((await call(gerant, createCategorieRoute, { idDuer: id }, { idBase: LIB.viti }).expect(400)).body.message).toBe(M.elementIntrouvable);

    const created = (await call(gerant, createCategorieRoute, { idDuer: id }, { nom: 'QA12 Hangar' }).expect(201)).body;
    expect(created).toMatchObject({ ordre: 3, estValide: false, nombreModules: 0, duerBaseCategorie: { nom: 'QA12 Hangar' } });
    const own: { code_dossier: string; annee: number }[] = await t.ds.query('SELECT code_dossier, annee FROM duer_base_categorie WHERE id = $1', [
      created.duerBaseCategorie.id,
    ]);
    expect(own).toEqual([{ code_dossier: '010001', annee: 2029 }]);
    for (const nom of ['qa12 hangar', 'QA12 ATELIER MÉCANIQUE', 'qa12 chai'])
      expect((await call(gerant, createCategorieRoute, { idDuer: id }, { nom }).expect(400)).body.message).toBe(M.nomExistant);
    const fromBase = (await call(ce, createCategorieRoute, { idDuer: id }, { idBase: LIB.viti }).expect(201)).body;
    expect(fromBase.duerBaseCategorie).toEqual({ id: LIB.viti, nom: 'QA12 Chai' });
    // SEC adviser: no structure creation.
    const duer2 = await duer('010002', 2029);
    expect((await call(sec, createCategorieRoute, { idDuer: duer2 }, { nom: 'QA12 Cuverie' }).expect(403)).body.message).toBe(M.reserveCE);
    expect((await call(sec, getDuerRoute, { idDuer: duer2 }).expect(200)).body.droits).toMatchObject({ creationStructure: false, droitModifs: true });
  });

  it('VITI holds at most 3 units and AGRIVITI 4 (creation and copy)', async () => {
    const viti = await duer('010002', 2030);
    const u = await unite(viti, 1, false);
    expect((await call(gerant, getDuerRoute, { idDuer: viti }).expect(200)).body.uniteMax).toBe(3);
    await call(gerant, createCategorieRoute, { idDuer: viti }, { nom: 'QA12 Pressoir' }).expect(201);
    await call(gerant, copyCategorieRoute, { idDuer: viti, idCategorie: u.idCategorie }, {}).expect(201);
    expect((await call(gerant, createCategorieRoute, { idDuer: viti }, { nom: 'QA12 Cave' }).expect(400)).body.message).toBe(M.uniteMax(3));
    expect((await call(ce, copyCategorieRoute, { idDuer: viti, idCategorie: u.idCategorie }, {}).expect(400)).body.message).toBe(M.uniteMax(3));
    expect(await count('SELECT count(*)::int AS n FROM duer_categorie WHERE id_duer = $1', [viti])).toBe(3);

    await t.ds.query(`UPDATE dossier SET type_activite = 'AGRIVITI' WHERE code_dossier = '010001'`);
    try {
      const av = await duer('010001', 2030);
      for (let i = 1; i <= 4; i++) await call(gerant, createCategorieRoute, { idDuer: av }, { nom: `QA12 AV ${i}` }).expect(201);
      expect((await call(gerant, createCategorieRoute, { idDuer: av }, { nom: 'QA12 AV 5' }).expect(400)).body.message).toBe(M.uniteMax(4));
    } finally {
      await t.ds.query(`UPDATE dossier SET type_activite = 'AGRI' WHERE code_dossier = '010001'`);
    }
  });

  it('copies a unit deeply, renames, reorders with only the changed orders, deletes with its content', async () => {
    const id = await duer('010001', 2031);
    const a = await unite(id, 1, true);
    const b = await unite(id, 2, false);
    const copy = (await call(gerant, copyCategorieRoute, { idDuer: id, idCategorie: a.idCategorie }, {}).expect(201)).body;
    expect(copy).toMatchObject({ ordre: 3, estValide: true, nombreModules: 1, duerBaseCategorie: { nom: 'QA12 Atelier mécanique (copie)' } });
    const deep: { gravite: number; mesure_qui: string; remarque: string; picto: string }[] = await t.ds.query(
      `SELECT r.gravite, r.mesure_qui, m.remarque, p.description AS picto FROM duer_module m JOIN duer_groupe g ON g.id_duer_module = m.id
         JOIN duer_risque r ON r.id_duer_groupe = g.id JOIN duer_picto p ON p.id_duer_risque = r.id WHERE m.id_duer_categorie = $1`,
      [copy.id],
    );
    expect(deep).toEqual([{ gravite: 2, mesure_qui: 'Le gérant', remarque: 'Remarque QA', picto: 'Flamme QA' }]);
    const named = (await call(gerant, copyCategorieRoute, { idDuer: id, idCategorie: b.idCategorie }, { nom: 'QA12 Annexe' }).expect(201)).body;
    expect(named.duerBaseCategorie.nom).toBe('QA12 Annexe');

    const renamed = (await call(gerant, updateCategorieRoute, { idDuer: id, idCategorie: b.idCategorie }, { nom: 'QA12 Serre' }).expect(200)).body;
    expect(renamed).toMatchObject({ id: b.idCategorie, duerBaseCategorie: { nom: 'QA12 Serre' } });
    // Renamed back to a library name: the library unit is used again.
    const back = (await call(gerant, updateCategorieRoute, { idDuer: id, idCategorie: b.idCategorie }, { nom: 'qa12 atelier mécanique' }).expect(200)).body;
    expect(back.duerBaseCategorie.id).toBe(LIB.agri);

    // Swap of the first two: only those two are sent.
    const reordered = (
      await call(
        gerant,
        reorderCategoriesRoute,
        { idDuer: id },
        {
          categoriesAModifier: [
            { id: a.idCategorie, ordre: 2 },
            { id: b.idCategorie, ordre: 1 },
          ],
        },
      ).expect(200)
    ).body;
    expect(reordered.categories.map((c: { id: number }) => c.id)).toEqual([b.idCategorie, a.idCategorie, copy.id, named.id]);
    // A duplicate order left: the units are renumbered 1..n.
    const dup = (await call(gerant, reorderCategoriesRoute, { idDuer: id }, { categoriesAModifier: [{ id: named.id, ordre: 1 }] }).expect(200)).body;
    expect(dup.categories.map((c: { ordre: number }) => c.ordre)).toEqual([1, 2, 3, 4]);
    expect(dup.categories[0].id).toBe(b.idCategorie);

    await call(gerant, deleteCategorieRoute, { idDuer: id, idCategorie: a.idCategorie }).expect(200, { ok: true });
    expect(await count('SELECT count(*)::int AS n FROM duer_risque WHERE id = $1', [a.idRisque])).toBe(0);
    expect((await call(gerant, getDuerRoute, { idDuer: id }).expect(200)).body.categories).toHaveLength(3);
  });

  it('offers each existing unit once: no duplicate name, none of the DUER, no leftover of a deleted or renamed unit (issue 29, defect 26)', async () => {
    const id = async (sql: string, params: unknown[]) => ((await t.ds.query(sql, params)) as { id: number }[])[0].id;
    const lib = (nom: string, type: number) => id('INSERT INTO duer_base_categorie (nom, id_base_type, ordre) VALUES ($1, $2, 91) RETURNING id', [nom, type]);
    const hangar = await lib('QA26 Hangar', 1);
    const hangarAgriviti = await lib('QA26 Hangar', 4);
    const serreViti = await lib('QA26 Serre', 2);
    await lib('QA26 Serre', 4);
    const a = await duer('010001', 2037);
    const b = await duer('010001', 2038);
    const cellier = (await call(gerant, createCategorieRoute, { idDuer: a }, { nom: 'QA26 Cellier' }).expect(201)).body;
    const remise = (await call(gerant, createCategorieRoute, { idDuer: a }, { nom: 'QA26 Remise' }).expect(201)).body;
    await call(gerant, deleteCategorieRoute, { idDuer: a, idCategorie: remise.id }).expect(200);
    const grange = (await call(gerant, createCategorieRoute, { idDuer: a }, { nom: 'QA26 Grange' }).expect(201)).body;
    const fenil = (await call(gerant, updateCategorieRoute, { idDuer: a, idCategorie: grange.id }, { nom: 'QA26 Fenil' }).expect(200)).body;
    const offertes = async (c: Caller, idDuer: number) =>
      ((await call(c, getBaseCategoriesRoute, { idDuer }).expect(200)).body as { id: number; nom: string }[])
        .filter((u) => u.nom.startsWith('QA26'))
        .map((u) => [u.nom, u.id]);

    expect(await offertes(ce, b)).toEqual([
      ['QA26 Hangar', hangar],
      ['QA26 Serre', serreViti],
      ['QA26 Cellier', cellier.duerBaseCategorie.id],
      ['QA26 Fenil', fenil.duerBaseCategorie.id],
    ]);
    expect(await offertes(gerant, b)).toEqual([
      ['QA26 Hangar', hangar],
      ['QA26 Cellier', cellier.duerBaseCategorie.id],
      ['QA26 Fenil', fenil.duerBaseCategorie.id],
    ]);
    expect(await offertes(gerant, a)).toEqual([['QA26 Hangar', hangar]]);
    // What is not offered is refused by id too.
    expect((await call(gerant, createCategorieRoute, { idDuer: b }, { idBase: remise.duerBaseCategorie.id }).expect(400)).body.message).toBe(
      M.elementIntrouvable,
    );
    await call(ce, createCategorieRoute, { idDuer: b }, { idBase: hangar }).expect(201);
    expect(await offertes(ce, b)).toEqual([
      ['QA26 Serre', serreViti],
      ['QA26 Cellier', cellier.duerBaseCategorie.id],
      ['QA26 Fenil', fenil.duerBaseCategorie.id],
    ]);
    expect((await call(ce, createCategorieRoute, { idDuer: b }, { idBase: hangarAgriviti }).expect(400)).body.message).toBe(M.elementIntrouvable);
  });

  it('deleting a unit or a module leaves the orders 1..n; the next one goes last (issue 29, defect 26)', async () => {
    const id = await duer('010001', 2039);
    const [u1, u2, u3] = [await unite(id, 1, false), await unite(id, 2, false), await unite(id, 3, false)];
    await call(gerant, deleteCategorieRoute, { idDuer: id, idCategorie: u2.idCategorie }).expect(200);
    const unites = async () =>
      ((await call(gerant, getDuerRoute, { idDuer: id }).expect(200)).body.categories as { id: number; ordre: number }[]).map((c) => [c.id, c.ordre]);
    expect(await unites()).toEqual([
      [u1.idCategorie, 1],
      [u3.idCategorie, 2],
    ]);
    const nouvelle = (await call(gerant, createCategorieRoute, { idDuer: id }, { nom: 'QA26 Dernière' }).expect(201)).body;
    expect(nouvelle.ordre).toBe(3);

    const p = { idDuer: id, idCategorie: u1.idCategorie };
    const m2 = (await call(gerant, createModuleRoute, p, { nom: 'QA26 Module 2' }).expect(201)).body;
    const m3 = (await call(gerant, createModuleRoute, p, { nom: 'QA26 Module 3' }).expect(201)).body;
    await call(gerant, deleteModuleRoute, { idDuer: id, idModule: u1.idModule }).expect(200);
    const modules = (await call(gerant, getCategorieRoute, p).expect(200)).body.modules as { id: number; ordre: number }[];
    expect(modules.map((m) => [m.id, m.ordre])).toEqual([
      [m2.id, 1],
      [m3.id, 2],
    ]);
  });

  it('a finished DUER refuses member writes; advisers still may', async () => {
    const id = await duer('010001', 2032, { estFini: true });
    const u = await unite(id, 1, false);
    const writes: [ApiRoute, Record<string, unknown>, object | undefined][] = [
      [createCategorieRoute, { idDuer: id }, { nom: 'QA12 Fini' }],
      [copyCategorieRoute, { idDuer: id, idCategorie: u.idCategorie }, {}],
      [updateCategorieRoute, { idDuer: id, idCategorie: u.idCategorie }, { nom: 'QA12 Fini 2' }],
      [reorderCategoriesRoute, { idDuer: id }, { categoriesAModifier: [{ id: u.idCategorie, ordre: 2 }] }],
      [createModuleRoute, { idDuer: id, idCategorie: u.idCategorie }, { nom: 'QA12 Module fini' }],
      [updateModuleRoute, { idDuer: id, idModule: u.idModule }, { remarque: 'x' }],
      [forceModuleRoute, { idDuer: id, idModule: u.idModule }, undefined],
      [reorderModulesRoute, { idDuer: id }, { modulesAModifier: [{ id: u.idModule, ordre: 2 }] }],
      [copyModuleRoute, { idDuer: id, idModule: u.idModule }, { idDuerCategorie: u.idCategorie }],
      [deleteModuleRoute, { idDuer: id, idModule: u.idModule }, undefined],
      [deleteCategorieRoute, { idDuer: id, idCategorie: u.idCategorie }, undefined],
    ];
    for (const [route, params, body] of writes) {
      const res = await call(gerant, route, params, body);
      expect({ path: route.path, status: res.status, message: res.body.message }).toEqual({ path: route.path, status: 403, message: M.duerFini });
    }
    expect((await call(gerant, getDuerRoute, { idDuer: id }).expect(200)).body.droits).toMatchObject({ droitModifs: false, creationStructure: false });
    await call(ce, createCategorieRoute, { idDuer: id }, { nom: 'QA12 Fini CE' }).expect(201);
    await call(ce, forceModuleRoute, { idDuer: id, idModule: u.idModule }).expect(200);
  });
});

describe('modules (duercategorie)', () => {
  it('creates, filters base modules, renames, remarks, forces, copies, reorders and deletes', async () => {
    const id = await duer('010001', 2033);
    const a = await unite(id, 1, false);
    const b = await unite(id, 2, true);
    const detail = (await call(gerant, getCategorieRoute, { idDuer: id, idCategorie: a.idCategorie }).expect(200)).body;
    expect(detail.modules).toEqual([
      expect.objectContaining({
        id: a.idModule,
        estValide: false,
        forcerValidation: false,
        remarque: 'Remarque QA',
        duerBaseModule: expect.objectContaining({ id: LIB.moduleAgri }),
      }),
    ]);
    expect(detail.autresCategories).toEqual([{ id: b.idCategorie, nom: 'QA12 Atelier mécanique' }]);
    expect(detail.droits.droitModifs).toBe(true);

    // New module: a dossier-own base module; a name of the library is refused.
    const created = (await call(gerant, createModuleRoute, { idDuer: id, idCategorie: a.idCategorie }, { nom: 'QA12 Meulage' }).expect(201)).body;
    expect(created).toMatchObject({ ordre: 2, estValide: false, duerBaseModule: { nom: 'QA12 Meulage', codeDossier: '010001', annee: 2033 } });
    expect((await call(gerant, createModuleRoute, { idDuer: id, idCategorie: a.idCategorie }, { nom: 'qa12 soudure à l’arc' }).expect(400)).body.message).toBe(
      M.nomExistant,
    );
    expect((await call(gerant, createModuleRoute, { idDuer: id, idCategorie: a.idCategorie }, { nom: '   ' }).expect(400)).body.message).toBe(M.libelleRequis);

    // Base modules of unit b: the library one (not in b? it is) — filtered by text without accents and by year.
    const otherLib: { id: number }[] = await t.ds.query(
      `INSERT INTO duer_base_module (nom, id_base_categorie, annee) VALUES ('QA12 Électricité', $1, 2027) RETURNING id`,
      [LIB.agri],
    );
    const list = async (query: Record<string, string>) =>
      ((await call(gerant, getBaseModulesRoute, { idDuer: id, idCategorie: a.idCategorie }, undefined, query).expect(200)).body as { id: number }[]).map(
        (m) => m.id,
      );
    expect(await list({ texte: 'electricite' })).toEqual([otherLib[0].id]);
    expect(await list({ texte: 'QA12', annee: '2027' })).toEqual([otherLib[0].id]);
    expect(await list({ texte: 'QA12', annee: '2026' })).toEqual([]);
    expect(await list({ texte: 'soudure' })).toEqual([]); // already in the unit
    expectEnvelope(
      (await call(gerant, getBaseModulesRoute, { idDuer: id, idCategorie: a.idCategorie }, undefined, { annee: 'x' }).expect(400)).body,
      400,
      'VALIDATION',
    );
    const fromBase = (await call(gerant, createModuleRoute, { idDuer: id, idCategorie: a.idCategorie }, { idBase: otherLib[0].id }).expect(201)).body;
    expect(fromBase.duerBaseModule).toMatchObject({ id: otherLib[0].id, nom: 'QA12 Électricité', codeDossier: null });
    expect((await call(gerant, createModuleRoute, { idDuer: id, idCategorie: a.idCategorie }, { idBase: otherLib[0].id }).expect(400)).body.message).toBe(
      M.elementIntrouvable,
    );

    // Rename and remark.
    const renamed = (
      await call(gerant, updateModuleRoute, { idDuer: id, idModule: created.id }, { nom: 'QA12 Ébavurage', remarque: 'Voir atelier' }).expect(200)
    ).body;
    expect(renamed).toMatchObject({
      insertIdDuerModule: null,
      module: { id: created.id, remarque: 'Voir atelier', duerBaseModule: { nom: 'QA12 Ébavurage' } },
    });
    const cleared = (await call(gerant, updateModuleRoute, { idDuer: id, idModule: created.id }, { remarque: null }).expect(200)).body;
    expect(cleared.module.remarque).toBeNull();
    expect((await call(gerant, updateModuleRoute, { idDuer: id, idModule: created.id }, { remarque: 'x'.repeat(2049) }).expect(400)).body.message).toBe(
      M.remarqueTropLongue,
    );
    // SEC adviser: remark yes (edit right), rename no (structure).
    const viti = await duer('010002', 2033);
    const v = await unite(viti, 1, false);
    await call(sec, updateModuleRoute, { idDuer: viti, idModule: v.idModule }, { remarque: 'SEC' }).expect(200);
    expect((await call(sec, updateModuleRoute, { idDuer: viti, idModule: v.idModule }, { nom: 'QA12 SEC' }).expect(403)).body.message).toBe(M.reserveCE);
    expect((await call(sec, createModuleRoute, { idDuer: viti, idCategorie: v.idCategorie }, { nom: 'QA12 SEC' }).expect(403)).body.message).toBe(M.reserveCE);

    // Forced validation toggles, and the unit's and DUER's validity follow.
    const forced = (await call(gerant, forceModuleRoute, { idDuer: id, idModule: a.idModule }).expect(200)).body;
    expect(forced).toMatchObject({ forcerValidation: true, estValide: true });
    expect((await call(gerant, forceModuleRoute, { idDuer: id, idModule: a.idModule }).expect(200)).body).toMatchObject({
      forcerValidation: false,
      estValide: false,
    });

    // Copy into unit b: deep, placed last.
    const copied = (await call(gerant, copyModuleRoute, { idDuer: id, idModule: a.idModule }, { idDuerCategorie: b.idCategorie }).expect(201)).body;
    expect(copied).toMatchObject({ ordre: 2, remarque: 'Remarque QA', duerBaseModule: { id: LIB.moduleAgri } });
    expect(
      await count(
        'SELECT count(*)::int AS n FROM duer_picto p JOIN duer_risque r ON r.id = p.id_duer_risque JOIN duer_groupe g ON g.id = r.id_duer_groupe WHERE g.id_duer_module = $1',
        [copied.id],
      ),
    ).toBe(1);
    expectEnvelope((await call(gerant, copyModuleRoute, { idDuer: id, idModule: a.idModule }, {}).expect(400)).body, 400, 'VALIDATION');

    // Reorder: only the changed modules, then renumbered 1..n on a duplicate.
    await call(
      gerant,
      reorderModulesRoute,
      { idDuer: id },
      {
        modulesAModifier: [
          { id: fromBase.id, ordre: 1 },
          { id: a.idModule, ordre: 3 },
        ],
      },
    ).expect(200, { ok: true });
    const order = (await call(gerant, getCategorieRoute, { idDuer: id, idCategorie: a.idCategorie }).expect(200)).body.modules as {
      id: number;
      ordre: number;
    }[];
    expect(order.map((m) => m.id)).toEqual([fromBase.id, created.id, a.idModule]);
    expect(order.map((m) => m.ordre)).toEqual([1, 2, 3]);

    await call(gerant, deleteModuleRoute, { idDuer: id, idModule: a.idModule }).expect(200, { ok: true });
    expect(await count('SELECT count(*)::int AS n FROM duer_risque WHERE id = $1', [a.idRisque])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM duer_risque WHERE id = $1', [b.idRisque])).toBe(1);
  });

  it('staff see and take the own modules of their portfolio’s dossiers only (issue 30)', async () => {
    const one = async (sql: string, params: unknown[]) => ((await t.ds.query(sql, params)) as { id: number }[])[0].id;
    /** A dossier-own base module that a DUER of its dossier uses. */
    const propre = async (codeDossier: string) => {
      const idBase = await one(`INSERT INTO duer_base_module (nom, id_base_categorie, code_dossier, annee) VALUES ($1, $2, $3, 2036) RETURNING id`, [
        `QA30 Module propre ${codeDossier}`,
        LIB.agri,
        codeDossier,
      ]);
      const idCategorie = await one('INSERT INTO duer_categorie (id_duer, id_base_categorie, ordre) VALUES ($1, $2, 1) RETURNING id', [
        await duer(codeDossier, 2036),
        LIB.agri,
      ]);
      await t.ds.query('INSERT INTO duer_module (id_duer_categorie, id_base_module, ordre) VALUES ($1, $2, 1)', [idCategorie, idBase]);
      return idBase;
    };
    // 010005 is in no portfolio of a CE; 010001 is in ce.conseiller's, not in sec.assistante's (010002 only).
    const hors = await propre('010005');
    const portefeuille = await propre('010001');
    const viti = await duer('010002', 2035);
    const v = await unite(viti, 1, false);
    const p = { idDuer: viti, idCategorie: v.idCategorie };
    const codes = async (c: Caller) =>
      ((await call(c, getBaseModulesRoute, p, undefined, { texte: 'QA30' }, '010002').expect(200)).body as { codeDossier: string | null }[]).map(
        (m) => m.codeDossier,
      );
    expect(await codes(ce)).toEqual(['010001']);
    expect(await codes(sec)).toEqual([]);

    const refused = (await call(ce, createModuleRoute, p, { idBase: hors }, undefined, '010002').expect(403)).body;
    expectEnvelope(refused, 403, 'INTERDIT');
    expect(await count('SELECT count(*)::int AS n FROM duer_module WHERE id_duer_categorie = $1 AND id_base_module = $2', [v.idCategorie, hors])).toBe(0);
    const taken = (await call(ce, createModuleRoute, p, { idBase: portefeuille }, undefined, '010002').expect(201)).body;
    expect(taken.duerBaseModule).toMatchObject({ id: portefeuille, codeDossier: '010001' });
  });

  it('keeps duer.est_valide in step with the tree', async () => {
    const id = await duer('010001', 2034);
    const u = await unite(id, 1, false);
    const estValide = async () => ((await t.ds.query('SELECT est_valide FROM duer WHERE id = $1', [id])) as { est_valide: boolean }[])[0].est_valide;
    await call(gerant, forceModuleRoute, { idDuer: id, idModule: u.idModule }).expect(200);
    expect(await estValide()).toBe(true);
    await call(gerant, createModuleRoute, { idDuer: id, idCategorie: u.idCategorie }, { nom: 'QA12 Vide' }).expect(201);
    expect(await estValide()).toBe(false);
    expect((await call(gerant, getDuerRoute, { idDuer: id }).expect(200)).body.duer.estValide).toBe(false);
  });
});

it('anonymous index call is refused with the envelope', async () => {
  expectEnvelope((await request(t.baseUrl).get('/api/duer/dossier/010001').expect(401)).body, 401);
});
