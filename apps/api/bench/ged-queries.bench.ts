import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { FsBlobStore } from '../src/common/storage/fs-blob-store';
import { createDataSource } from '../src/database/data-source';
import { Dossier } from '../src/modules/dossier/dossier.entity';
import { DossierRepository } from '../src/modules/dossier/dossier.repository';
import { DossierService } from '../src/modules/dossier/dossier.service';
import { GedDocumentsRepository } from '../src/modules/documents/lecture/ged-documents.repository';
import { GedDocumentsService } from '../src/modules/documents/lecture/ged-documents.service';
import type { GedViewer } from '../src/modules/documents/lecture/ged-visibility';
import { SMOKE, cleanupOnInterrupt, once, size } from './bench-support';

/**
 * bench:ged, query part: 1,000,000 documents over 5,000 dossiers generated in a scratch database of
 * TEST_DATABASE_URL (one INSERT ... SELECT generate_series, the GIN indexes rebuilt afterwards), then
 * the p95 of a folder page and of a 3-letter search through the api's own service and repository
 * (visibility rule included). Goal: < 25 ms each. Smoke run (bench:smoke): 400 documents over 20 dossiers, 5 rounds.
 */
const DOSSIERS = size('BENCH_GED_DOSSIERS', 5000, 20);
const PER_DOSSIER = size('BENCH_GED_PER_DOSSIER', 200, 20);
const ROUNDS = size('BENCH_ROUNDS', 300, 5);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const FOLDERS = [
  // code, titre, parent, template, categorie, store, module requis
  ['main', 'Mes documents', null, 'main', 'mesDocs', 'documents', null],
  ['attente', 'Documents en attente', 'main', 'waitingDocuments', 'mesDocs', 'documents', null],
  ['factures', 'Factures', 'main', 'factures', 'mesDocs_fiscal', 'factures', null],
  ['factures_2026', '2026', 'factures', 'factures_annee', 'mesDocs_fiscal', 'factures', null],
  ['fiscal', 'Fiscal', 'main', 'default', 'mesDocs_fiscal', 'documents', null],
  ['juridique', 'Juridique', 'main', 'default', 'mesDocs_juridique', 'documents', null],
  ['social', 'Social', 'main', 'default', 'mesDocs_social', 'documents', null],
  ['paies_2026_10', 'Paies octobre 2026', 'social', 'default', 'mesDocs_social', 'documents', null],
  ['paies_2026_09', 'Paies septembre 2026', 'social', 'default', 'mesDocs_social', 'documents', null],
  ['vendanges', 'Vendanges', 'social', 'default', 'mesDocs_social', 'documents', 'droit_izipaie'],
] as const;
const sqlText = (v: string | null) => (v === null ? 'NULL' : `'${v.replace(/'/g, "''")}'`);
const FOLDER_VALUES = FOLDERS.map((f, i) => `(${f.map(sqlText).join(', ')}, ${i})`).join(',\n');

const LEAVES = ['attente', 'factures_2026', 'fiscal', 'juridique', 'paies_2026_10', 'paies_2026_09', 'vendanges'];
const PREFIXES = ['Relevé bancaire', 'Facture', 'Bilan comptable', 'Statuts', 'Bulletin de salaire', 'Bulletin de salaire', 'Contrat vendanges'];
const WORDS = ['Dupont', 'Leroy', 'Martin', 'Bernard', 'Coopérative', 'Négoce', 'Garnier', 'Moreau', 'Petit', 'Lefèvre', 'Roux', 'Fournier'];
const TEXTS = [
  'excédent brut d’exploitation, capitaux propres et résultat de l’exercice',
  'salaire net à payer, cotisations sociales, congés payés',
  'montant hors taxes, TVA à 20 %, total toutes taxes comprises',
  'assemblée générale ordinaire, approbation des comptes, affectation du résultat',
];
const arr = (values: string[]) => `ARRAY[${values.map(sqlText).join(', ')}]`;

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

