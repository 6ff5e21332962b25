import { bibliothequeFilter } from './bibliotheque-filter';

describe('bibliothequeFilter', () => {
  it("sends '*' for an empty search and the lower-cased term otherwise", () => {
    expect(bibliothequeFilter('')).toBe('*');
    expect(bibliothequeFilter('   ')).toBe('*');
    expect(bibliothequeFilter(' TVA Agricole ')).toBe('tva agricole');
    expect(bibliothequeFilter('tva')).toBe('tva');
  });
  it('searches nothing for 1 or 2 characters (issue 29, defect 20)', () => {
    expect(bibliothequeFilter('t')).toBeNull();
    expect(bibliothequeFilter(' TV ')).toBeNull();
  });
});
