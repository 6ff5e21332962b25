import { Link } from 'react-router';
import { DocumentsMessages, type LibraryNode } from '@portail/contracts';
import { folderPath } from '../utils/folder-tree';
import { useNarrow } from '../utils/use-narrow';

interface FolderTreeProps {
  tree: LibraryNode[];
  /** Codes of the selected folder's chain, the selected one last. */
  selected: string[];
}

function Branch({ nodes, parents, selected }: { nodes: LibraryNode[]; parents: LibraryNode[]; selected: string[] }) {
  const current = selected[selected.length - 1];
  return (
    <ul className="ged-arbre__liste">
      {[...nodes]
        .sort((a, b) => a.order - b.order)
        .map((node) => {
          const chain = [...parents, node];
          const open = selected.includes(node.id);
          return (
            <li key={node._id}>
              {node.maintenance ? (
                <span
                  className="ged-arbre__dossier ged-arbre__dossier--maintenance"
                  title={DocumentsMessages.gedIndisponible}
                  data-testid={`dossier-${node.id}`}
                >
                  {node.title}
                  <span className="sr-only"> ({DocumentsMessages.gedIndisponible})</span>
                </span>
              ) : (
                <Link
                  to={folderPath(chain)}
                  className="ged-arbre__dossier"
                  aria-current={node.id === current ? 'page' : undefined}
                  data-testid={`dossier-${node.id}`}
                >
                  <span>{node.title}</span>
                  {node.count > 0 && (
                    <span className="ged-arbre__compte">
                      <span className="sr-only">, </span>
                      {node.count}
                      <span className="sr-only"> {node.count > 1 ? 'documents' : 'document'}</span>
                    </span>
                  )}
                </Link>
              )}
              {node.nodes.length > 0 && (open || parents.length === 0) && <Branch nodes={node.nodes} parents={chain} selected={selected} />}
            </li>
          );
        })}
    </ul>
  );
}

/**
 * Folders of the selected dossier: the first level always open, a folder's children open along the
 * selection. On a narrow screen the tree folds away once a folder is chosen, so its content comes first.
 */
export function FolderTree({ tree, selected }: FolderTreeProps) {
  const narrow = useNarrow();
  const branch = <Branch nodes={tree} parents={[]} selected={selected} />;
  return (
    <nav className="ged-arbre carte" aria-label="Dossiers de documents" data-testid="ged-arbre" data-tour="ged-arbre">
      {narrow ? (
        <details open={selected.length <= 1} className="ged-arbre__repli">
          <summary>Dossiers</summary>
          {branch}
        </details>
      ) : (
        branch
      )}
    </nav>
  );
}