async function measure(label: string, run: (i: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < (SMOKE ? 2 : 30); i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const result = { p50: at(0.5), p95: at(0.95) };
  console.log(
    `  ${label.padEnd(58)} p50 ${result.p50.toFixed(2)} ms  p95 ${result.p95.toFixed(2)} ms  ${SMOKE ? '(smoke run: goal not checked)' : result.p95 < 25 ? '(goal < 25 ms: met)' : '(goal < 25 ms: MISSED)'}`,
  );
  return result;
}

async function generate(ds: ReturnType<typeof createDataSource>): Promise<void> {
  const started = performance.now();
  await ds.query(`INSERT INTO dossier (id, code_dossier, raison_sociale, code_entite, type_activite)
    SELECT gen_random_uuid(), '5' || lpad(i::text, 5, '0'), 'EARL Bench ' || i, '0001', 'AGRI' FROM generate_series(1, ${DOSSIERS}) i`);
  await ds.query(`INSERT INTO ged_noeud (id, espace, code_dossier, code, parent_id, titre, ordre, template, categorie_id, store, module_requis)
    SELECT md5(d.code_dossier || ':' || f.code)::uuid, 'dossier', d.code_dossier, f.code,
      CASE WHEN f.parent IS NULL THEN NULL ELSE md5(d.code_dossier || ':' || f.parent)::uuid END, f.titre, f.ordre, f.template, f.categorie, f.store, f.module_requis
    FROM dossier d CROSS JOIN (VALUES ${FOLDER_VALUES}) f(code, titre, parent, template, categorie, store, module_requis, ordre)`);
  // The GIN indexes are rebuilt once after the load (much faster than maintained row by row); the
  // load skips triggers and foreign keys (replica role), so it computes `recherche` with the trigger's function.
  await ds.query(`DROP INDEX "IDX_ged_document_plein_texte"`);
  await ds.query(`DROP INDEX "IDX_ged_document_nom_trgm"`);
  const leaves = arr(LEAVES);
  await ds.query(`SET session_replication_role = replica`);
  await ds.query(`INSERT INTO ged_document (id, noeud_id, code_dossier, nom, type, extension, mime, taille, blob_key, sha256, date_creation,
      date_modification, millesime, contenu, type_facture, date_facture, type_fichier, apercu_statut, recherche)
    SELECT x.id, md5(x.code || ':' || x.folder)::uuid, x.code, x.nom, CASE WHEN x.folder = 'factures_2026' THEN 'facture' ELSE 'document' END,
      'pdf', 'application/pdf', 20000 + j * 37, 'ged/' || x.code || '/' || x.id, repeat('0', 64),
      now() - make_interval(mins => j * 97), now() - make_interval(mins => j * 97), 2020 + j % 7,
      x.contenu,
      CASE WHEN x.folder = 'factures_2026' THEN (ARRAY['Achat', 'Vente', 'Immobilisation'])[1 + j % 3] END,
      CASE WHEN x.folder = 'factures_2026' THEN date '2026-01-01' + j % 300 END,
      CASE WHEN x.folder = 'attente' THEN 'AUTRESDOCS' END, 'pret', ged_recherche(x.nom, x.contenu)
    FROM generate_series(1, ${DOSSIERS}) i CROSS JOIN generate_series(1, ${PER_DOSSIER}) j
    CROSS JOIN LATERAL (SELECT gen_random_uuid() AS id, '5' || lpad(i::text, 5, '0') AS code, (${leaves})[1 + j % ${LEAVES.length}] AS folder,
      (${arr(PREFIXES)})[1 + j % ${LEAVES.length}] || ' ' || (${arr(WORDS)})[1 + (i + j) % ${WORDS.length}] || ' ' || j || '.pdf' AS nom) n0
    CROSS JOIN LATERAL (SELECT n0.*, CASE WHEN j % 3 = 0 THEN n0.nom || ' : ' || (${arr(TEXTS)})[1 + j % ${TEXTS.length}] END AS contenu) x`);
  await ds.query(`SET session_replication_role = origin`);
  const loaded = performance.now();
  await ds.query(`CREATE INDEX "IDX_ged_document_plein_texte" ON "ged_document" USING gin ("recherche")`);
  await ds.query(`CREATE INDEX "IDX_ged_document_nom_trgm" ON "ged_document" USING gin (ged_fold("nom") gin_trgm_ops)`);
  await ds.query(`ANALYZE`);
  const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM ged_document`);
  console.log(
    `Generated ${n.toLocaleString('en')} documents over ${DOSSIERS.toLocaleString('en')} dossiers: load ${((loaded - started) / 1000).toFixed(1)} s, GIN indexes ${((performance.now() - loaded) / 1000).toFixed(1)} s`,
  );
}

async function main(): Promise<void> {
  const name = `portail_bench_ged_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}"`);
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const ds = createDataSource(url);
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ged-'));
  const cleanup = once(async () => {
    fs.rmSync(filesDir, { recursive: true, force: true });
    if (ds.isInitialized) await ds.destroy();
    if (process.env.BENCH_KEEP) console.log(`Kept database ${name} (BENCH_KEEP)`);
    else await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
  cleanupOnInterrupt(cleanup);
  try {
    await ds.initialize();
    await ds.runMigrations();
    await generate(ds);
    const ged = new GedDocumentsService(
      new GedDocumentsRepository(ds),
      new DossierService(new DossierRepository(ds.getRepository(Dossier))),
      new FsBlobStore(filesDir),
    );
    const modules = ['mod_documents', 'mod_factures', 'non_cder_particulier', 'droit_izipaie'];
    const viewer = (i: number, categories: GedViewer['categories']): GedViewer => ({
      codeDossier: `5${String(1 + ((i * 7919) % DOSSIERS)).padStart(5, '0')}`,
      categories,
      modules,
    });
    const fiscal = ['mesDocs_fiscal'];
    const terms = ['bil', 'sal', 'fac', 'dup', 'ler', 'tva'];
    console.log(`Queries through GedDocumentsService (visibility rule included), ${ROUNDS} rounds each, random dossiers:`);
    await measure('folder page (fiscal, 20 rows + total), gérant', (i) =>
      ged.folderDocuments(viewer(i, 'all'), 'fiscal', { page: 0, size: 20, containsfilter: undefined }),
    );
    await measure('folder page (paies_2026_10, page 1), gérant', (i) =>
      ged.folderDocuments(viewer(i, 'all'), 'paies_2026_10', { page: 1, size: 20, containsfilter: undefined }),
    );
    await measure('folder page (fiscal), fiscal-only member', (i) =>
      ged.folderDocuments(viewer(i, fiscal), 'fiscal', { page: 0, size: 20, containsfilter: undefined }),
    );
    await measure('3-letter search (bil, sal, fac...), gérant', (i) => ged.search(viewer(i, 'all'), terms[i % terms.length]!, 20));
    await measure('3-letter search, fiscal-only member', (i) => ged.search(viewer(i, fiscal), terms[i % terms.length]!, 20));
    await measure('word inside the PDFs (exploitation), gérant', (i) => ged.search(viewer(i, 'all'), 'exploitation', 20));
    await measure('containsfilter in a folder (fiscal, "bil")', (i) =>
      ged.folderDocuments(viewer(i, 'all'), 'fiscal', { page: 0, size: 20, containsfilter: 'bil' }),
    );
    await measure('folder tree with counts', (i) => ged.tree(viewer(i, 'all')));
  } finally {
    await cleanup();
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
