import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import '../../../styles/rendez-vous.css';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useAppointments } from '../../../lib/api/get-appointments';
import { RdvCard } from '../../../components/rendez-vous/rdv-card';
import { useEvents } from '../../../lib/api/get-events';
import { upcomingEvents } from '../../../lib/events/upcoming-events';
import { NEWS_PAGE_COUNT } from '../utils/paging';
import { EventCard } from './event-card';

/** /actualites: the next 2 appointments and the next 2 events, each with a see-all button (spec 01 §2.4). */
export default function NewsPage() {
  const { dossier, modules } = useSelectedDossier();
  const canRdv = modules.includes('page_rdv');
  const canEvents = modules.includes('page_events');
  const rdvs = useAppointments(dossier?.codeDossier, canRdv);
  const events = useEvents(dossier?.codeDossier, canEvents);
  const [now] = useState(() => Date.now());
  return (
    <div className="page actualites">
      <PageTitle>Actualités</PageTitle>
      <section aria-labelledby="prochains-rdv" className="actualites__bloc">
        <h2 id="prochains-rdv" className="section__titre">
          Mes prochains rendez-vous
        </h2>
        {canRdv ? (
          <QueryState
            query={rdvs}
            errorMessage="Une erreur est survenue lors du chargement des rendez-vous."
            isEmpty={(l) => !l.some((r) => r.upcoming)}
            empty="Aucun rendez-vous à venir."
          >
            {(list) => (
              <ul className="liste-simple">
                {list
                  .filter((r) => r.upcoming)
                  .slice(0, NEWS_PAGE_COUNT)
                  .map((r) => (
                    <RdvCard key={r.id} rdv={r} />
                  ))}
              </ul>
            )}
          </QueryState>
        ) : (
          <p className="etat etat--vide">Aucun rendez-vous à venir.</p>
        )}
        <Link className="bouton bouton--secondaire" to="/actualites-liste?type=0">
          Voir tous mes rendez-vous
        </Link>
      </section>
      <section aria-labelledby="prochains-evenements" className="actualites__bloc">
        <h2 id="prochains-evenements" className="section__titre">
          Mes prochains événements
        </h2>
        {canEvents ? (
          <QueryState
            query={events}
            errorMessage="Une erreur est survenue lors du chargement des événements."
            isEmpty={(l) => upcomingEvents(l, now).length === 0}
            empty="Aucun événement à venir."
          >
            {(list) => (
              <ul className="liste-simple">
                {upcomingEvents(list, now)
                  .slice(0, NEWS_PAGE_COUNT)
                  .map((e) => (
                    <EventCard key={e.id} event={e} />
                  ))}
              </ul>
            )}
          </QueryState>
        ) : (
          <p className="etat etat--vide">Aucun événement à venir.</p>
        )}
        <Link className="bouton bouton--secondaire" to="/actualites-liste?type=1">
          Voir tous mes événements
        </Link>
      </section>
    </div>
  );
}
