import { useState } from 'react';
import { toast } from 'sonner';
import { AccountMessages } from '@portail/contracts';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { handleError } from '../../../lib/error-handler';
import '../../../styles/account.css';
import { useUser } from '../../../lib/api/get-user';
import { useSavePreferences } from '../api/save-preferences';

/** /mon-compte/preferences: mail on each notification (spec 02 §7 POST /api/user/preferences). */
export default function AccountPreferencesPage() {
  const user = useUser();
  const save = useSavePreferences();
  const [choice, setChoice] = useState<boolean | null>(null);

  return (
    <div className="page">
      <PageTitle>Mes préférences</PageTitle>
      <QueryState query={user} errorMessage="Une erreur est survenue lors du chargement de vos informations.">
        {(data) => {
          const checked = choice ?? data.preferences.sendMailWhenNotify;
          return (
            <form
              className="carte formulaire"
              onSubmit={(event) => {
                event.preventDefault();
                save.mutate(
                  { sendMailWhenNotify: checked },
                  {
                    onSuccess: () => toast.success(AccountMessages.preferencesEnregistrees),
                    onError: (error) => handleError(error, AccountMessages.erreur),
                  },
                );
              }}
            >
              <div className="case-a-cocher">
                <input id="pref-notification" type="checkbox" checked={checked} onChange={(event) => setChoice(event.target.checked)} />
                <label htmlFor="pref-notification">Recevoir un mail à chaque nouvelle notification</label>
              </div>
              <div>
                <button type="submit" className="bouton" disabled={save.isPending}>
                  {save.isPending ? 'Enregistrement…' : 'Enregistrer'}
                </button>
              </div>
            </form>
          );
        }}
      </QueryState>
    </div>
  );
}
