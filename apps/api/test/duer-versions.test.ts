import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import request from 'supertest';
import { DuerVersionComparaisonSchema, DuerVersionListSchema } from '@portail/contracts';
import { DUER } from '../../../seeds/ids';
import { BLOB_STORE, type BlobStore } from '../src/common/storage/blob-store';
import type { DuerInstantane, RisqueInstantane } from '../src/modules/duer/versions/duer-instantane';
import { DuerVersionsService, type ScellementInput } from '../src/modules/duer/versions/duer-versions.service';
import { seededFilesDir } from './ged-blobs';
import { signInStaff } from './staff-sign-in';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

/**
 * Sealed DUER versions (issue 13, L4121-3-1 V A): sealing in the print's transaction, the list, the download
 * checked against the SHA-256, the comparison and the trigger that keeps every version 40 years.
 */
jest.setTimeout(90_000);

let t: TestPortal;
let service: DuerVersionsService;
let blobs: BlobStore;
const GERANT = 'gerant.multi@exemple.fr'; // gérant of 010001 (tool_duer); role 2 on 010004 (no tool_duer)
const ASSOCIE = 'associe@exemple.fr'; // 010004 only
const GUID = '00000000-0000-4000-8000-000000000001';
type Caller = Awaited<ReturnType<typeof agent>> & { code?: string };
let gerant: Caller;
let ce: Caller;
const ids = { duer010004: 0, duerJetable: 0, autreDossier: 0, ancienne: 0, recente: 0 };

const q = <T = { id: number }>(sql: string, params: unknown[] = []) => t.ds.query(sql, params) as Promise<T[]>;
const get = (c: Caller, url: string) => (c.code ? c.http.get(url).set('x-code-dossier', c.code) : c.http.get(url));
const binary = (req: request.Test) =>
  req.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });

/** A small PDF-looking payload, stored under its key as the print job does. */
async function pdfStocke(texte: string): Promise<{ blobKey: string; pdf: Buffer }> {
  const pdf = Buffer.from(`%PDF-1.4\n% ${texte}\n%%EOF\n`);
  const blobKey = `duer-versions/test/${randomUUID()}.pdf`;
  await blobs.put(blobKey, Readable.from([pdf]), { contentType: 'application/pdf' });
  return { blobKey, pdf };
}

async function sceller(over: Partial<ScellementInput> = {}) {
  const { blobKey, pdf } = await pdfStocke(over.idImpression ?? 'version');
  const input: ScellementInput = {
    codeDossier: '010001',
    idDuer: DUER.agri2026,
    annee: 2026,
    idImpression: randomUUID(),
    blobKey,
    pdf,
    pages: 3,
    pdfa: false,
    imprimePar: GUID,
    imprimeParNom: 'Claire Martin',
    parCollaborateur: false,
    idGedDocument: null,
    ...over,
  };
  return { input, version: await t.ds.transaction((tx) => service.sceller(tx, input)) };
}

const risque = (nom: string, over: Partial<RisqueInstantane> = {}): RisqueInstantane => ({
  uniteTravail: 'Machinisme et atelier',
  module: 'Atelier',
  operation: 'Soudure',
  risque: nom,
  score: 6,
  niveau: 'À surveiller',
  mesureExistante: 'Masque de soudeur',
  mesureAFaire: '',
  mesureQui: '',
  mesureDelai: '',
  ...over,
});

/** A version inserted as is, with a snapshot of the test's choosing. */
async function versionBrute(codeDossier: string, idDuer: number, numero: number, contenu: DuerInstantane): Promise<number> {
  const { blobKey, pdf } = await pdfStocke(`brute ${numero}`);
  const [row] = await q(
    `INSERT INTO duer_version (code_dossier, id_duer, annee, numero, id_impression, blob_key, sha256, taille, pages, imprime_par, imprime_par_nom,
       par_collaborateur, conserver_jusqu_au, contenu)
     VALUES ($1, $2, 2026, $3, $4, $5, encode(sha256($6), 'hex'), $7, 1, $8, 'Claire Martin', false, '2066-01-01', $9) RETURNING id`,
    [codeDossier, idDuer, numero, randomUUID(), blobKey, pdf, pdf.length, GUID, JSON.stringify(contenu)],
  );
  return row.id;
}
const prochainNumero = async (code: string) =>
  (await q<{ n: number }>('SELECT coalesce(max(numero), 0)::int + 1 AS n FROM duer_version WHERE code_dossier = $1', [code]))[0].n;

