import { Link, useParams } from 'react-router';
import { ToolHeader } from '../../../components/tool-header/tool-header';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { pathTo } from '../../../config/routes/route-table';
import { useTools } from '../../../lib/api/get-tools';
import '../../../styles/outils.css';
import { toolTarget } from '../utils/tool-link';
import { ToolExplanation } from './tool-explanation';
import { TOOLS_LOAD_ERROR } from './tools-page';

/** /outils/{slug} (tool): a generic tool page showing its explanation, and its link when it has one elsewhere. */
export default function ToolPage() {
  const { slug = '' } = useParams();
  const tools = useTools();
  const tool = tools.data?.tools.find((t) => t.slug === slug);
  if (tools.isSuccess && !tool) {
    return (
      <div className="page outils">
        <PageTitle>Outil introuvable</PageTitle>
        <p className="etat">
          Cet outil est introuvable. <Link to={pathTo('tools')}>Retour à mes outils</Link>
        </p>
      </div>
    );
  }
  const target = tool ? toolTarget(tool) : null;
  return (
    <div className="page outils">
      {tool ? <ToolHeader slug={tool.slug} title={tool.name} info={<ToolExplanation text={tool.explanation} />} /> : <PageTitle>Outil</PageTitle>}
      <QueryState query={tools} errorMessage={TOOLS_LOAD_ERROR}>
        {() =>
          tool && (
            <article className="carte outil__contenu">
              {tool.description && <p className="outil__chapo">{tool.description}</p>}
              <ToolExplanation text={tool.explanation} />
              {target?.kind === 'external' && (
                <p>
                  <a className="bouton" href={target.href} {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    Ouvrir le site
                  </a>
                </p>
              )}
              {target?.kind === 'internal' && target.to !== `/outils/${tool.slug}` && (
                <p>
                  <Link className="bouton" to={target.to}>
                    Ouvrir l’outil
                  </Link>
                </p>
              )}
            </article>
          )
        }
      </QueryState>
    </div>
  );
}
