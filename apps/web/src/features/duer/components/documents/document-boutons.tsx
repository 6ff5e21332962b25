import { ouvrirDocument } from '../../api/documents/ouvrir-document';

const SECONDAIRE = 'bouton bouton--secondaire';

/** The name a downloaded file takes: its own, or the document's label as a PDF. */
export const nomFichier = (document: { nom: string; nomFichier: string | null }) => document.nomFichier ?? `${document.nom}.pdf`;

/** Télécharger (vue false) and Voir (vue true, a new tab) of a document's file; `url` is the kind's file path. */
export function OuvrirBoutons({ url, nom }: { url: (vue: boolean) => string; nom: string }) {
  return (
    <>
      <button type="button" className={SECONDAIRE} onClick={() => void ouvrirDocument(url(false), nom, false)}>
        Télécharger
      </button>
      <button type="button" className={SECONDAIRE} onClick={() => void ouvrirDocument(url(true), nom, true)}>
        Voir
      </button>
    </>
  );
}

/** ↑ and ↓ of a row, named after the document; the first row does not go up nor the last down. */
export function DeplacerBoutons({
  nom,
  premier,
  dernier,
  onDeplacer,
}: {
  nom: string;
  premier: boolean;
  dernier: boolean;
  onDeplacer: (sens: -1 | 1) => void;
}) {
  return (
    <>
      <button type="button" className={SECONDAIRE} aria-label={`Monter ${nom}`} disabled={premier} onClick={() => onDeplacer(-1)}>
        ↑
      </button>
      <button type="button" className={SECONDAIRE} aria-label={`Descendre ${nom}`} disabled={dernier} onClick={() => onDeplacer(1)}>
        ↓
      </button>
    </>
  );
}

export function RemplacerBouton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className={SECONDAIRE} onClick={onClick}>
      Remplacer le fichier
    </button>
  );
}

export function SupprimerBouton({ nom, onClick }: { nom: string; onClick: () => void }) {
  return (
    <button type="button" className={SECONDAIRE} aria-label={`Supprimer ${nom}`} onClick={onClick}>
      Supprimer
    </button>
  );
}
