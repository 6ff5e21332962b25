import { formatFileSize } from '../../../lib/format';
import type { UploadEntry } from '../utils/upload-queue';
import { FileIcon } from './file-icon';

const STATUS_LABEL: Record<UploadEntry['status'], string> = {
  enattente: 'En attente',
  encours: 'Envoi en cours',
  envoye: 'Envoyé',
  erreur: 'Erreur',
};

/** Files of the batch with their state and, while sent, a real progress bar. */
export function UploadList({ entries, busy, onRemove }: { entries: UploadEntry[]; busy: boolean; onRemove: (name: string) => void }) {
  if (entries.length === 0) return null;
  return (
    <ul className="depot__liste" data-testid="depot-fichiers" aria-label="Fichiers à envoyer">
      {entries.map((e) => (
        <li key={e.name} className={`depot__fichier depot__fichier--${e.status}`} data-testid="depot-fichier" data-statut={e.status}>
          <FileIcon extension={e.icon} />
          <div className="depot__details">
            <span className="depot__nom">{e.name}</span>
            <span className="texte-secondaire">
              {formatFileSize(e.size)} · {STATUS_LABEL[e.status]}
            </span>
            {e.status === 'encours' && (
              <progress className="depot__progression" max={100} value={e.uploadPercentage} aria-label={`Envoi de ${e.name}`} data-testid="depot-progression">
                {e.uploadPercentage} %
              </progress>
            )}
            {e.uploadErrorMessage && (
              <span className="champ__erreur" role="alert">
                {e.uploadErrorMessage}
              </span>
            )}
          </div>
          {e.status !== 'encours' && (
            <button
              type="button"
              className="bouton bouton--secondaire bouton--petit"
              disabled={busy}
              onClick={() => onRemove(e.name)}
              aria-label={`Retirer ${e.name}`}
            >
              Retirer
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
