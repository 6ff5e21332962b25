import type { ReactNode } from 'react';
import { useTools } from '../../lib/api/get-tools';
import { useSetToolFavorite } from '../../lib/api/set-tool-favorite';
import { FavoriteHeader } from './favorite-header';

interface ToolHeaderProps {
  /** The tool's slug in the catalogue (GET /api/tools/all). */
  slug: string;
  title: string;
  /** Explanation shown in the info dialog. */
  info: ReactNode;
}

/**
 * The header every tool screen shares: its favourite star reads the tools list query and saves
 * through POST /api/tools/favorite/{add|remove}, so a star toggled here shows on /outils too.
 */
export function ToolHeader({ slug, title, info }: ToolHeaderProps) {
  const tools = useTools();
  const mutation = useSetToolFavorite();
  const tool = tools.data?.tools.find((t) => t.slug === slug);
  const favorite = tool?.favorite ?? false;
  return (
    <FavoriteHeader
      title={title}
      favorite={favorite}
      busy={!tool || mutation.isPending}
      onToggleFavorite={() => mutation.mutate({ slug, favorite: !favorite })}
      info={info}
    />
  );
}
