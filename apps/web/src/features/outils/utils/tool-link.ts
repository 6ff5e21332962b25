import type { Tool } from '@portail/contracts';
import { findRoute, pathTo } from '../../../config/routes/route-table';

type ToolTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string; newTab: boolean } | { kind: 'none' };

const isHttp = (href: string) => /^https?:\/\//i.test(href);

/**
 * Where a tool card leads: a named route of the app, an internal path, or an external http(s) link
 * (new tab when linkOpenNewTab). A route name the app does not know, or a non-http link, leads nowhere.
 */
export function toolTarget(tool: Pick<Tool, 'linkType' | 'link' | 'linkOpenNewTab'>): ToolTarget {
  if (tool.linkType === 'route') return findRoute(tool.link) ? { kind: 'internal', to: pathTo(tool.link) } : { kind: 'none' };
  if (tool.linkType === 'path') return tool.link.startsWith('/') && !tool.link.startsWith('//') ? { kind: 'internal', to: tool.link } : { kind: 'none' };
  return isHttp(tool.link) ? { kind: 'external', href: tool.link, newTab: tool.linkOpenNewTab } : { kind: 'none' };
}

/** Favourites first section, the others second, each in catalogue order. */
export function splitFavorites<T extends { favorite: boolean }>(tools: T[]): { favorites: T[]; others: T[] } {
  return { favorites: tools.filter((t) => t.favorite), others: tools.filter((t) => !t.favorite) };
}

/** The explanation's paragraphs (separated by a blank line in the catalogue). */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
