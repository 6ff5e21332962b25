import type { AppareilMemorise } from '@portail/contracts';
import { useConfirmation } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/error-handler';
import { formatDate } from '../../../lib/format';
import { useForgetAppareil } from '../api/forget-appareil';

/** Devices where no code is asked for 30 days, each to forget. */
export function AppareilsMemorises({ appareils }: { appareils: AppareilMemorise[] }) {
  const forget = useForgetAppareil();
  const { dialog, confirm } = useConfirmation();
  const ask = (a: AppareilMemorise) =>
    confirm({
      title: 'Oublier l’appareil',
      message: `Le code de vérification sera de nouveau demandé à la prochaine connexion depuis « ${a.appareil} – ${a.navigateur} ».`,
      confirmLabel: 'Oublier l’appareil',
      cancelLabel: 'Garder l’appareil',
      onConfirm: () => forget.mutate(a.id),
    });

  return (
    <>
      <FormAlert message={forget.isError ? errorText(forget.error, 'L’appareil n’a pas pu être oublié.') : null} testId="erreur-appareil" />
      {appareils.length === 0 ? (
        <EmptyState>Aucun appareil mémorisé : le code est demandé à chaque connexion.</EmptyState>
      ) : (
        <ul className="liste-appareils" data-testid="appareils">
          {appareils.map((a) => (
            <li key={a.id} className="liste-appareils__ligne" data-testid="appareil">
              <div>
                <span className="liste-appareils__nom">{a.appareil}</span> – {a.navigateur} {a.courant && <span className="pastille-statut">cet appareil</span>}
                <p className="texte-secondaire">Mémorisé jusqu’au {formatDate(a.jusquAu)}</p>
              </div>
              <button
                type="button"
                className="bouton bouton--secondaire bouton--petit"
                aria-label={`Oublier ${a.appareil} – ${a.navigateur}`}
                onClick={() => ask(a)}
              >
                Oublier
              </button>
            </li>
          ))}
        </ul>
      )}
      {dialog}
    </>
  );
}
