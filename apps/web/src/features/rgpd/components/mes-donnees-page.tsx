import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { useSession } from '../../../lib/api/get-session';
import { useMesDonnees } from '../api/get-mes-donnees';
import { ClotureSection } from './cloture-section';
import { ExportsSection } from './exports-section';
import '../../../styles/account.css';
import '../../../styles/rgpd.css';

function MesDonnees() {
  const query = useMesDonnees();
  const [search] = useSearchParams();
  return (
    <QueryState query={query} errorMessage="Une erreur est survenue lors du chargement de vos données." loadingLabel="Chargement">
      {(data) => (
        <>
          <ExportsSection exports={data.exports} linked={search.get('export')} />
          <ClotureSection effacement={data.effacement} />
        </>
      )}
    </QueryState>
  );
}

/** /mon-compte/donnees: the member downloads their data or asks to close their account (RGPD, issue 33 §3). */
export default function MesDonneesPage() {
  const session = useSession();
  const member = session.data?.typeUtilisateur === 'member';
  return (
    <div className="page">
      <PageTitle>Mes données personnelles</PageTitle>
      {session.data && !member ? <p className="carte">Réservé aux adhérents : les données des collaborateurs sont gérées par le cabinet.</p> : <MesDonnees />}
    </div>
  );
}
