import { useSearchParams } from 'react-router';
import { ROLE_GERANT } from '@portail/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageTitle } from '../../../components/ui/page-title';
import { errorText } from '../../../lib/error-handler';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useCategories } from '../api/get-categories';
import { useRoles } from '../api/get-roles';
import { useSentInvitations } from '../api/get-sent-invitations';
import { useSharedRights } from '../api/get-shared-rights';
import { InvitationForm } from './invitation-form';
import '../../../styles/sharing.css';

/** /mon-compte/partager-droits/inviter (query invitationId to edit a pending invitation). */
export default function InviterPage() {
  const [params] = useSearchParams();
  const invitationId = params.get('invitationId');
  const { droits } = useSelectedDossier();
  const queries = [useRoles(), useCategories(), useSentInvitations(), useSharedRights()] as const;
  const [roles, tree, sent, shared] = queries;
  const dossiers = droits.data.dossiers.filter((d) => d.idRole === ROLE_GERANT);
  const title = invitationId ? 'Modifier l’invitation' : 'Inviter une personne';

  let body;
  const failed = queries.find((q) => q.isError);
  if (failed) {
    body = (
      <ErrorState
        message={errorText(failed.error, 'Une erreur est survenue lors du chargement du formulaire d’invitation.')}
        onRetry={() => queries.forEach((q) => void q.refetch())}
      />
    );
  } else if (!roles.data || !tree.data || !sent.data || !shared.data) {
    body = <PageLoader />;
  } else if (dossiers.length === 0) {
    body = <EmptyState>Vous n’êtes gérant d’aucun dossier : vous ne pouvez inviter personne.</EmptyState>;
  } else {
    const editing = invitationId ? (sent.data.find((i) => i.id === invitationId) ?? null) : null;
    if (invitationId && !editing) body = <ErrorState message="Cette invitation n’existe plus ou a déjà été acceptée ou refusée." />;
    else if (editing?.expiree) body = <EmptyState>Cette invitation a expiré : elle ne peut plus être modifiée.</EmptyState>;
    else
      body = (
        <InvitationForm
          key={invitationId ?? 'nouvelle'}
          dossiers={dossiers}
          roles={roles.data}
          tree={tree.data}
          sent={sent.data}
          shared={shared.data}
          editing={editing}
        />
      );
  }
  return (
    <section className="page">
      <PageTitle>{title}</PageTitle>
      {body}
    </section>
  );
}
