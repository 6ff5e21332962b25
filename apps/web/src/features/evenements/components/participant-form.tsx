import { useState } from 'react';
import { draftErrors, type ParticipantDraft } from '../utils/registration-rules';

const participeValue = (p: boolean | null) => (p === null ? '' : p ? 'oui' : 'non');
const toParticipe = (v: string) => (v === '' ? null : v === 'oui');

/** A pending participant being typed: 'Valider' checks the fields, 'Supprimer' drops the row. */
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
  const [draft, setDraft] = useState(initial);
  // Once 'Valider' was pressed, the messages follow the fields as they are corrected.
  const [tried, setTried] = useState(false);
  const errors = tried ? draftErrors(draft) : {};
  const set = (field: keyof ParticipantDraft) => (e: { target: { value: string } }) => setDraft({ ...draft, [field]: e.target.value });
  const id = (name: string) => `p${index}-${name}`;
  const field = (name: 'nom' | 'prenom' | 'email' | 'tel', label: string, type = 'text', autoComplete = 'off') => (
    <div className="champ">
      <label htmlFor={id(name)}>{label}</label>
      <input
        id={id(name)}
        type={type}
        value={draft[name]}
        onChange={set(name)}
        autoComplete={autoComplete}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `${id(name)}-erreur` : undefined}
        name={`${name}-${index}`}
      />
      {errors[name] && (
        <p id={`${id(name)}-erreur`} className="champ__erreur">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const validate = () => {
    setTried(true);
    if (Object.keys(draftErrors(draft)).length === 0) onValidate(draft);
  };
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
          <select
            id={id('participe')}
            className="liste-deroulante"
            value={participeValue(draft.participe)}
            onChange={(e) => setDraft({ ...draft, participe: toParticipe(e.target.value) })}
          >
            <option value="oui">Oui</option>
            <option value="non">Non</option>
            <option value="">Sans réponse</option>
          </select>
        </div>
        <div className="champ participant-form__large">
          <label htmlFor={id('commentaire')}>Commentaire</label>
          <textarea id={id('commentaire')} value={draft.commentaire} onChange={set('commentaire')} rows={2} maxLength={2000} />
        </div>
      </div>
      <div className="participant-form__actions">
        <button type="button" className="bouton" onClick={validate}>
          Valider
        </button>
        <button type="button" className="bouton bouton--secondaire" onClick={onRemove}>
          Supprimer
        </button>
      </div>
    </fieldset>
  );
}
