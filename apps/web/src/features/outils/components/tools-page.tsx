import { Link } from 'react-router';
import type { ToolCategory } from '@portail/contracts';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { pathTo } from '../../../config/routes/route-table';
import { useTools } from '../../../lib/api/get-tools';
import '../../../styles/outils.css';
import { ToolSections } from './tool-sections';

export const TOOLS_LOAD_ERROR = 'Une erreur est survenue lors du chargement des outils.';

export function CategoryLinks({ categories, current }: { categories: ToolCategory[]; current?: number }) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label="Catégories d’outils" className="outils__categories">
      <ul>
        <li>
          <Link to={pathTo('tools')} aria-current={current === undefined ? 'page' : undefined}>
            Tous les outils
          </Link>
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            <Link to={pathTo('toolscategory', { id: String(c.id), slug: c.slug })} aria-current={current === c.id ? 'page' : undefined}>
              {c.libelle}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /outils: favourite tools, then the others (spec 02 §2 Tools). */
export default function ToolsPage() {
  const tools = useTools();
  return (
    <div className="page outils">
      <PageTitle>Mes outils</PageTitle>
      <QueryState query={tools} errorMessage={TOOLS_LOAD_ERROR}>
        {(list) => (
          <>
            <CategoryLinks categories={list.categories} />
            <ToolSections tools={list.tools} />
          </>
        )}
      </QueryState>
    </div>
  );
}
