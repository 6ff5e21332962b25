import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { CarteMessages } from '@portail/contracts';
import { importZones } from '../src/modules/assolement/carte/zones-import';
import { expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';

let t: TestPortal;
const N = new Date().getFullYear();
/** Next year: no seeded line, so the fixture alone decides the figures. */
const Y = N + 1;
const BASE = '/api/assolement';
const GERANT = 'gerant.multi@exemple.fr'; // tool_echanges on 010001
const PARTICULIER = 'particulier@exemple.fr'; // 010016 only, without tool_echanges

/** One farm of the fixture: its commune and crop lines [culture, surface, rendement]. */
const FERMES: [string, string | null, [number, number, number | null][]][] = [
  [
    '010001',
    '51108',
    [
      [1015, 6, 8],
      [1015, 4, 8],
      [1015, 5, null],
      [1030, 10, 9],
    ],
  ],
  [
    '010002',
    '51108',
    [
      [1015, 30, 6],
      [1030, 10, 11],
    ],
  ],
  [
    '010003',
    '51108',
    [
      [1015, 60, 9],
      [1030, 20, 10],
    ],
  ],
  ['010004', '51454', [[1015, 20, 7]]],
  ['010005', '51454', [[1015, 20, 10]]],
  ['010016', '51506', [[1015, 10, 5]]],
];

beforeAll(async () => {
  t = await startTestPortal();
  for (const [codeDossier, commune, lignes] of FERMES) {
    const id = randomUUID();
    await t.ds.query(`INSERT INTO assolement (id, code_dossier, millesime, commune_insee) VALUES ($1, $2, $3, $4)`, [id, codeDossier, Y, commune]);
    for (const [culture, surface, rendement] of lignes) {
      await t.ds.query(`INSERT INTO assolement_culture (id, id_assolement, id_culture_type, surface, rendement) VALUES ($1, $2, $3, $4, $5)`, [
        randomUUID(),
        id,
        culture,
        surface,
        rendement,
      ]);
    }
  }
});
afterAll(() => t.close());

describe('access to the map routes', () => {
  const paths = [
    `${BASE}/zonesagricoles?type=commune`,
    `${BASE}/rendement/${Y}?groupBy=commune`,
    `${BASE}/quartiles/1015/${Y}`,
    `${BASE}/rendementmillesimes?culture=1015`,
  ];

  it('401 anonymous, 403 without tool_echanges on any dossier, 403 staff without the module; 200 for a holder and for staff holding it', async () => {
    const particulier = await signIn(t.baseUrl, PARTICULIER);
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr'); // 010004 as Comptable: no Outils category
    const sec = await signInStaff(t.baseUrl, 'sec.assistante');
    const gerant = await signIn(t.baseUrl, GERANT);
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    for (const path of paths) {
      expectEnvelope((await request(t.baseUrl).get(path).expect(401)).body, 401);
      expectEnvelope((await particulier.http.get(path).expect(403)).body, 403);
      expectEnvelope((await associe.http.get(path).expect(403)).body, 403);
      expectEnvelope((await sec.http.get(path).expect(403)).body, 403);
      await gerant.http.get(path).expect(200);
      await ce.http.get(path).expect(200);
    }
  });
});

describe('GET /api/assolement/zonesagricoles', () => {
  it('400 with the envelope on an unknown type', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const bad = (await g.http.get(`${BASE}/zonesagricoles?type=pays`).expect(400)).body;
    expectEnvelope(bad, 400, 'VALIDATION');
    expect(bad.issues).toEqual([expect.objectContaining({ message: CarteMessages.typeZone })]);
  });

  it('gives the 613 communes by default, the 23 cantons and the 4 arrondissements, with a point inside each', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const communes = (await g.http.get(`${BASE}/zonesagricoles`).expect(200)).body;
    expect(communes).toHaveLength(613);
    expect(communes.find((z: { code: string }) => z.code === '51108')).toMatchObject({
      libelle: 'Châlons-en-Champagne',
      latitude: expect.closeTo(48.96, 1),
      longitude: expect.closeTo(4.37, 1),
      geometrie: { type: expect.stringMatching(/Polygon/) },
    });
    expect((await g.http.get(`${BASE}/zonesagricoles?type=petiteRegion`).expect(200)).body).toHaveLength(23);
    const arrondissements = (await g.http.get(`${BASE}/zonesagricoles?type=grandeRegion`).expect(200)).body;
    expect(arrondissements.map((z: { libelle: string }) => z.libelle)).toEqual(['Châlons-en-Champagne', 'Épernay', 'Reims', 'Vitry-le-François']);
  });

  it('lets the browser revalidate (ETag, 304) and shows a new import without a restart', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const first = await g.http.get(`${BASE}/zonesagricoles?type=grandeRegion`).expect(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    await g.http.get(`${BASE}/zonesagricoles?type=grandeRegion`).set('If-None-Match', etag).expect(304);
    const reims = first.body.find((z: { code: string }) => z.code === '51003');
    await t.ds.transaction((tx) => importZones(tx, 'grandeRegion', [{ ...reims, libelle: 'Reims (réimporté)' }]));
    const after = await g.http.get(`${BASE}/zonesagricoles?type=grandeRegion`).set('If-None-Match', etag).expect(200);
    expect(after.body.find((z: { code: string }) => z.code === '51003').libelle).toBe('Reims (réimporté)');
    await t.ds.transaction((tx) => importZones(tx, 'grandeRegion', [reims]));
  });

  it('sends the zones compressed to a client that accepts it, and a small answer as it is', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const plain = await g.http.get(`${BASE}/zonesagricoles`).set('Accept-Encoding', 'identity').expect(200);
    const gzip = await g.http.get(`${BASE}/zonesagricoles`).set('Accept-Encoding', 'gzip').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual(plain.body);
    const csrf = await g.http.get('/api/auth/csrf').set('Accept-Encoding', 'gzip').expect(200);
    expect(csrf.headers['content-encoding']).toBeUndefined();
  });
});

