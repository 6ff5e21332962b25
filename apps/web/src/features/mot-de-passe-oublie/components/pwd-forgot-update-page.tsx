import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordHint, RESET_POLICY } from '@portail/contracts';
import { PageTitle } from '../../../components/ui/page-title';
import { DEFAULT_ERROR_MESSAGE } from '../../../config/constants';
import { errorText } from '../../../lib/error-handler';
import '../../../styles/account.css';
import { FormAlert, FormField } from '../../../components/ui/form-field';
import { InfoButton } from '../../../components/password/info-button';
import { useCountdown } from '../../../lib/hooks/use-countdown';
import { usePwdForgotUpdate } from '../api/pwd-forgot-update';
import { ResetFormSchema, type ResetValues } from '../utils/reset-form';
import { useSubmitAlert } from '../../../lib/hooks/use-submit-alert';

const REDIRECT_SECONDS = 5;

/** /mot-de-passe-oublie/changer?uid=…: idle, loading, then success with a 5-second countdown (spec 01 §4). */
export default function PwdForgotUpdatePage() {
  const [searchParams] = useSearchParams();
  const uid = searchParams.get('uid') ?? '';
  const navigate = useNavigate();
  const update = usePwdForgotUpdate();
  const toSignIn = useCallback(() => void navigate('/connexion', { replace: true }), [navigate]);
  const remaining = useCountdown(REDIRECT_SECONDS, update.isSuccess, toSignIn);
  const {
    register,
    handleSubmit,
    subscribe,
    formState: { errors },
  } = useForm<ResetValues>({ resolver: zodResolver(ResetFormSchema), defaultValues: { pwd: '', confirmation: '', codedossier: '' } });
  const [alert, setAlert] = useSubmitAlert(subscribe);
  const formError = errors.pwd?.message ?? errors.confirmation?.message ?? errors.codedossier?.message ?? null;

  const onSubmit = handleSubmit((values) => {
    setAlert(null);
    update.mutate({ pwd: values.pwd, uid, codedossier: values.codedossier.trim() }, { onError: (error) => setAlert(errorText(error, DEFAULT_ERROR_MESSAGE)) });
  });

  if (!uid) {
    return (
      <section className="carte carte--etroite">
        <PageTitle>Changer de mot de passe</PageTitle>
        <p className="formulaire__erreur-globale" role="alert">
          Ce lien de changement de mot de passe est incomplet.
        </p>
        <Link to="/mot-de-passe-oublie">Faire une nouvelle demande</Link>
      </section>
    );
  }

  if (update.isSuccess) {
    return (
      <section className="carte carte--etroite">
        <PageTitle>Mot de passe changé</PageTitle>
        <p className="formulaire__succes" role="status" data-testid="reinitialisation-reussie">
          {update.data.message}
        </p>
        <p aria-live="polite">
          Vous allez être redirigé vers la page de connexion dans <strong data-testid="decompte">{remaining}</strong> seconde{remaining > 1 ? 's' : ''}.
        </p>
        <Link to="/connexion" className="bouton bouton--large">
          Se connecter maintenant
        </Link>
      </section>
    );
  }

  return (
    <section className="carte carte--etroite">
      <PageTitle>Changer de mot de passe</PageTitle>
      <form className="formulaire" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={update.isPending}>
        <FormAlert message={alert ?? formError} testId="erreur-reinitialisation" />
        <FormField
          id="reinit-pwd"
          label="Nouveau mot de passe"
          hint={passwordHint(RESET_POLICY)}
          invalid={!!errors.pwd}
          info={
            <InfoButton title="Règles du mot de passe">
              <p>Votre nouveau mot de passe doit contenir au moins 12 caractères, dont au moins :</p>
              <ul>
                <li>1 chiffre ;</li>
                <li>1 lettre majuscule ;</li>
                <li>1 lettre minuscule ;</li>
                <li>1 symbole (par exemple ! ? - _ * #).</li>
              </ul>
            </InfoButton>
          }
        >
          {(a11y) => <input {...a11y} type="password" autoComplete="new-password" {...register('pwd')} />}
        </FormField>
        <FormField id="reinit-confirmation" label="Confirmation du mot de passe" invalid={!!errors.confirmation}>
          {(a11y) => <input {...a11y} type="password" autoComplete="new-password" {...register('confirmation')} />}
        </FormField>
        <FormField
          id="reinit-codedossier"
          label="Code dossier"
          invalid={!!errors.codedossier}
          info={
            <InfoButton title="Code dossier">
              <p>Saisissez le code à 6 chiffres de l’un de vos dossiers : il figure sur les documents et les mails du cabinet.</p>
              <p>Il confirme que c’est bien vous qui changez le mot de passe.</p>
            </InfoButton>
          }
        >
          {(a11y) => <input {...a11y} inputMode="numeric" maxLength={6} autoComplete="off" {...register('codedossier')} />}
        </FormField>
        <button type="submit" className="bouton bouton--large" disabled={update.isPending}>
          {update.isPending ? 'Enregistrement…' : 'Changer mon mot de passe'}
        </button>
      </form>
      <p className="formulaire__lien">
        <Link to="/connexion">Retour à la connexion</Link>
      </p>
    </section>
  );
}
