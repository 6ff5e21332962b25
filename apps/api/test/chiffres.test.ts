import { type Exercice, type Stat } from '@portail/contracts';
import { ChiffresService } from '../src/modules/chiffres/chiffres.service';
import { anonymous, GERANT, send } from './sharing-fixtures';
import { signInStaff } from './staff-sign-in';
import { expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(async () => {
  await t.close();
});

/** Comptable (role 3) on 010004: no 'Mes chiffres' category, so no page_chiffres. */
const SANS_MODULE = 'associe@exemple.fr';
const PARTICULIER = 'particulier@exemple.fr';

describe('GET /api/chiffres', () => {
  it('401 anonymous, 403 on another dossier or without page_chiffres, 400 on a bad code', async () => {
    const a = await anonymous(t.baseUrl);
    expectEnvelope((await a.http.get('/api/chiffres?codeDossier=010001').expect(401)).body, 401);
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await g.http.get('/api/chiffres?codeDossier=010016').expect(403)).body, 403, 'INTERDIT');
    const bad = (await g.http.get('/api/chiffres?codeDossier=12').expect(400)).body;
    expectEnvelope(bad, 400, 'VALIDATION');
    expect(bad.issues).toEqual([expect.objectContaining({ path: 'codeDossier' })]);
    expectEnvelope((await g.http.get('/api/chiffres').expect(400)).body, 400, 'VALIDATION');
    const comptable = await signIn(t.baseUrl, SANS_MODULE);
    expectEnvelope((await comptable.http.get('/api/chiffres?codeDossier=010004').expect(403)).body, 403, 'MODULE_INTERDIT');
    // The individual customer's dossier (0016) has no figures module.
    const particulier = await signIn(t.baseUrl, PARTICULIER);
    expectEnvelope((await particulier.http.get('/api/chiffres?codeDossier=010016').expect(403)).body, 403, 'MODULE_INTERDIT');
  });

  it('lists the figures that make sense for the dossier’s accounts type, with the caller’s favourites', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const agri: Stat[] = (await g.http.get('/api/chiffres?codeDossier=010002').expect(200)).body;
    expect(agri.map((s) => s.slug)).toEqual(['recettes', 'depenses', 'endettement-hectare', 'investissement-hectare', 'capacite-remboursement']);
    expect(agri[0]).toMatchObject({ name: 'Recettes', favorite: true, display: 'line', source: 'recettes', timestamp: expect.any(String) });
    expect(agri[0]!.explanation).toMatch(/^Recettes encaissées, cumulées mois par mois/);
    expect(agri.filter((s) => s.favorite).map((s) => s.slug)).toEqual(['recettes']);
    const bic: Stat[] = (await g.http.get('/api/chiffres?codeDossier=010003').expect(200)).body;
    expect(bic.map((s) => s.slug)).toEqual(['recettes', 'depenses', 'taux-endettement', 'investissements', 'capacite-remboursement']);
  });

  it('gives an empty list for an individual customer (0016) even if the module were granted', async () => {
    const service = t.portal.app.get(ChiffresService);
    const user = { guidPersonne: '0a000000-0000-4000-8000-000000000003' } as Parameters<ChiffresService['list']>[0];
    expect(await service.list(user, '010016')).toEqual([]);
    expect(await service.exercices('010016')).toEqual([]);
    expect(await service.mainStats('010016')).toEqual([]);
  });

  it('serves staff on a portfolio dossier through x-code-dossier; a secretary has no figures', async () => {
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    const list: Stat[] = (await ce.http.get('/api/chiffres').set('x-code-dossier', '010003').expect(200)).body;
    expect(list).toHaveLength(5);
    expect(list.every((s) => !s.favorite)).toBe(true);
    expectEnvelope((await ce.http.get('/api/chiffres').set('x-code-dossier', '010005').expect(403)).body, 403, 'INTERDIT');
    const sec = await signInStaff(t.baseUrl, 'sec.assistante');
    expectEnvelope((await sec.http.get('/api/chiffres').set('x-code-dossier', '010002').expect(403)).body, 403, 'MODULE_INTERDIT');
  });
});

describe('POST /api/chiffres/favorite/{add|remove}', () => {
  it('401 anonymous, 400 with the envelope on bad input, 404 on an unknown figure', async () => {
    const a = await anonymous(t.baseUrl);
    expectEnvelope((await send.post(a, '/api/chiffres/favorite/add', { slug: 'depenses' }).expect(401)).body, 401);
    const g = await signIn(t.baseUrl, GERANT);
    const bad = (await send.post(g, '/api/chiffres/favorite/add', { slug: 'Dépenses !' }).expect(400)).body;
    expectEnvelope(bad, 400, 'VALIDATION');
    expect(bad.issues).toEqual([{ path: 'slug', message: 'Le chiffre demandé est inconnu.' }]);
    const contradictory = (await send.post(g, '/api/chiffres/favorite/remove', { slug: 'depenses', favorite: true }).expect(400)).body;
    expect(contradictory.issues).toEqual([expect.objectContaining({ path: 'favorite' })]);
    expectEnvelope((await send.post(g, '/api/chiffres/favorite/add', {}).expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await send.post(g, '/api/chiffres/favorite/add', { slug: 'chiffre-inconnu' }).expect(404)).body, 404);
  });

  it('saves the favourite per person, whatever the dossier, and is idempotent', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expect((await send.post(g, '/api/chiffres/favorite/add', { slug: 'capacite-remboursement', favorite: true }).expect(200)).body).toEqual({
      slug: 'capacite-remboursement',
      favorite: true,
    });
    await send.post(g, '/api/chiffres/favorite/add', { slug: 'capacite-remboursement' }).expect(200);
    const favorites = async (code: string) =>
      ((await g.http.get(`/api/chiffres?codeDossier=${code}`).expect(200)).body as Stat[]).filter((s) => s.favorite).map((s) => s.slug);
    expect(await favorites('010002')).toEqual(['recettes', 'capacite-remboursement']);
    expect(await favorites('010003')).toEqual(['recettes', 'capacite-remboursement']);
    // Another person's list is untouched.
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    expect(((await ce.http.get('/api/chiffres').set('x-code-dossier', '010002').expect(200)).body as Stat[]).some((s) => s.favorite)).toBe(false);
    await send.post(g, '/api/chiffres/favorite/remove', { slug: 'capacite-remboursement', favorite: false }).expect(200);
    await send.post(g, '/api/chiffres/favorite/remove', { slug: 'capacite-remboursement' }).expect(200);
    expect(await favorites('010002')).toEqual(['recettes']);
  });
});

