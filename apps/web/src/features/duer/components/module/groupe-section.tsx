import { useId, useState, type ReactNode } from 'react';
import type { DuerDroits, DuerGroupe } from '@portail/contracts';

interface GroupeSectionProps {
  groupe: DuerGroupe;
  droits: DuerDroits;
  premier: boolean;
  dernier: boolean;
  onMove: (sens: -1 | 1) => void;
  onRename: () => void;
  onDelete: () => void;
  children: ReactNode;
}

/** One operation, collapsible, with its risks (spec 03 §2.4). */
export function GroupeSection({ groupe, droits, premier, dernier, onMove, onRename, onDelete, children }: GroupeSectionProps) {
  const id = useId();
  const [ouvert, setOuvert] = useState(true);
  const nom = groupe.duerBaseGroupe.nom;
  return (
    <section className="duer-groupe" aria-labelledby={`${id}-titre`} data-testid="groupe">
      <div className="duer-groupe__entete">
        <h2 id={`${id}-titre`} className="duer-groupe__titre">
          <button type="button" className="duer-groupe__bascule" aria-expanded={ouvert} aria-controls={`${id}-contenu`} onClick={() => setOuvert(!ouvert)}>
            {nom}
          </button>
        </h2>
        {droits.droitModifs && (
          <>
            <button type="button" className="bouton-icone" aria-label={`Monter l’opération ${nom}`} disabled={premier} onClick={() => onMove(-1)}>
              ↑
            </button>
            <button type="button" className="bouton-icone" aria-label={`Descendre l’opération ${nom}`} disabled={dernier} onClick={() => onMove(1)}>
              ↓
            </button>
          </>
        )}
        {droits.droitCreation && (
          <>
            <button type="button" className="lien" aria-label={`Renommer l’opération ${nom}`} onClick={onRename}>
              Renommer
            </button>
            <button type="button" className="lien" aria-label={`Supprimer l’opération ${nom}`} onClick={onDelete}>
              Supprimer
            </button>
          </>
        )}
      </div>
      <div id={`${id}-contenu`} hidden={!ouvert} className="duer-groupe__contenu">
        {groupe.duerRisques.length === 0 ? <p>Aucun risque dans cette opération.</p> : children}
      </div>
    </section>
  );
}
