import request from 'supertest';
import { expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';
import { seededFilesDir } from './ged-blobs';

let t: TestPortal;
beforeAll(async () => {
  // The libraries' PDFs were written by the seed into the global setup's blob folder.
  t = await startTestPortal({ FILES_DIR: seededFilesDir() });
});
afterAll(() => t.close());

const GERANT = 'gerant.multi@exemple.fr';
/** Claire Martin: 010003 holds oic; 010001 does not. Associé: 010004 has no page_tutoriels. */
type Agent = Awaited<ReturnType<typeof signIn>>;
let claire: Agent;
let associe: Agent;
beforeAll(async () => {
  claire = await signIn(t.baseUrl, GERANT);
  associe = await signIn(t.baseUrl, 'associe@exemple.fr');
});

describe('GET /api/tutos (page_tutoriels)', () => {
  it('401, 403 another dossier, 403 without the module, 400', async () => {
    expectEnvelope((await request(t.baseUrl).get('/api/tutos?codeDossier=010001').expect(401)).body, 401);
    expectEnvelope((await associe.http.get('/api/tutos?codeDossier=010001').expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await associe.http.get('/api/tutos?codeDossier=010004').expect(403)).body, 403, 'MODULE_INTERDIT');
    expectEnvelope((await claire.http.get('/api/tutos?codeDossier=12').expect(400)).body, 400, 'VALIDATION');
  });

  it('lists the eight tutorials in their order, for a member and for staff on a portfolio dossier', async () => {
    const list = (await claire.http.get('/api/tutos?codeDossier=010001').expect(200)).body as { code: string; title: string; url: string }[];
    expect(list).toHaveLength(8);
    expect(list[0]).toMatchObject({ code: 'premiere-connexion', title: 'Première connexion au portail', icone: '/images/tutoriels/connexion.svg' });
    const staff = await signInStaff(t.baseUrl, 'ce.conseiller');
    expect((await staff.http.get('/api/tutos').set('x-code-dossier', '010002').expect(200)).body).toHaveLength(8);
  });
});

describe('GET /api/documentations', () => {
  it('401, then the tree of three levels sorted by order with its documentations', async () => {
    expectEnvelope((await request(t.baseUrl).get('/api/documentations').expect(401)).body, 401);
    const { categories } = (await associe.http.get('/api/documentations').expect(200)).body as {
      categories: {
        code: string;
        order: number;
        documentations: { code: string; codeGed: string | null; gedDispo: boolean }[];
        categories: { code: string; categories: { code: string; categories: unknown[]; documentations: unknown[] }[] }[];
      }[];
    };
    expect(categories.map((c) => c.code)).toEqual(['fiscalite', 'social', 'juridique', 'cabinet-et-vous', 'site-cabinet']);
    const fiscalite = categories[0]!;
    expect(fiscalite.documentations.map((d) => d.code)).toEqual(['fiches-fiscales', 'impots-gouv']);
    expect(fiscalite.categories.map((c: { code: string }) => c.code)).toEqual(['fiscalite-viticulture', 'fiscalite-agriculture']);
    const accises = fiscalite.categories[0].categories[0];
    expect(accises).toMatchObject({ code: 'viticulture-accises', categories: [] });
    expect(accises.documentations[0]).toMatchObject({ code: 'douane-accises', codeGed: 'ACCISES', gedDispo: true, url: null });
    expect(categories[4]).toMatchObject({ url: 'https://www.exemple.fr/cabinet', estSiteInternet: true });
    expect(categories[3]!.documentations.map((d) => d.code)).toEqual(['rgpd-cabinet', 'webserie-cabinet']);
  });
});

describe('GET /api/documentations/ged/{codeGED} and the download', () => {
  const URL = '/api/documentations/ged/FICHES_FISCALES';
  it('401, 404 unknown library, 400 bad code, filter, page and size', async () => {
    expectEnvelope((await request(t.baseUrl).get(URL).expect(401)).body, 401);
    expectEnvelope((await claire.http.get('/api/documentations/ged/INCONNUE').expect(404)).body, 404);
    expectEnvelope((await claire.http.get('/api/documentations/ged/a%20b').expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await claire.http.get(`${URL}?page=0`).expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await claire.http.get(`${URL}?size=500`).expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await claire.http.get(`${URL}?filter=${'x'.repeat(101)}`).expect(400)).body, 400, 'VALIDATION');
  });

  it("lists everything with '*' sorted by name, pages of the given size with the total, and searches a lower-cased term", async () => {
    const all = (await claire.http.get(`${URL}?filter=*&page=1&size=20`).expect(200)).body;
    expect(all).toMatchObject({ codeGed: 'FICHES_FISCALES', titre: 'Fiches fiscales 2026', total: 10, page: 1, size: 20 });
    expect(all.fichiers).toHaveLength(10);
    expect(all.fichiers[0]).toMatchObject({ nom: 'Amortissement du matériel viticole.pdf', date: expect.stringMatching(/^2026-/) });
    expect(all.fichiers[0].taille).toBeGreaterThan(1000);
    const page2 = (await claire.http.get(`${URL}?filter=*&page=2&size=4`).expect(200)).body;
    expect(page2).toMatchObject({ total: 10, page: 2 });
    expect(page2.fichiers.map((f: { nom: string }) => f.nom)).toEqual(all.fichiers.slice(4, 8).map((f: { nom: string }) => f.nom));
    const tva = (await claire.http.get(`${URL}?filter=TVA`).expect(200)).body;
    expect(tva.fichiers.map((f: { nom: string }) => f.nom)).toEqual(['TVA agricole – remboursement de crédit.pdf']);
    expect((await claire.http.get(`${URL}?filter=100%25`).expect(200)).body).toMatchObject({ total: 0, fichiers: [] });
    const defaults = (await claire.http.get(URL).expect(200)).body;
    expect(defaults).toMatchObject({ total: 10, page: 1, size: 20 });
  });

  it('downloads a file of the library as an attachment; another library’s id is 404', async () => {
    const { fichiers } = (await claire.http.get(`${URL}?filter=calendrier`).expect(200)).body;
    const id = fichiers[0].id as string;
    expectEnvelope((await request(t.baseUrl).get(`${URL}/fichiers/${id}`).expect(401)).body, 401);
    const res = await claire.http.get(`${URL}/fichiers/${id}`).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Calendrier fiscal de l'exploitant.pdf"|^attachment; filename=/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expectEnvelope((await claire.http.get(`/api/documentations/ged/ACCISES/fichiers/${id}`).expect(404)).body, 404);
    expectEnvelope((await claire.http.get(`${URL}/fichiers/pas-un-uuid`).expect(400)).body, 400);
  });
});

describe('GET /api/cartes/{page}', () => {
  it('401, 400 unknown page, five RGPD cards and five web-series episodes', async () => {
    expectEnvelope((await request(t.baseUrl).get('/api/cartes/rgpd').expect(401)).body, 401);
    expectEnvelope((await claire.http.get('/api/cartes/autre').expect(400)).body, 400, 'VALIDATION');
    const rgpd = (await claire.http.get('/api/cartes/rgpd').expect(200)).body;
    expect(rgpd).toHaveLength(5);
    expect(rgpd[0]).toMatchObject({ titre: 'Vos droits sur vos données', libelleLien: 'Lire la fiche' });
    const serie = (await associe.http.get('/api/cartes/webserie').expect(200)).body;
    expect(serie.map((c: { titre: string }) => c.titre.slice(0, 10))).toEqual(['Épisode 1 ', 'Épisode 2 ', 'Épisode 3 ', 'Épisode 4 ', 'Épisode 5 ']);
  });
});

describe('Initial Conseil (oic)', () => {
  it('refuses anonymous, another dossier and a dossier without oic on every route', async () => {
    for (const path of ['/api/elearnings', '/api/contacts/oic/list', '/api/contacts/oic/infos', '/api/contacts/oic/photo/OIC01']) {
      expectEnvelope((await request(t.baseUrl).get(`${path}?codeDossier=010003`).expect(401)).body, 401);
      expectEnvelope((await associe.http.get(`${path}?codeDossier=010003`).expect(403)).body, 403, 'INTERDIT');
      expectEnvelope((await claire.http.get(`${path}?codeDossier=010001`).expect(403)).body, 403, 'MODULE_INTERDIT');
      expectEnvelope((await claire.http.get(`${path}?codeDossier=0100`).expect(400)).body, 400, 'VALIDATION');
    }
  });

  it('lists the seven e-learnings', async () => {
    const list = (await claire.http.get('/api/elearnings?codeDossier=010003').expect(200)).body;
    expect(list).toHaveLength(7);
    expect(list[0]).toMatchObject({ code: 'bien-demarrer', title: 'Bien démarrer son activité', url: expect.stringMatching(/^https:\/\//) });
  });

  it('lists the contacts with a photo only when image rights allow, serves that photo only, and the site information', async () => {
    const list = (await claire.http.get('/api/contacts/oic/list?codeDossier=010003').expect(200)).body as Record<string, unknown>[];
    expect(list.map((c) => c.codeAgent)).toEqual(['OIC01', 'OIC02', 'OIC03', 'OIC04']);
    expect(list[0]).toMatchObject({ prenom: 'Camille', sexe: 'F', droitImage: true, photo: '/api/contacts/oic/photo/OIC01?codeDossier=010003' });
    expect(list[1]).toMatchObject({ sexe: 'M', droitImage: false, photo: null });
    expect(list[2]).toMatchObject({ sexe: 'A', photo: null });
    expect(list[3]).toMatchObject({ droitImage: true, photo: null });
    const photo = await claire.http.get('/api/contacts/oic/photo/OIC01?codeDossier=010003').expect(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expectEnvelope((await claire.http.get('/api/contacts/oic/photo/OIC02?codeDossier=010003').expect(404)).body, 404);
    expectEnvelope((await claire.http.get('/api/contacts/oic/photo/..%2Fx?codeDossier=010003').expect(400)).body, 400);
    expect((await claire.http.get('/api/contacts/oic/infos?codeDossier=010003').expect(200)).body).toEqual({
      adresseL1: '12 avenue de Champagne',
      adresseL2: '51200 Épernay',
      telephone: '03 26 52 10 00',
      mailPilote: 'initial.conseil@cabinet.exemple.fr',
    });
  });
});