beforeAll(async () => {
  t = await startTestPortal({ FILES_DIR: seededFilesDir() });
  service = t.portal.app.get(DuerVersionsService);
  blobs = t.portal.app.get<BlobStore>(BLOB_STORE);
  ids.duer010004 = (await q(`INSERT INTO duer (code_dossier, annee) VALUES ('010004', 2043) RETURNING id`))[0].id;
  ids.duerJetable = (await q(`INSERT INTO duer (code_dossier, annee) VALUES ('010001', 2043) RETURNING id`))[0].id;
  ids.autreDossier = await versionBrute('010004', ids.duer010004, await prochainNumero('010004'), { risques: [] });
  const n = await prochainNumero('010001');
  ids.ancienne = await versionBrute('010001', DUER.agri2025, n, {
    risques: [risque('Brûlure'), risque('Fumées', { score: 4, niveau: 'À surveiller' }), risque('Projection', { mesureQui: 'Le salarié' })],
  });
  ids.recente = await versionBrute('010001', DUER.agri2026, n + 1, {
    risques: [risque('Fumées', { score: 15, niveau: 'Préoccupant' }), risque('Projection', { mesureQui: 'Le chef' }), risque('Bruit')],
  });
  gerant = await signIn(t.baseUrl, GERANT);
  ce = { ...(await signInStaff(t.baseUrl, 'ce.conseiller')), code: '010001' };
});
afterAll(() => t.close());

const routes = (idDuer: number | string, idVersion: number | string = ids.recente, autre: number | string = ids.ancienne) => [
  `/api/duer/${idDuer}/versions`,
  `/api/duer/${idDuer}/versions/${idVersion}/fichier`,
  `/api/duer/${idDuer}/versions/${idVersion}/comparaison/${autre}`,
];

describe('access on the version routes', () => {
  it('401 anonymous', async () => {
    for (const url of routes(DUER.agri2026)) {
      const res = await request(t.baseUrl).get(url);
      expect([url, res.status]).toEqual([url, 401]);
      expectEnvelope(res.body, 401);
    }
  });

  it("403 on another person's dossier and without the DUER module", async () => {
    const associe = await signIn(t.baseUrl, ASSOCIE);
    for (const url of routes(DUER.agri2026)) expect([url, (await get(associe, url)).status]).toEqual([url, 403]);
    for (const url of routes(ids.duer010004, ids.autreDossier, ids.autreDossier)) {
      const res = await get({ ...gerant, code: '010004' }, url);
      expect([url, res.status, res.body.code]).toEqual([url, 403, 'MODULE_INTERDIT']);
    }
  });

  it('400 on ids the contract refuses, 404 on an unknown DUER', async () => {
    const d = DUER.agri2026;
    const invalides = [
      ...routes('abc'),
      ...routes(d, 'x', 1).slice(1),
      ...routes(d, -1, 1).slice(1),
      `/api/duer/${d}/versions/1/comparaison/0`,
      `/api/duer/${d}/versions/1/comparaison/1.5`,
    ];
    for (const url of invalides) {
      const res = await get(gerant, url);
      expect([url, res.status]).toEqual([url, 400]);
      expectEnvelope(res.body, 400);
    }
    const res = await get(gerant, '/api/duer/999999/versions');
    expect(res.status).toBe(404);
  });
});

