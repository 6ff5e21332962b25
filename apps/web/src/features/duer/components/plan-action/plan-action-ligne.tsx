import { Link } from 'react-router';
import {
  DUER_PLAN_ACTION_LIMITES as L,
  type LignePlanAction,
  STATUT_PLAN_ACTION_LIBELLES,
  STATUTS_PLAN_ACTION,
  type StatutPlanAction,
} from '@portail/contracts';
import type { SaisiePlan } from './plan-action-edit';

const NIVEAU_CLASSE: Record<string, string> = {
  Faible: 'faible',
  'À surveiller': 'surveiller',
  Important: 'important',
  Préoccupant: 'preoccupant',
  'Non initialisé': 'non-initialise',
};

interface Props {
  idDuer: number;
  ligne: LignePlanAction;
  saisie: SaisiePlan;
  papripact: boolean;
  lecture: boolean;
  onChange: (m: Partial<SaisiePlan>) => void;
}

/** One measure to put in place: where, the risk and its level, the measure, who and deadline (edited on the module), and the plan's own columns. */
export function PlanActionLigne({ idDuer, ligne: l, saisie, papripact, lecture, onChange }: Props) {
  const risque = l.risque;
  return (
    <tr data-testid="ligne-plan" data-id-risque={l.idRisque}>
      <td>
        <div>{l.uniteTravail}</div>
        <Link to={`/outils/duer/${idDuer}/${l.idCategorie}/${l.idModule}`}>{l.module}</Link>
        <div className="plan-action__operation">{l.operation}</div>
      </td>
      <td>{risque}</td>
      <td>
        <span className={`duer-badge duer-badge--${NIVEAU_CLASSE[l.niveau]}`} data-niveau={l.niveau}>
          {l.score ? `${l.score} - ${l.niveau}` : l.niveau}
        </span>
      </td>
      <td className="plan-action__texte">{l.mesureAFaire}</td>
      <td className="plan-action__texte">{l.mesureQui || '—'}</td>
      <td className="plan-action__texte">{l.mesureDelai || '—'}</td>
      <td>
        {lecture ? (
          STATUT_PLAN_ACTION_LIBELLES[saisie.statut]
        ) : (
          <select aria-label={`Statut : ${risque}`} value={saisie.statut} onChange={(e) => onChange({ statut: e.target.value as StatutPlanAction })}>
            {STATUTS_PLAN_ACTION.map((s) => (
              <option key={s} value={s}>
                {STATUT_PLAN_ACTION_LIBELLES[s]}
              </option>
            ))}
          </select>
        )}
      </td>
      {papripact && (
        <>
          <td>
            {lecture ? (
              saisie.cout || '—'
            ) : (
              <input aria-label={`Coût estimé : ${risque}`} maxLength={L.coutMax} value={saisie.cout} onChange={(e) => onChange({ cout: e.target.value })} />
            )}
          </td>
          <td>
            {lecture ? (
              <span className="plan-action__texte">{saisie.moyens || '—'}</span>
            ) : (
              <textarea
                aria-label={`Moyens : ${risque}`}
                maxLength={L.moyensMax}
                rows={2}
                value={saisie.moyens}
                onChange={(e) => onChange({ moyens: e.target.value })}
              />
            )}
          </td>
          <td>
            {lecture ? (
              <span className="plan-action__texte">{saisie.indicateur || '—'}</span>
            ) : (
              <textarea
                aria-label={`Indicateur : ${risque}`}
                maxLength={L.indicateurMax}
                rows={2}
                value={saisie.indicateur}
                onChange={(e) => onChange({ indicateur: e.target.value })}
              />
            )}
          </td>
        </>
      )}
    </tr>
  );
}
