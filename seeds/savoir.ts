import { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';
import type { BlobStore } from '../apps/api/src/common/storage/blob-store';
import { PageGenerique } from '../apps/api/src/modules/content/page-generique.entity';
import { Bibliotheque, BibliothequeFichier } from '../apps/api/src/modules/savoir/bibliotheque.entity';
import { CarteSavoir } from '../apps/api/src/modules/savoir/carte-savoir.entity';
import { Documentation, DocumentationCategorie } from '../apps/api/src/modules/savoir/documentation.entity';
import { Elearning } from '../apps/api/src/modules/savoir/elearning.entity';
import { InterlocuteurOic, SiteOic } from '../apps/api/src/modules/savoir/interlocuteur-oic.entity';
import { Tutoriel } from '../apps/api/src/modules/savoir/tutoriel.entity';
import { renderPdf, renderPng } from './ged-pdf';
import {
  bibliothequeFichierId,
  bibliotheques,
  cartes,
  categories,
  documentations,
  elearnings,
  interlocuteurs,
  pagesSavoir,
  siteOic,
  tutoriels,
} from './savoir-data';

export const SAVOIR_TABLES =
  'site_oic, interlocuteur_oic, carte_savoir, elearning, bibliotheque_fichier, bibliotheque, documentation, documentation_categorie, tutoriel';

/** A portrait of the contacts with a photo: a plain disc, drawn once. */
const PORTRAIT = renderPng(48, 48, (x, y) => ((x - 24) ** 2 + (y - 24) ** 2 < 400 ? [176, 120, 64] : [236, 230, 220]));

let pdfs: Promise<Buffer[][]> | undefined;
/** Each library's PDFs are rendered once per process: a reseed writes the same bytes. */
const libraryPdfs = () =>
  (pdfs ??= Promise.all(
    bibliotheques.map((b) =>
      Promise.all(
        b.fichiers.map((f) =>
          renderPdf({
            title: f.nom.replace(/\.pdf$/, ''),
            header: ['Cabinet CDER – Documentation', b.titre],
            pages: [
              [
                { title: 'En bref', lines: f.lignes },
                { title: 'Votre contact', lines: ['Votre conseiller répond à vos questions sur rendez-vous.'] },
              ],
            ],
          }),
        ),
      ),
    ),
  ));

/** Knowledge contents, the firm's libraries (blobs under bibliotheque/) and the founders' programme; idempotent by fixed keys. */
export async function seedSavoir(tx: EntityManager, blobs: BlobStore): Promise<void> {
  await tx.query(`TRUNCATE ${SAVOIR_TABLES}`);
  await tx.save(Tutoriel, tutoriels);
  await tx.save(DocumentationCategorie, categories);
  await tx.save(Documentation, documentations);
  await tx.save(Elearning, elearnings);
  await tx.save(CarteSavoir, cartes);
  await tx.save(SiteOic, siteOic);
  for (const { avecPhoto, ...c } of interlocuteurs) {
    await tx.save(InterlocuteurOic, { ...c, photo: avecPhoto ? PORTRAIT : null, photoType: avecPhoto ? 'image/png' : null });
  }
  for (const p of pagesSavoir) await tx.save(PageGenerique, p);
  const files = await libraryPdfs();
  let n = 0;
  for (const [i, b] of bibliotheques.entries()) {
    await tx.save(Bibliotheque, { codeGed: b.codeGed, titre: b.titre });
    for (const [j, f] of b.fichiers.entries()) {
      const id = bibliothequeFichierId(++n);
      const blobKey = `bibliotheque/${id}`;
      const stored = await blobs.put(blobKey, Readable.from([files[i]![j]!]), { contentType: 'application/pdf' });
      await tx.save(BibliothequeFichier, {
        id,
        codeGed: b.codeGed,
        nom: f.nom,
        taille: stored.size,
        date: new Date(f.date),
        typeMime: 'application/pdf',
        blobKey,
      });
    }
  }
}
