import { AbonnementMessages as M, ENTITE_PARTICULIER } from '@portail/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useAbonnement } from '../api/get-abonnement';
import { CotisationSection } from './cotisation-section';
import { FacturesTable } from './factures-table';
import { MandatForm } from './mandat-form';
import { ParametresForm } from './parametres-form';
import '../../../styles/abonnement.css';

function Abonnement({ codeDossier, particulier }: { codeDossier: string; particulier: boolean }) {
  const query = useAbonnement(codeDossier);
  const { isCollaborateur } = useSelectedDossier();
  return (
    <QueryState query={query} errorMessage={M.chargement} loadingLabel="Chargement de l'abonnement">
      {(abonnement) => (
        <>
          <CotisationSection abonnement={abonnement} />
          {/* Individual customers (0016) have no invoices box (spec 02 §6). */}
          {!particulier && (
            <section aria-labelledby="titre-factures" className="carte">
              <h2 id="titre-factures">{isCollaborateur ? 'Factures' : 'Mes factures'}</h2>
              <FacturesTable factures={abonnement.factures} />
            </section>
          )}
          <ParametresForm key={JSON.stringify(abonnement.parametresDossier)} abonnement={abonnement} />
          <MandatForm abonnement={abonnement} />
        </>
      )}
    </QueryState>
  );
}

/** /abonnement-dossier, 'Ma facturation' (spec 02 §2 Billing). */
export default function AbonnementPage() {
  const { dossier } = useSelectedDossier();
  return (
    <div className="page abonnement">
      <PageTitle>{M.titre}</PageTitle>
      {dossier ? (
        <Abonnement key={dossier.codeDossier} codeDossier={dossier.codeDossier} particulier={dossier.codeEntite === ENTITE_PARTICULIER} />
      ) : (
        <EmptyState>Aucun dossier sélectionné.</EmptyState>
      )}
    </div>
  );
}