describe('GET /api/chiffres/compta/{codeDossier}', () => {
  it('401 anonymous, 403 on another dossier or without page_chiffres, 400 on a bad code', async () => {
    const a = await anonymous(t.baseUrl);
    expectEnvelope((await a.http.get('/api/chiffres/compta/010001').expect(401)).body, 401);
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await g.http.get('/api/chiffres/compta/010016').expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await g.http.get('/api/chiffres/compta/01000A').expect(400)).body, 400, 'VALIDATION');
    const comptable = await signIn(t.baseUrl, SANS_MODULE);
    expectEnvelope((await comptable.http.get('/api/chiffres/compta/010004').expect(403)).body, 403, 'MODULE_INTERDIT');
  });

  it('gives at least four fiscal years, oldest first, the latest open and filled up to last month', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const list: Exercice[] = (await g.http.get('/api/chiffres/compta/010002').expect(200)).body;
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.map((e) => e.clos)).toEqual([true, true, true, true, false]);
    const year = new Date().getFullYear();
    expect(list.at(-1)).toMatchObject({ dateDebut: `${year}-01-01`, dateFin: `${year}-12-31`, typeDossier: 'AGRI', endettementBIC: null });
    expect(
      list
        .at(-1)!
        .recettes.slice(0, new Date().getMonth())
        .every((v) => typeof v === 'number'),
    ).toBe(true);
    expect(list.at(-1)!.recettes.slice(new Date().getMonth())).toEqual(Array(12 - new Date().getMonth()).fill(null));
    // Champagne grapes: 1,2 to 1,5 M€ a year for 10 ha, most of it at the September–October harvest.
    const closed = list[3]!;
    const total = closed.recettes.reduce((s, v) => s! + v!, 0)!;
    expect(total).toBeGreaterThan(1_100_000);
    expect(total).toBeLessThan(1_600_000);
    expect(closed.recettes[8]! + closed.recettes[9]!).toBeGreaterThan(total * 0.4);
    expect(closed.endettementAGRI).toBeGreaterThan(10_000);
    const bic: Exercice[] = (await g.http.get('/api/chiffres/compta/010003').expect(200)).body;
    expect(bic.every((e) => e.typeDossier === 'BIC' && e.endettementBIC !== null && e.investissementBIC !== null && e.endettementAGRI === null)).toBe(true);
  });
});

describe('GET /api/chiffres/comptaCivil/{year}/{codeDossier}', () => {
  it('401 anonymous, 403 on another dossier or without page_chiffres, 400 on a bad year or code', async () => {
    const a = await anonymous(t.baseUrl);
    expectEnvelope((await a.http.get('/api/chiffres/comptaCivil/2025/010001').expect(401)).body, 401);
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await g.http.get('/api/chiffres/comptaCivil/2025/010016').expect(403)).body, 403, 'INTERDIT');
    const bad = (await g.http.get('/api/chiffres/comptaCivil/deux-mille/010001').expect(400)).body;
    expectEnvelope(bad, 400, 'VALIDATION');
    expect(bad.issues).toEqual([{ path: 'year', message: 'L’année doit être comprise entre 2000 et 2100.' }]);
    expectEnvelope((await g.http.get('/api/chiffres/comptaCivil/1999/010001').expect(400)).body, 400, 'VALIDATION');
    const comptable = await signIn(t.baseUrl, SANS_MODULE);
    expectEnvelope((await comptable.http.get('/api/chiffres/comptaCivil/2025/010004').expect(403)).body, 403, 'MODULE_INTERDIT');
  });

  it('puts together a civil year from the fiscal years covering it, cumulated month by month', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    // 010001 closes on 30 June: a civil year spans two fiscal years.
    const exercices: Exercice[] = (await g.http.get('/api/chiffres/compta/010001').expect(200)).body;
    expect(exercices[0]!.dateDebut.slice(5)).toBe('07-01');
    const year = Number(exercices[1]!.dateFin.slice(0, 4));
    const data = (await g.http.get(`/api/chiffres/comptaCivil/${year}/010001`).expect(200)).body;
    expect(data.year).toBe(year);
    expect(data.recettes).toEqual([...exercices[1]!.recettes.slice(6), ...exercices[2]!.recettes.slice(0, 6)]);
    expect(data.recettesCumul[11]).toBeCloseTo(
      data.recettes.reduce((s: number, v: number) => s + v, 0),
      2,
    );
    expect(data.depensesCumul[0]).toBe(data.depenses[0]);
    expect(data.timestamp).toEqual(expect.any(String));
    const empty = (await g.http.get('/api/chiffres/comptaCivil/2001/010001').expect(200)).body;
    expect(empty).toMatchObject({ recettes: Array(12).fill(null), recettesCumul: Array(12).fill(null), timestamp: null });
  });
});