describe('GET /api/assolement/rendement/{millesime}', () => {
  it('400 with the envelope on a year out of range or an unknown zone type', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await g.http.get(`${BASE}/rendement/${N - 4}`).expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await g.http.get(`${BASE}/rendement/abc`).expect(400)).body, 400, 'VALIDATION');
    const bad = (await g.http.get(`${BASE}/rendement/${Y}?groupBy=departement`).expect(400)).body;
    expectEnvelope(bad, 400, 'VALIDATION');
    expect(bad.issues).toEqual([expect.objectContaining({ message: CarteMessages.typeZone })]);
  });

  it('per commune: surface-weighted mean of 3 farms; a commune of 2 farms and lines without yield or commune left out', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const list = (await g.http.get(`${BASE}/rendement/${Y}`).expect(200)).body;
    // 51108: blé (8·10 + 6·30 + 9·60) / 100 = 8 ; maïs (9·10 + 11·10 + 10·20) / 40 = 400 / 40 = 10. Reims: 2 farms only.
    expect(list).toEqual([
      {
        key: '51108',
        libelle: 'Châlons-en-Champagne',
        latitude: expect.any(Number),
        longitude: expect.any(Number),
        rendement: [
          { culture: 1015, rendement: 8, exploitations: 3 },
          { culture: 1030, rendement: 10, exploitations: 3 },
        ],
      },
    ]);
  });

  it('per arrondissement: the communes grouped by zone_commune', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const list = (await g.http.get(`${BASE}/rendement/${Y}?groupBy=grandeRegion`).expect(200)).body;
    // Châlons (51001): 51108 and Saint-Memmie 51506: blé (80 + 180 + 540 + 5·10) / 110 = 850 / 110 = 7.727…
    expect(list).toEqual([
      expect.objectContaining({
        key: '51001',
        libelle: 'Châlons-en-Champagne',
        rendement: [
          { culture: 1015, rendement: 7.73, exploitations: 4 },
          { culture: 1030, rendement: 10, exploitations: 3 },
        ],
      }),
    ]);
    const cantons = (await g.http.get(`${BASE}/rendement/${Y}?groupBy=petiteRegion`).expect(200)).body;
    const codes = new Set(((await g.http.get(`${BASE}/zonesagricoles?type=petiteRegion`)).body as { code: string }[]).map((z) => z.code));
    for (const c of cantons) expect(codes.has(c.key)).toBe(true);
  });

  it('gives an empty list when no zone reaches 3 farms (this year: only 010001 and 010004 have yields)', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expect((await g.http.get(`${BASE}/rendement/${N}?groupBy=grandeRegion`).expect(200)).body).toEqual([]);
  });
});

