import request from 'supertest';
import { DuerAuditMessages as A, DuerMessages as M } from '@portail/contracts';
import { AUDIT_QUESTIONNAIRE } from '../../../seeds/duer-audit';
import { DUER } from '../../../seeds/ids';
import { resetDossier } from '../../../seeds/seed';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';

/**
 * The prior audit (spec 03 §2.7, §4, §5, §6, §7.6) on the seeded DUERs of 010001 (2025 finished and fully answered,
 * 2026 half answered) and 010002; each test file has its own copy of the seeded database.
 */
jest.setTimeout(90_000);

let t: TestPortal;
const GERANT = 'gerant.multi@exemple.fr'; // gérant of 010001, 010002, 010003 (tool_duer); role 2 on 010004 (no tool_duer)
const ASSOCIE = 'associe@exemple.fr'; // 010004 only
type Caller = Awaited<ReturnType<typeof agent>>;
type Method = 'get' | 'post' | 'put' | 'delete';

interface Question {
  q_id: number;
  q_ordre: number;
  q_reponse: boolean | null;
  q_nonApplicable: boolean;
  q_remarque: string;
  bq_nom: string;
  bca_id: number;
  bca_nom: string;
}
interface Audit {
  duer: { id: number; annee: number };
  droits: { droitModifs: boolean; droitCreation: boolean };
  categories: { id: number; nom: string }[];
  questions: Question[];
}

const call = (c: Caller, method: Method, path: string, body?: object) => {
  let req = c.http[method](path);
  if (method !== 'get') req = req.set('x-csrf-token', c.csrf);
  return body ? req.send(body) : req;
};
const D = (idDuer: number) => `/api/duer/${idDuer}/audit`;
const get = async (c: Caller, idDuer: number): Promise<Audit> => (await call(c, 'get', `${D(idDuer)}/questions/types/99`).expect(200)).body;
const saveBody = (qs: Question[]) => ({
  questions: qs.map((q) => ({ id: q.q_id, ordre: q.q_ordre, reponse: q.q_reponse, nonApplicable: q.q_nonApplicable, remarque: q.q_remarque })),
});
const ofCategorie = (a: Audit, id: number) => a.questions.filter((q) => q.bca_id === id);

let sansModule: number; // 010004 (no tool_duer)
let categorie1: number;
let q1: number;

beforeAll(async () => {
  t = await startTestPortal();
  const rows: { id: number }[] = await t.ds.query(`INSERT INTO duer (code_dossier, annee) VALUES ('010004', 2031) RETURNING id`);
  sansModule = rows[0].id;
  const g = await signIn(t.baseUrl, GERANT);
  const a = await get(g, DUER.agri2026);
  categorie1 = a.categories[0].id;
  q1 = a.questions[0].q_id;
});
afterAll(() => t.close());

const routes = (idDuer: number): [Method, string, object?][] => [
  ['get', `${D(idDuer)}/questions/types/99`],
  ['get', `${D(idDuer)}/categories/restantes`],
  ['get', `${D(idDuer)}/categories/${categorie1}/questions/restantes`],
  ['put', D(idDuer), { questions: [] }],
  ['delete', `${D(idDuer)}/questions/${q1}`],
  ['post', `${D(idDuer)}/questions`, { idBaseCategorie: categorie1, idQuestion: -1, nom: 'Interdit' }],
  ['post', `${D(idDuer)}/categories`, { nom: 'Interdit', idBaseType: 99 }],
];

