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
import { NEWS_NONE_MESSAGE, newsAccess } from '../utils/news-access';
import { EventCard } from './event-card';

/** /actualites: the next 2 appointments and the next 2 events, each with a see-all button (spec 01 §2.4). */
export default function NewsPage() {
  const { dossier, modules } = useSelectedDossier();
  // The same rights as the navigation: a list the rights exclude is not shown at all.
  const { rdv: canRdv, events: canEvents } = newsAccess(modules);
  const rdvs = useAppointments(dossier?.codeDossier, canRdv);
  const events = useEvents(dossier?.codeDossier, canEvents);
  const [now] = useState(() => Date.now());
  return (
    <div className="page actualites">
      <PageTitle>Actualités</PageTitle>
      {!canRdv && !canEvents && (
        <p className="etat etat--vide" data-testid="actualites-aucun-acces">
          {NEWS_NONE_MESSAGE}
        </p>
      )}
      {canRdv && (
        <section aria-labelledby="prochains-rdv" className="actualites__bloc" data-testid="actualites-rdv">
          <h2 id="prochains-rdv" className="section__titre">
            Mes prochains rendez-vous
          </h2>
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
          <Link className="bouton bouton--secondaire" to="/actualites-liste?type=0">
            Voir tous mes rendez-vous
          </Link>
        </section>
      )}
      {canEvents && (
        <section aria-labelledby="prochains-evenements" className="actualites__bloc" data-testid="actualites-evenements">
          <h2 id="prochains-evenements" className="section__titre">
            Mes prochains événements
          </h2>
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
          <Link className="bouton bouton--secondaire" to="/actualites-liste?type=1">
            Voir tous mes événements
          </Link>
        </section>
      )}
    </div>
  );
}