describe('sealing', () => {
  it('stores the hash, size, retention date and the active risks of the DUER', async () => {
    const numero = await prochainNumero('010001');
    const { input, version } = await sceller();
    expect(version.numero).toBe(numero);
    const [row] = await q<{ sha256: string; taille: number; conserver: string; imprime: string; n: number }>(
      `SELECT sha256, taille, conserver_jusqu_au::text AS conserver, (imprime_le AT TIME ZONE 'UTC')::date::text AS imprime,
              jsonb_array_length(contenu->'risques') AS n FROM duer_version WHERE id = $1`,
      [version.id],
    );
    const [attendu] = await q<{ sha256: string }>(`SELECT encode(sha256($1), 'hex') AS sha256`, [input.pdf]);
    expect(row.sha256).toBe(attendu.sha256);
    expect(row.taille).toBe(input.pdf.length);
    expect(Number(row.conserver.slice(0, 4)) - Number(row.imprime.slice(0, 4))).toBe(40);
    expect(row.conserver.slice(4)).toBe(row.imprime.slice(4));
    const [actifs] = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM duer_risque r JOIN duer_groupe g ON g.id = r.id_duer_groupe JOIN duer_module m ON m.id = g.id_duer_module
         JOIN duer_categorie c ON c.id = m.id_duer_categorie WHERE c.id_duer = $1 AND r.est_actif`,
      [DUER.agri2026],
    );
    expect(actifs.n).toBeGreaterThan(0);
    expect(row.n).toBe(actifs.n);
    const premier = version.contenu.risques[0];
    expect(Object.keys(premier).sort()).toEqual(
      ['uniteTravail', 'module', 'operation', 'risque', 'score', 'niveau', 'mesureExistante', 'mesureAFaire', 'mesureQui', 'mesureDelai'].sort(),
    );
  });

  it('seals one version per print id (a retried job) and numbers the next print after it', async () => {
    const idImpression = randomUUID();
    const premiere = await sceller({ idImpression });
    const seconde = await sceller({ idImpression });
    expect(seconde.version.id).toBe(premiere.version.id);
    expect(seconde.version.sha256).toBe(premiere.version.sha256);
    expect((await q('SELECT id FROM duer_version WHERE id_impression = $1', [idImpression])).length).toBe(1);
    const suivante = await sceller();
    expect(suivante.version.numero).toBe(premiere.version.numero + 1);
    const enMemeTemps = randomUUID();
    const [x, y] = await Promise.all([sceller({ idImpression: enMemeTemps }), sceller({ idImpression: enMemeTemps })]);
    expect(x.version.id).toBe(y.version.id);
  });

  it('numbers concurrent prints of a dossier without a gap nor a duplicate', async () => {
    const depart = await prochainNumero('010001');
    const versions = await Promise.all([sceller(), sceller(), sceller()]);
    expect(versions.map((v) => v.version.numero).sort((a, b) => a - b)).toEqual([depart, depart + 1, depart + 2]);
  });
});

describe('list, download and comparison', () => {
  it('lists every version of the dossier, newest first, from any of its DUERs, for members and advisers', async () => {
    const { version } = await sceller();
    for (const caller of [gerant, ce]) {
      const res = await get(caller, `/api/duer/${DUER.agri2025}/versions`).expect(200);
      const liste = DuerVersionListSchema.parse(res.body);
      expect(liste[0]).toMatchObject({ id: version.id, numero: version.numero, imprimePar: 'Claire Martin', sha256: version.sha256, pages: 3 });
      expect(liste.map((v) => v.numero)).toEqual([...liste.map((v) => v.numero)].sort((a, b) => b - a));
      expect(liste.map((v) => v.id)).not.toContain(ids.autreDossier);
      expect(liste.map((v) => v.idDuer)).toEqual(expect.arrayContaining([DUER.agri2025, DUER.agri2026]));
    }
  });

  it('downloads the sealed bytes as a PDF attachment', async () => {
    const { input, version } = await sceller();
    const res = await binary(get(gerant, `/api/duer/${DUER.agri2026}/versions/${version.id}/fichier`)).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''DUER-2026-version-${version.numero}.pdf`);
    expect(Buffer.compare(res.body as Buffer, input.pdf)).toBe(0);
  });

  it('404 on a version of another dossier, 409 when the stored file was altered or lost', async () => {
    for (const url of routes(DUER.agri2026, ids.autreDossier, ids.ancienne).slice(1)) expect([url, (await get(gerant, url)).status]).toEqual([url, 404]);
    expect((await get(gerant, routes(DUER.agri2026, ids.ancienne, ids.autreDossier)[2])).status).toBe(404);
    const { input, version } = await sceller();
    await blobs.put(input.blobKey, Readable.from([Buffer.from('%PDF-1.4 remplacé')]));
    const altere = await get(gerant, `/api/duer/${DUER.agri2026}/versions/${version.id}/fichier`);
    expect({ status: altere.status, message: altere.body.message }).toEqual({ status: 409, message: 'Le fichier de cette version a été altéré.' });
    await blobs.delete(input.blobKey);
    expect((await get(gerant, `/api/duer/${DUER.agri2026}/versions/${version.id}/fichier`)).status).toBe(409);
  });

  it('compares the older with the newer whatever the order asked', async () => {
    const attendu = {
      risquesAjoutes: [
        { uniteTravail: 'Machinisme et atelier', module: 'Atelier', operation: 'Soudure', risque: 'Bruit', cotation: { score: 6, niveau: 'À surveiller' } },
      ],
      risquesRetires: [
        { uniteTravail: 'Machinisme et atelier', module: 'Atelier', operation: 'Soudure', risque: 'Brûlure', cotation: { score: 6, niveau: 'À surveiller' } },
      ],
      risquesRecotes: [
        {
          uniteTravail: 'Machinisme et atelier',
          module: 'Atelier',
          operation: 'Soudure',
          risque: 'Fumées',
          avant: { score: 4, niveau: 'À surveiller' },
          apres: { score: 15, niveau: 'Préoccupant' },
        },
      ],
      mesuresModifiees: [
        {
          uniteTravail: 'Machinisme et atelier',
          module: 'Atelier',
          operation: 'Soudure',
          risque: 'Projection',
          champ: 'mesureQui',
          avant: 'Le salarié',
          apres: 'Le chef',
        },
      ],
    };
    for (const [x, y] of [
      [ids.ancienne, ids.recente],
      [ids.recente, ids.ancienne],
    ]) {
      const res = await get(ce, `/api/duer/${DUER.agri2026}/versions/${x}/comparaison/${y}`).expect(200);
      const c = DuerVersionComparaisonSchema.parse(res.body);
      expect([c.de.id, c.a.id]).toEqual([ids.ancienne, ids.recente]);
      expect({ ...c, de: undefined, a: undefined }).toEqual({ ...attendu, de: undefined, a: undefined });
    }
  });
});

