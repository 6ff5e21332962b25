import { useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { useTools } from '../../../lib/api/get-tools';
import '../../../styles/outils.css';
import { ToolSections } from './tool-sections';
import { CategoryLinks, TOOLS_LOAD_ERROR } from './tools-page';

/** /outils/categorie/:id/:slug (toolscategory): the tools of one category. */
export default function ToolsCategoryPage() {
  const { id = '' } = useParams();
  const valid = /^[1-9]\d{0,8}$/.test(id);
  const tools = useTools(valid ? id : 'all');
  const title = valid && tools.data?.categorie ? tools.data.categorie.libelle : 'Catégorie d’outils';
  return (
    <div className="page outils">
      <PageTitle>{title}</PageTitle>
      {!valid ? (
        <p className="etat">Cette catégorie d’outils est introuvable.</p>
      ) : (
        <QueryState query={tools} errorMessage={TOOLS_LOAD_ERROR}>
          {(list) => (
            <>
              <CategoryLinks categories={list.categories} current={list.categorie?.id} />
              <ToolSections tools={list.tools} />
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}
