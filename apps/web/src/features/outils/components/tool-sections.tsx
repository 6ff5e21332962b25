import type { Tool } from '@portail/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSetToolFavorite } from '../../../lib/api/set-tool-favorite';
import { splitFavorites } from '../utils/tool-link';
import { ToolCard } from './tool-card';

const TOOLS_HINT = 'Personnalisez vos favoris en sélectionnant un outil puis en cliquant sur l’étoile';
const TOOLS_EMPTY = 'Il n’y a aucun outil pour l’instant';

/** 'Mes outils favoris' then 'Autres outils'; the star moves a card between them at once. */
export function ToolSections({ tools }: { tools: Tool[] }) {
  const favorite = useSetToolFavorite();
  if (tools.length === 0) return <EmptyState>{TOOLS_EMPTY}</EmptyState>;
  const { favorites, others } = splitFavorites(tools);
  const toggle = (tool: Tool) => favorite.mutate({ slug: tool.slug, favorite: !tool.favorite });
  return (
    <>
      <section aria-labelledby="outils-favoris" data-testid="section-favoris">
        <h2 id="outils-favoris" className="section__titre">
          Mes outils favoris
        </h2>
        {favorites.length === 0 ? (
          <p className="etat outils__astuce">{TOOLS_HINT}</p>
        ) : (
          <ul className="outils__grille">
            {favorites.map((tool) => (
              <ToolCard key={tool.slug} tool={tool} onToggleFavorite={toggle} />
            ))}
          </ul>
        )}
      </section>
      {others.length > 0 && (
        <section aria-labelledby="outils-autres" data-testid="section-autres">
          <h2 id="outils-autres" className="section__titre">
            Autres outils
          </h2>
          <ul className="outils__grille">
            {others.map((tool) => (
              <ToolCard key={tool.slug} tool={tool} onToggleFavorite={toggle} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
