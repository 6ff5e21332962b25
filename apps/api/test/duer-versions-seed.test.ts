import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { VERSION_QA } from '../../../seeds/duer-versions';
import { DUER, PERSONNE } from '../../../seeds/ids';
import { resetDossier } from '../../../seeds/seed';
import { FsBlobStore } from '../src/common/storage/fs-blob-store';
import type { DuerInstantane } from '../src/modules/duer/versions/duer-instantane';
import { lireInstantane } from '../src/modules/duer/versions/duer-instantane-lecture';
import { comparerInstantanes } from '../src/modules/duer/versions/duer-versions-comparaison';
import { seededFilesDir } from './ged-blobs';
import { startTestPortal, type TestPortal } from './test-app';

/** QA data of sealed versions (seeds/duer-versions.ts): 010001's earlier version, its PDF, and the per-dossier reset. */
jest.setTimeout(120_000);

let t: TestPortal;
let blobs: FsBlobStore;
beforeAll(async () => {
  const dir = seededFilesDir();
  blobs = new FsBlobStore(dir);
  t = await startTestPortal({ FILES_DIR: dir });
});
afterAll(() => t.close());

const read = async (key: string) => {
  const chunks: Buffer[] = [];
  for await (const c of await blobs.get(key)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

interface VersionRow {
  id: number;
  code_dossier: string;
  numero: number;
  id_duer: number;
  imprime_par: string;
  sha256: string;
  taille: number;
  blob_key: string;
  jours: number;
  contenu: DuerInstantane;
}
const versions = (): Promise<VersionRow[]> =>
  t.ds.query(
    `SELECT id, code_dossier, numero, id_duer, imprime_par, sha256, taille, blob_key, (now()::date - imprime_le::date) AS jours, contenu
       FROM duer_version WHERE code_dossier = '010001' ORDER BY id`,
  );

it('holds one earlier version of 010001, printed by its adviser about 11 months ago, whose file matches its hash', async () => {
  const [v, ...autres] = await versions();
  expect(autres).toEqual([]);
  expect(v).toMatchObject({ code_dossier: '010001', numero: 1, id_duer: DUER.agri2025, imprime_par: PERSONNE.ceConseiller });
  expect(v.jours).toBeGreaterThan(320);
  expect(v.jours).toBeLessThan(350);
  const pdf = await read(v.blob_key);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(createHash('sha256').update(pdf).digest('hex')).toBe(v.sha256);
  expect(pdf.length).toBe(v.taille);
});

it('differs from the current 2026 DUER by one risk, one rating and one measure', async () => {
  const [v] = await versions();
  const [{ version_calcul_risque: methode }] = await t.ds.query('SELECT version_calcul_risque FROM duer WHERE id = $1', [DUER.agri2026]);
  const actuel = await lireInstantane(t.ds.manager, DUER.agri2026, methode);
  const c = comparerInstantanes(v.contenu, actuel);
  expect(c.risquesAjoutes).toHaveLength(1);
  expect(c.risquesRetires).toEqual([]);
  expect(c.risquesRecotes).toHaveLength(1);
  expect(c.mesuresModifiees).toEqual([expect.objectContaining({ champ: 'mesureAFaire', avant: VERSION_QA.mesureAvant })]);
});

it('resetDossier(010001) removes the QA prints and their files and restores the earlier version', async () => {
  const fichier = 'duer-versions/010001/imprime-en-qa.pdf';
  await blobs.put(fichier, Readable.from([Buffer.from('%PDF-1.4\n%%EOF\n')]));
  await t.ds.query(
    `INSERT INTO duer_version (code_dossier, id_duer, annee, numero, id_impression, blob_key, sha256, taille, pages, imprime_par, imprime_par_nom,
       par_collaborateur, conserver_jusqu_au, contenu)
     VALUES ('010001', $1, 2026, 2, gen_random_uuid(), $2, repeat('0', 64), 15, 1, $3, 'QA', false, '2066-01-01', '{"risques":[]}')`,
    [DUER.agri2026, fichier, PERSONNE.ceConseiller],
  );
  await resetDossier(t.ds, '010001', blobs);
  const apres = await versions();
  expect(apres.map((v) => [v.code_dossier, v.numero])).toEqual([['010001', 1]]);
  expect(await blobs.stat(fichier)).toBeNull();
  expect(await blobs.stat(VERSION_QA.blobKey)).not.toBeNull();
  // The trigger still guards what the reset restored.
  await expect(t.ds.query('DELETE FROM duer_version')).rejects.toThrow('Une version scellée du DUER ne peut être ni modifiée ni supprimée.');
});
