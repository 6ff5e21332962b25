import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SubscriptionInputSchema } from '@portail/contracts';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import type { ParticipantDraft } from '../utils/registration-rules';

/** The fields of a participant the form types, with the rules of the subscribe route's body (spec 01 §5 Event participant). */
const ParticipantFormSchema = SubscriptionInputSchema.pick({ nom: true, prenom: true, email: true, tel: true, participe: true, commentaire: true });

type Saisie = z.input<typeof ParticipantFormSchema>;
/** The values as typed: the form holds every field, where the schema's input would also let the optional ones be absent. */
const toDraft = (v: Saisie): ParticipantDraft => ({
  nom: v.nom,
  prenom: v.prenom,
  email: v.email,
  tel: v.tel ?? '',
  participe: v.participe ?? null,
  commentaire: v.commentaire ?? '',
});

const participeValue = (p: boolean | null) => (p === null ? '' : p ? 'oui' : 'non');
const toParticipe = (v: string) => (v === '' ? null : v === 'oui');

type Champ = 'nom' | 'prenom' | 'email' | 'tel';

/**
 * A pending participant being typed: 'Valider' checks the fields (the first invalid one is focused, and once pressed the
 * messages follow the fields as they are corrected), 'Supprimer' drops the row. The draft is kept as typed: the api trims it.
 */
export function ParticipantForm({
  index,
  initial,
  onValidate,
  onRemove,
}: {
  index: number;
  initial: ParticipantDraft;
  onValidate: (d: ParticipantDraft) => void;
  onRemove: () => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ParticipantFormSchema, undefined, { raw: true }), defaultValues: initial });
  const id = (name: string) => `p${index}-${name}`;
  // Registered in screen order: a submit focuses the first invalid field.
  const field = (name: Champ, label: string, type: string, autoComplete: string) => (
    <FormField id={id(name)} label={label} error={errors[name]?.message}>
      {(a11y) => <input {...a11y} type={type} autoComplete={autoComplete} {...register(name)} />}
    </FormField>
  );
  const validate = handleSubmit((saisie) => onValidate(toDraft(saisie)));
  return (
    <fieldset className="participant-form" data-testid="participant-en-attente">
      <legend>Participant en attente</legend>
      <div className="participant-form__grille">
        {field('nom', 'Nom', 'text', 'family-name')}
        {field('prenom', 'Prénom', 'text', 'given-name')}
        {field('email', 'Email', 'email', 'email')}
        {field('tel', 'Téléphone', 'tel', 'tel')}
        <div className="champ">
          <label htmlFor={id('participe')}>Participe</label>
          <Controller
            control={control}
            name="participe"
            render={({ field: { ref, value, onChange, onBlur } }) => (
              <select
                id={id('participe')}
                ref={ref}
                className="liste-deroulante"
                value={participeValue(value ?? null)}
                onChange={(e) => onChange(toParticipe(e.target.value))}
                onBlur={onBlur}
              >
                <option value="oui">Oui</option>
                <option value="non">Non</option>
                <option value="">Sans réponse</option>
              </select>
            )}
          />
        </div>
        <div className="champ participant-form__large">
          <label htmlFor={id('commentaire')}>Commentaire</label>
          <textarea id={id('commentaire')} rows={2} maxLength={2000} {...register('commentaire')} />
        </div>
      </div>
      <div className="participant-form__actions">
        <button type="button" className="bouton" onClick={() => void validate()}>
          Valider
        </button>
        <button type="button" className="bouton bouton--secondaire" onClick={onRemove}>
          Supprimer
        </button>
      </div>
    </fieldset>
  );
}
