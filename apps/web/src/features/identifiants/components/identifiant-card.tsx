import { type Identifiant } from '@portail/contracts';
import { infobulleIdentifiant, journalLine } from '../utils/identifiant-texts';

interface IdentifiantCardProps {
  identifiant: Identifiant;
  isCollaborateur: boolean;
  /** The password a collaborator just revealed, shown until hidden. */
  revealed?: string;
  onEdit: () => void;
  onDelete: () => void;
  onReveal: () => void;
  onHide: () => void;
}

/** One credential: title, login, the tooltip of spec 02 §4 and who consulted or changed it. */
export function IdentifiantCard({ identifiant: i, isCollaborateur, revealed, onEdit, onDelete, onReveal, onHide }: IdentifiantCardProps) {
  const infobulle = infobulleIdentifiant(i);
  return (
    <li className="identifiant-carte" data-testid="identifiant">
      <h2 className="identifiant-carte__titre" title={infobulle ?? undefined}>
        {i.titre}
      </h2>
      {infobulle && (
        <p className="identifiant-carte__maj" data-testid="infobulle">
          {infobulle}
        </p>
      )}
      <dl className="identifiant-carte__champs">
        <dt>Identifiant</dt>
        <dd>{i.nomUtilisateur}</dd>
        <dt>Mot de passe</dt>
        <dd data-testid="mot-de-passe">{revealed ?? '••••••••'}</dd>
      </dl>
      <div className="identifiant-carte__actions">
        {isCollaborateur ? (
          revealed === undefined ? (
            <button type="button" className="bouton" aria-label={`Révéler le mot de passe de ${i.titre}`} onClick={onReveal}>
              Révéler
            </button>
          ) : (
            <button type="button" className="bouton bouton--secondaire" aria-label={`Masquer le mot de passe de ${i.titre}`} onClick={onHide}>
              Masquer
            </button>
          )
        ) : (
          <>
            <button type="button" className="bouton bouton--secondaire" aria-label={`Modifier ${i.titre}`} onClick={onEdit}>
              Modifier
            </button>
            <button type="button" className="bouton bouton--secondaire" aria-label={`Supprimer ${i.titre}`} onClick={onDelete}>
              Supprimer
            </button>
          </>
        )}
      </div>
      {i.journal.length > 0 && (
        <details className="identifiant-carte__journal">
          <summary>Historique des accès</summary>
          <ul data-testid="journal">
            {i.journal.map((j) => (
              <li key={`${j.action}-${j.date}`}>{journalLine(j)}</li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
