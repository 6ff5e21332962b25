import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CarteMessages, TOOL_SLUGS, type ZoneType } from '@portail/contracts';
import { ToolHeader } from '../../../components/tool-header/tool-header';
import { ErrorState } from '../../../components/ui/error-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { errorText } from '../../../lib/error-handler';
import { usePublicSettings } from '../../../lib/theme/get-theme';
import { useAssolement, useCultures } from '../../../lib/api/assolement';
import { useQuartiles, useRendementMillesimes, useRendements, useZones } from '../api/get-carte';
import { seuilsDe } from '../utils/grades';
import { carteParams, millesimeParDefaut } from '../utils/params';
import { millesimeOuverture, rendementDossier, zonesRendement } from '../utils/zones';
import { RendementFilters } from './rendement-filters';
import { RendementInfo } from './rendement-info';
import { RendementLegend } from './rendement-legend';
import { RendementMap } from './rendement-map';
import { RendementPosition } from './rendement-position';
import { RendementTable } from './rendement-table';
import '../../../styles/rendement.css';

type Choix = { type: ZoneType; culture: number; millesime: number };

/** The address keeps the year only once the user picks one: until then the map takes the latest year with an average of the crop. */
function useCarteParams() {
  const [params, setParams] = useSearchParams();
  const { type, culture, millesime: choisi } = carteParams(params);
  const annees = useRendementMillesimes(culture, type);
  const millesime = choisi ?? (annees.data ? millesimeOuverture(annees.data.millesimes, millesimeParDefaut()) : annees.isError ? millesimeParDefaut() : null);
  const set = (change: Partial<Choix>) => {
    const next = { type, culture, millesime: choisi, ...change };
    setParams({ type: next.type, culture: String(next.culture), ...(next.millesime === null ? {} : { millesime: String(next.millesime) }) }, { replace: true });
  };
  return { type, culture, millesime, annees: annees.data?.millesimes ?? [], set };
}

/** The latest year with an average of the crop, offered when the year shown has none. */
function Vide({ culture, millesime, annees, onChoose }: { culture: string; millesime: number; annees: number[]; onChoose: (m: number) => void }) {
  const derniere = millesimeOuverture(annees, millesime);
  return (
    <div className="carte-rendement__vide" role="status" data-testid="carte-vide">
      <p>Aucun rendement moyen de {culture} n’est disponible pour ce millésime.</p>
      {derniere !== millesime && (
        <button type="button" className="bouton bouton--secondaire bouton--petit" onClick={() => onChoose(derniere)}>
          Voir {derniere}
        </button>
      )}
    </div>
  );
}

function Carte() {
  const { type, culture, millesime, annees, set } = useCarteParams();
  if (millesime === null) return <PageLoader label="Chargement de la carte" />;
  return <CarteAnnee choix={{ type, culture, millesime }} annees={annees} set={set} />;
}

function CarteAnnee({ choix, annees, set }: { choix: Choix; annees: number[]; set: (change: Partial<Choix>) => void }) {
  const { type, culture, millesime } = choix;
  const { dossier } = useSelectedDossier();
  const settings = usePublicSettings();
  const cultures = useCultures();
  const zones = useZones(type);
  const moyennes = useRendements(millesime, type);
  const quartiles = useQuartiles(culture, millesime);
  const assolement = useAssolement(dossier?.codeDossier, millesime);

  const libelle = cultures.data?.find((c) => c.idtCultureTypeTRAME === culture)?.intitule ?? 'cette culture';
  const lignes = useMemo(() => zonesRendement(zones.data ?? [], moyennes.data ?? [], culture), [zones.data, moyennes.data, culture]);
  const figures = useMemo(() => lignes.flatMap((l) => (l.rendement === null ? [] : [l.rendement])), [lignes]);
  const seuils = useMemo(() => seuilsDe(quartiles.data, figures), [quartiles.data, figures]);

  const filters = <RendementFilters type={type} culture={culture} millesime={millesime} cultures={cultures.data ?? []} onChange={set} />;
  if (zones.isError)
    return (
      <>
        {filters}
        <ErrorState message={errorText(zones.error, CarteMessages.chargementZones)} onRetry={() => void zones.refetch()} />
      </>
    );
  const failed = [moyennes, quartiles].find((q) => q.isError);
  if (failed)
    return (
      <>
        {filters}
        <ErrorState message={errorText(failed.error, CarteMessages.chargementRendements)} onRetry={() => void failed.refetch()} />
      </>
    );
  if (zones.isPending || moyennes.isPending)
    return (
      <>
        {filters}
        <PageLoader label="Chargement de la carte" />
      </>
    );

  return (
    <>
      {filters}
      {quartiles.data && dossier && (
        <RendementPosition
          millesime={millesime}
          culture={libelle}
          quartiles={quartiles.data}
          rendement={rendementDossier(assolement.data?.cultures ?? [], culture)}
        />
      )}
      {figures.length === 0 && <Vide culture={libelle} millesime={millesime} annees={annees} onChoose={(m) => set({ millesime: m })} />}
      <div className="carte-rendement__zone">
        <RendementMap
          key={type}
          lignes={lignes}
          seuils={seuils}
          tuilesUrl={settings?.carteTuilesUrl ?? null}
          tuilesAttribution={settings?.carteTuilesAttribution ?? null}
        />
        <RendementLegend seuils={seuils} culture={libelle} />
      </div>
      <RendementTable lignes={lignes} culture={libelle} millesime={millesime} />
    </>
  );
}

/** /outils/rendement: the average-yield map (spec 02 §2, §4, §9). */
export default function RendementPage() {
  return (
    <div className="page carte-rendement">
      <ToolHeader slug={TOOL_SLUGS.carteRendements} title="Carte des rendements" info={<RendementInfo />} />
      <Carte />
    </div>
  );
}
