import { ChiffresMessages, type Stat } from '@portail/contracts';
import { useLocation } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import '../../../styles/chiffres.css';
import { useStats } from '../api/get-stats';
import { useSetStatFavorite } from '../api/set-stat-favorite';
import { splitStats } from '../utils/stat-sections';
import { StatCard } from './stat-card';

/** /mes-chiffres (stats): favourite figures and the others, for the selected dossier (spec 02 §2 Figures). */
export default function StatsPage() {
  const { dossier } = useSelectedDossier();
  const { pathname } = useLocation();
  const stats = useStats(dossier?.codeDossier);
  const favorite = useSetStatFavorite();
  const toggle = (stat: Stat) => favorite.mutate({ slug: stat.slug, favorite: !stat.favorite });
  const cards = (list: Stat[]) => (
    <ul className="cartes-chiffres">
      {list.map((s) => (
        <StatCard key={s.slug} stat={s} basePath={pathname} onToggleFavorite={toggle} busy={favorite.isPending} />
      ))}
    </ul>
  );
  return (
    <div className="page chiffres-page">
      <PageTitle>Mes chiffres</PageTitle>
      <QueryState query={stats} errorMessage={ChiffresMessages.chargementListe} isEmpty={(l) => l.length === 0} empty={ChiffresMessages.aucunChiffre}>
        {(list) => {
          const { favoris, autres } = splitStats(list);
          return (
            <>
              <section aria-labelledby="chiffres-favoris" data-testid="chiffres-favoris">
                <h2 id="chiffres-favoris" className="section__titre">
                  Mes chiffres favoris
                </h2>
                {favoris.length ? cards(favoris) : <EmptyState>{ChiffresMessages.hintFavoris}</EmptyState>}
              </section>
              {autres.length > 0 && (
                <section aria-labelledby="chiffres-autres" data-testid="chiffres-autres">
                  <h2 id="chiffres-autres" className="section__titre">
                    Autres chiffres
                  </h2>
                  {cards(autres)}
                </section>
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
