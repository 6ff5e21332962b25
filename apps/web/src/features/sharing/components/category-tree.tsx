import type { Categorie } from '@portail/contracts';
import { tickState } from '../utils/category-ticking';

interface CategoryTreeProps {
  idPrefix: string;
  tree: Categorie[];
  categories: string[];
  grantable: ReadonlySet<string>;
  disabled?: boolean;
  onToggle: (id: string) => void;
}

/** The category tree of one dossier; a parent with only some sub-categories ticked is shown mixed. */
export function CategoryTree({ idPrefix, tree, categories, grantable, disabled, onToggle }: CategoryTreeProps) {
  const render = (nodes: Categorie[]) => (
    <ul>
      {nodes.map((node) => {
        const state = tickState(node._id, categories, tree);
        const id = `${idPrefix}-${node._id}`;
        const offered = grantable.has(node._id);
        return (
          <li key={node._id}>
            <label htmlFor={id} title={offered ? undefined : 'Le dossier ne comprend pas ce module.'}>
              <input
                id={id}
                type="checkbox"
                checked={state !== 'unchecked'}
                ref={(el) => {
                  if (el) el.indeterminate = state === 'partial';
                }}
                disabled={disabled || !offered}
                onChange={() => onToggle(node._id)}
                data-testid={id}
              />
              <span>{node.libelle}</span>
            </label>
            {node.souscategories.length > 0 && render(node.souscategories)}
          </li>
        );
      })}
    </ul>
  );
  return <div className="arbre-categories">{render(tree)}</div>;
}
