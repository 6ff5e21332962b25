import { nextSearch, normaliseSearchInput } from './search';

describe('document search rules (spec 02 §5)', () => {
  it('lists all for an empty term', () => {
    expect(nextSearch('bilan', '')).toEqual({ filter: undefined, tooShort: false });
    expect(nextSearch('bilan', '   ')).toEqual({ filter: undefined, tooShort: false });
  });

  it('searches nothing for 1 or 2 characters: the previous filter stays and the message shows', () => {
    expect(nextSearch(undefined, 'b')).toEqual({ filter: undefined, tooShort: true });
    expect(nextSearch('bilan', 'bi')).toEqual({ filter: 'bilan', tooShort: true });
  });

  it('filters from 3 characters, lower-cased', () => {
    expect(nextSearch(undefined, 'Bil')).toEqual({ filter: 'bil', tooShort: false });
    expect(normaliseSearchInput('LIASSE Fiscale')).toBe('liasse fiscale');
  });
});
