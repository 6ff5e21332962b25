import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { AccountMessages } from '@portail/contracts';
import { PageTitle } from '../../../components/ui/page-title';
import { errorText } from '../../../lib/error-handler';
import '../../../styles/account.css';
import { useSession } from '../../../lib/api/get-session';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { useUser } from '../../../lib/api/get-user';
import { useMailUpdate } from '../api/mail-update';
import { MailChangeFormSchema, type MailChangeValues } from '../utils/credentials-form';
import { FormAlert, FormField } from '../../../components/ui/form-field';
import { ValidationCodeSender } from './validation-code-sender';
import { useSubmitAlert } from '../../../lib/hooks/use-submit-alert';

/** /mon-compte/mail: a validation code, then a confirmation link to the new address (spec 02 §4, §5). */
export default function ResetMailPage() {
  const session = useSession();
  const user = useUser();
  const navigate = useNavigate();
  const update = useMailUpdate();
  const login = session.data?.login ?? '';
  const {
    register,
    handleSubmit,
    subscribe,
    formState: { errors },
  } = useForm<MailChangeValues>({
    resolver: zodResolver(MailChangeFormSchema),
    defaultValues: { mail: '', confirmation: '', codedossier: '', securecode: '' },
  });
  const [alert, setAlert] = useSubmitAlert(subscribe);
  const formError = Object.values(errors)[0]?.message ?? null;

  if (session.data?.typeUtilisateur === 'collab') {
    return (
      <div className="page">
        <PageTitle>Changer mon adresse e-mail</PageTitle>
        <p className="carte">{AccountMessages.membersOnly}</p>
      </div>
    );
  }

  const onSubmit = handleSubmit((values) => {
    setAlert(null);
    update.mutate(
      {
        username: login,
        mail: values.mail.trim(),
        newusername: values.confirmation.trim(),
        codedossier: values.codedossier.trim(),
        securecode: values.securecode.trim(),
        isgoogle: false,
        togoogle: false,
      },
      { onError: (error) => setAlert(errorText(error, AccountMessages.mailChangeFailed)) },
    );
  });

  return (
    <div className="page">
      <PageTitle>Changer mon adresse e-mail</PageTitle>
      <section className="carte carte--etroite formulaire">
        <p>
          Adresse actuelle : <strong>{login}</strong>
        </p>
        <ValidationCodeSender type="mail" login={login} canSms={!!user.data?.port} />
        <form className="formulaire" onSubmit={(event) => void onSubmit(event)} noValidate>
          <FormAlert message={alert ?? formError} testId="erreur-changement-mail" />
          <FormField id="mail-nouveau" label="Nouvelle adresse e-mail" invalid={!!errors.mail}>
            {(a11y) => <input {...a11y} type="email" autoComplete="email" {...register('mail')} />}
          </FormField>
          <FormField id="mail-confirmation" label="Confirmation de la nouvelle adresse" invalid={!!errors.confirmation}>
            {(a11y) => <input {...a11y} type="email" autoComplete="off" {...register('confirmation')} />}
          </FormField>
          <FormField id="mail-codedossier" label="Code d’un de vos dossiers" invalid={!!errors.codedossier}>
            {(a11y) => <input {...a11y} inputMode="numeric" maxLength={6} autoComplete="off" {...register('codedossier')} />}
          </FormField>
          <FormField id="mail-code" label="Code de validation" invalid={!!errors.securecode}>
            {(a11y) => <input {...a11y} inputMode="numeric" maxLength={6} autoComplete="one-time-code" {...register('securecode')} />}
          </FormField>
          <button type="submit" className="bouton" disabled={update.isPending}>
            {update.isPending ? 'Envoi…' : 'Changer mon adresse'}
          </button>
        </form>
      </section>
      <MessageDialog
        open={update.isSuccess}
        title="Demande envoyée"
        message={`${update.data?.message ?? AccountMessages.mailRequestSent} Ouvrez le lien reçu à votre nouvelle adresse pour la confirmer.`}
        onClose={() => void navigate('/accueil')}
        testId="dialogue-mail-envoye"
      />
    </div>
  );
}
