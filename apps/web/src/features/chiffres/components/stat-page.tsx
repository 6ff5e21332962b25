import { CHIFFRES_INFO_EN_COURS, ChiffresMessages, isMonthlySource, type Periode } from '@portail/contracts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { FavoriteHeader } from '../../../components/tool-header/favorite-header';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageTitle } from '../../../components/ui/page-title';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { formatDate } from '../../../lib/format';
import '../../../styles/chiffres.css';
import { useCivilYears } from '../api/get-civil-years';
import { useExercices } from '../api/get-exercices';
import { useStats } from '../api/get-stats';
import { useSetStatFavorite } from '../api/set-stat-favorite';
import { chartModel } from '../utils/chart-rows';
import { PeriodChooser } from './period-chooser';

const StatChart = lazy(() => import('./stat-chart'));

/** A plain alert, not the flash (spec 02 §8: the detail of a figure). */
const LoadError = () => (
  <p className="etat etat--erreur" role="alert" data-testid="erreur-chargement">
    {ChiffresMessages.chargementChiffres}
  </p>
);

/** /mes-chiffres/{slug} (stat): title, star, info, 'Mis à jour le' and the chart (spec 02 §2, §4). */
export default function StatPage() {
  const { slug = '' } = useParams();
  const { dossier } = useSelectedDossier();
  const code = dossier?.codeDossier;
  const stats = useStats(code, { skipGlobalErrorHandler: true });
  const exercices = useExercices(code);
  const favorite = useSetStatFavorite();
  const [periode, setPeriode] = useState<Periode>({ kind: 'civile' });
  const stat = stats.data?.find((s) => s.slug === slug);
  const monthly = !!stat && isMonthlySource(stat.source);
  const thisYear = new Date().getFullYear();
  const years = useMemo(() => [thisYear, thisYear - 1, thisYear - 2], [thisYear]);
  const civil = useCivilYears(code, years, monthly && periode.kind === 'civile');

  if (stats.isPending || exercices.isPending) return <PageLoader />;
  if (stats.isError || exercices.isError) return <LoadError />;
  if (!stat) {
    return (
      <div className="page chiffre-page">
        <PageTitle>Mes chiffres</PageTitle>
        <EmptyState>Ce chiffre n’est pas disponible pour ce dossier.</EmptyState>
      </div>
    );
  }
  const waitingCivil = monthly && periode.kind === 'civile' && !civil.data;
  return (
    <div className="page chiffre-page">
      <FavoriteHeader
        title={stat.name}
        favorite={stat.favorite}
        busy={favorite.isPending}
        onToggleFavorite={() => favorite.mutate({ slug: stat.slug, favorite: !stat.favorite })}
        info={
          <>
            <p>{stat.explanation}</p>
            <p>{CHIFFRES_INFO_EN_COURS}</p>
          </>
        }
      />
      {stat.timestamp && <p className="texte-secondaire chiffre-page__maj">Mis à jour le {formatDate(stat.timestamp)}</p>}
      {monthly && <PeriodChooser value={periode} onChange={setPeriode} />}
      {civil.isError && periode.kind === 'civile' ? (
        <LoadError />
      ) : waitingCivil ? (
        <PageLoader />
      ) : (
        <Suspense fallback={<PageLoader />}>
          <StatChart model={chartModel(stat.source, exercices.data, periode, civil.data)} display={stat.display} title={stat.name} />
        </Suspense>
      )}
      {!monthly && <p className="texte-secondaire">Un point par exercice clôturé.</p>}
    </div>
  );
}