describe('GET /api/assolement/rendementmillesimes', () => {
  it('400 with the envelope on a bad crop or zone type', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await g.http.get(`${BASE}/rendementmillesimes?culture=abc`).expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await g.http.get(`${BASE}/rendementmillesimes`).expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await g.http.get(`${BASE}/rendementmillesimes?culture=1015&groupBy=pays`).expect(400)).body, 400, 'VALIDATION');
  });

  it('lists the offered years where some zone publishes the crop’s average (3-farm floor), oldest first', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const millesimes = async (query: string) => (await g.http.get(`${BASE}/rendementmillesimes?${query}`).expect(200)).body.millesimes;
    // Wheat: the QA farms' N-3..N-1 and the fixture's Y; N has yields on two farms only.
    expect(await millesimes('culture=1015')).toEqual([N - 3, N - 2, N - 1, Y]);
    expect(await millesimes('culture=1015&groupBy=grandeRegion')).toEqual([N - 3, N - 2, N - 1, Y]);
    // 'Autre culture': never three farms anywhere.
    expect(await millesimes('culture=1099')).toEqual([]);
  });
});

describe('GET /api/assolement/quartiles/{culture}/{year}', () => {
  it('400 with the envelope on a bad crop or year', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const bad = (await g.http.get(`${BASE}/quartiles/abc/${Y}`).expect(400)).body;
    expectEnvelope(bad, 400, 'VALIDATION');
    expect(bad.issues).toEqual([expect.objectContaining({ message: CarteMessages.culture })]);
    expectEnvelope((await g.http.get(`${BASE}/quartiles/1015/${N + 2}`).expect(400)).body, 400, 'VALIDATION');
  });

  it('computes Q1, Q2, Q3 over every farm’s yield (linear interpolation), and hides them under 5 farms', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    // Farms' blé: [5, 6, 7, 8, 9, 10] → h = 1.25, 2.5, 3.75 → 6.25, 7.5, 8.75.
    expect((await g.http.get(`${BASE}/quartiles/1015/${Y}`).expect(200)).body).toEqual({ q1: 6.25, q2: 7.5, q3: 8.75, exploitations: 6 });
    expect((await g.http.get(`${BASE}/quartiles/1030/${Y}`).expect(200)).body).toEqual({ q1: null, q2: null, q3: null, exploitations: 3 });
    expect((await g.http.get(`${BASE}/quartiles/1099/${Y}`).expect(200)).body).toEqual({ q1: null, q2: null, q3: null, exploitations: 0 });
  });
});

describe('the QA seed (60 farms, 010001 and 010004)', () => {
  it('shows wheat in the farms’ communes, with 010001 counted in Blancs-Coteaux, and realistic quartiles', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const list: { key: string; rendement: { culture: number; rendement: number; exploitations: number }[] }[] = (
      await g.http.get(`${BASE}/rendement/${N - 1}?groupBy=commune`).expect(200)
    ).body;
    const ble = (key: string) => list.find((z) => z.key === key)?.rendement.find((r) => r.culture === 1015);
    expect(list.filter((z) => z.rendement.some((r) => r.culture === 1015))).toHaveLength(14);
    expect(ble('51612')?.exploitations).toBe(5);
    expect(ble('51536')?.exploitations).toBe(4);
    expect(ble('51009')).toBeUndefined(); // a lone farm
    const q = (await g.http.get(`${BASE}/quartiles/1015/${N - 1}`).expect(200)).body;
    expect(q.exploitations).toBe(62);
    expect(6 < q.q1 && q.q1 < q.q2 && q.q2 < q.q3 && q.q3 < 10.5).toBe(true);
    const cantons = (await g.http.get(`${BASE}/rendement/${N - 1}?groupBy=petiteRegion`).expect(200)).body;
    expect(cantons.length).toBeGreaterThanOrEqual(8);
  });
});