describe('access on every audit route', () => {
  it('401 anonymous', async () => {
    for (const [method, path, body] of routes(DUER.agri2026)) {
      const res = method === 'get' ? await request(t.baseUrl).get(path) : await call(await agent(t.baseUrl), method, path, body);
      expect([path, res.status]).toEqual([path, 401]);
      expectEnvelope(res.body, 401);
    }
  });

  it("403 on another person's dossier, 403 without the DUER module", async () => {
    const associe = await signIn(t.baseUrl, ASSOCIE);
    for (const [method, path, body] of routes(DUER.agri2026)) {
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

  it('400 with the envelope and French messages on bad params and bodies, never 500', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const bad = async (method: Method, path: string, body?: object, message?: string) => {
      const res = await call(g, method, path, body);
      expect([path, res.status]).toEqual([path, 400]);
      expectEnvelope(res.body, 400, 'VALIDATION');
      if (message) expect(res.body.issues.map((i: { message: string }) => i.message)).toContain(message);
    };
    const d = D(DUER.agri2026);
    await bad('get', `${d}/questions/types/2`, undefined, A.typeAudit);
    await bad('get', `${d}/questions/types/abc`);
    await bad('get', `/api/duer/abc/audit/questions/types/99`);
    await bad('get', `${d}/categories/0/questions/restantes`);
    await bad('put', d, { questions: 'x' });
    await bad('put', d, { questions: [{ id: q1, ordre: 1, reponse: true, nonApplicable: false, remarque: 'x'.repeat(2043) }] }, A.remarqueTropLongue);
    await bad('put', d, { questions: [{ id: q1, ordre: 0, reponse: true, nonApplicable: false, remarque: '' }] });
    await bad('put', d, { questions: [{ id: q1, ordre: 1, reponse: 'oui', nonApplicable: false, remarque: '' }] });
    await bad('delete', `${d}/questions/abc`);
    await bad('post', `${d}/questions`, { idQuestion: -1, nom: 'Sans catégorie' }, A.categorieRequise);
    await bad('post', `${d}/questions`, { idBaseCategorie: 0, idQuestion: -1 }, A.categorieRequise);
    await bad('post', `${d}/questions`, { idBaseCategorie: categorie1, idQuestion: -1, nom: 'x'.repeat(257) }, A.nomTropLong);
    await bad('post', `${d}/questions`, { idBaseCategorie: categorie1 }, A.questionRequise);
    await bad('post', `${d}/categories`, { nom: ' ', idBaseType: 99 }, A.nomCategorieRequis);
    await bad('post', `${d}/categories`, { nom: 'x'.repeat(257), idBaseType: 99 }, A.nomTropLong);
    await bad('post', `${d}/categories`, { nom: 'Catégorie', idBaseType: 2 }, A.typeAudit);
    await bad('post', `${d}/categories`, { nom: 'Catégorie', idBaseType: 99, nouvelleQuestion: 'x'.repeat(257) }, A.nomTropLong);
    // A work-unit category is not an audit category.
    const unite: { id: number }[] = await t.ds.query('SELECT id FROM duer_base_categorie WHERE id_base_type = 1 LIMIT 1');
    await bad('post', `${d}/questions`, { idBaseCategorie: unite[0].id, idQuestion: -1, nom: 'Q' }, A.categorieIntrouvable);
  });
});

describe('reading the audit', () => {
  it('the seeded questionnaire by category, 2025 answered, 2026 half answered; type 99 left out of work units', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const a = await get(g, DUER.agri2026);
    expect(a.categories.map((c) => c.nom)).toEqual(AUDIT_QUESTIONNAIRE.map((c) => c.nom));
    expect(a.questions).toHaveLength(AUDIT_QUESTIONNAIRE.flatMap((c) => c.questions).length);
    expect(ofCategorie(a, categorie1).map((q) => q.q_ordre)).toEqual([1, 2, 3, 4, 5]);
    const remarques = (x: Audit) => x.questions.filter((q) => q.q_remarque).length;
    const fini = await get(g, DUER.agri2025);
    expect(remarques(fini)).toBe(AUDIT_QUESTIONNAIRE.length);
    expect(fini.questions.some((q) => q.q_nonApplicable)).toBe(true);
    expect(fini.questions.every((q) => !(q.q_nonApplicable && q.q_reponse))).toBe(true);
    expect(a.questions.filter((q) => q.q_reponse).length).toBeLessThan(fini.questions.filter((q) => q.q_reponse).length);
    // Unanswered is neither Oui nor Non (issue 29, defect 26).
    expect(fini.questions.filter((q) => q.q_reponse === null)).toEqual([]);
    expect(a.questions.filter((q) => q.q_reponse === null).length).toBeGreaterThan(0);
    expect(a.questions.filter((q) => q.q_reponse === false).length).toBeGreaterThan(0);

    const bases: { nom: string }[] = (await call(g, 'get', `/api/duer/${DUER.agri2026}/categories/base`).expect(200)).body;
    expect(bases.map((b) => b.nom)).not.toContain(AUDIT_QUESTIONNAIRE[0].nom);
    await call(g, 'post', `${D(DUER.agri2026)}/categories`, { nom: 'Vendanges manuelles', idBaseType: 99 }).expect(201);
    const apres: { nom: string }[] = (await call(g, 'get', `/api/duer/${DUER.agri2026}/categories/base`).expect(200)).body;
    expect(apres.map((b) => b.nom)).not.toContain('Vendanges manuelles');
  });

  it('404 on an unknown DUER', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await call(g, 'get', `/api/duer/99999999/audit/questions/types/99`).expect(404)).body, 404);
  });
});

