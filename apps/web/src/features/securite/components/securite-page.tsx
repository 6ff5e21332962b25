import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { useSession } from '../../../lib/api/get-session';
import { useSecuriteCompte } from '../api/get-securite-compte';
import { AppareilsMemorises } from './appareils-memorises';
import { DoubleAuthentificationCard } from './double-authentification-card';
import '../../../styles/account.css';
import '../../../styles/securite.css';

function Securite() {
  const query = useSecuriteCompte();
  return (
    <QueryState query={query} errorMessage="Une erreur est survenue lors du chargement de la sécurité de votre compte." loadingLabel="Chargement">
      {(securite) => (
        <>
          <section className="carte" aria-labelledby="titre-double-authentification">
            <h2 id="titre-double-authentification" className="section__titre">
              Application d’authentification
            </h2>
            <DoubleAuthentificationCard securite={securite} />
          </section>
          <section className="carte" aria-labelledby="titre-appareils">
            <h2 id="titre-appareils" className="section__titre">
              Appareils mémorisés
            </h2>
            <AppareilsMemorises appareils={securite.appareilsMemorises} />
          </section>
        </>
      )}
    </QueryState>
  );
}

/** /mon-compte/securite: the member's second factor, recovery codes and remembered devices (issue 33 §1). */
export default function SecuritePage() {
  const session = useSession();
  const member = session.data?.typeUtilisateur === 'member';
  return (
    <div className="page">
      <PageTitle>Double authentification</PageTitle>
      {session.data && !member ? <p className="carte">Réservé aux adhérents : la connexion des collaborateurs est gérée par le cabinet.</p> : <Securite />}
    </div>
  );
}
