import { useForm, useWatch } from 'react-hook-form';
import { AgMessages as M, type AgInvitation, nbPersonneCoherent, pouvoirPropose } from '@portail/contracts';
import { FormField } from '../../../components/ui/form-field';
import { handleError } from '../../../lib/error-handler';
import { telechargerPouvoir } from '../api/download-pouvoir';
import { useRegisterAg } from '../api/register-ag';
import { lireReponse, type ReponseSaisie } from '../utils/ag-texts';

interface Props {
  invitation: AgInvitation;
  /** The user's other invitations of the year, for the coherence of the numbers (spec 02 §5). */
  autres: AgInvitation[];
  estCollaborateur: boolean;
  onTransmise: () => void;
}

const valeurs = (i: AgInvitation): ReponseSaisie => ({
  participe: i.participe === null ? '' : i.participe ? 'oui' : 'non',
  nbPersonne: i.nbPersonne === null ? '' : String(i.nbPersonne),
});

/** Yes / no and the number of attendees (not asked of staff); a refused number is told at the field, which gets the focus. */
export function AgInvitationForm({ invitation, autres, estCollaborateur, onTransmise }: Props) {
  const register = useRegisterAg(invitation.millesime);
  const {
    register: champ,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReponseSaisie>({ defaultValues: valeurs(invitation) });
  const participe = useWatch({ control, name: 'participe' });

  const submit = handleSubmit(async (v) => {
    if (register.isPending) return;
    const lu = lireReponse(v, estCollaborateur);
    if (!lu.ok) {
      setError(lu.champ, { message: lu.message }, { shouldFocus: true });
      return;
    }
    if (!nbPersonneCoherent(lu, autres, estCollaborateur)) {
      // The api's own words, read where the focus lands (issue 29).
      setError('nbPersonne', { message: M.incoherent }, { shouldFocus: true });
      return;
    }
    try {
      await register.mutateAsync({ id: invitation.id, codeDossier: invitation.codeDossier, participe: lu.participe, nbPersonne: lu.nbPersonne });
      onTransmise();
    } catch (error) {
      handleError(error, M.erreurInscription);
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="form-ag" className="ag__formulaire">
      <fieldset className="champ" aria-describedby={errors.participe ? 'ag-participe-erreur' : undefined}>
        <legend>Participerez-vous à l’assemblée générale ?</legend>
        <label>
          <input type="radio" value="oui" {...champ('participe')} /> Oui
        </label>
        <label>
          <input type="radio" value="non" {...champ('participe')} /> Non
        </label>
        {errors.participe && (
          <p id="ag-participe-erreur" className="champ__erreur">
            {errors.participe.message}
          </p>
        )}
      </fieldset>
      {participe === 'oui' && !estCollaborateur && (
        <FormField id="ag-nb-personne" label="Nombre de participants" error={errors.nbPersonne?.message}>
          {(a11y) => <input {...a11y} type="number" min={0} step={1} inputMode="numeric" {...champ('nbPersonne')} />}
        </FormField>
      )}
      <div className="formulaire__actions">
        {/* Not disabled while sending: a disabled button drops the focus the success dialog returns to. */}
        <button type="submit" className="bouton bouton--primaire" aria-disabled={isSubmitting}>
          Envoyer ma réponse
        </button>
        {pouvoirPropose(invitation) && (
          <button type="button" className="bouton" onClick={() => void telechargerPouvoir(invitation.codeDossier, invitation.millesime)}>
            Télécharger le pouvoir
          </button>
        )}
      </div>
    </form>
  );
}
