import type { DocumentationCategorie } from '@portail/contracts';
import { categorieLink, documentationLink, findCategories } from './documentation-link';

describe('documentationLink (spec 02 §9 documentation cards)', () => {
  it('opens the library when the card has an available GED code', () => {
    expect(documentationLink({ codeGed: 'ACCISES', gedDispo: true, url: 'https://ignored.fr' })).toEqual({ kind: 'bibliotheque', codeGed: 'ACCISES' });
  });
  it('an address containing :// is external, any other value a named route', () => {
    expect(documentationLink({ codeGed: 'STATUTS', gedDispo: false, url: 'https://www.douane.gouv.fr' })).toEqual({
      kind: 'externe',
      href: 'https://www.douane.gouv.fr',
    });
    expect(documentationLink({ codeGed: null, gedDispo: false, url: 'rgpd' })).toEqual({ kind: 'route', name: 'rgpd' });
  });
  it('leads nowhere with an unavailable library and no address', () => {
    expect(documentationLink({ codeGed: 'STATUTS', gedDispo: false, url: null })).toEqual({ kind: 'aucun' });
  });
  it('a category opens its sub-page under its parents, or its own address', () => {
    expect(categorieLink({ code: 'viticulture-accises', url: null }, ['fiscalite', 'fiscalite-viticulture'])).toEqual({
      kind: 'categorie',
      path: ['fiscalite', 'fiscalite-viticulture', 'viticulture-accises'],
    });
    expect(categorieLink({ code: 'site', url: 'https://www.exemple.fr' }, [])).toEqual({ kind: 'externe', href: 'https://www.exemple.fr' });
  });
});

describe('findCategories', () => {
  const leaf = (code: string, categories: DocumentationCategorie[] = []): DocumentationCategorie => ({
    code,
    title: code,
    url: null,
    order: 0,
    estSiteInternet: false,
    documentations: [],
    categories,
  });
  const tree = [leaf('a', [leaf('b', [leaf('c')])]), leaf('d')];
  it('follows the path down three levels, null on an unknown code', () => {
    expect(findCategories(tree, ['a', 'b', 'c'])?.map((c) => c.code)).toEqual(['a', 'b', 'c']);
    expect(findCategories(tree, ['a', 'x'])).toBeNull();
    expect(findCategories(tree, ['d', 'b'])).toBeNull();
  });
});
