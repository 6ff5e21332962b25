import { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';
import type { BlobStore } from '../apps/api/src/common/storage/blob-store';
import { bibliothequeLignes } from './duer';
import { DUERS_QA } from './duer-qa';
import { renderPdf } from './ged-pdf';
import { duerLigneId } from './ids';

export const DUER_DOCUMENTS_TABLES = ['duer_base_annexe', 'duer_annexe', 'duer_annexe_module', 'duer_base_page', 'duer_page'] as const;

interface DocumentQa {
  id: number;
  nom: string;
  lignes: string[];
}

/** The firm's pages: 1, 3, 4, 10 are the special pages (no file); the others carry a small PDF. */
export const PAGES_QA: (DocumentQa & { estFixe: boolean; estAvantRisques: boolean; ordre: number })[] = [
  { id: 1, nom: 'Page de garde', estFixe: true, estAvantRisques: true, ordre: 1, lignes: [] },
  {
    id: 2,
    nom: 'Sommaire',
    estFixe: false,
    estAvantRisques: true,
    ordre: 2,
    lignes: ['1. Informations générales', '2. Préambule', '3. Méthodologie', '4. Liste des risques', '5. Plan d’actions'],
  },
  { id: 3, nom: 'Informations générales', estFixe: true, estAvantRisques: true, ordre: 3, lignes: [] },
  { id: 4, nom: 'Préambule', estFixe: true, estAvantRisques: true, ordre: 4, lignes: [] },
  {
    id: 5,
    nom: 'Méthodologie d’évaluation',
    estFixe: false,
    estAvantRisques: true,
    ordre: 5,
    lignes: [
      'Chaque risque est coté en gravité (1 à 5) et en fréquence (1 à 5).',
      'Le score est leur produit : Faible jusqu’à 3, À surveiller jusqu’à 6, Important jusqu’à 14, Préoccupant au-delà.',
    ],
  },
  {
    id: 6,
    nom: 'Plan d’actions',
    estFixe: false,
    estAvantRisques: false,
    ordre: 2,
    lignes: ['Actions à mener, responsables et délais : voir les mesures de chaque risque.'],
  },
  {
    id: 7,
    nom: 'Consignes de sécurité',
    estFixe: false,
    estAvantRisques: false,
    ordre: 3,
    lignes: ['Port des équipements de protection individuelle.', 'Consignes en cas d’incendie affichées à l’entrée des bâtiments.'],
  },
  {
    id: 8,
    nom: 'Numéros d’urgence',
    estFixe: false,
    estAvantRisques: false,
    ordre: 4,
    lignes: ['SAMU : 15', 'Pompiers : 18', 'Numéro d’urgence européen : 112'],
  },
  { id: 10, nom: 'Audit préalable', estFixe: true, estAvantRisques: false, ordre: 1, lignes: [] },
];

/** The firm's annexes of the whole DUER, and one of a module (the first module of the AGRI base type). */
export const ANNEXES_QA: (DocumentQa & { numAnnexe: number; estObligatoire: boolean; module?: true })[] = [
  {
    id: 1,
    nom: 'Fiche de données de sécurité',
    numAnnexe: 1,
    estObligatoire: true,
    lignes: ['Produits phytosanitaires stockés : liste et fiches de sécurité.'],
  },
  {
    id: 2,
    nom: 'Registre des vérifications périodiques',
    numAnnexe: 2,
    estObligatoire: false,
    lignes: ['Extincteurs : vérification annuelle.', 'Installations électriques : vérification annuelle.'],
  },
  {
    id: 3,
    nom: 'Plan de prévention',
    numAnnexe: 3,
    estObligatoire: false,
    lignes: ['Entreprises extérieures : inspection commune préalable et plan de prévention écrit.'],
  },
  {
    id: 4,
    nom: 'Protocole de chargement et déchargement',
    numAnnexe: 4,
    estObligatoire: false,
    lignes: ['Opérations de chargement des transporteurs : consignes et moyens.'],
  },
  {
    id: 5,
    nom: 'Notice du matériel',
    numAnnexe: 1,
    estObligatoire: false,
    module: true,
    lignes: ['Notice d’utilisation et d’entretien du matériel du module.'],
  },
];

const pageKey = (id: number) => `duer/bibliotheque/page-${id}.pdf`;
const annexeKey = (id: number) => `duer/bibliotheque/annexe-${id}.pdf`;

async function putPdf(blobs: BlobStore, key: string, doc: DocumentQa): Promise<number> {
  const existing = await blobs.stat(key);
  if (existing) return existing.size;
  const pdf = await renderPdf({ title: doc.nom, header: ['Document unique d’évaluation des risques'], pages: [[{ lines: doc.lignes }]] });
  return (await blobs.put(key, Readable.from([pdf]), { contentType: 'application/pdf' })).size;
}

const fichier = (key: string, nom: string, taille: number) => ({ blob_key: key, nom_fichier: `${nom}.pdf`, extension: 'pdf', mime: 'application/pdf', taille });

async function upsert(tx: EntityManager, table: string, row: Record<string, unknown>): Promise<void> {
  const columns = Object.keys(row);
  await tx.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${columns
       .filter((c) => c !== 'id')
       .map((c) => `${c} = EXCLUDED.${c}`)
       .join(', ')}`,
    Object.values(row),
  );
}

/** The first base module of the AGRI library: the one module annex of the QA set belongs to it. */
export function moduleAnnexeQa(): number {
  const lib = bibliothequeLignes();
  const unite = lib.categories.find((c) => c.idBaseType === 1)!;
  return lib.modules.find((m) => m.idBaseCategorie === unite.id)!.id;
}

/** The firm's base pages and annexes (fixed ids, files generated once into the blob store). */
async function seedBibliothequeDocuments(tx: EntityManager, blobs: BlobStore): Promise<void> {
  for (const p of PAGES_QA) {
    const file = p.estFixe
      ? { blob_key: null, nom_fichier: null, extension: null, mime: null, taille: null }
      : fichier(pageKey(p.id), p.nom, await putPdf(blobs, pageKey(p.id), p));
    await upsert(tx, 'duer_base_page', {
      id: p.id,
      nom: p.nom,
      est_fixe: p.estFixe,
      est_avant_risques: p.estAvantRisques,
      ordre: p.ordre,
      code_dossier: null,
      ...file,
    });
  }
  const idBaseModule = moduleAnnexeQa();
  for (const a of ANNEXES_QA) {
    const file = fichier(annexeKey(a.id), a.nom, await putPdf(blobs, annexeKey(a.id), a));
    await upsert(tx, 'duer_base_annexe', {
      id: a.id,
      nom: a.nom,
      est_obligatoire: a.estObligatoire,
      num_annexe: a.numAnnexe,
      id_base_module: a.module ? idBaseModule : null,
      code_dossier: null,
      ...file,
    });
  }
}

/**
 * The pages and annexes of a dossier's QA DUERs (seeds/duer-qa.ts), on fixed ids: every page of the library in its
 * place, the first annexes, and the module annex on each module of its base module. Files the dossier uploaded
 * during QA go (their rows went with the dossier or its DUERs).
 */
export async function seedDuerDocuments(tx: EntityManager, codeDossier: string, blobs: BlobStore): Promise<void> {
  await seedBibliothequeDocuments(tx, blobs);
  for await (const blob of blobs.list(`duer/${codeDossier}/`)) await blobs.delete(blob.key);
  const idBaseModule = moduleAnnexeQa();
  for (const plan of DUERS_QA.filter((d) => d.codeDossier === codeDossier)) {
    await tx.query('DELETE FROM duer_page WHERE id_duer = $1', [plan.id]);
    await tx.query('DELETE FROM duer_annexe WHERE id_duer = $1', [plan.id]);
    // 'Numéros d’urgence' stays available for 'Ajouter une page existante'.
    for (const [i, p] of PAGES_QA.filter((x) => x.id !== 8).entries()) {
      await upsert(tx, 'duer_page', {
        id: duerLigneId(plan.id, i + 1),
        id_duer: plan.id,
        id_base_page: p.id,
        est_avant_risques: p.estAvantRisques,
        ordre: p.ordre,
      });
    }
    const annexes = ANNEXES_QA.filter((a) => !a.module).slice(0, plan.estFini ? 2 : 3);
    for (const [i, a] of annexes.entries()) await upsert(tx, 'duer_annexe', { id: duerLigneId(plan.id, i + 1), id_duer: plan.id, id_base_annexe: a.id });
    const modules: { id: number }[] = await tx.query(
      `SELECT m.id FROM duer_module m JOIN duer_categorie c ON c.id = m.id_duer_categorie WHERE c.id_duer = $1 AND m.id_base_module = $2 ORDER BY m.id`,
      [plan.id, idBaseModule],
    );
    for (const [i, m] of modules.entries()) {
      await upsert(tx, 'duer_annexe_module', { id: duerLigneId(plan.id, i + 1), id_duer_module: m.id, id_base_annexe: ANNEXES_QA.find((a) => a.module)!.id });
    }
  }
  for (const table of DUER_DOCUMENTS_TABLES) {
    await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM "${table}"), 10) + 1, false)`);
  }
}
