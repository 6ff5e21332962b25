import { useState } from 'react';
import { DocumentsMessages, type GedDocument } from '@portail/contracts';
import { useGedDocument } from '../api/get-documents';
import { downloadUrl, previewUrl } from '../utils/document-links';

/** Thumbnails beyond this many pages are left out (the page buttons still reach every page). */
const MAX_THUMBNAILS = 40;

/**
 * Pages of a pdf or an image rendered by the server (preview route), with the page count,
 * previous / next and thumbnails; 'Aperçu en préparation' until the worker has rendered them.
 */
export function DocumentPreview({ document: initial }: { document: GedDocument }) {
  // The metadata is read again while the preview is being prepared, to learn the page count.
  const fresh = useGedDocument(initial.nbPages === null ? initial.id : undefined, true);
  const doc = fresh.data ?? initial;
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);
  const pages = doc.nbPages;

  if (pages === null) {
    return (
      <div className="visionneuse visionneuse--attente" role="status" data-testid="apercu-en-preparation">
        <span className="loader__spinner" aria-hidden="true" />
        <p>Aperçu en préparation</p>
        <p className="texte-secondaire">Vous pouvez déjà télécharger le document.</p>
      </div>
    );
  }
  if (pages === 0 || failed) {
    return (
      <p className="visionneuse visionneuse--attente" role="status" data-testid="apercu-indisponible">
        {DocumentsMessages.apercuIndisponible}
      </p>
    );
  }
  const go = (next: number) => setPage(Math.min(pages, Math.max(1, next)));
  return (
    <div className="visionneuse" data-testid="visionneuse">
      <div className="visionneuse__barre">
        <button type="button" className="bouton bouton--secondaire bouton--petit" onClick={() => go(page - 1)} disabled={page <= 1}>
          Page précédente
        </button>
        <span aria-live="polite" data-testid="visionneuse-page">
          Page {page} sur {pages}
        </span>
        <button type="button" className="bouton bouton--secondaire bouton--petit" onClick={() => go(page + 1)} disabled={page >= pages}>
          Page suivante
        </button>
      </div>
      <div className="visionneuse__corps">
        {pages > 1 && (
          <ul className="visionneuse__vignettes" aria-label="Pages">
            {Array.from({ length: Math.min(pages, MAX_THUMBNAILS) }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <button type="button" className="visionneuse__vignette" aria-current={n === page ? 'page' : undefined} onClick={() => go(n)}>
                  <img src={previewUrl(doc, n, 'vignette')} alt="" loading="lazy" />
                  <span>Page {n}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <img
          key={page}
          className="visionneuse__page"
          src={previewUrl(doc, page)}
          alt={`${doc.name}, page ${page} sur ${pages}`}
          data-testid="visionneuse-image"
          onError={() => setFailed(true)}
        />
      </div>
    </div>
  );
}

export const DownloadLink = ({ doc }: { doc: GedDocument }) => (
  <a className="bouton" href={downloadUrl(doc)} download={doc.name}>
    Télécharger
  </a>
);
