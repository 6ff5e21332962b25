import { DUER_AUDIT_LIMITES, DuerAuditMessages as A, type DuerAuditQuestion } from '@portail/contracts';
import type { Modification } from './audit-edit';

interface Props {
  question: DuerAuditQuestion;
  numero: number;
  premier: boolean;
  dernier: boolean;
  droitModifs: boolean;
  droitCreation: boolean;
  onChange: (m: Modification) => void;
  onMove: (sens: -1 | 1) => void;
  onDelete: () => void;
}

const CHOIX: [boolean, string][] = [
  [true, 'Oui'],
  [false, 'Non'],
];

/** One question: N°, Libellé, Oui/Non (neither until answered) with 'Non applicable', Remarques, up/down/delete (spec 03 §2.7). */
export function AuditQuestionLigne({ question: q, numero, premier, dernier, droitModifs, droitCreation, onChange, onMove, onDelete }: Props) {
  const libelle = q.bq_nom.trim() || '(question sans libellé)';
  return (
    <tr className="duer-audit__ligne" data-testid={`question-${q.q_id}`}>
      <td data-label="N°">{numero}</td>
      <td data-label="Libellé">{libelle}</td>
      <td data-label="Réponse">
        <fieldset className="duer-audit__reponse">
          <legend className="sr-only">Réponse à « {libelle} »</legend>
          {CHOIX.map(([valeur, texte]) => (
            <label key={texte}>
              <input
                type="radio"
                name={`duer-audit-reponse-${q.q_id}`}
                checked={q.q_reponse === valeur}
                disabled={!droitModifs || q.q_nonApplicable}
                onChange={() => onChange({ q_reponse: valeur })}
              />
              {texte}
            </label>
          ))}
          {q.q_reponse === null && !q.q_nonApplicable && <span className="duer-audit__sans-reponse">{A.sansReponse}</span>}
        </fieldset>
        <label className="duer-audit__na">
          <input type="checkbox" checked={q.q_nonApplicable} disabled={!droitModifs} onChange={(e) => onChange({ q_nonApplicable: e.target.checked })} />
          Non applicable
        </label>
      </td>
      <td data-label="Remarques">
        <textarea
          className="champ duer-audit__remarque"
          aria-label={`Remarques sur « ${libelle} »`}
          value={q.q_remarque}
          maxLength={DUER_AUDIT_LIMITES.remarqueMax}
          disabled={!droitModifs}
          onChange={(e) => onChange({ q_remarque: e.target.value })}
        />
      </td>
      <td data-label="Actions" className="duer-audit__actions">
        {droitModifs && (
          <>
            <button type="button" className="bouton-icone" aria-label={`Monter « ${libelle} »`} disabled={premier} onClick={() => onMove(-1)}>
              ↑
            </button>
            <button type="button" className="bouton-icone" aria-label={`Descendre « ${libelle} »`} disabled={dernier} onClick={() => onMove(1)}>
              ↓
            </button>
          </>
        )}
        {droitCreation && (
          <button type="button" className="bouton-icone" aria-label={`Supprimer « ${libelle} »`} onClick={onDelete}>
            ✕
          </button>
        )}
      </td>
    </tr>
  );
}
