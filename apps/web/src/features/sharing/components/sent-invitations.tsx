import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { formatDate } from '../../../lib/format';
import { useDeleteInvitation } from '../api/delete-invitation';
import { useSentInvitations } from '../api/get-sent-invitations';
import type { Confirmation } from '../../../components/ui/confirm-dialog';

/** My pending invitations: edit before expiry, delete after confirmation. */
export function SentInvitations({ confirm }: { confirm: (c: Confirmation) => void }) {
  const query = useSentInvitations();
  const remove = useDeleteInvitation();
  return (
    <QueryState
      query={query}
      errorMessage="Une erreur est survenue lors du chargement des invitations."
      isEmpty={(list) => list.length === 0}
      empty="Aucune invitation en attente."
    >
      {(list) => (
        <ul className="partage__liste" data-testid="invitations-envoyees">
          {list.map((inv) => (
            <li key={inv.id} className="partage__element" data-testid={`invitation-${inv.emailInvitee}`}>
              <div className="partage__details">
                <p>
                  <strong>{inv.emailInvitee}</strong>
                </p>
                <ul>
                  {inv.dossiers.map((d) => (
                    <li key={d.codeDossier}>
                      {d.raisonSociale} ({d.codeDossier}) – {d.nomRole}
                    </li>
                  ))}
                </ul>
                <p className="texte-secondaire">
                  {inv.expiree ? `Expirée depuis le ${formatDate(inv.dateExpiration)}` : `Valable jusqu’au ${formatDate(inv.dateExpiration)}`}
                </p>
              </div>
              <div className="partage__actions">
                {!inv.expiree && (
                  <Link className="bouton bouton--secondaire" to={`/mon-compte/partager-droits/inviter?invitationId=${encodeURIComponent(inv.id)}`}>
                    Modifier
                  </Link>
                )}
                <button
                  type="button"
                  className="bouton bouton--secondaire"
                  disabled={remove.isPending}
                  onClick={() =>
                    confirm({
                      title: 'Supprimer l’invitation',
                      message: <p>Supprimer l’invitation envoyée à {inv.emailInvitee} ? Le lien reçu ne fonctionnera plus.</p>,
                      confirmLabel: 'Supprimer l’invitation',
                      cancelLabel: 'Garder l’invitation',
                      onConfirm: () => remove.mutate(inv.id),
                    })
                  }
                >
                  Supprimer
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
