import { DUER_AUDIT_LIMITES, type DuerAuditQuestion } from '@portail/contracts';
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

/** One question: N°, Libellé, Oui/Non toggle with 'Non applicable', Remarques, up/down/delete (spec 03 §2.7). */
export function AuditQuestionLigne({ question: q, numero, premier, dernier, droitModifs, droitCreation, onChange, onMove, onDelete }: Props) {
  const libelle = q.bq_nom.trim() || '(question sans libellé)';
  return (
    <tr className="duer-audit__ligne" data-testid={`question-${q.q_id}`}>
      <td data-label="N°">{numero}</td>
      <td data-label="Libellé">{libelle}</td>
      <td data-label="Réponse">
        <label className="duer-audit__bascule">
          <input
            type="checkbox"
            role="switch"
            checked={q.q_reponse}
            disabled={!droitModifs || q.q_nonApplicable}
            aria-label={`Réponse à « ${libelle} »`}
            onChange={(e) => onChange({ q_reponse: e.target.checked })}
          />
          <span aria-hidden="true">{q.q_reponse ? 'Oui' : 'Non'}</span>
        </label>
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