describe('saving answers', () => {
  it('answers (or none), remarks and order in one save; non applicable forces the answer to no', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const a = await get(g, DUER.agri2026);
    const [x, y, z, u, v] = ofCategorie(a, categorie1);
    const body = {
      questions: [
        { id: x.q_id, ordre: 2, reponse: true, nonApplicable: false, remarque: 'Affiché au chai' },
        { id: y.q_id, ordre: 1, reponse: true, nonApplicable: true, remarque: '' },
        { id: z.q_id, ordre: z.q_ordre, reponse: false, nonApplicable: false, remarque: 'Ligne 1\nLigne 2' },
        // Not answered: stays so; not applicable stores Non.
        { id: u.q_id, ordre: u.q_ordre, reponse: null, nonApplicable: false, remarque: '' },
        { id: v.q_id, ordre: v.q_ordre, reponse: null, nonApplicable: true, remarque: '' },
      ],
    };
    const saved: Audit = (await call(g, 'put', D(DUER.agri2026), body).expect(200)).body;
    const c = ofCategorie(saved, categorie1);
    expect(c[0]).toMatchObject({ q_id: y.q_id, q_ordre: 1, q_reponse: false, q_nonApplicable: true });
    expect(c[1]).toMatchObject({ q_id: x.q_id, q_ordre: 2, q_reponse: true, q_remarque: 'Affiché au chai' });
    expect(c.find((q) => q.q_id === z.q_id)).toMatchObject({ q_reponse: false, q_remarque: 'Ligne 1\nLigne 2' });
    expect(c.find((q) => q.q_id === u.q_id)?.q_reponse).toBeNull();
    expect(c.find((q) => q.q_id === v.q_id)).toMatchObject({ q_reponse: false, q_nonApplicable: true });
    expect((await get(g, DUER.agri2026)).questions).toEqual(saved.questions);
  });

  it('questions of another DUER are refused and never touched; the save is all or nothing', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const autre = (await get(g, DUER.viti2026)).questions[0];
    const mine = (await get(g, DUER.agri2026)).questions[3];
    const res = await call(g, 'put', D(DUER.agri2026), {
      questions: [
        { id: mine.q_id, ordre: mine.q_ordre, reponse: !mine.q_reponse, nonApplicable: false, remarque: 'Jamais écrit' },
        { id: autre.q_id, ordre: 1, reponse: true, nonApplicable: false, remarque: 'Intrus' },
      ],
    });
    expect(res.status).toBe(404);
    expectEnvelope(res.body, 404);
    expect(res.body.message).toBe(A.questionIntrouvable);
    expect((await get(g, DUER.viti2026)).questions[0]).toEqual(autre);
    expect((await get(g, DUER.agri2026)).questions.find((q) => q.q_id === mine.q_id)).toEqual(mine);
    const del = await call(g, 'delete', `${D(DUER.agri2026)}/questions/${autre.q_id}`);
    expect([del.status, del.body]).toEqual([404, expect.anything()]);
    expectEnvelope(del.body, 404);
  });

  it('a finished DUER refuses member writes (403 French message), an adviser may still write', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const fini = await get(g, DUER.agri2025);
    expect(fini.droits).toMatchObject({ droitModifs: false, droitCreation: false });
    const q = fini.questions[0];
    const refus = async (method: Method, path: string, body?: object) => {
      const res = await call(g, method, path, body);
      expect([path, res.status]).toEqual([path, 403]);
      expect(res.body.message).toBe(M.duerFini);
    };
    await refus('put', D(DUER.agri2025), saveBody([q]));
    await refus('delete', `${D(DUER.agri2025)}/questions/${q.q_id}`);
    await refus('post', `${D(DUER.agri2025)}/questions`, { idBaseCategorie: q.bca_id, idQuestion: -1, nom: 'Non' });
    await refus('post', `${D(DUER.agri2025)}/categories`, { nom: 'Non', idBaseType: 99 });

    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    const vue = await get(ce, DUER.agri2025);
    expect(vue.droits).toMatchObject({ droitModifs: true, droitCreation: true });
    const saved: Audit = (await call(ce, 'put', D(DUER.agri2025), saveBody([{ ...q, q_remarque: 'Revu par le conseiller' }])).expect(200)).body;
    expect(saved.questions[0].q_remarque).toBe('Revu par le conseiller');
  });
});

