import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DOSSIER_PICKER_TOO_SHORT, type PortefeuilleDossier } from '@portail/contracts';
import { DOSSIER_SEARCH_DEBOUNCE_MS, DOSSIER_SEARCH_MIN_LENGTH } from '../../../config/constants';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { handleError } from '../../../lib/error-handler';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useLoginAd } from '../api/get-login-ad';
import { usePortefeuille } from '../api/get-portefeuille';
import { useSearchDossiers } from '../api/search-dossiers';
import { DossierList } from './dossier-list';
import { showFlash } from '../../../lib/flash';

function Portefeuille({ onSelect, disabled }: { onSelect: (d: PortefeuilleDossier) => void; disabled: boolean }) {
  const loginAd = useLoginAd();
  const portefeuille = usePortefeuille(loginAd.data?.login);
  const errorMessage = 'Une erreur est survenue lors du chargement du portefeuille.';
  if (loginAd.isError) return <ErrorState message={errorMessage} onRetry={() => void loginAd.refetch()} />;
  if (loginAd.isSuccess && !loginAd.data.login) {
    return <EmptyState>Aucun portefeuille n'est associé à votre compte. Utilisez la recherche.</EmptyState>;
  }
  return (
    <QueryState
      query={portefeuille}
      errorMessage={errorMessage}
      loadingLabel="Chargement du portefeuille…"
      isEmpty={(data) => data.length === 0}
      empty="Votre portefeuille ne contient aucun dossier."
    >
      {(data) => <DossierList dossiers={data} onSelect={onSelect} disabled={disabled} testId="portefeuille" />}
    </QueryState>
  );
}

function SearchResults({ term, onSelect, disabled }: { term: string; onSelect: (d: PortefeuilleDossier) => void; disabled: boolean }) {
  const search = useSearchDossiers(term);
  return (
    <QueryState
      query={search}
      errorMessage="Une erreur est survenue lors de la recherche des dossiers."
      loadingLabel="Recherche en cours…"
      isEmpty={(data) => data.length === 0}
      empty="Aucun dossier ne correspond à votre recherche."
    >
      {(data) => <DossierList dossiers={data} onSelect={onSelect} disabled={disabled} testId="resultats-recherche" />}
    </QueryState>
  );
}

/** /selectionDossier: a collaborator picks the dossier to work on (sent as x-code-dossier). */
export default function SelectionDossierPage() {
  const inputId = useId();
  const navigate = useNavigate();
  const { dossier, selectDossier } = useSelectedDossier();
  const [term, setTerm] = useState('');
  const [selecting, setSelecting] = useState(false);
  const debounced = useDebouncedValue(term.trim(), DOSSIER_SEARCH_DEBOUNCE_MS);
  const tooShort = term.trim().length > 0 && term.trim().length < DOSSIER_SEARCH_MIN_LENGTH;
  // Spec 02 §5: under 3 characters no search; an emptied field clears the results at once, without waiting for the debounce.
  const searching = term.trim().length >= DOSSIER_SEARCH_MIN_LENGTH && debounced.length >= DOSSIER_SEARCH_MIN_LENGTH;

  async function onSelect(picked: PortefeuilleDossier) {
    setSelecting(true);
    try {
      if (await selectDossier(picked.codeDossier)) {
        toast.success(`Dossier ${picked.raisonSociale} sélectionné.`);
        await navigate('/accueil');
      } else {
        showFlash('error', "Ce dossier n'est pas accessible.");
      }
    } catch (error) {
      handleError(error);
    } finally {
      setSelecting(false);
    }
  }

  return (
    <section className="page">
      <PageTitle>Mon portefeuille</PageTitle>
      {dossier && (
        <p className="texte-secondaire" data-testid="dossier-en-cours">
          Dossier en cours : {dossier.raisonSociale} ({dossier.codeDossier})
        </p>
      )}
      <div className="champ champ--recherche">
        <label htmlFor={inputId}>Rechercher un dossier</label>
        <input
          id={inputId}
          type="search"
          value={term}
          placeholder="Code dossier ou raison sociale"
          autoComplete="off"
          aria-describedby={`${inputId}-aide`}
          onChange={(event) => setTerm(event.target.value)}
        />
        <p id={`${inputId}-aide`} className="champ__aide" aria-live="polite" data-testid="aide-recherche">
          {tooShort ? DOSSIER_PICKER_TOO_SHORT : ''}
        </p>
      </div>
      {searching ? (
        <>
          <h2 className="section__titre">Résultats de la recherche</h2>
          <SearchResults term={debounced} onSelect={(d) => void onSelect(d)} disabled={selecting} />
        </>
      ) : (
        <>
          <h2 className="section__titre">Mes dossiers</h2>
          <Portefeuille onSelect={(d) => void onSelect(d)} disabled={selecting} />
        </>
      )}
    </section>
  );
}
