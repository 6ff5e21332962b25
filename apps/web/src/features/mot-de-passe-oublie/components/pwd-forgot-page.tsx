import { useCallback, useState } from 'react';
import { useSubmitAlert } from '../../../lib/hooks/use-submit-alert';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { PageTitle } from '../../../components/ui/page-title';
import { DEFAULT_ERROR_MESSAGE } from '../../../config/constants';
import { errorText } from '../../../lib/error-handler';
import '../../../styles/account.css';
import { FormAlert, FormField } from '../../../components/ui/form-field';
import { usePwdForgot } from '../api/pwd-forgot';
import { ForgotFormSchema, type ForgotValues } from '../utils/reset-form';
import { AltchaField } from '../../../components/captcha/altcha-field';

/** /mot-de-passe-oublie: e-mail and captcha; a single-use link is mailed (spec 01 §2.4). */
export default function PwdForgotPage() {
  const forgot = usePwdForgot();
  const [sent, setSent] = useState<string | null>(null);
  // A solved challenge serves once: a new widget is mounted after each attempt.
  const [captchaKey, setCaptchaKey] = useState(0);
  const {
    register,
    handleSubmit,
    setValue,
    subscribe,
    formState: { errors, isSubmitted },
  } = useForm<ForgotValues>({ resolver: zodResolver(ForgotFormSchema), defaultValues: { username: '', altcha: '' } });
  const [alert, setAlert] = useSubmitAlert(subscribe);
  // After a first submit the captcha's state is checked again on each change: 'Veuillez cocher le captcha.' leaves once it is verified.
  const onCaptcha = useCallback(
    (payload: string | null) => setValue('altcha', payload ?? '', { shouldValidate: isSubmitted && !!payload }),
    [setValue, isSubmitted],
  );
  const formError = errors.username?.message ?? errors.altcha?.message ?? null;

  const onSubmit = handleSubmit((values) => {
    setAlert(null);
    setSent(null);
    forgot.mutate(
      { username: values.username.trim(), altcha: values.altcha },
      {
        onSuccess: (result) => setSent(result.message),
        onError: (error) => setAlert(errorText(error, DEFAULT_ERROR_MESSAGE)),
        onSettled: () => {
          setValue('altcha', '');
          setCaptchaKey((k) => k + 1);
        },
      },
    );
  });

  return (
    <section className="carte carte--etroite">
      <PageTitle>Mot de passe oublié</PageTitle>
      <p className="texte-secondaire">Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.</p>
      <form className="formulaire" onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormAlert message={alert ?? formError} testId="erreur-mot-de-passe-oublie" />
        {sent && (
          <p className="formulaire__succes" role="status" data-testid="lien-envoye">
            {sent}
          </p>
        )}
        <FormField id="oubli-email" label="Adresse e-mail" invalid={!!errors.username}>
          {(a11y) => <input {...a11y} type="email" autoComplete="username" inputMode="email" {...register('username')} />}
        </FormField>
        <AltchaField key={captchaKey} onChange={onCaptcha} invalid={!!errors.altcha} />
        <button type="submit" className="bouton bouton--large" disabled={forgot.isPending}>
          {forgot.isPending ? 'Envoi…' : 'Envoyer le lien'}
        </button>
      </form>
      <p className="formulaire__lien">
        <Link to="/connexion">Retour à la connexion</Link>
      </p>
    </section>
  );
}
