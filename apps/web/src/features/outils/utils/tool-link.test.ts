import { paragraphs, splitFavorites, toolTarget } from './tool-link';

describe('toolTarget', () => {
  it('resolves a named route to its path', () => {
    expect(toolTarget({ linkType: 'route', link: 'simulateur-emprunt', linkOpenNewTab: false })).toEqual({
      kind: 'internal',
      to: '/outils/simulateur-emprunt',
    });
    expect(toolTarget({ linkType: 'route', link: 'duer-index', linkOpenNewTab: false })).toEqual({ kind: 'internal', to: '/outils/duer' });
    expect(toolTarget({ linkType: 'route', link: 'inconnue', linkOpenNewTab: false })).toEqual({ kind: 'none' });
  });
  it('keeps an internal path, refuses a protocol-relative one', () => {
    expect(toolTarget({ linkType: 'path', link: '/outils/calendrier', linkOpenNewTab: false })).toEqual({ kind: 'internal', to: '/outils/calendrier' });
    expect(toolTarget({ linkType: 'path', link: '//evil.example', linkOpenNewTab: false })).toEqual({ kind: 'none' });
  });
  it('opens external http(s) links, in a new tab when asked, never another scheme', () => {
    expect(toolTarget({ linkType: 'url', link: 'https://www.msa.fr', linkOpenNewTab: true })).toEqual({
      kind: 'external',
      href: 'https://www.msa.fr',
      newTab: true,
    });
    expect(toolTarget({ linkType: 'url', link: 'http://a.fr', linkOpenNewTab: false })).toEqual({ kind: 'external', href: 'http://a.fr', newTab: false });
    expect(toolTarget({ linkType: 'url', link: 'javascript:alert(1)', linkOpenNewTab: true })).toEqual({ kind: 'none' });
  });
});

describe('splitFavorites and paragraphs', () => {
  it('splits favourites from the others keeping the order', () => {
    const tools = [
      { slug: 'a', favorite: false },
      { slug: 'b', favorite: true },
      { slug: 'c', favorite: false },
    ];
    const { favorites, others } = splitFavorites(tools);
    expect(favorites.map((t) => t.slug)).toEqual(['b']);
    expect(others.map((t) => t.slug)).toEqual(['a', 'c']);
  });
  it('cuts an explanation into paragraphs', () => {
    expect(paragraphs('Un.\n\nDeux\nsuite.\n \nTrois.')).toEqual(['Un.', 'Deux\nsuite.', 'Trois.']);
  });
});
