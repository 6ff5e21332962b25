import { useEffect, useRef, useState } from 'react';
import { DocumentsMessages, type GedDocument } from '@portail/contracts';
import { useGedDocument } from '../api/get-documents';
import { downloadUrl } from '../../../lib/document-download';
import { isBoardDocument, previewUrl } from '../utils/document-links';

/** A page not rendered yet answers 409 while the worker renders it: the image is asked again this many times. */
const PAGE_RETRIES = 8;
const PAGE_RETRY_MS = 2000;

function PageImage({ doc, page, pages }: { doc: GedDocument; page: number; pages: number }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'chargement' | 'pret' | 'echec'>('chargement');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  if (state === 'echec') {
    return (
      <p className="visionneuse__page visionneuse--attente" role="status" data-testid="apercu-indisponible">
        {DocumentsMessages.apercuIndisponible}
      </p>
    );
  }
  return (
    <>
      {state === 'chargement' && attempt > 0 && (
        <p className="sr-only" role="status">
          Aperçu en préparation
        </p>
      )}
      <img
        key={attempt}
        className="visionneuse__page"
        src={previewUrl(doc, page)}
        alt={`${doc.name}, page ${page} sur ${pages}`}
        data-testid="visionneuse-image"
        onLoad={() => setState('pret')}
        onError={() => {
          if (attempt >= PAGE_RETRIES) setState('echec');
          else timer.current = window.setTimeout(() => setAttempt(attempt + 1), PAGE_RETRY_MS);
        }}
      />
    </>
  );
}

/** Thumbnails beyond this many pages are left out (the page buttons still reach every page). */
const MAX_THUMBNAILS = 40;

/**
 * Pages of a pdf or an image rendered by the server (preview route), with the page count,
 * previous / next and thumbnails; 'Aperçu en préparation' until the worker has rendered them.
 */
export function DocumentPreview({ document: initial }: { document: GedDocument }) {
  // The metadata is read again while the preview is being prepared, to learn the page count.
  const fresh = useGedDocument(initial.nbPages === null ? initial.id : undefined, true, isBoardDocument(initial));
  const doc = fresh.data ?? initial;
  const [page, setPage] = useState(1);
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
  if (pages === 0) {
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
        <PageImage key={page} doc={doc} page={page} pages={pages} />
      </div>
    </div>
  );
}

export const DownloadLink = ({ doc }: { doc: GedDocument }) => (
  <a className="bouton" href={downloadUrl(doc)} download={doc.name}>
    Télécharger
  </a>
);
