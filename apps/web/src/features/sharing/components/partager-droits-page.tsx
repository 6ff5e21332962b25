import { Link } from 'react-router';
import { ROLE_GERANT } from '@portail/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useConfirmation } from '../../../components/ui/confirm-dialog';
import { SentInvitations } from './sent-invitations';
import { SharedPeople } from './shared-people';
import '../../../styles/sharing.css';

/** /mon-compte/partager-droits: invitations sent and people with access (spec 02 §2 Account). */
export default function PartagerDroitsPage() {
  const { droits } = useSelectedDossier();
  const { dialog, confirm } = useConfirmation();
  const isGerant = droits.data.dossiers.some((d) => d.idRole === ROLE_GERANT);
  return (
    <section className="page">
      <div className="partage__entete">
        <PageTitle>Partager mes dossiers</PageTitle>
        {isGerant && (
          <Link className="bouton" to="/mon-compte/partager-droits/inviter">
            Inviter une personne
          </Link>
        )}
      </div>
      {isGerant ? (
        <>
          <h2 className="section__titre">Invitations envoyées</h2>
          <SentInvitations confirm={confirm} />
          <h2 className="section__titre">Personnes ayant accès à mes dossiers</h2>
          <SharedPeople confirm={confirm} />
        </>
      ) : (
        <EmptyState>Vous n’êtes gérant d’aucun dossier : vous ne pouvez pas partager de droits.</EmptyState>
      )}
      {dialog}
    </section>
  );
}
