import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { zodResolver } from '@hookform/resolvers/zod';
import { AccountMessages, type Preferences, PreferencesSchema } from '@portail/contracts';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { handleError } from '../../../lib/error-handler';
import '../../../styles/account.css';
import { useUser } from '../../../lib/api/get-user';
import { useSavePreferences } from '../api/save-preferences';

/** The preferences as the api takes them (PreferencesSchema), starting from the user's. */
function PreferencesForm({ preferences }: { preferences: Preferences }) {
  const save = useSavePreferences();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Preferences>({ resolver: zodResolver(PreferencesSchema), defaultValues: preferences });
  const error = errors.sendMailWhenNotify?.message;

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(AccountMessages.preferencesEnregistrees),
      onError: (failure) => handleError(failure, AccountMessages.erreur),
    }),
  );

  return (
    <form className="carte formulaire" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="case-a-cocher">
        <input
          id="pref-notification"
          type="checkbox"
          aria-invalid={!!error}
          aria-describedby={error ? 'pref-notification-erreur' : undefined}
          {...register('sendMailWhenNotify')}
        />
        <label htmlFor="pref-notification">Recevoir un mail à chaque nouvelle notification</label>
      </div>
      {error && (
        <p id="pref-notification-erreur" className="champ__erreur">
          {error}
        </p>
      )}
      <div>
        <button type="submit" className="bouton" disabled={save.isPending}>
          {save.isPending ? 'Enregistrement…' : 'Enregistrer'}
        </button>
      </div>
    </form>
  );
}

/** /mon-compte/preferences: mail on each notification (spec 02 §7 POST /api/user/preferences). */
export default function AccountPreferencesPage() {
  const user = useUser();
  return (
    <div className="page">
      <PageTitle>Mes préférences</PageTitle>
      <QueryState query={user} errorMessage="Une erreur est survenue lors du chargement de vos informations.">
        {(data) => <PreferencesForm preferences={{ sendMailWhenNotify: data.preferences.sendMailWhenNotify }} />}
      </QueryState>
    </div>
  );
}
