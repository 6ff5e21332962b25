import { nextPageOf } from '../api/get-documents';
import { nearBottom, SCROLL_THRESHOLD } from './use-infinite-scroll';

describe('infinite scroll', () => {
  it('asks for the next page only after a full page of 20', () => {
    expect(nextPageOf({ data: new Array(20).fill(null), page: 0 })).toBe(1);
    expect(nextPageOf({ data: new Array(19).fill(null), page: 3 })).toBeUndefined();
    expect(nextPageOf({ data: [], page: 0 })).toBeUndefined();
  });

  it('loads within 100 px of the bottom in the list layout and 200 px in the table', () => {
    // 2000 px page, 800 px viewport: the bottom is 150 px away at scrollTop 1050.
    expect(nearBottom(1050, 800, 2000, SCROLL_THRESHOLD.liste)).toBe(false);
    expect(nearBottom(1050, 800, 2000, SCROLL_THRESHOLD.tableau)).toBe(true);
    expect(nearBottom(1100, 800, 2000, SCROLL_THRESHOLD.liste)).toBe(true);
  });
});
