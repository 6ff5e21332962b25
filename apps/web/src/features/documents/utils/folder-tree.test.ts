import { findChain, folderKind, folderPath, invoiceYears, payslipPeriod, resolveFolder, segmentsOf } from './folder-tree';
import { node, TREE } from './test-tree';

const ids = (chain: { id: string }[] | null) => chain?.map((n) => n.id) ?? null;

describe('folder tree and /documents segments', () => {
  it('reads categorie0..categorie4 in order, stopping at the first missing one', () => {
    expect(segmentsOf({ categorie0: 'social', categorie1: 'paies_2026_10' })).toEqual(['social', 'paies_2026_10']);
    expect(segmentsOf({ categorie0: 'social', categorie2: 'x' })).toEqual(['social']);
    expect(segmentsOf({})).toEqual([]);
  });

  it('selects the root without segments, the last segment otherwise, and the node parameter first', () => {
    expect(ids(resolveFolder(TREE, []))).toEqual(['main']);
    expect(ids(resolveFolder(TREE, ['social', 'paies_2026_10']))).toEqual(['main', 'social', 'paies_2026_10']);
    expect(ids(resolveFolder(TREE, ['social'], 'vendanges'))).toEqual(['main', 'social', 'vendanges']);
    expect(resolveFolder(TREE, ['juridique'])).toBeNull();
  });

  it('builds a folder’s address from its chain, the root left out; deeper than five levels with ?node=', () => {
    expect(folderPath(findChain(TREE, 'main')!)).toBe('/documents');
    expect(folderPath(findChain(TREE, 'paies_2026_10')!)).toBe('/documents/social/paies_2026_10');
    const deep = [node('main', 'main'), ...['a', 'b', 'c', 'd', 'e', 'f'].map((c) => node(c, 'default'))];
    expect(folderPath(deep)).toBe('/documents/a/b/c/d/e?node=f');
  });

  it('gives each folder its kind from its template and code', () => {
    const kinds = ['main', 'attente', 'factures', 'factures_2025', 'fiscal', 'paies_2026_10'].map((c) => folderKind(findChain(TREE, c)!.at(-1)!));
    expect(kinds).toEqual(['racine', 'attente', 'factures', 'factures', 'documents', 'paies']);
    expect(payslipPeriod('paies_2026_10')).toEqual({ year: '2026', month: '10' });
    expect(payslipPeriod('paies')).toBeNull();
    expect(invoiceYears(findChain(TREE, 'factures')!.at(-1)!)).toEqual(['2026', '2025']);
  });
});
