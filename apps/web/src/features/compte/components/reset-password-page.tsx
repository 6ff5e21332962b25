import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { AccountMessages, CHANGE_POLICY, passwordHint } from '@portail/contracts';
import { PageTitle } from '../../../components/ui/page-title';
import { errorText } from '../../../lib/error-handler';
import '../../../styles/account.css';
import { useSession } from '../../../lib/api/get-session';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { useBreachCheck } from '../../../components/password/use-breach-check';
import { useUser } from '../../../lib/api/get-user';
import { usePwdUpdate } from '../api/pwd-update';
import { PasswordChangeFormSchema, type PasswordChangeValues } from '../utils/credentials-form';
import { FormAlert, FormField } from '../../../components/ui/form-field';
import { ValidationCodeSender } from './validation-code-sender';
import { useSubmitAlert } from '../../../lib/hooks/use-submit-alert';

/** /mon-compte/mot-de-passe: a code is mailed when the screen opens (spec 02 §4, §5). */
export default function ResetPasswordPage() {
  const session = useSession();
  const user = useUser();
  const navigate = useNavigate();
  const update = usePwdUpdate();
  const breach = useBreachCheck();
  const login = session.data?.login ?? '';
  const member = session.data?.typeUtilisateur === 'member';
  const {
    register,
    handleSubmit,
    subscribe,
    formState: { errors },
  } = useForm<PasswordChangeValues>({ resolver: zodResolver(PasswordChangeFormSchema), defaultValues: { pwd: '', confirmation: '', securecode: '' } });
  const [alert, setAlert] = useSubmitAlert(subscribe);
  const formError = Object.values(errors)[0]?.message ?? null;

  if (session.data && !member) {
    return (
      <div className="page">
        <PageTitle>Changer mon mot de passe</PageTitle>
        <p className="carte">{AccountMessages.membersOnly}</p>
      </div>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await breach.submit(values.pwd, (breachConfirmed) =>
        update.mutateAsync({ pwd: values.pwd, username: login, securecode: values.securecode.trim(), breachConfirmed }),
      );
    } catch (error) {
      setAlert(errorText(error, AccountMessages.passwordChangeFailed));
    }
  });

  return (
    <div className="page">
      <PageTitle>Changer mon mot de passe</PageTitle>
      <section className="carte carte--etroite formulaire">
        <ValidationCodeSender type="pwd" login={login} canSms={!!user.data?.port} sendOnOpen />
        <form className="formulaire" onSubmit={(event) => void onSubmit(event)} noValidate>
          <FormAlert message={alert ?? formError} testId="erreur-changement-mot-de-passe" />
          <FormField id="pwd-nouveau" label="Nouveau mot de passe" hint={passwordHint(CHANGE_POLICY)} invalid={!!errors.pwd}>
            {(a11y) => <input {...a11y} type="password" autoComplete="new-password" {...register('pwd')} />}
          </FormField>
          <FormField id="pwd-confirmation" label="Confirmation du mot de passe" invalid={!!errors.confirmation}>
            {(a11y) => <input {...a11y} type="password" autoComplete="new-password" {...register('confirmation')} />}
          </FormField>
          <FormField id="pwd-code" label="Code de validation" invalid={!!errors.securecode}>
            {(a11y) => <input {...a11y} inputMode="numeric" maxLength={6} autoComplete="one-time-code" {...register('securecode')} />}
          </FormField>
          <button type="submit" className="bouton" disabled={update.isPending || breach.checking}>
            {update.isPending || breach.checking ? 'Vérification…' : 'Changer mon mot de passe'}
          </button>
        </form>
      </section>
      {breach.dialog}
      <MessageDialog
        open={update.isSuccess}
        title="Mot de passe changé"
        message={AccountMessages.passwordChanged}
        onClose={() => void navigate('/mon-compte')}
        testId="dialogue-mot-de-passe-change"
      />
    </div>
  );
}
