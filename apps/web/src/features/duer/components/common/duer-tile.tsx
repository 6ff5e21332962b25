import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { tailleTitreTuile } from '@portail/contracts';

interface DuerTileProps {
  nom: string;
  to: string;
  estValide: boolean;
  /** Forced validation shown next to the state (modules). */
  details?: ReactNode;
  /** Actions allowed by the rights, or the reorder arrows. */
  children?: ReactNode;
  testId?: string;
}

/** A work unit or module tile: its name sized by length (spec 03 §9), link, state 'Valide' / 'Incomplet', actions. */
export function DuerTile({ nom, to, estValide, details, children, testId = 'tuile' }: DuerTileProps) {
  return (
    <li className={`duer-tuile${estValide ? ' duer-tuile--valide' : ''}`} data-testid={testId}>
      <h3 className="duer-tuile__titre">
        <Link to={to} style={{ fontSize: tailleTitreTuile(nom) }}>
          {nom}
        </Link>
      </h3>
      <p className="duer-tuile__etat" data-testid="etat">
        {estValide ? 'Valide' : 'Incomplet'}
      </p>
      {details}
      {children && <div className="duer-tuile__actions">{children}</div>}
    </li>
  );
}
