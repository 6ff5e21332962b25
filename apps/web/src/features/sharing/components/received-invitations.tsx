import { toast } from 'sonner';
import { SharingMessages as M } from '@portail/contracts';
import { QueryState } from '../../../components/ui/query-state';
import { formatDate } from '../../../lib/format';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useReceivedInvitations } from '../../../lib/api/get-received-invitations';
import { useRefuseInvitation } from '../api/refuse-invitation';
import { issueOfError } from '../utils/invitation-outcome';
import type { Confirmation } from '../../../components/ui/confirm-dialog';
import { openErrorDialog } from '../../../lib/error-dialog';

/** Invitations addressed to me: accept, or refuse for good after confirmation. */
export function ReceivedInvitations({ confirm }: { confirm: (c: Confirmation) => void }) {
  const query = useReceivedInvitations();
  const accept = useAcceptInvitation();
  const refuse = useRefuseInvitation();
  const busy = accept.isPending || refuse.isPending;
  return (
    <QueryState
      query={query}
      errorMessage="Une erreur est survenue lors du chargement des invitations."
      isEmpty={(list) => list.length === 0}
      empty="Vous n’avez aucune invitation en attente."
    >
      {(list) => (
        <ul className="partage__liste" data-testid="invitations-recues">
          {list.map((inv) => (
            <li key={inv.id} className="partage__element">
              <div className="partage__details">
                <p>
                  <strong>{inv.createur}</strong> vous invite à accéder à :
                </p>
                <ul>
                  {inv.dossiers.map((d) => (
                    <li key={d.codeDossier}>
                      {d.raisonSociale} ({d.codeDossier}) – {d.nomRole}
                    </li>
                  ))}
                </ul>
                <p className="texte-secondaire">Valable jusqu’au {formatDate(inv.dateExpiration)}</p>
              </div>
              <div className="partage__actions">
                <button
                  type="button"
                  className="bouton"
                  disabled={busy}
                  onClick={() =>
                    accept.mutate(inv.id, {
                      onSuccess: () => toast.success(M.acceptationSucces),
                      onError: (error) => openErrorDialog(issueOfError(error).message),
                    })
                  }
                >
                  Accepter
                </button>
                <button
                  type="button"
                  className="bouton bouton--secondaire"
                  disabled={busy}
                  onClick={() =>
                    confirm({
                      title: 'Refuser l’invitation',
                      message: (
                        <p>Refuser l’invitation de {inv.createur} ? Ce refus est définitif : il faudra une nouvelle invitation pour accéder à ces dossiers.</p>
                      ),
                      confirmLabel: 'Refuser l’invitation',
                      cancelLabel: 'Décider plus tard',
                      onConfirm: () => refuse.mutate(inv.id),
                    })
                  }
                >
                  Refuser
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
