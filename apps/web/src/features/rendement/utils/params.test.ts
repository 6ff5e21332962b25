import { carteParams } from './params';

describe('map choices from the address', () => {
  it('defaults to communes, Blé tendre d’hiver and no year (the map chooses); keeps valid values', () => {
    const n = new Date().getFullYear();
    expect(carteParams(new URLSearchParams(''))).toEqual({ type: 'commune', culture: 1015, millesime: null });
    expect(carteParams(new URLSearchParams(`type=petiteRegion&culture=1022&millesime=${n - 3}`))).toEqual({
      type: 'petiteRegion',
      culture: 1022,
      millesime: n - 3,
    });
    expect(carteParams(new URLSearchParams('type=pays&culture=abc&millesime=1990'))).toEqual({ type: 'commune', culture: 1015, millesime: null });
  });
});
