import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pagination } from '../../../components/ui/pagination';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import '../../../styles/rendez-vous.css';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useAppointments } from '../../../lib/api/get-appointments';
import { RdvCard } from '../../../components/rendez-vous/rdv-card';
import { useEvents } from '../../../lib/api/get-events';
import { NEWS_LIST_STEP, newsType, newsWindow } from '../utils/paging';
import { allowedNewsType, NEWS_NONE_MESSAGE, newsAccess } from '../utils/news-access';
import { EventCard } from './event-card';

function Paged<T>({ query, error, empty, render }: { query: UseQueryResult<T[]>; error: string; empty: string; render: (item: T) => ReactNode }) {
  const [params, setParams] = useSearchParams();
  const offset = Number(params.get('offset') ?? 0) || 0;
  const move = (to: number) =>
    setParams((p) => {
      p.set('offset', String(to));
      return p;
    });
  return (
    <QueryState query={query} errorMessage={error} loadingLabel="Chargement…" isEmpty={(l) => l.length === 0} empty={empty}>
      {(list) => {
        const w = newsWindow(list, offset);
        return (
          <>
            <ul className="liste-simple">{w.items.map(render)}</ul>
            <Pagination page={w.page} pageCount={w.pageCount} onChange={(p) => move((p - 1) * NEWS_LIST_STEP)} label="Pages de la liste" />
          </>
        );
      }}
    </QueryState>
  );
}

/** /actualites-liste?type=0|1: appointments or events, 4 per page, the offset moving by 2 (spec 01 §2.4, §9). */
export default function NewsListPage() {
  const [params, setParams] = useSearchParams();
  const { dossier, modules } = useSelectedDossier();
  // The same rights as the navigation: only the lists they open are offered.
  const access = newsAccess(modules);
  const type = allowedNewsType(newsType(params.get('type')), access);
  const rdvs = useAppointments(dossier?.codeDossier, type === 0);
  const events = useEvents(dossier?.codeDossier, type === 1);
  const toggles = [
    { type: 0, label: 'Rendez-vous', open: access.rdv },
    { type: 1, label: 'Événements', open: access.events },
  ].filter((t) => t.open);
  return (
    <div className="page actualites">
      <PageTitle>Mes rendez-vous et événements</PageTitle>
      {toggles.length > 1 && (
        <div className="bascule" role="group" aria-label="Afficher">
          {toggles.map((t) => (
            <button
              key={t.label}
              type="button"
              className={`bouton ${type === t.type ? '' : 'bouton--secondaire'}`}
              aria-pressed={type === t.type}
              onClick={() => setParams({ type: String(t.type) })}
            >
              {t.label}
            </button>
          ))}
        </div>
      )}
      {type === null && (
        <p className="etat etat--vide" data-testid="actualites-aucun-acces">
          {NEWS_NONE_MESSAGE}
        </p>
      )}
      {type === 0 && (
        <Paged
          query={rdvs}
          error="Une erreur est survenue lors du chargement des rendez-vous."
          empty="Aucun rendez-vous."
          render={(r) => <RdvCard key={r.id} rdv={r} />}
        />
      )}
      {type === 1 && (
        <Paged
          query={events}
          error="Une erreur est survenue lors du chargement des événements."
          empty="Aucun événement."
          render={(e) => <EventCard key={e.id} event={e} />}
        />
      )}
    </div>
  );
}
