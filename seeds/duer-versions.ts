import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';
import type { BlobStore } from '../apps/api/src/common/storage/blob-store';
import { lireInstantane } from '../apps/api/src/modules/duer/versions/duer-instantane-lecture';
import type { DuerInstantane } from '../apps/api/src/modules/duer/versions/duer-instantane';
import { dossiers } from './data';
import { DUER, PERSONNE } from './ids';
import { renderPdf } from './ged-pdf';

/** The QA set's earlier sealed version of 010001: its 2025 DUER, printed by its adviser about 11 months before the seed. */
export const VERSION_QA = {
  codeDossier: '010001',
  idDuer: DUER.agri2025,
  annee: 2025,
  numero: 1,
  idImpression: '5d000000-0000-4000-8000-010001000001',
  blobKey: 'duer-versions/010001/qa-version-1.pdf',
  imprimePar: PERSONNE.ceConseiller,
  imprimeParNom: 'Julie Bernard',
  /** Changes against the current 2026 DUER, so that a new print's comparison shows every section. */
  mesureAvant: 'Mesure à définir lors de la prochaine mise à jour.',
  moisAvant: 11,
} as const;

/**
 * 010003 (65 employees, a PAPRIPACT) printed its DUER definitively two months before the seed: up to date, so the
 * yearly reminder leaves it alone.
 */
export const VERSION_QA_010003 = {
  codeDossier: '010003',
  idDuer: DUER.acs2026,
  annee: 2026,
  numero: 1,
  idImpression: '5d000000-0000-4000-8000-010003000001',
  blobKey: 'duer-versions/010003/qa-version-1.pdf',
  imprimePar: PERSONNE.ceConseiller,
  imprimeParNom: 'Julie Bernard',
  moisAvant: 2,
} as const;

const VERSIONS_QA = [VERSION_QA, VERSION_QA_010003];

/** Files of every sealed version and print (the full reset empties the tables with TRUNCATE, which the trigger does not see). */
export async function duerVersionBlobKeys(tx: EntityManager): Promise<string[]> {
  const rows: { blob_key: string }[] = await tx.query(
    'SELECT blob_key FROM duer_version UNION SELECT blob_key FROM duer_impression WHERE blob_key IS NOT NULL',
  );
  return rows.map((r) => r.blob_key);
}

/** The sealed versions of a dossier go, with their files; the trigger lets only a transaction that says so delete them. */
export async function deleteDuerVersions(tx: EntityManager, codeDossier: string, blobs: BlobStore): Promise<void> {
  await tx.query(`SET LOCAL portail.purge_versions = 'on'`);
  const rows: { blob_key: string }[] = await tx.query(
    'SELECT blob_key FROM duer_version WHERE code_dossier = $1 UNION SELECT blob_key FROM duer_impression WHERE code_dossier = $1 AND blob_key IS NOT NULL',
    [codeDossier],
  );
  await tx.query('DELETE FROM duer_version WHERE code_dossier = $1', [codeDossier]);
  await tx.query(`SET LOCAL portail.purge_versions = 'off'`);
  await tx.query('DELETE FROM duer_impression WHERE code_dossier = $1', [codeDossier]);
  for (const r of rows) await blobs.delete(r.blob_key);
}

/**
 * The current 2026 DUER's active risks, one of them not there yet, one rated differently and one measure worded
 * differently: what the earlier version printed.
 */
function instantaneAnterieur(actuel: DuerInstantane): DuerInstantane {
  const risques = actuel.risques.slice(0, -1).map((r) => ({ ...r }));
  if (risques[0]) {
    const faible = risques[0].score !== 1;
    risques[0] = { ...risques[0], score: faible ? 1 : 25, niveau: faible ? 'Faible' : 'Préoccupant' };
  }
  if (risques[1]) risques[1] = { ...risques[1], mesureAFaire: VERSION_QA.mesureAvant };
  return { risques };
}

/** One page saying what this file is: the real builder needs the api's Nest context, which seeds do not start. */
function pdfQa(v: (typeof VERSIONS_QA)[number], raisonSociale: string, contenu: DuerInstantane): Promise<Buffer> {
  return renderPdf({
    title: `Document unique d’évaluation des risques ${v.annee} — version ${v.numero}`,
    // No date in the bytes: a reseed on another day must write the same file (its hash is in the QA set).
    header: [raisonSociale, `Version scellée de QA, imprimée par ${v.imprimeParNom}, ${v.moisAvant} mois avant le chargement du jeu d’essai`],
    pages: [
      [
        {
          title: 'Version de QA',
          lines: [
            'Ce fichier est la version de QA du jeu d’essai : il tient lieu du PDF définitif imprimé à l’époque.',
            `${contenu.risques.length} risques actifs étaient évalués dans cette version.`,
          ],
        },
      ],
    ],
  });
}

/** A dossier's sealed versions and print jobs go (QA prints included); 010001 and 010003 get their QA version (numero 1) back. */
export async function seedDuerVersions(tx: EntityManager, codeDossier: string, blobs: BlobStore): Promise<void> {
  await deleteDuerVersions(tx, codeDossier, blobs);
  const v = VERSIONS_QA.find((x) => x.codeDossier === codeDossier);
  if (!v) return;
  const idDuerLu = v === VERSION_QA ? DUER.agri2026 : v.idDuer;
  const [duer]: { version_calcul_risque: number }[] = await tx.query('SELECT version_calcul_risque FROM duer WHERE id = $1', [idDuerLu]);
  const lu = await lireInstantane(tx, idDuerLu, duer.version_calcul_risque);
  const contenu = v === VERSION_QA ? instantaneAnterieur(lu) : lu;
  const imprimeLe = new Date();
  imprimeLe.setUTCMonth(imprimeLe.getUTCMonth() - v.moisAvant);
  const conserver = new Date(imprimeLe);
  conserver.setUTCFullYear(conserver.getUTCFullYear() + 40);
  const raisonSociale = dossiers.find((d) => d.codeDossier === codeDossier)?.raisonSociale ?? codeDossier;
  const pdf = await pdfQa(v, raisonSociale, contenu);
  await blobs.put(v.blobKey, Readable.from([pdf]), { contentType: 'application/pdf' });
  await tx.query(
    `INSERT INTO duer_version (code_dossier, id_duer, annee, numero, id_impression, blob_key, sha256, taille, pages, imprime_le, imprime_par,
       imprime_par_nom, par_collaborateur, conserver_jusqu_au, id_ged_document, contenu)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1, $9, $10, $11, true, $12, NULL, $13)`,
    [
      codeDossier,
      v.idDuer,
      v.annee,
      v.numero,
      v.idImpression,
      v.blobKey,
      createHash('sha256').update(pdf).digest('hex'),
      pdf.length,
      imprimeLe,
      v.imprimePar,
      v.imprimeParNom,
      conserver.toISOString().slice(0, 10),
      JSON.stringify(contenu),
    ],
  );
}
