import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { useLinkedEvents } from '../api/get-linked-events';
import { EventStatus } from './event-status';

/** The other events of the same campaign, with the dossier's registered marker. */
export function LinkedEvents({ idCampagne, codeDossier, currentId }: { idCampagne: number; codeDossier: string; currentId: number }) {
  const query = useLinkedEvents(idCampagne, codeDossier);
  if (query.isError) return <ErrorState message="Une erreur est survenue lors du chargement des événements liés." onRetry={() => void query.refetch()} />;
  const others = (query.data ?? []).filter((e) => e.id !== currentId);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="evenements-lies">
      <h2 id="evenements-lies" className="section__titre">
        Événements liés
      </h2>
      <ul data-testid="evenements-lies">
        {others.map((e) => (
          <li key={e.id}>
            <Link to={`/event/${e.id}`}>{e.title}</Link> — {e.dates} <EventStatus statut={e.statut} />
            {e.registred && <strong> (inscrit)</strong>}
          </li>
        ))}
      </ul>
    </section>
  );
}
