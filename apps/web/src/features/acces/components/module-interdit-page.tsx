import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { findRoute, pathTo } from '../../../config/routes/route-table';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { canOpenRoute } from '../../../lib/modules';

const hasRequiredParams = (path: string) => path.split('/').some((s) => s.startsWith(':') && !s.endsWith('?'));

/**
 * /module-interdit/:page: the selected dossier does not include the module the screen needs. Shown in the signed-in
 * frame, whose dossier selector follows its advice; once the selected dossier opens the screen, it offers to go there.
 */
export default function ModuleInterditPage() {
  const { page } = useParams();
  const { dossier, modules } = useSelectedDossier();
  const route = page ? findRoute(page) : undefined;
  const title = route?.title;
  const ouvrable = route?.requiresAuth && !hasRequiredParams(route.path) && dossier && canOpenRoute(route, modules, dossier);
  return (
    <section className="carte carte--etroite" data-testid="module-interdit">
      <PageTitle>Module non disponible</PageTitle>
      {ouvrable ? (
        <>
          <p>
            Le dossier {dossier.raisonSociale} donne accès à « <strong>{title}</strong> ».
          </p>
          <Link to={pathTo(route.name)} className="bouton">
            Ouvrir « {title} »
          </Link>
        </>
      ) : (
        <>
          <p>
            Le dossier sélectionné ne comprend pas le module nécessaire
            {title ? (
              <>
                {' '}
                pour accéder à « <strong>{title}</strong> »
              </>
            ) : null}
            .
          </p>
          <p>Sélectionnez un autre dossier ou contactez votre interlocuteur pour en savoir plus.</p>
          <Link to="/accueil" className="bouton">
            Retour à l'accueil
          </Link>
        </>
      )}
    </section>
  );
}
