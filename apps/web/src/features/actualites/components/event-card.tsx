import { Link } from 'react-router';
import type { Evenement } from '@portail/contracts';

export function EventCard({ event }: { event: Evenement }) {
  const statut = event.statut === 'annule' ? 'ANNULÉ' : event.statut === 'complet' ? 'COMPLET' : null;
  return (
    <li className="carte rdv-carte" data-testid="evenement-carte">
      <span className="rdv-carte__date">{event.dates}</span>
      <Link to={`/event/${event.id}`} className="rdv-carte__titre">
        {event.title}
      </Link>
      <span className="rdv-carte__lieu">
        {event.location ?? ''} {statut && <strong>{statut}</strong>}
      </span>
    </li>
  );
}
