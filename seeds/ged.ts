import { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';
import type { NodeTemplate, TypeFacture, TypeFichier } from '@portail/contracts';
import { loadConfig } from '../apps/api/src/config/app-config';
import type { BlobStore } from '../apps/api/src/common/storage/blob-store';
import { createBlobStore } from '../apps/api/src/common/storage/storage.module';
import { GedDocument } from '../apps/api/src/modules/documents/ged-document.entity';
import { GedNoeud } from '../apps/api/src/modules/documents/ged-noeud.entity';
import { EAGER_PAGES, previewKey } from '../apps/api/src/modules/documents/jobs/ged-jobs';
import { dossiers } from './data';
import * as content from './ged-content';
import { renderPdf, renderPng, type PdfSpec } from './ged-pdf';
import { gedDocumentId, gedNoeudId } from './ids';

/**
 * The QA document store: each seeded dossier's folder tree with real PDF files (balance sheet, tax
 * return, engagement letter, payslips, invoices, waiting documents, harvest register) and the board
 * workspaces. Rows are written with apercuStatut 'attente' and no `contenu`: the worker extracts the
 * text and renders the previews (its sweep at start picks them up). Blobs go to the blob store of
 * the configuration (FILES_DIR) unless one is given.
 */
export const defaultBlobStore = (): BlobStore => createBlobStore(loadConfig());

interface NoeudSeed {
  code: string;
  parent: string | null;
  titre: string;
  template?: NodeTemplate;
  categorieId: string | null;
  store?: 'documents' | 'factures';
  moduleRequis?: string;
  cderParticulier?: boolean;
}

interface DocumentSeed {
  noeud: string;
  nom: string;
  spec?: PdfSpec;
  /** A file that is not a generated PDF (the scanned receipt). */
  bytes?: () => Buffer;
  extension?: string;
  mime?: string;
  dateCreation: string;
  millesime?: number;
  typeFichier?: TypeFichier;
  facture?: { fournisseur: string; numero: string; date: string; total: number; type: TypeFacture | null };
}

const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const PAIES = [8, 9, 10].map((mois) => ({ annee: 2026, mois, code: `paies_2026_${String(mois).padStart(2, '0')}` }));
const BOARD = '000000';

function tree(modules: string[]): NoeudSeed[] {
  if (!modules.includes('non_cder_particulier')) {
    return [
      { code: 'main', parent: null, titre: 'Mes documents', template: 'main', categorieId: 'mesDocs', cderParticulier: true },
      { code: 'attente', parent: 'main', titre: 'Documents en attente', template: 'waitingDocuments', categorieId: 'mesDocs', cderParticulier: true },
      { code: 'impots', parent: 'main', titre: 'Impôts sur le revenu', categorieId: 'mesDocs_fiscal', cderParticulier: true },
      { code: 'patrimoine', parent: 'main', titre: 'Patrimoine', categorieId: 'mesDocs_juridique', cderParticulier: true },
    ];
  }
  const nodes: NoeudSeed[] = [
    { code: 'main', parent: null, titre: 'Mes documents', template: 'main', categorieId: 'mesDocs' },
    { code: 'attente', parent: 'main', titre: 'Documents en attente', template: 'waitingDocuments', categorieId: 'mesDocs' },
  ];
  if (modules.includes('mod_factures')) {
    nodes.push({ code: 'factures', parent: 'main', titre: 'Factures', template: 'factures', categorieId: 'mesDocs_fiscal', store: 'factures' });
    for (const annee of [2026, 2025])
      nodes.push({
        code: `factures_${annee}`,
        parent: 'factures',
        titre: `Factures ${annee}`,
        template: 'factures_annee',
        categorieId: 'mesDocs_fiscal',
        store: 'factures',
      });
  }
  nodes.push(
    { code: 'fiscal', parent: 'main', titre: 'Fiscal', categorieId: 'mesDocs_fiscal' },
    { code: 'juridique', parent: 'main', titre: 'Juridique', categorieId: 'mesDocs_juridique' },
    { code: 'social', parent: 'main', titre: 'Social', categorieId: 'mesDocs_social' },
    ...PAIES.map((p) => ({ code: p.code, parent: 'social', titre: `Paies ${MOIS[p.mois - 1]} ${p.annee}`, categorieId: 'mesDocs_social' })),
  );
  if (modules.includes('droit_izipaie'))
    nodes.push({ code: 'vendanges', parent: 'social', titre: 'Vendanges', categorieId: 'mesDocs_social', moduleRequis: 'droit_izipaie' });
  return nodes;
}

function documents(codeDossier: string, nodes: NoeudSeed[]): DocumentSeed[] {
  if (nodes.some((n) => n.cderParticulier)) {
    return [
      { noeud: 'impots', nom: "Avis d'impôt 2026.pdf", spec: content.particulier.avis(), dateCreation: '2026-08-28', millesime: 2025 },
      { noeud: 'impots', nom: 'Déclaration 2042 revenus 2025.pdf', spec: content.particulier.declaration(), dateCreation: '2026-05-20', millesime: 2025 },
      { noeud: 'patrimoine', nom: 'Attestation maison Reims.pdf', spec: content.particulier.acte(), dateCreation: '2024-02-10' },
      { noeud: 'attente', nom: 'Taxe foncière 2026.pdf', spec: content.particulier.foncier(), dateCreation: '2026-10-02', typeFichier: 'AUTRESDOCS' },
    ];
  }
  // The staff picker's dossiers (0109xx) have empty folders.
  if (!(codeDossier in content.DOSSIER_INFOS)) return [];
  const d = content.DOSSIER_INFOS[codeDossier];
  const list: DocumentSeed[] = [
    { noeud: 'fiscal', nom: 'Bilan 2025.pdf', spec: content.bilan(d, 2025), dateCreation: '2026-04-18', millesime: 2025 },
    { noeud: 'fiscal', nom: 'Liasse fiscale 2025.pdf', spec: content.liasse(d, 2025), dateCreation: '2026-05-12', millesime: 2025 },
    { noeud: 'juridique', nom: 'Lettre de mission.pdf', spec: content.lettreMission(d), dateCreation: '2024-01-15' },
    { noeud: 'attente', nom: 'Relevé bancaire septembre 2026.pdf', spec: content.releveBancaire(d), dateCreation: '2026-10-05', typeFichier: 'AUTRESDOCS' },
    {
      noeud: 'attente',
      nom: 'Ticket carburant.png',
      bytes: receipt,
      extension: 'png',
      mime: 'image/png',
      dateCreation: '2026-10-07',
      typeFichier: 'FACTURES',
      facture: { fournisseur: 'Établissements Pernet Carburants', numero: 'T-88412', date: '2026-10-06', total: 96.4, type: null },
    },
  ];
  for (const p of PAIES) {
    for (const s of d.salaries) {
      list.push({
        noeud: p.code,
        nom: `Bulletin ${MOIS[p.mois - 1]} ${p.annee} - matricule ${s.matricule}.pdf`,
        spec: content.bulletin(d, s, p.annee, p.mois, MOIS[p.mois - 1]),
        dateCreation: `${p.annee}-${String(p.mois).padStart(2, '0')}-28`,
        millesime: p.annee,
      });
    }
  }
  if (nodes.some((n) => n.code === 'factures')) {
    for (const f of content.factures(d)) {
      list.push({
        noeud: `factures_${f.annee}`,
        nom: `Facture ${f.numero}.pdf`,
        spec: content.facture(d, f),
        dateCreation: f.date,
        millesime: f.annee,
        facture: { fournisseur: f.fournisseur, numero: f.numero, date: f.date, total: content.totalTTC(f), type: f.type },
      });
    }
  }
  if (nodes.some((n) => n.code === 'vendanges'))
    list.push({ noeud: 'vendanges', nom: 'Registre 2026.pdf', spec: content.vendanges(d), dateCreation: '2026-09-25', millesime: 2026 });
  return list;
}

const BOARD_NODES: NoeudSeed[] = [
  { code: 'conseil_administration', parent: null, titre: "Conseil d'administration", categorieId: null },
  { code: 'conseil_administration_2026', parent: 'conseil_administration', titre: '2026', categorieId: null },
  { code: 'assemblee_generale', parent: null, titre: 'Assemblée générale', categorieId: null },
];
const BOARD_DOCUMENTS: DocumentSeed[] = [
  { noeud: 'conseil_administration_2026', nom: 'PV CA 15-09-2026.pdf', spec: content.pvConseil(), dateCreation: '2026-09-22' },
  { noeud: 'assemblee_generale', nom: 'Rapport de gestion AG 2026.pdf', spec: content.rapportAg(), dateCreation: '2026-06-02' },
];

/** Bytes by spec: each file is generated once per process, and identical specs share their bytes. */
const generated = new Map<string, Promise<Buffer>>();
function bytesOf(doc: DocumentSeed): Promise<Buffer> {
  if (doc.bytes) return Promise.resolve(doc.bytes());
  const key = JSON.stringify(doc.spec);
  let bytes = generated.get(key);
  if (!bytes) generated.set(key, (bytes = renderPdf(doc.spec!)));
  return bytes;
}

let receiptBytes: Buffer | undefined;
function receipt(): Buffer {
  return (receiptBytes ??= renderPng(360, 480, (x, y) => {
    const line = y > 60 && y % 28 < 3 && x > 30 && x < 330;
    return line ? [70, 70, 80] : [250 - (y >> 5), 246 - (y >> 5), 236];
  }));
}

/** Seeds a dossier's folders and documents (upsert by fixed ids); blobs written to `blobs`. */
export async function seedGedDossier(tx: EntityManager, codeDossier: string, blobs: BlobStore): Promise<void> {
  const modules = dossiers.find((d) => d.codeDossier === codeDossier)!.modules;
  const nodes = tree(modules);
  await saveTree(tx, codeDossier, nodes, documents(codeDossier, nodes), blobs);
}

/** The board workspaces (espace 'conseil', no dossier) and their documents. */
export async function seedGedBoard(tx: EntityManager, blobs: BlobStore): Promise<void> {
  await saveTree(tx, null, BOARD_NODES, BOARD_DOCUMENTS, blobs);
}

async function saveTree(tx: EntityManager, codeDossier: string | null, nodes: NoeudSeed[], docs: DocumentSeed[], blobs: BlobStore): Promise<void> {
  const scope = codeDossier ?? BOARD;
  const ids = new Map(nodes.map((n, i) => [n.code, gedNoeudId(scope, i + 1)]));
  const noeuds: Omit<GedNoeud, 'parent' | 'dossier'>[] = nodes.map((n, i) => ({
    id: ids.get(n.code)!,
    espace: codeDossier ? ('dossier' as const) : ('conseil' as const),
    codeDossier,
    code: n.code,
    parentId: n.parent ? ids.get(n.parent)! : null,
    titre: n.titre,
    ordre: i,
    template: n.template ?? 'default',
    categorieId: n.categorieId,
    store: n.store ?? 'documents',
    moduleRequis: n.moduleRequis ?? null,
    cderParticulier: n.cderParticulier ?? false,
    icone: null,
    couleur: null,
    placeholderRecherche: null,
    texte: codeDossier ? null : `Espace réservé aux administrateurs : ${n.titre}`,
  }));
  // One statement each (parents and children together): the seed of six dossiers stays fast.
  await tx.upsert(GedNoeud, noeuds, ['id']);
  const files = await Promise.all(docs.map(bytesOf));
  const rows: Omit<GedDocument, 'noeud' | 'dossier' | 'recherche'>[] = [];
  for (const [i, doc] of docs.entries()) {
    const id = gedDocumentId(scope, i + 1);
    const blobKey = `ged/${codeDossier ?? 'conseil'}/${id}`;
    const stored = await blobs.put(blobKey, Readable.from([files[i]]));
    rows.push({
      id,
      noeudId: ids.get(doc.noeud)!,
      codeDossier,
      nom: doc.nom,
      type: doc.facture ? 'facture' : 'document',
      extension: doc.extension ?? 'pdf',
      mime: doc.mime ?? 'application/pdf',
      taille: stored.size,
      blobKey,
      sha256: stored.sha256,
      dateCreation: new Date(`${doc.dateCreation}T09:00:00Z`),
      dateModification: new Date(`${doc.dateCreation}T09:00:00Z`),
      millesime: doc.millesime ?? null,
      estSiteInternet: false,
      nbPages: null,
      apercuStatut: 'attente',
      contenu: null,
      nomFournisseur: doc.facture?.fournisseur ?? null,
      dateFacture: doc.facture?.date ?? null,
      numeroFacture: doc.facture?.numero ?? null,
      totalTTC: doc.facture?.total ?? null,
      typeFacture: doc.facture?.type ?? null,
      typeFichier: doc.typeFichier ?? null,
      deposePar: null,
    });
  }
  await tx.upsert(GedDocument, rows, ['id']);
}

/** Keys of every blob of the documents selected (file and preview pages), read before their rows go. */
export async function gedBlobKeys(tx: EntityManager, where: 'all' | { codeDossier: string }): Promise<string[]> {
  const rows: { id: string; blob_key: string; nb_pages: number | null }[] =
    where === 'all'
      ? await tx.query('SELECT id, blob_key, nb_pages FROM ged_document')
      : await tx.query('SELECT id, blob_key, nb_pages FROM ged_document WHERE code_dossier = $1', [where.codeDossier]);
  return rows.flatMap((r) => {
    const pages = Math.max(r.nb_pages ?? 0, EAGER_PAGES);
    const previews = Array.from({ length: pages }, (_, p) => [previewKey(r.id, p + 1, 'normale'), previewKey(r.id, p + 1, 'vignette')]).flat();
    return [r.blob_key, ...previews];
  });
}

export async function deleteBlobs(blobs: BlobStore, keys: string[]): Promise<void> {
  for (const key of keys) await blobs.delete(key);
}
