import { Navigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageTitle } from '../../../components/ui/page-title';
import { sanitizeRichText } from '../../../lib/sanitize-rich-text';
import { useGenericPage } from '../api/get-generic-page';

/** /page/{id}: a content page of the firm; unknown or failing pages go back home. */
export default function GenericPageScreen() {
  const { id } = useParams();
  const page = useGenericPage(id);
  if (!id || page.isError) return <Navigate to="/accueil" replace />;
  if (page.isPending) return <PageLoader label="Chargement…" />;
  return (
    <div className="page">
      <PageTitle>{page.data.title}</PageTitle>
      <article className="carte texte-riche" data-testid="page-contenu" dangerouslySetInnerHTML={{ __html: sanitizeRichText(page.data.content) }} />
      {page.data.url && /^https?:\/\//i.test(page.data.url) && (
        <p>
          <a href={page.data.url} target="_blank" rel="noopener noreferrer">
            En savoir plus
          </a>
        </p>
      )}
    </div>
  );
}
