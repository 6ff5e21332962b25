import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { FsBlobStore } from '../../src/common/storage/fs-blob-store';

/** Deterministic ids of the fixture: `gedId(codeDossier, n)` (documents) and `gedNodeId(codeDossier, n)` (folders). */
const hex = (code: string, n: number, kind: string) => {
  const h = createHash('sha1').update(`${kind}:${code}:${n}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};
export const gedId = (code: string, n: number) => hex(code, n, 'doc');
const nodeId = (code: string, n: number) => hex(code, n, 'node');

interface FolderSpec {
  code: string;
  titre: string;
  parent?: string;
  template?: string;
  categorie: string;
  store?: 'documents' | 'factures';
  moduleRequis?: string;
  particulier?: boolean;
}
export interface DocSpec {
  n: number;
  folder: string;
  nom: string;
  extension?: string;
  mime?: string;
  contenu?: string;
  type?: 'document' | 'facture';
  typeFacture?: string;
  dateFacture?: string;
  typeFichier?: string;
  /** Minutes before now: the newest first. */
  age?: number;
  bytes?: Buffer;
}

/** The design's folder tree of a dossier (normal store). */
export const STANDARD_FOLDERS: FolderSpec[] = [
  { code: 'main', titre: 'Mes documents', template: 'main', categorie: 'mesDocs' },
  { code: 'attente', titre: 'Documents en attente', parent: 'main', template: 'waitingDocuments', categorie: 'mesDocs' },
  { code: 'factures', titre: 'Factures', parent: 'main', template: 'factures', categorie: 'mesDocs_fiscal', store: 'factures' },
  { code: 'factures_2026', titre: '2026', parent: 'factures', template: 'factures_annee', categorie: 'mesDocs_fiscal', store: 'factures' },
  { code: 'fiscal', titre: 'Fiscal', parent: 'main', categorie: 'mesDocs_fiscal' },
  { code: 'juridique', titre: 'Juridique', parent: 'main', categorie: 'mesDocs_juridique' },
  { code: 'social', titre: 'Social', parent: 'main', categorie: 'mesDocs_social' },
  { code: 'paies_2026_10', titre: 'Paies octobre 2026', parent: 'social', categorie: 'mesDocs_social' },
  { code: 'paies_2026_09', titre: 'Paies septembre 2026', parent: 'social', categorie: 'mesDocs_social' },
  { code: 'vendanges', titre: 'Vendanges', parent: 'social', categorie: 'mesDocs_social', moduleRequis: 'droit_izipaie' },
];
export const PARTICULIER_FOLDERS: FolderSpec[] = [
  { code: 'main', titre: 'Mes documents', template: 'main', categorie: 'mesDocs', particulier: true },
  { code: 'attente', titre: 'Documents en attente', parent: 'main', template: 'waitingDocuments', categorie: 'mesDocs', particulier: true },
  { code: 'impots', titre: 'Impôts sur le revenu', parent: 'main', categorie: 'mesDocs_fiscal', particulier: true },
  { code: 'patrimoine', titre: 'Patrimoine', parent: 'main', categorie: 'mesDocs_juridique', particulier: true },
];

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

/** A store like the QA one: balance sheet, tax return, engagement letter, payslips, invoices, waiting uploads, an html page. */
export const STANDARD_DOCS: DocSpec[] = [
  { n: 1, folder: 'fiscal', nom: 'Bilan 2025.pdf', contenu: 'Bilan comptable : excédent brut d’exploitation et capitaux propres de l’exercice', age: 10 },
  { n: 2, folder: 'fiscal', nom: 'Liasse fiscale 2025.pdf', contenu: 'Déclaration de résultats 2065, impôt sur les sociétés', age: 20 },
  {
    n: 3,
    folder: 'juridique',
    nom: 'Lettre de mission.docx',
    extension: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    age: 30,
  },
  { n: 4, folder: 'paies_2026_10', nom: 'Bulletin octobre 2026 - Dupont.pdf', contenu: 'Bulletin de salaire, salaire net à payer, vendangeur', age: 5 },
  { n: 5, folder: 'paies_2026_10', nom: 'Bulletin octobre 2026 - Leroy.pdf', contenu: 'Bulletin de salaire Leroy', age: 6 },
  { n: 6, folder: 'paies_2026_09', nom: 'Bulletin septembre 2026 - Dupont.pdf', contenu: 'Bulletin de salaire septembre', age: 40 },
  { n: 7, folder: 'factures_2026', nom: 'Facture Coopérative 2026-114.pdf', type: 'facture', typeFacture: 'Achat', dateFacture: '2026-03-02', age: 50 },
  { n: 8, folder: 'factures_2026', nom: 'Facture Négoce 2026-007.pdf', type: 'facture', typeFacture: 'Vente', dateFacture: '2026-04-10', age: 60 },
  { n: 9, folder: 'factures_2026', nom: 'Tracteur.pdf', type: 'facture', typeFacture: 'Immobilisation', dateFacture: '2025-12-20', age: 70 },
  { n: 10, folder: 'attente', nom: 'Relevé bancaire.pdf', typeFichier: 'AUTRESDOCS', age: 1 },
  { n: 11, folder: 'attente', nom: 'Facture électricité.pdf', type: 'facture', typeFichier: 'FACTURES', age: 2 },
  { n: 12, folder: 'juridique', nom: 'Statuts.html', extension: 'html', mime: 'text/html', age: 80 },
  { n: 13, folder: 'vendanges', nom: 'Contrats vendanges.pdf', age: 90 },
];

/** Writes folders (kept when they already exist: the QA seed may have made them) and documents with their blobs. */
export async function seedGed(ds: DataSource, filesDir: string, codeDossier: string, folders: FolderSpec[], docs: DocSpec[]): Promise<void> {
  const blobs = new FsBlobStore(filesDir);
  const ids = new Map<string, string>();
  for (const [i, f] of folders.entries()) {
    const parent = f.parent ? ids.get(f.parent)! : null;
    await ds.query(
      `INSERT INTO ged_noeud (id, espace, code_dossier, code, parent_id, titre, ordre, template, categorie_id, store, module_requis, cder_particulier)
       VALUES ($1, 'dossier', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING`,
      [
        nodeId(codeDossier, i),
        codeDossier,
        f.code,
        parent,
        f.titre,
        i,
        f.template ?? 'default',
        f.categorie,
        f.store ?? 'documents',
        f.moduleRequis ?? null,
        !!f.particulier,
      ],
    );
    const [row] = await ds.query(`SELECT id FROM ged_noeud WHERE code_dossier = $1 AND code = $2`, [codeDossier, f.code]);
    ids.set(f.code, row.id);
  }
  for (const d of docs) await insertDocument(ds, blobs, ids.get(d.folder)!, codeDossier, gedId(codeDossier, d.n), d);
}

async function insertDocument(ds: DataSource, blobs: FsBlobStore, noeudId: string, codeDossier: string | null, id: string, d: DocSpec) {
  const bytes = d.bytes ?? pdf(`${d.nom} ${d.contenu ?? ''}`);
  const key = `ged/${codeDossier ?? 'conseil'}/${id}`;
  const stored = await blobs.put(key, Readable.from([bytes]));
  await ds.query(
    `INSERT INTO ged_document (id, noeud_id, code_dossier, nom, type, extension, mime, taille, blob_key, sha256, date_creation, date_modification,
       millesime, contenu, type_facture, date_facture, type_fichier, nom_fournisseur, numero_facture, total_ttc)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() - make_interval(mins => $11), now() - make_interval(mins => $11), 2025, $12, $13, $14, $15, $16, $17, $18)`,
    [
      id,
      noeudId,
      codeDossier,
      d.nom,
      d.type ?? 'document',
      d.extension ?? 'pdf',
      d.mime ?? 'application/pdf',
      stored.size,
      key,
      stored.sha256,
      d.age ?? 0,
      d.contenu ?? null,
      d.typeFacture ?? null,
      d.dateFacture ?? null,
      d.typeFichier ?? null,
      d.type === 'facture' ? 'Coopérative de la Marne' : null,
      d.type === 'facture' ? `F-${d.n}` : null,
      d.type === 'facture' ? 1234.5 : null,
    ],
  );
}

/** A board workspace with one minute; returns the workspace id. */
export async function seedBoard(ds: DataSource, filesDir: string): Promise<{ workspace: string; minute: string }> {
  const workspace = nodeId('conseil', 0);
  await ds.query(
    `INSERT INTO ged_noeud (id, espace, code_dossier, code, titre, ordre, template, categorie_id) VALUES ($1, 'conseil', NULL, 'ca', 'Conseil d''administration', 0, 'default', NULL)`,
    [workspace],
  );
  const minute = gedId('conseil', 1);
  await insertDocument(ds, new FsBlobStore(filesDir), workspace, null, minute, {
    n: 1,
    folder: 'ca',
    nom: 'Procès-verbal du conseil.pdf',
    contenu: 'Procès-verbal',
  });
  return { workspace, minute };
}
