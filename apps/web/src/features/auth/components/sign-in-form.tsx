import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorCode, LoginSchema, type LoginInput } from '@portail/contracts';
import { DEFAULT_ERROR_MESSAGE } from '../../../config/constants';
import { isApiError, resetCsrfToken } from '../../../lib/api-client';
import { useSubmitAlert } from '../../../lib/hooks/use-submit-alert';
import { useLogin } from '../api/login';
import { ResendActivation } from './resend-activation';

// The proof-of-work widget (about 36 kB gzip) loads only when the api asks for it.
const AltchaField = lazy(() => import('../../../components/captcha/altcha-field').then((m) => ({ default: m.AltchaField })));

/** Message shown above the form for a failed sign-in: the server's words when meant for the user. */
function signInErrorMessage(error: unknown): string {
  if (isApiError(error) && error.displayable) return error.message;
  return DEFAULT_ERROR_MESSAGE;
}

/** The password was right and the api asks for a second step: a code, or first the app to set up. */
export type SecondFactorStepKind = { kind: 'code' | 'setup'; message: string };

interface SignInFormProps {
  onSignedIn: () => void;
  onSecondFactor: (step: SecondFactorStepKind) => void;
  /** Shown above the fields on arrival (a second step that expired). */
  notice?: string | null;
}

export function SignInForm({ onSignedIn, onSecondFactor, notice = null }: SignInFormProps) {
  const login = useLogin();
  // After repeated failures on a login the api asks for the proof of work; each solution serves once.
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [altcha, setAltcha] = useState<string | null>(null);
  const [pendingActivation, setPendingActivation] = useState(false);
  const onCaptcha = useCallback((payload: string | null) => setAltcha(payload), []);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    subscribe,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(LoginSchema), defaultValues: { login: '', password: '' } });
  const [serverError, setServerError] = useSubmitAlert(subscribe, notice);
  // Back from an expired second step: the identifier is to type again.
  useEffect(() => {
    if (notice) setFocus('login');
  }, [notice, setFocus]);

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    setPendingActivation(false);
    login.mutate(
      { ...values, altcha: captchaNeeded && altcha ? altcha : undefined },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (isApiError(error) && (error.code === ErrorCode.SecondFactorRequired || error.code === ErrorCode.SecondFactorSetupRequired)) {
            resetCsrfToken();
            return onSecondFactor({ kind: error.code === ErrorCode.SecondFactorRequired ? 'code' : 'setup', message: error.message });
          }
          if (isApiError(error) && error.issues?.length) {
            for (const issue of error.issues) {
              if (issue.path === 'login' || issue.path === 'password') setError(issue.path, { message: issue.message });
            }
          }
          if (isApiError(error) && error.code === ErrorCode.CaptchaRequired) setCaptchaNeeded(true);
          if (isApiError(error) && error.code === ErrorCode.AccountNotActivated) setPendingActivation(true);
          setServerError(signInErrorMessage(error));
          setAltcha(null);
          setCaptchaKey((k) => k + 1);
        },
      },
    );
  });

  return (
    <form className="formulaire" onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby="erreur-connexion">
      <div id="erreur-connexion" aria-live="assertive">
        {serverError && (
          <p className="formulaire__erreur-globale" role="alert" data-testid="erreur-connexion">
            {serverError}
          </p>
        )}
      </div>
      {pendingActivation && <ResendActivation />}
      <div className="champ">
        <label htmlFor="login">Identifiant</label>
        <input
          id="login"
          type="email"
          autoComplete="username"
          inputMode="email"
          aria-invalid={!!errors.login}
          aria-describedby={errors.login ? 'login-erreur' : undefined}
          {...register('login')}
        />
        {errors.login && (
          <p id="login-erreur" className="champ__erreur">
            {errors.login.message}
          </p>
        )}
      </div>
      <div className="champ">
        <label htmlFor="password">Mot de passe</label>
        <input
          id="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={!!errors.password}
          aria-describedby={errors.password ? 'password-erreur' : undefined}
          {...register('password')}
        />
        {errors.password && (
          <p id="password-erreur" className="champ__erreur">
            {errors.password.message}
          </p>
        )}
      </div>
      {captchaNeeded && (
        <Suspense fallback={<p className="texte-secondaire">Chargement de la vérification anti-robot…</p>}>
          <AltchaField key={captchaKey} onChange={onCaptcha} />
        </Suspense>
      )}
      <button type="submit" className="bouton bouton--large" disabled={login.isPending}>
        {login.isPending ? 'Connexion…' : 'Se connecter'}
      </button>
    </form>
  );
}
