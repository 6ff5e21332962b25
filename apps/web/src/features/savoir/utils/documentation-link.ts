import type { Documentation, DocumentationCategorie } from '@portail/contracts';

/** Where a documentation card leads (spec 02 §9): a library, an external address (new tab), a sub-category or a named route. */
export type LienDocumentation =
  | { kind: 'bibliotheque'; codeGed: string }
  | { kind: 'externe'; href: string }
  | { kind: 'categorie'; path: string[] }
  | { kind: 'route'; name: string }
  | { kind: 'aucun' };

/** An address containing '://' opens in a new tab; any other non-empty value names a route of the portal. */
function fromUrl(url: string | null): LienDocumentation | null {
  if (!url) return null;
  if (url.includes('://')) return { kind: 'externe', href: url };
  return { kind: 'route', name: url };
}

export function documentationLink(doc: Pick<Documentation, 'url' | 'codeGed' | 'gedDispo'>): LienDocumentation {
  if (doc.gedDispo && doc.codeGed) return { kind: 'bibliotheque', codeGed: doc.codeGed };
  return fromUrl(doc.url) ?? { kind: 'aucun' };
}

/** A category card: its own address when it has one, else its page under the parents' path. */
export function categorieLink(categorie: Pick<DocumentationCategorie, 'code' | 'url'>, parents: string[]): LienDocumentation {
  return fromUrl(categorie.url) ?? { kind: 'categorie', path: [...parents, categorie.code] };
}

/** The categories along a path of codes (at most three), or null when one is unknown. */
export function findCategories(tree: DocumentationCategorie[], path: string[]): DocumentationCategorie[] | null {
  const found: DocumentationCategorie[] = [];
  let level = tree;
  for (const code of path) {
    const next = level.find((c) => c.code === code);
    if (!next) return null;
    found.push(next);
    level = next.categories;
  }
  return found;
}
