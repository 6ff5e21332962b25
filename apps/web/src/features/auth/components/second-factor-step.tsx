import { lazy, Suspense, useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorCode, SecondFactorSignInSchema } from '@portail/contracts';
import { FormAlert, FormField } from '../../../components/ui/form-field';
import { codeErrorOf } from '../../../components/securite/code-errors';
import { StepHeading } from '../../../components/securite/step-heading';
import { isApiError } from '../../../lib/api-client';
import { useSubmitAlert } from '../../../lib/hooks/use-submit-alert';
import { useSecondFactorSignIn } from '../api/second-factor-sign-in';
import '../../../styles/securite.css';

const AltchaField = lazy(() => import('../../../components/captcha/altcha-field').then((m) => ({ default: m.AltchaField })));

const RECOVERY_HINT = 'Un de vos codes de secours : 10 caractères, par exemple ABCDE-23456.';

interface SecondFactorStepProps {
  /** The api's words: what to type. */
  message: string;
  onSignedIn: () => void;
  /** Back to the password, with the reason when the pending sign-in expired. */
  onBack: (message?: string) => void;
}

/** Second step of a member's sign-in: the authenticator app's code, or a recovery code. */
export function SecondFactorStep({ message, onSignedIn, onBack }: SecondFactorStepProps) {
  const signIn = useSecondFactorSignIn();
  const [recovery, setRecovery] = useState(false);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [altcha, setAltcha] = useState<string | null>(null);
  const onCaptcha = useCallback((payload: string | null) => setAltcha(payload), []);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setFocus,
    subscribe,
    formState: { errors },
  } = useForm({ resolver: zodResolver(SecondFactorSignInSchema), defaultValues: { code: '', memoriser: false } });
  const [alert, setAlert] = useSubmitAlert(subscribe);

  const onSubmit = handleSubmit(({ code, memoriser }) => {
    setAlert(null);
    signIn.mutate(
      { code, memoriser, altcha: captchaNeeded && altcha ? altcha : undefined },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          setAltcha(null);
          setCaptchaKey((k) => k + 1);
          if (isApiError(error) && error.code === ErrorCode.Unauthenticated) return onBack(error.message);
          if (isApiError(error) && error.code === ErrorCode.CaptchaRequired) {
            setCaptchaNeeded(true);
            return setAlert(error.message);
          }
          const shown = codeErrorOf(error);
          if ('field' in shown) setError('code', { message: shown.field }, { shouldFocus: true });
          else setAlert(shown.alert);
        },
      },
    );
  });

  const toggleRecovery = () => {
    setRecovery((r) => !r);
    clearErrors('code');
    setFocus('code');
  };

  return (
    <div className="securite__bloc" data-testid="etape-code">
      <StepHeading>Vérification en deux étapes</StepHeading>
      <form className="formulaire" onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormAlert message={alert} testId="erreur-second-facteur" />
        <FormField
          id="code-second-facteur"
          label={recovery ? 'Code de secours' : 'Code de vérification'}
          hint={recovery ? RECOVERY_HINT : message}
          error={errors.code?.message}
          alert
        >
          {(a11y) => (
            <input
              {...a11y}
              type="text"
              autoComplete="one-time-code"
              inputMode={recovery ? undefined : 'numeric'}
              autoCapitalize={recovery ? 'characters' : undefined}
              spellCheck={false}
              {...register('code')}
            />
          )}
        </FormField>
        <button type="button" className="lien lien-bouton" onClick={toggleRecovery}>
          {recovery ? 'Utiliser le code de l’application' : 'Utiliser un code de secours'}
        </button>
        <div className="champ champ--case">
          <input id="memoriser" type="checkbox" {...register('memoriser')} />
          <label htmlFor="memoriser">Ne plus demander de code sur cet appareil pendant 30 jours</label>
        </div>
        {captchaNeeded && (
          <Suspense fallback={<p className="texte-secondaire">Chargement de la vérification anti-robot…</p>}>
            <AltchaField key={captchaKey} onChange={onCaptcha} />
          </Suspense>
        )}
        <button type="submit" className="bouton bouton--large" disabled={signIn.isPending}>
          {signIn.isPending ? 'Vérification…' : 'Valider'}
        </button>
      </form>
      <button type="button" className="lien lien-bouton" onClick={() => onBack()}>
        Revenir à la connexion
      </button>
    </div>
  );
}