describe('adding and deleting', () => {
  it('deleting a question removes it at once and renumbers its category from 1', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const a = await get(g, DUER.viti2026);
    const cat = a.categories[1].id;
    const avant = ofCategorie(a, cat);
    const apres: Audit = (await call(g, 'delete', `${D(DUER.viti2026)}/questions/${avant[1].q_id}`).expect(200)).body;
    const reste = ofCategorie(apres, cat);
    expect(reste.map((q) => q.q_id)).toEqual(avant.filter((_, i) => i !== 1).map((q) => q.q_id));
    expect(reste.map((q) => q.q_ordre)).toEqual(reste.map((_, i) => i + 1));
    const left: { id: number; nom: string }[] = (await call(g, 'get', `${D(DUER.viti2026)}/categories/${cat}/questions/restantes`).expect(200)).body;
    expect(left.map((l) => l.nom)).toEqual([avant[1].bq_nom]);

    // Added back from the questions left: last of its category.
    const ajout: Audit = (await call(g, 'post', `${D(DUER.viti2026)}/questions`, { idBaseCategorie: cat, idQuestion: left[0].id }).expect(201)).body;
    expect(ofCategorie(ajout, cat).at(-1)).toMatchObject({ bq_nom: avant[1].bq_nom, q_ordre: avant.length, q_reponse: null });
    const deux = await call(g, 'post', `${D(DUER.viti2026)}/questions`, { idBaseCategorie: cat, idQuestion: left[0].id });
    expect(deux.status).toBe(400);
    expect(deux.body.issues[0].message).toBe(A.questionDejaPresente);
  });

  it('a new question left empty is stored as a single space; a category with and without a first question', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const vide: Audit = (await call(g, 'post', `${D(DUER.viti2026)}/questions`, { idBaseCategorie: categorie1, idQuestion: -1, nom: '' }).expect(201)).body;
    expect(ofCategorie(vide, categorie1).at(-1)?.bq_nom).toBe(' ');

    const cat: Audit = (await call(g, 'post', `${D(DUER.viti2026)}/categories`, { nom: 'Caves de craie', idBaseType: 99 }).expect(201)).body;
    const nouvelle = cat.categories.find((c) => c.nom === 'Caves de craie')!;
    expect(ofCategorie(cat, nouvelle.id)).toEqual([]);
    const avec: Audit = (
      await call(g, 'post', `${D(DUER.viti2026)}/categories`, {
        nom: 'Remuage',
        idBaseType: 99,
        nouvelleQuestion: 'Les gyropalettes sont-elles protégées ?',
      }).expect(201)
    ).body;
    const remuage = avec.categories.find((c) => c.nom === 'Remuage')!;
    expect(ofCategorie(avec, remuage.id)).toMatchObject([{ q_ordre: 1, bq_nom: 'Les gyropalettes sont-elles protégées ?' }]);

    // The dossier's own category is offered to this dossier only.
    const ici: { nom: string }[] = (await call(g, 'get', `${D(DUER.viti2026)}/categories/restantes`).expect(200)).body;
    expect(ici.map((c) => c.nom)).toEqual(expect.arrayContaining(['Caves de craie', 'Remuage', AUDIT_QUESTIONNAIRE[0].nom]));
    const ailleurs: { nom: string }[] = (await call(g, 'get', `${D(DUER.acs2026)}/categories/restantes`).expect(200)).body;
    expect(ailleurs.map((c) => c.nom)).not.toContain('Remuage');
    const res = await call(g, 'post', `${D(DUER.acs2026)}/questions`, { idBaseCategorie: remuage.id, idQuestion: -1, nom: 'Q' });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].message).toBe(A.categorieIntrouvable);
  });
});

