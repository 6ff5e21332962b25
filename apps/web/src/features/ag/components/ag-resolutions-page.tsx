import { Link, useSearchParams } from 'react-router';
import { AgMessages as M } from '@portail/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { pathTo } from '../../../config/routes/route-table';
import { useAgDates } from '../api/get-ag-dates';
import { useAgMillesimes } from '../api/get-ag-millesimes';
import { useAgResolutions } from '../api/get-ag-resolutions';
import '../../../styles/ag.css';

function Resolutions({ millesime }: { millesime: number }) {
  const query = useAgResolutions(millesime);
  return (
    <QueryState
      query={query}
      errorMessage={M.erreurChargementResolutions}
      loadingLabel="Chargement des résolutions"
      isEmpty={(r) => !r || r.resolutions.length === 0}
      empty={query.data === null ? M.aucuneAgAnnee(millesime) : M.aucuneResolution}
    >
      {(r) =>
        r && (
          <ol className="ag__resolutions">
            {r.resolutions.map((c, n) => (
              <li key={n} className="carte" data-testid="ag-resolution">
                <h2>{c.titre}</h2>
                <p className="ag__texte">{c.texte}</p>
              </li>
            ))}
          </ol>
        )
      }
    </QueryState>
  );
}

/** The years with an assembly; the one shown is always offered, even when typed in the address and without assembly. */
function AnneeSelect({ millesime, onChange }: { millesime: number; onChange: (m: number) => void }) {
  const annees = useAgMillesimes();
  const offertes = [...new Set([millesime, ...(annees.data ?? [])])].sort((a, b) => b - a);
  return (
    <div className="champ ag__annee">
      <label htmlFor="ag-annee">Année</label>
      <select id="ag-annee" value={millesime} onChange={(e) => onChange(Number(e.target.value))}>
        {offertes.map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A past year named by `?millesime=2024`, else the current assembly's. */
function millesimeDemande(params: URLSearchParams): number | null {
  const brut = params.get('millesime');
  return brut && /^\d{4}$/.test(brut) ? Number(brut) : null;
}

/** /ag-resolutions: 'Résolutions AG {year}', cards from the year's data, back arrow to /ag (spec 02 §9). */
export default function AgResolutionsPage() {
  const [params, setParams] = useSearchParams();
  const dates = useAgDates();
  const demande = millesimeDemande(params);
  const millesime = demande ?? dates.data?.millesime ?? null;
  return (
    <div className="page ag">
      <p>
        <Link to={pathTo('ag')} className="ag__retour">
          <span aria-hidden="true">←</span> Retour à l’assemblée générale
        </Link>
      </p>
      <PageTitle>{millesime ? `Résolutions AG ${millesime}` : 'Résolutions AG'}</PageTitle>
      <QueryState query={dates} errorMessage={M.erreurChargementResolutions} loadingLabel="Chargement des résolutions">
        {(d) => {
          const annee = demande ?? d.millesime;
          return annee ? (
            <>
              <AnneeSelect millesime={annee} onChange={(m) => setParams({ millesime: String(m) })} />
              <Resolutions millesime={annee} />
            </>
          ) : (
            <EmptyState>{M.aucuneAg}</EmptyState>
          );
        }}
      </QueryState>
    </div>
  );
}
