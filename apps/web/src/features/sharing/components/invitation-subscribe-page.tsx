import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { SharingMessages as M, type InvitationSignupStep1, type InvitationSignupStep2 } from '@portail/contracts';
import { ErrorState } from '../../../components/ui/error-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageTitle } from '../../../components/ui/page-title';
import { isApiError } from '../../../lib/api-client';
import { useInscrireEtAccepter } from '../api/inscrire-et-accepter';
import { useInvitation } from '../api/get-invitation';
import { issueOfError, issueOfEtat, loadErrorMessage, type InvitationIssue } from '../utils/invitation-outcome';
import { InvitationIssueNotice, InvitationSummary } from './invitation-summary';
import { SubscribeStepCredentials } from './subscribe-step-credentials';
import { SubscribeStepIdentity } from './subscribe-step-identity';
import '../../../styles/sharing.css';

const STEP_ONE_FIELDS = new Set(['email', 'username', 'pwd', 'external']);

/** /invitation/{id}/subscribe?step=1|2: create an account with the invited address and accept (spec 01 §2.4). */
export default function InvitationSubscribePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const invitation = useInvitation(id);
  const signUp = useInscrireEtAccepter();
  const [credentials, setCredentials] = useState<InvitationSignupStep1 | null>(null);
  const [stepOneMessage, setStepOneMessage] = useState<string | null>(null);
  const [stepTwoMessage, setStepTwoMessage] = useState<string | null>(null);
  const [issue, setIssue] = useState<InvitationIssue | null>(null);
  // Step 2 only after step 1 in this visit: a reload or a typed URL starts again at step 1.
  const step = params.get('step') === '2' && credentials ? 2 : 1;

  useEffect(() => {
    if (params.get('step') !== String(step)) setParams({ step: String(step) }, { replace: true });
  }, [params, step, setParams]);

  const toStep = (next: 1 | 2) => setParams({ step: String(next) });

  const onIdentity = (identity: InvitationSignupStep2) => {
    if (!credentials) return;
    setStepTwoMessage(null);
    const { email, pwd } = credentials;
    signUp.mutate(
      { id, username: email, email, pwd, external: false, codeCivilite: identity.codeCivilite, nom: identity.nom, prenom: identity.prenom },
      {
        onSuccess: () => {
          toast.success(M.acceptationSucces);
          void navigate('/app', { replace: true });
        },
        onError: (error) => {
          const result = issueOfError(error, M.acceptationErreur);
          if (result.kind !== 'error') return setIssue(result);
          if (isApiError(error) && error.issues?.some((i) => STEP_ONE_FIELDS.has(i.path))) {
            setStepOneMessage(result.message);
            toStep(1);
          } else setStepTwoMessage(result.message);
        },
      },
    );
  };

  let body;
  if (invitation.isPending) body = <PageLoader label="Chargement de l’invitation…" />;
  else if (invitation.isError) body = <ErrorState message={loadErrorMessage(invitation.error)} onRetry={() => void invitation.refetch()} />;
  else {
    const blocking = issueOfEtat(invitation.data.etat) ?? issue;
    body = (
      <>
        <InvitationSummary invitation={invitation.data} />
        {blocking ? (
          <InvitationIssueNotice issue={blocking} />
        ) : (
          <>
            <ol className="etapes" aria-label="Étapes de l’inscription">
              <li aria-current={step === 1 ? 'step' : undefined}>1. Identifiants</li>
              <li aria-current={step === 2 ? 'step' : undefined}>2. Identité</li>
            </ol>
            {step === 1 ? (
              <SubscribeStepCredentials
                key={stepOneMessage ?? 'etape-1'}
                initial={credentials}
                emailInvite={invitation.data.emailInvite}
                serverMessage={stepOneMessage}
                onDone={(values) => {
                  setCredentials(values);
                  setStepOneMessage(null);
                  toStep(2);
                }}
              />
            ) : (
              <SubscribeStepIdentity pending={signUp.isPending} message={stepTwoMessage} onBack={() => toStep(1)} onSubmit={onIdentity} />
            )}
            <p className="formulaire__lien">
              Vous avez déjà un compte ? <Link to={`/connexion?returnUrl=${encodeURIComponent(`/invitation/${id}/`)}`}>Connectez-vous</Link> pour accepter
              l’invitation.
            </p>
          </>
        )}
      </>
    );
  }
  return (
    <section className="carte carte--etroite">
      <PageTitle>Créer mon compte</PageTitle>
      {body}
    </section>
  );
}
