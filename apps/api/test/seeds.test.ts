import { resetAll, resetDossier, seedAll } from '../../../seeds/seed';
import { startTestPortal, type TestPortal } from './test-app';
import { seedZones } from '../../../seeds/zones';
import { seedFermes } from '../../../seeds/fermes';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const count = async (sql: string) => Number((await t.ds.query(sql))[0].n);

it('is idempotent', async () => {
  const before = await count('SELECT count(*) AS n FROM droit');
  await seedAll(t.ds);
  await seedAll(t.ds);
  expect(await count('SELECT count(*) AS n FROM droit')).toBe(before);
});

it('restores one dossier without touching the others', async () => {
  await t.ds.query(`UPDATE dossier SET raison_sociale = 'Modifié par QA' WHERE code_dossier IN ('010001', '010002')`);
  await t.ds.query(`DELETE FROM dossier_module WHERE code_dossier = '010002'`);
  await t.ds.query(
    `INSERT INTO droit (id, guid_personne, code_dossier, id_role) VALUES ('0f000000-0000-4000-8000-000000000001', '0a000000-0000-4000-8000-000000000003', '010002', 2)`,
  );
  await resetDossier(t.ds, '010002');
  const names = await t.ds.query(`SELECT code_dossier, raison_sociale FROM dossier WHERE code_dossier IN ('010001', '010002') ORDER BY 1`);
  expect(names).toEqual([
    { code_dossier: '010001', raison_sociale: 'Modifié par QA' },
    { code_dossier: '010002', raison_sociale: 'Champagne Lemaire Père et Fils' },
  ]);
  expect(await count(`SELECT count(*) AS n FROM dossier_module WHERE code_dossier = '010002'`)).toBeGreaterThan(5);
  expect(await count(`SELECT count(*) AS n FROM droit WHERE code_dossier = '010002'`)).toBe(1);
  expect(await count(`SELECT count(*) AS n FROM portefeuille WHERE code_dossier = '010002'`)).toBe(2);
});

it('keeps the pending invitation of sans.dossier through a reset of its dossier', async () => {
  const pending = `SELECT count(*) AS n FROM invitation i JOIN invitation_dossier d ON d.invitation_id = i.id
    WHERE i.email_invite = 'sans.dossier@exemple.fr' AND i.date_acceptation IS NULL AND i.date_refus IS NULL AND i.date_expiration > now() AND d.code_dossier = '010001'`;
  expect(await count(pending)).toBe(1);
  await resetDossier(t.ds, '010001');
  expect(await count(pending)).toBe(1);
});

it('restores a dossier’s fiscal years and the QA favourite figures', async () => {
  await t.ds.query(`UPDATE exercice SET recettes[1] = 1 WHERE code_dossier = '010003'`);
  await t.ds.query(`DELETE FROM exercice WHERE code_dossier = '010003' AND clos`);
  await t.ds.query(`DELETE FROM chiffre_favori`);
  await resetDossier(t.ds, '010003');
  expect(await count(`SELECT count(*) AS n FROM exercice WHERE code_dossier = '010003' AND clos`)).toBe(4);
  expect(await count(`SELECT count(*) AS n FROM exercice WHERE code_dossier = '010003' AND recettes[1] = 1`)).toBe(0);
  expect(await count(`SELECT count(*) AS n FROM exercice WHERE code_dossier = '010016'`)).toBe(0);
  expect(await count(`SELECT count(*) AS n FROM chiffre_favori`)).toBe(1);
  for (const code of ['010001', '010002', '010004', '010005']) {
    expect(await count(`SELECT count(*) AS n FROM exercice WHERE code_dossier = '${code}' AND type_dossier = 'AGRI'`)).toBeGreaterThanOrEqual(4);
  }
});

it('restores the PACAGE numbers of the Telepac import (010001 the sample’s producer, 010004 none)', async () => {
  await t.ds.query(`UPDATE dossier SET numero_pacage = '051000011' WHERE code_dossier IN ('010001', '010004')`);
  await resetDossier(t.ds, '010001');
  await resetDossier(t.ds, '010004');
  const rows = await t.ds.query(`SELECT code_dossier, numero_pacage FROM dossier WHERE code_dossier IN ('010001', '010004') ORDER BY 1`);
  expect(rows).toEqual([
    { code_dossier: '010001', numero_pacage: '999000000' },
    { code_dossier: '010004', numero_pacage: null },
  ]);
});

it('never dates a fiscal year’s update in the future (issue 29, defect 10)', async () => {
  expect(await count(`SELECT count(*) AS n FROM exercice WHERE updated_at > now()`)).toBe(0);
  expect(await count(`SELECT count(*) AS n FROM exercice WHERE code_dossier = '010004'`)).toBeGreaterThan(0);
});

it('refuses a dossier outside the QA set', async () => {
  await expect(resetDossier(t.ds, '999999')).rejects.toThrow('ne fait pas partie du jeu QA');
});

it('restores the whole set', async () => {
  await resetAll(t.ds);
  expect(await count(`SELECT count(*) AS n FROM dossier WHERE raison_sociale = 'Modifié par QA'`)).toBe(0);
  // 6 client dossiers, the staff picker's 3 (010901-010903), the farms of the yield map.
  expect(await count('SELECT count(*) AS n FROM dossier')).toBe(69);
});

