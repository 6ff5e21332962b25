import { BASE_TYPE_AUDIT, estModuleValide, estToutValide, UNITES_MAX } from '@portail/contracts';
import { resetDossier, seedAll } from '../../../seeds/seed';
import path from 'node:path';
import { bibliothequeLignes, pictosDir, seedDuerBibliotheque, seedDuers } from '../../../seeds/duer';
import { DUER, duerLigneId } from '../../../seeds/ids';
import { startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const count = async (sql: string, params: unknown[] = []) => Number((await t.ds.query(sql, params))[0].n);
const TABLES = [
  'duer_base_picto',
  'duer_base_categorie',
  'duer_base_module',
  'duer_base_groupe',
  'duer_base_risque',
  'duer_base_risque_picto',
  'duer',
  'duer_categorie',
  'duer_module',
  'duer_groupe',
  'duer_risque',
  'duer_picto',
  'duer_historique',
  'duer_base_question',
  'duer_question',
  'duer_audit_categorie',
];
const counts = async () => Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await count(`SELECT count(*) AS n FROM ${table}`)])));

interface RisqueRow {
  id_duer: number;
  id_module: number;
  id_categorie: number;
  forcer_validation: boolean;
  est_actif: boolean;
  gravite: number | null;
  frequence: number | null;
  maitrise_dixiemes: number | null;
}
const risquesOf = (idDuer: number): Promise<RisqueRow[]> =>
  t.ds.query(
    `SELECT c.id_duer, m.id AS id_module, c.id AS id_categorie, m.forcer_validation, r.est_actif, r.gravite, r.frequence, r.maitrise_dixiemes
     FROM duer_categorie c JOIN duer_module m ON m.id_duer_categorie = c.id JOIN duer_groupe g ON g.id_duer_module = m.id
     JOIN duer_risque r ON r.id_duer_groupe = g.id WHERE c.id_duer = $1 ORDER BY r.id`,
    [idDuer],
  );

/** Module validity recomputed from the rows with the rule of the contracts. */
async function validite(idDuer: number, version: number) {
  const rows = await risquesOf(idDuer);
  const modules = new Map<number, RisqueRow[]>();
  for (const r of rows) modules.set(r.id_module, [...(modules.get(r.id_module) ?? []), r]);
  const parModule = [...modules.values()].map((rs) => ({
    categorie: rs[0].id_categorie,
    valide: estModuleValide(
      rs[0].forcer_validation,
      rs.map((r) => ({
        estActif: r.est_actif,
        gravite: r.gravite,
        frequence: r.frequence,
        maitrise: r.maitrise_dixiemes === null ? null : r.maitrise_dixiemes / 10,
      })),
      version,
    ),
  }));
  const categories = [...new Set(parModule.map((x) => x.categorie))].map((c) => estToutValide(parModule.filter((x) => x.categorie === c).map((x) => x.valide)));
  return { modules: parModule.map((x) => x.valide), duer: estToutValide(categories) };
}

