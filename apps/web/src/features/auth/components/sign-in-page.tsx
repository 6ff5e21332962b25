import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeReturnUrl } from '@portail/contracts';
import { OIDC_LOGIN_URL } from '../../../lib/auth-urls';
import { StorageKey } from '../../../config/storage-keys';
import { PageTitle } from '../../../components/ui/page-title';
import { readStorage, writeStorage } from '../../../lib/storage';
import { LinkTokenNotice } from './link-token-notice';
import { useAppTheme } from '../../../lib/theme/use-app-theme';
import { useSession } from '../../../lib/api/get-session';
import { SignInForm, type SecondFactorStepKind } from './sign-in-form';
import { SecondFactorStep } from './second-factor-step';
import { TotpSetupStep } from './totp-setup-step';

type Step = { kind: 'password'; notice: string | null } | SecondFactorStepKind;

/** /connexion: member sign-in and the staff OpenID Connect button. */
export default function SignInPage() {
  const theme = useAppTheme();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'), '/app');
  const session = useSession();
  const staffSignInFailed = searchParams.get('erreur') === 'collaborateur';
  const activation = searchParams.get('activation');
  const confirmationMail = searchParams.get('confirmationMail');
  const [step, setStep] = useState<Step>({ kind: 'password', notice: null });
  const backToPassword = (notice?: string) => setStep({ kind: 'password', notice: notice ?? null });

  const goOn = () => {
    if (readStorage(StorageKey.redirectTo) === returnUrl) writeStorage(StorageKey.redirectTo, null);
    void navigate(returnUrl, { replace: true });
  };

  // Already signed in (back button, second tab): go straight on, unless a mailed link is processed here.
  const hasLinkToken = !!activation || !!confirmationMail;
  useEffect(() => {
    if (session.data && !hasLinkToken) void navigate(returnUrl, { replace: true });
  }, [session.data, navigate, returnUrl, hasLinkToken]);

  return (
    <section className="carte carte--etroite">
      <PageTitle>Connexion</PageTitle>
      <p className="texte-secondaire">Accédez à votre espace {theme.platformName}.</p>
      {/* Kept mounted through the steps: it sends its mailed token once. */}
      <LinkTokenNotice activation={activation} confirmationMail={confirmationMail} />
      {step.kind === 'code' && <SecondFactorStep message={step.message} onSignedIn={goOn} onBack={backToPassword} />}
      {step.kind === 'setup' && <TotpSetupStep message={step.message} onSignedIn={goOn} onBack={backToPassword} />}
      {step.kind === 'password' && (
        <>
          {staffSignInFailed && (
            <p className="formulaire__erreur-globale" role="alert" data-testid="erreur-connexion-collaborateur">
              La connexion collaborateur a échoué. Vérifiez votre compte ou réessayez.
            </p>
          )}
          <SignInForm onSignedIn={goOn} onSecondFactor={setStep} notice={step.notice} />
          <p className="formulaire__lien">
            <Link to="/mot-de-passe-oublie">Mot de passe oublié ?</Link>
          </p>
          <div className="separateur" role="presentation">
            <span>ou</span>
          </div>
          <button
            type="button"
            className="bouton bouton--secondaire bouton--large"
            onClick={() => {
              window.location.href = `${OIDC_LOGIN_URL}?returnUrl=${encodeURIComponent(returnUrl)}`;
            }}
          >
            Connexion collaborateur
          </button>
          <p className="formulaire__lien">
            Pas encore de compte ? <Link to="/inscription">Créer un compte</Link>
          </p>
        </>
      )}
    </section>
  );
}
