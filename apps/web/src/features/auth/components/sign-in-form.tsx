import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema, type LoginInput } from '@portail/contracts';
import { DEFAULT_ERROR_MESSAGE } from '../../../config/constants';
import { isApiError } from '../../../lib/api-client';
import { useSubmitAlert } from '../../../lib/hooks/use-submit-alert';
import { useLogin } from '../api/login';

/** Message shown above the form for a failed sign-in: the server's words when meant for the user. */
function signInErrorMessage(error: unknown): string {
  if (isApiError(error) && error.displayable) return error.message;
  return DEFAULT_ERROR_MESSAGE;
}

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    subscribe,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(LoginSchema), defaultValues: { login: '', password: '' } });
  const [serverError, setServerError] = useSubmitAlert(subscribe);

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    login.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (isApiError(error) && error.issues?.length) {
          for (const issue of error.issues) {
            if (issue.path === 'login' || issue.path === 'password') setError(issue.path, { message: issue.message });
          }
        }
        setServerError(signInErrorMessage(error));
      },
    });
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
      <button type="submit" className="bouton bouton--large" disabled={login.isPending}>
        {login.isPending ? 'Connexion…' : 'Se connecter'}
      </button>
    </form>
  );
}
