import { Link } from 'react-router';
import type { RendezVous } from '@portail/contracts';
import { formatDateTime } from '../../lib/format';

/** One appointment in a list: date, title, place, link to its detail. */
export function RdvCard({ rdv }: { rdv: RendezVous }) {
  return (
    <li className="carte rdv-carte" data-testid="rdv-carte">
      <span className="rdv-carte__date">{formatDateTime(rdv.date)}</span>
      <Link to={`/rendez-vous/${rdv.id}`} className="rdv-carte__titre">
        {rdv.title}
      </Link>
      <span className="rdv-carte__lieu">{rdv.location ?? rdv.typeCommunication ?? ''}</span>
    </li>
  );
}
