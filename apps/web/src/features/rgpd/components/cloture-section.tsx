import { useState } from 'react';
import type { DemandeEffacement } from '@portail/contracts';
import { useConfirmation } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/error-handler';
import { formatDate } from '../../../lib/format';
import { useCancelErasure } from '../api/cancel-erasure';
import { CONSERVATION_LEGALE } from '../utils/rgpd-texts';
import { ErasureForm } from './erasure-form';

/** « Clôturer mon compte »: what happens, then the pending request (to cancel) or the form (after a refusal too). */
export function ClotureSection({ effacement }: { effacement: DemandeEffacement | null }) {
  const cancel = useCancelErasure();
  const { dialog, confirm } = useConfirmation();
  const [notice, setNotice] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const askCancel = () =>
    confirm({
      title: 'Annuler ma demande de clôture',
      message: 'Votre compte reste ouvert et le cabinet ne traitera pas cette demande. Vous pourrez en faire une nouvelle plus tard.',
      confirmLabel: 'Annuler ma demande',
      cancelLabel: 'Garder ma demande',
      onConfirm: () => {
        setNotice(null);
        setAlert(null);
        cancel.mutate(undefined, {
          onSuccess: ({ message }) => setNotice(message),
          onError: (error) => setAlert(errorText(error, 'La demande n’a pas pu être annulée. Réessayez.')),
        });
      },
    });

  return (
    <section className="carte rgpd__bloc" aria-labelledby="titre-cloture">
      <h2 id="titre-cloture" className="section__titre">
        Clôturer mon compte
      </h2>
      <p>
        Votre demande est transmise au cabinet, qui la confirme dans un délai d’un mois. Vos données sont alors effacées ou anonymisées, sauf ce que la loi
        l’oblige à conserver : {CONSERVATION_LEGALE}. Vous recevez un e-mail à chaque étape, et vous ne pourrez plus vous connecter une fois le compte clôturé.
      </p>
      <div role="status">{notice && <p className="formulaire__succes">{notice}</p>}</div>
      <FormAlert message={alert} testId="erreur-annulation" />
      {effacement?.statut === 'demandee' ? (
        <div className="rgpd__bloc" data-testid="demande-en-cours">
          <p className="etat rgpd__note">Demande envoyée le {formatDate(effacement.demandeeLe)} — en attente du cabinet</p>
          {effacement.motif && <p>Motif indiqué : {effacement.motif}</p>}
          <div className="barre-actions">
            <button type="button" className="bouton bouton--secondaire" onClick={askCancel} disabled={cancel.isPending}>
              Annuler ma demande
            </button>
          </div>
        </div>
      ) : (
        <>
          {effacement?.statut === 'refusee' && (
            <div className="etat rgpd__note--attention" data-testid="demande-refusee">
              <p>
                Votre demande du {formatDate(effacement.demandeeLe)} a été refusée par le cabinet
                {effacement.traiteeLe && <> le {formatDate(effacement.traiteeLe)}</>}.
              </p>
              {effacement.motifRefus && <p>Motif du refus : {effacement.motifRefus}</p>}
              <p>Vous pouvez faire une nouvelle demande.</p>
            </div>
          )}
          <ErasureForm onSent={setNotice} />
        </>
      )}
      {dialog}
    </section>
  );
}