describe('DUER library', () => {
  it('holds at least 8 work units over the four base types, 30 modules, 120 risks with measures and 12 SVG pictograms', async () => {
    const lib = `code_dossier IS NULL`;
    expect(await count(`SELECT count(DISTINCT nom) AS n FROM duer_base_categorie WHERE ${lib} AND id_base_type BETWEEN 1 AND 4`)).toBeGreaterThanOrEqual(8);
    const types = await t.ds.query(
      `SELECT id_base_type AS t, count(*)::int AS n FROM duer_base_categorie WHERE ${lib} AND id_base_type <> ${BASE_TYPE_AUDIT} GROUP BY 1 ORDER BY 1`,
    );
    expect(types.map((x: { t: number }) => x.t)).toEqual([1, 2, 3, 4]);
    // The default model copies every unit of the base type: it must fit UNITES_MAX.
    for (const { t: type, n } of types as { t: 1 | 2 | 3 | 4; n: number }[]) expect(n).toBeLessThanOrEqual(UNITES_MAX[type] ?? Infinity);
    expect(await count(`SELECT count(DISTINCT nom) AS n FROM duer_base_module WHERE ${lib}`)).toBeGreaterThanOrEqual(30);
    expect(await count(`SELECT count(*) AS n FROM duer_base_risque WHERE ${lib}`)).toBeGreaterThanOrEqual(120);
    expect(await count(`SELECT count(DISTINCT nom) AS n FROM duer_base_risque WHERE ${lib}`)).toBeGreaterThanOrEqual(120);
    expect(await count(`SELECT count(*) AS n FROM duer_base_risque WHERE ${lib} AND (length(mesure_existante) < 10 OR length(mesure_a_faire) < 10)`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM duer_base_risque WHERE ${lib} AND est_avec_picto`)).toBeGreaterThan(50);
    expect(
      await count(
        `SELECT count(*) AS n FROM duer_base_risque r WHERE est_avec_picto <> EXISTS (SELECT 1 FROM duer_base_risque_picto p WHERE p.id_base_risque = r.id)`,
      ),
    ).toBe(0);

    const pictos: { nom: string; type_mime: string; image: string }[] = await t.ds.query(`SELECT nom, type_mime, image FROM duer_base_picto ORDER BY id`);
    expect(pictos.length).toBeGreaterThanOrEqual(12);
    for (const p of pictos) {
      expect(p.type_mime).toBe('image/svg+xml');
      const svg = Buffer.from(p.image, 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 64 64"/);
      expect(svg.trim().endsWith('</svg>')).toBe(true);
      expect(svg.length).toBeLessThan(3000);
    }
  });

  it('finds the pictograms from the sources and from the build the db:seed / db:reset cli runs (apps/api/dist/seeds)', () => {
    const seeds = path.resolve(__dirname, '../../../seeds');
    expect(pictosDir(seeds)).toBe(path.join(seeds, 'duer-pictos'));
    expect(pictosDir(path.resolve(__dirname, '../dist/seeds'))).toBe(path.join(seeds, 'duer-pictos'));
  });

  it('covers the risks of Champagne farms, wine estates and riding stables', async () => {
    const noms: string[] = (await t.ds.query(`SELECT nom FROM duer_base_risque WHERE code_dossier IS NULL`)).map((r: { nom: string }) => r.nom.toLowerCase());
    for (const mot of [
      'ensevelissement',
      'gaz carbonique',
      'cardan',
      'enjambeur',
      'sécateur électrique',
      'coup de pied',
      'bruit',
      'électrisation',
      'route',
      'isolé',
    ]) {
      expect(noms.some((n) => n.includes(mot))).toBe(true);
    }
  });

  it('uses the fixed ids of bibliothequeLignes and moves the sequences past them', async () => {
    const lignes = bibliothequeLignes();
    const last = lignes.risques[lignes.risques.length - 1];
    expect(await t.ds.query(`SELECT nom FROM duer_base_risque WHERE id = $1`, [last.id])).toEqual([{ nom: last.nom }]);
    const [{ id }] = await t.ds.query(`INSERT INTO duer_base_categorie (nom, id_base_type) VALUES ('Unité de test', 1) RETURNING id`);
    expect(id).toBeGreaterThan(lignes.categories.length);
    const [duer] = await t.ds.query(`INSERT INTO duer (code_dossier, annee) VALUES ('010004', 2033) RETURNING id`);
    const [cat] = await t.ds.query(`INSERT INTO duer_categorie (id_duer, id_base_categorie) VALUES ($1, $2) RETURNING id`, [duer.id, id]);
    expect(cat.id).toBeGreaterThan(duerLigneId(DUER.acs2026, 0));
    await t.ds.query(`DELETE FROM duer WHERE id = $1`, [duer.id]);
    await t.ds.query(`DELETE FROM duer_base_categorie WHERE id = $1`, [id]);
  });
});

describe('QA DUERs', () => {
  const duers = () =>
    t.ds.query(
      `SELECT id, code_dossier, annee, est_fini, est_valide, date_fini IS NOT NULL AS a_date_fini, version_calcul_risque AS v FROM duer
       WHERE code_dossier IN ('010001', '010002', '010003', '010004') ORDER BY code_dossier, annee`,
    );

  it('seeds 010001 2025 finished and 2026 in progress, 010002 2026 old method, 010003 2026', async () => {
    expect(await duers()).toEqual([
      { id: DUER.agri2025, code_dossier: '010001', annee: 2025, est_fini: true, est_valide: true, a_date_fini: true, v: 1 },
      { id: DUER.agri2026, code_dossier: '010001', annee: 2026, est_fini: false, est_valide: false, a_date_fini: false, v: 1 },
      { id: DUER.viti2026, code_dossier: '010002', annee: 2026, est_fini: false, est_valide: false, a_date_fini: false, v: 0 },
      { id: DUER.acs2026, code_dossier: '010003', annee: 2026, est_fini: false, est_valide: false, a_date_fini: false, v: 1 },
    ]);
  });

  it('rates every risk of 2025 and about half of the modules of 2026; est_valide follows the rule of the contracts', async () => {
    const r2025 = await risquesOf(DUER.agri2025);
    expect(r2025.length).toBeGreaterThan(40);
    expect(r2025.every((r) => r.gravite !== null && r.frequence !== null && r.maitrise_dixiemes === null)).toBe(true);

    const v2026 = await validite(DUER.agri2026, 1);
    const valides = v2026.modules.filter(Boolean).length;
    expect(valides / v2026.modules.length).toBeGreaterThanOrEqual(0.4);
    expect(valides / v2026.modules.length).toBeLessThanOrEqual(0.6);
    const r2026 = await risquesOf(DUER.agri2026);
    expect(r2026.some((r) => r.gravite === null)).toBe(true);
    expect(r2026.some((r) => !r.est_actif)).toBe(true);
    for (const [id, v] of [
      [DUER.agri2025, 1],
      [DUER.agri2026, 1],
      [DUER.viti2026, 0],
      [DUER.acs2026, 1],
    ]) {
      const [{ est_valide }] = await t.ds.query(`SELECT est_valide FROM duer WHERE id = $1`, [id]);
      expect(est_valide).toBe((await validite(id, v)).duer);
    }
  });

  it('rates 010002 with the old scales (gravité 1/3/7/10, fréquence 1–4, maîtrise ×10 1/5/10/15) on at most 3 units', async () => {
    expect(await count(`SELECT count(*) AS n FROM duer_categorie WHERE id_duer = $1`, [DUER.viti2026])).toBeLessThanOrEqual(3);
    const rows = await risquesOf(DUER.viti2026);
    const cotes = rows.filter((r) => r.gravite !== null);
    expect(cotes.length).toBeGreaterThan(20);
    for (const r of cotes) {
      expect([1, 3, 7, 10]).toContain(r.gravite);
      expect([1, 2, 3, 4]).toContain(r.frequence);
      expect([1, 5, 10, 15]).toContain(r.maitrise_dixiemes);
    }
    expect(rows.filter((r) => r.gravite === null).every((r) => r.frequence === null && r.maitrise_dixiemes === null)).toBe(true);
  });

  it('builds 010003 from the equestrian units and gives each seeded dossier its own base items', async () => {
    const unites = await t.ds.query(
      `SELECT b.nom FROM duer_categorie c JOIN duer_base_categorie b ON b.id = c.id_base_categorie WHERE c.id_duer = $1 ORDER BY c.ordre`,
      [DUER.acs2026],
    );
    expect(unites.map((u: { nom: string }) => u.nom)).toContain('Soins aux chevaux');
    for (const code of ['010001', '010002', '010003']) {
      expect(await count(`SELECT count(*) AS n FROM duer_base_module WHERE code_dossier = $1`, [code])).toBeGreaterThanOrEqual(1);
      expect(await count(`SELECT count(*) AS n FROM duer_base_risque WHERE code_dossier = $1`, [code])).toBeGreaterThanOrEqual(2);
      // Used by the dossier's DUERs.
      expect(
        await count(
          `SELECT count(*) AS n FROM duer_module m JOIN duer_base_module b ON b.id = m.id_base_module JOIN duer_categorie c ON c.id = m.id_duer_categorie
           JOIN duer d ON d.id = c.id_duer WHERE b.code_dossier = $1 AND d.code_dossier = $1`,
          [code],
        ),
      ).toBeGreaterThanOrEqual(1);
    }
    expect(
      await count(`SELECT count(*) AS n FROM duer_picto p JOIN duer_risque r ON r.id = p.id_duer_risque WHERE r.id BETWEEN $1 AND $2`, [
        duerLigneId(DUER.acs2026, 1),
        duerLigneId(DUER.acs2026, 99_999),
      ]),
    ).toBeGreaterThan(5);
  });

  it('keeps a field history on 010001/2026 by the adviser and by the member', async () => {
    const rows = await t.ds.query(
      `SELECT DISTINCT h.par_collaborateur, h.auteur FROM duer_historique h JOIN duer_risque r ON r.id = h.id_duer_risque
       JOIN duer_groupe g ON g.id = r.id_duer_groupe JOIN duer_module m ON m.id = g.id_duer_module JOIN duer_categorie c ON c.id = m.id_duer_categorie
       WHERE c.id_duer = $1 ORDER BY 1`,
      [DUER.agri2026],
    );
    expect(rows).toEqual([
      { par_collaborateur: false, auteur: 'gerant.multi@exemple.fr' },
      { par_collaborateur: true, auteur: 'ce.conseiller' },
    ]);
  });
});

describe('DUER seeds are idempotent and restored with their dossier', () => {
  it('gives the same rows when seeded twice, and keeps a DUER added by a user', async () => {
    await t.ds.query(`INSERT INTO duer (code_dossier, annee) VALUES ('010001', 2034)`);
    const before = await counts();
    await seedAll(t.ds);
    await seedAll(t.ds);
    expect(await counts()).toEqual(before);
    expect(await count(`SELECT count(*) AS n FROM duer WHERE code_dossier = '010001' AND annee = 2034`)).toBe(1);
    await t.ds.query(`DELETE FROM duer WHERE code_dossier = '010001' AND annee = 2034`);
  });

  it('restores the library rows edited by hand', async () => {
    await t.ds.query(`UPDATE duer_base_risque SET nom = 'Modifié', mesure_a_faire = '' WHERE id = 1`);
    await seedAll(t.ds);
    const [r] = await t.ds.query(`SELECT nom, mesure_a_faire FROM duer_base_risque WHERE id = 1`);
    expect(r.nom).not.toBe('Modifié');
    expect(r.mesure_a_faire.length).toBeGreaterThan(10);
  });

  it('resetDossier(010001) restores a deleted DUER and edited ratings, without touching 010002', async () => {
    const before = await counts();
    await t.ds.query(`UPDATE duer_risque SET gravite = NULL, frequence = NULL WHERE id = $1`, [duerLigneId(DUER.agri2025, 1)]);
    await t.ds.query(`DELETE FROM duer WHERE id = $1`, [DUER.agri2026]);
    await t.ds.query(`UPDATE duer SET est_fini = true WHERE id = $1`, [DUER.viti2026]);
    await resetDossier(t.ds, '010001');
    expect(await counts()).toEqual(before);
    const [r] = await t.ds.query(`SELECT gravite FROM duer_risque WHERE id = $1`, [duerLigneId(DUER.agri2025, 1)]);
    expect(r.gravite).not.toBeNull();
    expect(await count(`SELECT count(*) AS n FROM duer WHERE id = $1 AND annee = 2026 AND NOT est_fini`, [DUER.agri2026])).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM duer WHERE id = $1 AND est_fini`, [DUER.viti2026])).toBe(1);
    await resetDossier(t.ds, '010002');
    expect(await count(`SELECT count(*) AS n FROM duer WHERE id = $1 AND est_fini`, [DUER.viti2026])).toBe(0);
  });
});

/** Rows of each table, to compare before and after seeding again. */
async function rowCounts(tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = (await t.ds.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
  return counts;
}

// How long a reset takes is printed, not asserted: a timed test fails on a loaded machine (benchmarks measure).
it('seeds the library and the QA DUERs again, keeping every count', async () => {
  const tables = ['duer_base_categorie', 'duer_base_module', 'duer_base_risque', 'duer', 'duer_categorie', 'duer_module', 'duer_groupe', 'duer_risque'];
  const before = await rowCounts(tables);
  const start = Date.now();
  await t.ds.transaction(async (tx) => {
    await seedDuerBibliotheque(tx);
    for (const code of ['010001', '010002', '010003']) await seedDuers(tx, code);
  });
  console.log(`DUER seeds: ${Date.now() - start} ms`);
  expect(await rowCounts(tables)).toEqual(before);
});