describe('retention', () => {
  it('the database refuses to update or delete a version', async () => {
    await expect(q('UPDATE duer_version SET sha256 = repeat($2, 64) WHERE id = $1', [ids.ancienne, '0'])).rejects.toThrow(
      'Une version scellée du DUER ne peut être ni modifiée ni supprimée.',
    );
    await expect(q('DELETE FROM duer_version WHERE id = $1', [ids.ancienne])).rejects.toThrow(
      'Une version scellée du DUER ne peut être ni modifiée ni supprimée.',
    );
    expect((await q('SELECT id FROM duer_version WHERE id = $1', [ids.ancienne])).length).toBe(1);
  });

  it('only a reset that says so removes versions', async () => {
    const { version } = await sceller();
    await t.ds.transaction(async (tx) => {
      await tx.query(`SET LOCAL portail.purge_versions = 'on'`);
      await tx.query('DELETE FROM duer_version WHERE id = $1', [version.id]);
    });
    expect(await q('SELECT id FROM duer_version WHERE id = $1', [version.id])).toEqual([]);
  });

  it('a version outlives the deletion of its DUER', async () => {
    const { version } = await sceller({ idDuer: ids.duerJetable, annee: 2043 });
    await q('DELETE FROM duer WHERE id = $1', [ids.duerJetable]);
    expect((await q('SELECT id FROM duer_version WHERE id = $1', [version.id])).length).toBe(1);
    const liste = (await get(gerant, `/api/duer/${DUER.agri2026}/versions`).expect(200)).body as { id: number }[];
    expect(liste.map((v) => v.id)).toContain(version.id);
    // The deleted DUER no longer names a dossier: the guard answers 404.
    expect((await get(gerant, `/api/duer/${ids.duerJetable}/versions`)).status).toBe(404);
  });
});
