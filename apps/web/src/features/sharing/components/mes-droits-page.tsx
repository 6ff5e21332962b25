import { PageTitle } from '../../../components/ui/page-title';
import { useConfirmation } from '../../../components/ui/confirm-dialog';
import { MyAccesses } from './my-accesses';
import { ReceivedInvitations } from './received-invitations';
import '../../../styles/sharing.css';

/** /mon-compte/mes-droits: invitations received and my accesses (spec 02 §2 Account). */
export default function MesDroitsPage() {
  const { dialog, confirm } = useConfirmation();
  return (
    <section className="page">
      <PageTitle>Mes droits</PageTitle>
      <h2 className="section__titre">Invitations reçues</h2>
      <ReceivedInvitations confirm={confirm} />
      <h2 className="section__titre">Mes accès</h2>
      <MyAccesses confirm={confirm} />
      {dialog}
    </section>
  );
}
