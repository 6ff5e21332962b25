import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PublicInvitation } from '@portail/contracts';
import { formatDate } from '../../../lib/format';
import type { InvitationIssue } from '../utils/invitation-outcome';

const REDIRECT_DELAY_MS = 5_000;

/** Who invites, to which dossiers, until when. */
export function InvitationSummary({ invitation }: { invitation: PublicInvitation }) {
  return (
    <div data-testid="invitation-resume">
      <p>
        <strong data-testid="invitation-createur">{invitation.nomPrenomCreateur}</strong> vous invite à accéder{' '}
        {invitation.dossiers.length > 1 ? 'aux dossiers suivants' : 'au dossier suivant'} :
      </p>
      <ul data-testid="invitation-dossiers">
        {invitation.dossiers.map((d) => (
          <li key={`${d.raisonSociale}-${d.nomRole}`}>
            {d.raisonSociale} <span className="texte-secondaire">({d.nomRole})</span>
          </li>
        ))}
      </ul>
      <p className="texte-secondaire">Invitation valable jusqu’au {formatDate(invitation.dateExpiration)}.</p>
    </div>
  );
}

/** An invitation that can no longer be accepted: already used ones send the visitor to the root. */
export function InvitationIssueNotice({ issue }: { issue: InvitationIssue }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (issue.kind !== 'used') return;
    const timer = window.setTimeout(() => void navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [issue.kind, navigate]);
  return (
    <div className={`etat ${issue.kind === 'error' ? 'etat--erreur' : 'etat--vide'}`} role="alert" data-testid="invitation-message">
      <p>{issue.message}</p>
      {issue.kind === 'used' && (
        <p>
          Vous allez être redirigé vers <Link to="/">l’accueil</Link>.
        </p>
      )}
    </div>
  );
}
