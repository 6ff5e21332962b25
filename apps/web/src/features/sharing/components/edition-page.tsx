import { Link, useSearchParams } from 'react-router';
import { ROLE_GERANT } from '@portail/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageTitle } from '../../../components/ui/page-title';
import { errorText } from '../../../lib/error-handler';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useCategories } from '../api/get-categories';
import { useRoles } from '../api/get-roles';
import { useSharedRights } from '../api/get-shared-rights';
import { PersonneRightsForm } from './personne-rights-form';
import '../../../styles/sharing.css';

/** /mon-compte/partager-droits/edition?personne=<guid>: a person's rights on each of my dossiers. */
export default function EditionPage() {
  const [params] = useSearchParams();
  const guid = params.get('personne') ?? '';
  const { droits } = useSelectedDossier();
  const queries = [useRoles(), useCategories(), useSharedRights()] as const;
  const [roles, tree, shared] = queries;
  const dossiers = droits.data.dossiers.filter((d) => d.idRole === ROLE_GERANT);

  let body;
  const failed = queries.find((q) => q.isError);
  if (failed)
    body = (
      <ErrorState
        message={errorText(failed.error, 'Une erreur est survenue lors du chargement des droits.')}
        onRetry={() => queries.forEach((q) => void q.refetch())}
      />
    );
  else if (!roles.data || !tree.data || !shared.data) body = <PageLoader />;
  else {
    const rights = shared.data.filter((r) => r.guidPersonne === guid);
    body =
      rights.length === 0 ? (
        <EmptyState>
          Cette personne n’a accès à aucun de vos dossiers. <Link to="/mon-compte/partager-droits">Retour au partage</Link>
        </EmptyState>
      ) : (
        <PersonneRightsForm key={guid} guidPersonne={guid} dossiers={dossiers} rights={rights} roles={roles.data} tree={tree.data} />
      );
  }
  return (
    <section className="page">
      <PageTitle>Modifier les droits</PageTitle>
      {body}
    </section>
  );
}