it('restores the staff picker dossiers with their statut and id', async () => {
  await t.ds.query(`UPDATE dossier SET statut = 'Bon', id = NULL WHERE code_dossier IN ('010901', '010902')`);
  for (const code of ['010901', '010902', '010903']) await resetDossier(t.ds, code);
  expect(await t.ds.query(`SELECT code_dossier, statut, id IS NOT NULL AS has_id FROM dossier WHERE code_dossier LIKE '0109%' ORDER BY 1`)).toEqual([
    { code_dossier: '010901', statut: 'Demissionne', has_id: true },
    { code_dossier: '010902', statut: 'PasInscrit', has_id: true },
    { code_dossier: '010903', statut: 'PasInscrit', has_id: false },
  ]);
  expect(await count(`SELECT count(*) AS n FROM portefeuille WHERE code_dossier LIKE '0109%'`)).toBe(3);
});

it('seeds the map zones of the Marne and links every commune to its canton and arrondissement', async () => {
  expect(await t.ds.query(`SELECT type, count(*)::int AS n FROM zone_agricole GROUP BY type ORDER BY type`)).toEqual([
    { type: 'commune', n: 613 },
    { type: 'grandeRegion', n: 4 },
    { type: 'petiteRegion', n: 23 },
  ]);
  expect(await t.ds.query(`SELECT type, count(*)::int AS n FROM zone_commune GROUP BY type ORDER BY type`)).toEqual([
    { type: 'grandeRegion', n: 613 },
    { type: 'petiteRegion', n: 613 },
  ]);
  // Reims (51454) is in the arrondissement of Reims (51003); Châlons (51108) in that of Châlons (51001).
  const links = await t.ds.query(
    `SELECT commune_insee, code_zone FROM zone_commune WHERE type = 'grandeRegion' AND commune_insee IN ('51454', '51108') ORDER BY 1`,
  );
  expect(links).toEqual([
    { commune_insee: '51108', code_zone: '51001' },
    { commune_insee: '51454', code_zone: '51003' },
  ]);
});

/** Rows of each table, to compare before and after seeding again. */
async function rowCounts(tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = (await t.ds.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
  return counts;
}

// How long a reset takes is printed, not asserted: a timed test fails on a loaded machine (benchmarks measure).
it('seeds the zones again, keeping every count', async () => {
  const before = await rowCounts(['zone_agricole', 'zone_commune']);
  const start = Date.now();
  await t.ds.transaction((tx) => seedZones(tx));
  console.log(`seedZones: ${Date.now() - start} ms`);
  expect(await rowCounts(['zone_agricole', 'zone_commune'])).toEqual(before);
});

it('seeds 60 farms over Marne communes with three definitive years, and restores one of them alone', async () => {
  expect(await count(`SELECT count(*) AS n FROM dossier WHERE code_dossier BETWEEN '020001' AND '020060' AND guid_personne IS NULL`)).toBe(60);
  expect(
    await count(
      `SELECT count(*) AS n FROM assolement a JOIN zone_agricole z ON z.type = 'commune' AND z.code = a.commune_insee WHERE a.code_dossier LIKE '02%'`,
    ),
  ).toBe(180);
  const N = new Date().getFullYear();
  // Blancs-Coteaux: 4 farms and 010001's own wheat of N-1.
  expect(
    await count(`SELECT count(DISTINCT a.code_dossier) AS n FROM assolement a JOIN assolement_culture l ON l.id_assolement = a.id
    WHERE a.commune_insee = '51612' AND a.millesime = ${N - 1} AND l.id_culture_type = 1015 AND l.rendement IS NOT NULL`),
  ).toBe(5);
  await t.ds.query(`UPDATE assolement_culture SET rendement = 1 WHERE id_assolement IN (SELECT id FROM assolement WHERE code_dossier IN ('020001', '020002'))`);
  await t.ds.query(`DELETE FROM assolement WHERE code_dossier = '020001' AND millesime = ${N - 3}`);
  await resetDossier(t.ds, '020001');
  expect(await count(`SELECT count(*) AS n FROM assolement WHERE code_dossier = '020001'`)).toBe(3);
  expect(
    await count(
      `SELECT count(*) AS n FROM assolement_culture l JOIN assolement a ON a.id = l.id_assolement WHERE a.code_dossier = '020001' AND l.rendement = 1`,
    ),
  ).toBe(0);
  expect(
    await count(
      `SELECT count(*) AS n FROM assolement_culture l JOIN assolement a ON a.id = l.id_assolement WHERE a.code_dossier = '020002' AND l.rendement = 1`,
    ),
  ).toBeGreaterThan(0);
  await resetDossier(t.ds, '020002');
});

it('seeds the farms again in bulk, keeping every count', async () => {
  const tables = ['dossier', 'dossier_module', 'assolement', 'assolement_culture'];
  const before = await rowCounts(tables);
  const start = Date.now();
  await t.ds.transaction((tx) => seedFermes(tx));
  console.log(`seedFermes: ${Date.now() - start} ms`);
  expect(await rowCounts(tables)).toEqual(before);
});
