import { Link, Navigate } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useReceivedInvitations } from '../../../lib/api/get-received-invitations';
import { useAppTheme } from '../../../lib/theme/use-app-theme';

/** /aucun-dossier: the user has access to no dossier; a link to mesDroits when invitations are pending (spec 01 §2.4). */
export default function AucunDossierPage() {
  const { droits } = useSelectedDossier();
  const theme = useAppTheme();
  const noDossier = droits.data.dossiers.length === 0;
  const invitations = useReceivedInvitations(noDossier && droits.typeUtilisateur === 'member');
  const hasInvitations = (invitations.data?.length ?? 0) > 0;
  if (!noDossier) return <Navigate to="/accueil" replace />;
  const phone = theme.supportPhone;
  return (
    <section className="page">
      <PageTitle>Aucun dossier</PageTitle>
      <div className="carte">
        <p>Vous n'avez accès à aucun dossier pour le moment.</p>
        {hasInvitations && (
          <p data-testid="invitations-en-attente">
            Vous avez {(invitations.data?.length ?? 0) > 1 ? 'des invitations' : 'une invitation'} en attente : consultez{' '}
            <Link to="/mon-compte/mes-droits">Mes droits</Link> pour l'accepter.
          </p>
        )}
        <p>
          Pour toute question, contactez le support de la plateforme
          {phone ? (
            <>
              {' '}
              au{' '}
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} data-testid="telephone-support">
                {phone}
              </a>
            </>
          ) : null}
          .
        </p>
      </div>
    </section>
  );
}
