import type { DemandeEffacementStaff } from '@portail/contracts';
import { formatNumber } from '../../../lib/format';
import { ACTIONS } from '../utils/rgpd-texts';

/** What an erasure did, one line per kind of data: « Rendez-vous : Supprimé (3) ». */
export function ResultatEffacement({ resultat }: { resultat: DemandeEffacementStaff['resultat'] }) {
  if (resultat.length === 0) return <p className="texte-secondaire">Aucune donnée à effacer.</p>;
  return (
    <ul className="rgpd__resultat" data-testid="resultat-effacement">
      {resultat.map((r) => (
        <li key={r.rule}>
          <span className="rgpd__donnees">{r.donnees}</span> : {ACTIONS[r.action]} ({formatNumber(r.count, { precision: 0 })})
        </li>
      ))}
    </ul>
  );
}
