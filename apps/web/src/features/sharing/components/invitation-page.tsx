import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { SharingMessages as M } from '@portail/contracts';
import { LOGOUT_URL } from '../../../lib/auth-urls';
import { ErrorState } from '../../../components/ui/error-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageTitle } from '../../../components/ui/page-title';
import { clearSessionState } from '../../../lib/storage';
import { useSession } from '../../../lib/api/get-session';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import { issueOfError, issueOfEtat, loadErrorMessage, type InvitationIssue } from '../utils/invitation-outcome';
import { InvitationIssueNotice, InvitationSummary } from './invitation-summary';
import '../../../styles/sharing.css';

/** /invitation/{id}/: the page of the invitation link (spec 01 §2.4). */
export default function InvitationPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const invitation = useInvitation(id);
  const accept = useAcceptInvitation();
  const [issue, setIssue] = useState<InvitationIssue | null>(null);
  const here = `/invitation/${encodeURIComponent(id)}/`;

  const onAccept = () =>
    accept.mutate(id, {
      onSuccess: () => {
        toast.success(M.acceptationSucces);
        void navigate('/app', { replace: true });
      },
      onError: (error) => setIssue(issueOfError(error)),
    });

  let body;
  if (invitation.isPending || session.isPending) body = <PageLoader label="Chargement de l’invitation…" />;
  else if (invitation.isError) body = <ErrorState message={loadErrorMessage(invitation.error)} onRetry={() => void invitation.refetch()} />;
  else {
    const blocking = issueOfEtat(invitation.data.etat) ?? (issue?.kind === 'error' ? null : issue);
    body = (
      <>
        <InvitationSummary invitation={invitation.data} />
        {blocking ? (
          <InvitationIssueNotice issue={blocking} />
        ) : session.data ? (
          <>
            {issue && <InvitationIssueNotice issue={issue} />}
            <button type="button" className="bouton bouton--large" onClick={onAccept} disabled={accept.isPending}>
              {accept.isPending ? 'Acceptation…' : 'Accepter l’invitation'}
            </button>
            <p className="formulaire__lien">
              Connecté en tant que {session.data.login}. Ce n’est pas vous ?{' '}
              <a href={LOGOUT_URL} onClick={clearSessionState}>
                Se déconnecter
              </a>
            </p>
          </>
        ) : (
          <div className="partage__actions">
            <Link className="bouton" to={`/connexion?returnUrl=${encodeURIComponent(here)}`}>
              J’ai déjà un compte : me connecter
            </Link>
            <Link className="bouton bouton--secondaire" to={`${here}subscribe?step=1`}>
              Créer mon compte
            </Link>
          </div>
        )}
      </>
    );
  }
  return (
    <section className="carte carte--etroite">
      <PageTitle>Invitation</PageTitle>
      {body}
    </section>
  );
}
