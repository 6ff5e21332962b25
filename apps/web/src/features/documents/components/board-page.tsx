import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DocumentsMessages, type BoardNode, type GedDocument } from '@portail/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { useBoardTree } from '../api/get-board';
import { DocumentViewer } from './document-viewer';
import { PagedDocuments } from './paged-documents';
import { SearchBox } from './search-box';
import '../../../styles/documents.css';

function findWorkspace(nodes: BoardNode[], uuid: string): BoardNode[] | null {
  for (const node of nodes) {
    if (node.uuid === uuid) return [node];
    const below = findWorkspace(node.nodes, uuid);
    if (below) return [node, ...below];
  }
  return null;
}

function Workspaces({ nodes, selected }: { nodes: BoardNode[]; selected: string[] }) {
  return (
    <ul className="ged-arbre__liste">
      {nodes.map((node) => (
        <li key={node._id}>
          <Link
            to={`/ged-administration/${node.uuid}`}
            className="ged-arbre__dossier"
            aria-current={selected[selected.length - 1] === node.uuid ? 'page' : undefined}
            data-testid={`espace-${node.uuid}`}
          >
            {node.title}
          </Link>
          {node.nodes.length > 0 && <Workspaces nodes={node.nodes} selected={selected} />}
        </li>
      ))}
    </ul>
  );
}

function WorkspaceDocuments({ workspace, onView }: { workspace: BoardNode; onView: (doc: GedDocument) => void }) {
  const [filter, setFilter] = useState<string | undefined>(undefined);
  return (
    <>
      {workspace.text && <p>{workspace.text}</p>}
      <SearchBox id="conseil-recherche" onFilter={setFilter} />
      <PagedDocuments codeDossier="conseil" source={{ kind: 'board', x: workspace.uuid }} filter={filter} caption={workspace.title} onView={onView} />
    </>
  );
}

/** /ged-administration/{workspace?}: board-of-directors workspaces and their documents (administrateur_cder). */
export default function BoardPage() {
  const { workspace } = useParams();
  const tree = useBoardTree();
  const [viewed, setViewed] = useState<GedDocument | null>(null);
  return (
    <div className="page ged">
      <PageTitle>Documents du conseil d’administration</PageTitle>
      <QueryState query={tree} errorMessage={DocumentsMessages.chargement} loadingLabel={DocumentsMessages.chargementEnCours}>
        {(nodes) => {
          if (nodes.length === 0) return <EmptyState>Aucun espace pour l’instant.</EmptyState>;
          const chain = workspace ? findWorkspace(nodes, workspace) : null;
          const selected = chain?.[chain.length - 1] ?? null;
          return (
            <div className="ged__disposition">
              <nav className="ged-arbre carte" aria-label="Espaces du conseil d’administration" data-testid="conseil-arbre">
                <Workspaces nodes={nodes} selected={chain?.map((n) => n.uuid) ?? []} />
              </nav>
              <section className="ged-panneau carte" aria-labelledby="conseil-titre">
                <h2 id="conseil-titre" className="section__titre">
                  {selected?.title ?? 'Choisissez un espace'}
                </h2>
                {selected ? (
                  <WorkspaceDocuments key={selected.uuid} workspace={selected} onView={setViewed} />
                ) : workspace ? (
                  <EmptyState>Cet espace n’existe pas ou ne vous est pas accessible.</EmptyState>
                ) : (
                  <p>Sélectionnez un espace dans la liste pour en voir les documents.</p>
                )}
              </section>
            </div>
          );
        }}
      </QueryState>
      <DocumentViewer document={viewed} onClose={() => setViewed(null)} />
    </div>
  );
}
