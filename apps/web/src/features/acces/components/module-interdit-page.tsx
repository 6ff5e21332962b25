import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { findRoute } from '../../../config/routes/route-table';

/** /module-interdit/:page: the selected dossier does not include the module the screen needs. */
export default function ModuleInterditPage() {
  const { page } = useParams();
  const title = page ? findRoute(page)?.title : undefined;
  return (
    <section className="carte carte--etroite" data-testid="module-interdit">
      <PageTitle>Module non disponible</PageTitle>
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
    </section>
  );
}
