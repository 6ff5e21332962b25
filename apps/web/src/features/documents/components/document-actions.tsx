import type { GedDocument } from '@portail/contracts';
import { downloadUrl } from '../../../lib/document-download';
import { canPreview } from '../utils/document-links';

/** Download link (attachment) and, for pdf and images, the button opening the viewer. */
export function DocumentActions({ doc, onView }: { doc: GedDocument; onView: (doc: GedDocument) => void }) {
  return (
    <span className="ged-actions">
      <a className="bouton bouton--secondaire bouton--petit" href={downloadUrl(doc)} download={doc.name} aria-label={`Télécharger ${doc.name}`}>
        Télécharger
      </a>
      {canPreview(doc) && (
        <button type="button" className="bouton bouton--petit" onClick={() => onView(doc)} aria-label={`Voir ${doc.name}`}>
          Voir
        </button>
      )}
    </span>
  );
}
