import { useState } from 'react';
import { ErrorCode, type SessionUser, type TotpSetup } from '@portail/contracts';
import { FormAlert } from '../../../components/ui/form-field';
import { RecoveryCodes } from '../../../components/securite/recovery-codes';
import { StepHeading } from '../../../components/securite/step-heading';
import { TotpSetupPanel } from '../../../components/securite/totp-setup-panel';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-handler';
import { useApplySignedIn } from '../api/login';
import { useActivateSignInTotp } from '../api/sign-in-totp-activation';
import { useStartSignInTotpSetup } from '../api/sign-in-totp-setup';
import '../../../styles/securite.css';

interface TotpSetupStepProps {
  message: string;
  onSignedIn: () => void;
  onBack: (message?: string) => void;
}

/** The firm requires a second factor the member has not set up: key, first code, recovery codes, then the session. */
export function TotpSetupStep({ message, onSignedIn, onBack }: TotpSetupStepProps) {
  const start = useStartSignInTotpSetup();
  const activate = useActivateSignInTotp();
  const applySignedIn = useApplySignedIn();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [result, setResult] = useState<{ user: SessionUser; codesSecours: string[] } | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  // The pending sign-in expired: the password is asked again, with the api's reason.
  const pendingExpired = (error: unknown) => {
    if (!isApiError(error) || error.code !== ErrorCode.Unauthenticated) return false;
    onBack(error.message);
    return true;
  };

  if (result) {
    return (
      <RecoveryCodes
        codes={result.codesSecours}
        continueLabel="Continuer"
        onContinue={() => {
          applySignedIn(result.user);
          onSignedIn();
        }}
      />
    );
  }
  if (setup) {
    return <TotpSetupPanel setup={setup} onActivate={async (code) => setResult(await activate.mutateAsync({ code }))} onError={pendingExpired} />;
  }
  return (
    <div className="securite__bloc" data-testid="etape-configuration">
      <StepHeading>Double authentification requise</StepHeading>
      <p>{message}</p>
      <FormAlert message={alert} testId="erreur-configuration" />
      <button
        type="button"
        className="bouton bouton--large"
        disabled={start.isPending}
        onClick={() => {
          setAlert(null);
          start.mutate(undefined, {
            onSuccess: setSetup,
            onError: (error) => {
              if (!pendingExpired(error)) setAlert(errorText(error, 'La configuration n’a pas pu commencer. Réessayez.'));
            },
          });
        }}
      >
        {start.isPending ? 'Préparation…' : 'Afficher le QR code'}
      </button>
      <button type="button" className="lien lien-bouton" onClick={() => onBack()}>
        Revenir à la connexion
      </button>
    </div>
  );
}