describe('a new DUER and its copies', () => {
  it('a new DUER gets the base questionnaire unanswered; a copy with content keeps answers, without content not', async () => {
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    const create = (body: object) => ce.http.post('/api/duer/dossier/010001').set('x-csrf-token', ce.csrf).set('x-code-dossier', '010001').send(body);
    const source = await get(ce, DUER.agri2025);
    await call(ce, 'post', `${D(DUER.agri2025)}/categories`, { nom: 'Pressurage', idBaseType: 99, nouvelleQuestion: 'Le pressoir est-il consigné ?' }).expect(
      201,
    );
    const avecCategorie = await get(ce, DUER.agri2025);

    const vide = (await create({ mode: 'vide', annee: 2029 }).expect(201)).body;
    const neuf = await get(ce, vide.id);
    expect(neuf.questions).toHaveLength(AUDIT_QUESTIONNAIRE.flatMap((c) => c.questions).length);
    expect(neuf.questions.every((q) => q.q_reponse === null && !q.q_nonApplicable && q.q_remarque === '')).toBe(true);

    const copie = (await create({ mode: 'copie', annee: 2030, anneeSource: 2025, copierContenu: true }).expect(201)).body;
    const c = await get(ce, copie.id);
    const forme = (x: Audit) => x.questions.map(({ q_id: _id, ...q }) => q);
    expect(forme(c)).toEqual(forme(avecCategorie));
    expect(c.questions.filter((q) => q.q_reponse)).toHaveLength(source.questions.filter((q) => q.q_reponse).length);

    const sans = (await create({ mode: 'copie', annee: 2031, anneeSource: 2025, copierContenu: false }).expect(201)).body;
    const s = await get(ce, sans.id);
    expect(s.categories.map((x) => x.nom)).toContain('Pressurage');
    expect(s.questions).toHaveLength(avecCategorie.questions.length);
    expect(s.questions.every((q) => q.q_reponse === null && !q.q_nonApplicable && q.q_remarque === '')).toBe(true);
  });
  it("a copy from another dossier's DUER makes that dossier's own categories and questions the new dossier's own", async () => {
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    await call(ce, 'post', `${D(DUER.viti2026)}/categories`, {
      nom: 'Dégorgement',
      idBaseType: 99,
      nouvelleQuestion: 'Les lunettes sont-elles portées ?',
    }).expect(201);
    const source = await get(ce, DUER.viti2026);
    const res = await ce.http
      .post('/api/duer/dossier/010001')
      .set('x-csrf-token', ce.csrf)
      .set('x-code-dossier', '010001')
      .send({ mode: 'autreDossier', annee: 2032, idDuerSource: DUER.viti2026 });
    expect(res.status).toBe(201);
    const copie = await get(ce, res.body.id);
    expect(copie.questions.map((q) => [q.bca_nom, q.bq_nom, q.q_reponse])).toEqual(source.questions.map((q) => [q.bca_nom, q.bq_nom, q.q_reponse]));
    const degorgement = copie.categories.find((c) => c.nom === 'Dégorgement')!;
    const owners: { code_dossier: string }[] = await t.ds.query(
      `SELECT b.code_dossier FROM duer_base_categorie b WHERE b.id = $1
       UNION ALL SELECT bq.code_dossier FROM duer_question q JOIN duer_base_question bq ON bq.id = q.id_base_question WHERE q.id_duer = $2 AND bq.id_base_categorie = $1`,
      [degorgement.id, res.body.id],
    );
    expect(owners.map((o) => o.code_dossier)).toEqual(['010001', '010001']);
    const g = await signIn(t.baseUrl, GERANT);
    const ici: { nom: string }[] = (await call(g, 'get', `${D(res.body.id)}/categories/restantes`).expect(200)).body;
    expect(ici.map((c) => c.nom)).toContain('Dégorgement');
  });
});

describe('QA data', () => {
  it('a per-dossier reset restores the seeded answers and drops the audit changes', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const avant = await get(g, DUER.agri2026);
    const q = avant.questions[0];
    await call(g, 'delete', `${D(DUER.agri2026)}/questions/${avant.questions[1].q_id}`).expect(200);
    await call(g, 'put', D(DUER.agri2026), saveBody([{ ...q, q_remarque: 'Changement à effacer' }])).expect(200);
    await resetDossier(t.ds, '010001');
    const apres = await get(g, DUER.agri2026);
    expect(apres.questions).toHaveLength(AUDIT_QUESTIONNAIRE.flatMap((c) => c.questions).length);
    expect(apres.questions[0].q_remarque).not.toBe('Changement à effacer');
    const seeded = await t.ds.query('SELECT count(*)::int AS n FROM duer_question WHERE id_duer = $1 AND (reponse OR non_applicable)', [DUER.agri2025]);
    expect(seeded[0].n).toBeGreaterThan(AUDIT_QUESTIONNAIRE.length * 3);
  });
});
