interface ReorderBarProps {
  actif: boolean;
  busy: boolean;
  onStart: () => void;
  onValidate: () => void;
  onCancel: () => void;
}

/** 'Réorganiser', then 'Valider' (sends only the changed orders) and 'Annuler' (restores them) — spec 03 §2.2, §2.3. */
export function ReorderBar({ actif, busy, onStart, onValidate, onCancel }: ReorderBarProps) {
  if (!actif) {
    return (
      <button type="button" className="bouton bouton--secondaire" onClick={onStart} disabled={busy}>
        Réorganiser
      </button>
    );
  }
  return (
    <>
      <button type="button" className="bouton" onClick={onValidate} disabled={busy}>
        Valider
      </button>
      <button type="button" className="bouton bouton--secondaire" onClick={onCancel} disabled={busy}>
        Annuler
      </button>
    </>
  );
}

interface MoveButtonsProps {
  nom: string;
  index: number;
  total: number;
  onMove: (direction: -1 | 1) => void;
  /** Labels of the two arrows: tiles flow left to right. */
  labels?: [string, string];
}

/** The two arrows of a tile in reorder mode; the one that cannot move is absent. */
export function MoveButtons({ nom, index, total, onMove, labels = ['Déplacer vers la gauche', 'Déplacer vers la droite'] }: MoveButtonsProps) {
  return (
    <>
      {index > 0 && (
        <button type="button" className="bouton bouton--secondaire bouton--petit" aria-label={`${labels[0]} : ${nom}`} onClick={() => onMove(-1)}>
          ←
        </button>
      )}
      {index < total - 1 && (
        <button type="button" className="bouton bouton--secondaire bouton--petit" aria-label={`${labels[1]} : ${nom}`} onClick={() => onMove(1)}>
          →
        </button>
      )}
    </>
  );
}
