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
  const [errors, setErrors] = useState<Partial<Record<keyof ParticipantDraft, string>>>({});
  const set = (field: keyof ParticipantDraft) => (e: { target: { value: string } }) => setDraft({ ...draft, [field]: e.target.value });
  const field = (name: 'nom' | 'prenom' | 'email' | 'tel', label: string, type = 'text') => (
    <label>
      {label}
      <input
        type={type}
        value={draft[name]}
        onChange={set(name)}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `p${index}-${name}-erreur` : undefined}
        name={`${name}-${index}`}
      />
      {errors[name] && (
        <span id={`p${index}-${name}-erreur`} className="champ__erreur">
          {errors[name]}
        </span>
      )}
    </label>
  );
  const validate = () => {
    const e = draftErrors(draft);
    setErrors(e);
    if (Object.keys(e).length === 0) onValidate(draft);
  };
  return (
    <fieldset className="participant-form" data-testid="participant-en-attente">
      <legend>Participant en attente</legend>
      {field('nom', 'Nom')}
      {field('prenom', 'Prénom')}
      {field('email', 'Email', 'email')}
      {field('tel', 'Téléphone', 'tel')}
      <label>
        Participe
        <select value={participeValue(draft.participe)} onChange={(e) => setDraft({ ...draft, participe: toParticipe(e.target.value) })}>
          <option value="oui">Oui</option>
          <option value="non">Non</option>
          <option value="">Sans réponse</option>
        </select>
      </label>
      <label>
        Commentaire
        <textarea value={draft.commentaire} onChange={set('commentaire')} rows={2} maxLength={2000} />
      </label>
      <div>
        <button type="button" className="bouton" onClick={validate}>
          Valider
        </button>{' '}
        <button type="button" className="bouton bouton--secondaire" onClick={onRemove}>
          Supprimer
        </button>
      </div>
    </fieldset>
  );
}
