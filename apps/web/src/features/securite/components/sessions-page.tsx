import { useState } from 'react';
import type { SessionActive } from '@portail/contracts';
import { useConfirmation } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { FormAlert } from '../../../components/ui/form-field';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/error-handler';
import { formatDateTime } from '../../../lib/format';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { formatSince } from '../utils/securite-texts';
import '../../../styles/securite.css';

const sessionName = (s: SessionActive) => `${s.appareil} – ${s.navigateur}`;

const columns: Column<SessionActive>[] = [
  {
    id: 'appareil',
    header: 'Appareil',
    rowHeader: true,
    cell: (s) => (
      <span>
        {s.appareil} {s.courante && <span className="pastille-statut pastille-statut--succes">Cette session</span>}
      </span>
    ),
  },
  { id: 'navigateur', header: 'Navigateur', cell: (s) => s.navigateur },
  { id: 'adresse', header: 'Adresse IP', cell: (s) => (s.lieu ? `${s.adresse ?? '—'} (${s.lieu})` : (s.adresse ?? '—')) },
  { id: 'ouverture', header: 'Ouverte le', cell: (s) => formatDateTime(s.ouverteLe) },
  { id: 'activite', header: 'Dernière activité', cell: (s) => formatSince(s.derniereActivite) },
];

/** /mon-compte/sessions: where the account is signed in, and ending the sessions one does not recognise (issue 33 §2). */
export default function SessionsPage() {
  const query = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const { dialog, confirm } = useConfirmation();
  const [notice, setNotice] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const fail = (error: unknown) => setAlert(errorText(error, 'La session n’a pas pu être terminée. Réessayez.'));
  const askEnd = (s: SessionActive) =>
    confirm({
      title: 'Terminer la session',
      message: `La session « ${sessionName(s)} » sera fermée : il faudra s’y connecter de nouveau.`,
      confirmLabel: 'Terminer la session',
      cancelLabel: 'Garder la session',
      onConfirm: () => {
        setAlert(null);
        setNotice(null);
        endOne.mutate(s.id, { onSuccess: () => setNotice('La session est terminée.'), onError: fail });
      },
    });
  const askEndOthers = () =>
    confirm({
      title: 'Terminer toutes les autres sessions',
      message: 'Toutes les sessions sauf celle-ci seront fermées : il faudra s’y connecter de nouveau.',
      confirmLabel: 'Terminer les autres sessions',
      cancelLabel: 'Garder les sessions',
      onConfirm: () => {
        setAlert(null);
        setNotice(null);
        endOthers.mutate(undefined, { onSuccess: ({ message }) => setNotice(message), onError: fail });
      },
    });

  return (
    <div className="page">
      <PageTitle>Mes appareils et sessions</PageTitle>
      <p className="texte-secondaire">
        Les appareils où votre compte est connecté. Si vous n’en reconnaissez pas un, terminez sa session et changez votre mot de passe.
      </p>
      <div role="status">{notice && <p className="formulaire__succes">{notice}</p>}</div>
      <FormAlert message={alert} testId="erreur-sessions" />
      <QueryState
        query={query}
        errorMessage="Une erreur est survenue lors du chargement de vos sessions."
        isEmpty={(list) => list.length === 0}
        empty="Aucune session ouverte."
      >
        {(list) => (
          <section className="carte securite__bloc">
            <DataTable
              caption="Sessions ouvertes"
              captionHidden
              className="tableau-sessions"
              columns={columns}
              rows={list}
              rowKey={(s) => s.id}
              rowProps={() => ({ 'data-testid': 'session' })}
              actions={(s) =>
                s.courante ? null : (
                  <button
                    type="button"
                    className="bouton bouton--secondaire bouton--petit"
                    aria-label={`Terminer la session ${sessionName(s)}`}
                    onClick={() => askEnd(s)}
                  >
                    Terminer
                  </button>
                )
              }
            />
            {list.some((s) => !s.courante) && (
              <div className="barre-actions">
                <button type="button" className="bouton" onClick={askEndOthers} disabled={endOthers.isPending}>
                  Terminer toutes les autres sessions
                </button>
              </div>
            )}
          </section>
        )}
      </QueryState>
      {dialog}
    </div>
  );
}
