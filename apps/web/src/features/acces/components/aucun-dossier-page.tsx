import { Link, Navigate } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { useSelectedDossier } from '../../dossiers/hooks/selected-dossier';
import { useAppTheme } from '../../theme/hooks/use-app-theme';

/** /aucun-dossier: the user has access to no dossier (spec 01 §2.4). */
export default function AucunDossierPage() {
  const { droits } = useSelectedDossier();
  const theme = useAppTheme();
  if (droits.data.dossiers.length > 0) return <Navigate to="/accueil" replace />;
  const phone = theme.supportPhone;
  return (
    <section className="page">
      <PageTitle>Aucun dossier</PageTitle>
      <div className="carte">
        <p>Vous n'avez accès à aucun dossier pour le moment.</p>
        <p>
          Si une personne vous a invité à consulter un dossier, l'invitation en attente se trouve dans{' '}
          <Link to="/mon-compte/mes-droits">Mes droits</Link>.
        </p>
        <p>
          Pour toute question, contactez le support de la plateforme
          {phone ? (
            <>
              {' '}
              au <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} data-testid="telephone-support">{phone}</a>
            </>
          ) : null}
          .
        </p>
      </div>
    </section>
  );
}
