import type { DemandeEffacementStaff } from '@portail/contracts';
import { ACTIONS, countText, mergedOutcomes } from '../utils/rgpd-texts';

/** What an erasure did, one line per kind of data and action: « Rendez-vous : Supprimé — 3 éléments ». */
export function ResultatEffacement({ resultat }: { resultat: DemandeEffacementStaff['resultat'] }) {
  if (resultat.length === 0) return <p className="texte-secondaire">Aucune donnée à effacer.</p>;
  return (
    <ul className="rgpd__resultat" data-testid="resultat-effacement">
      {mergedOutcomes(resultat).map((r) => (
        <li key={`${r.rule}-${r.action}`}>
          <span className="rgpd__donnees">{r.donnees}</span> : {ACTIONS[r.action]} — {countText(r.count)}
        </li>
      ))}
    </ul>
  );
}
