import { newsType, newsWindow } from './paging';

const list = [1, 2, 3, 4, 5, 6, 7];

describe('newsWindow', () => {
  it('shows 4 items and moves by 2', () => {
    expect(newsWindow(list, 0)).toEqual({ items: [1, 2, 3, 4], offset: 0, page: 1, pageCount: 3 });
    expect(newsWindow(list, 2)).toEqual({ items: [3, 4, 5, 6], offset: 2, page: 2, pageCount: 3 });
    expect(newsWindow(list, 4)).toEqual({ items: [5, 6, 7], offset: 4, page: 3, pageCount: 3 });
  });

  it('keeps the offset in range', () => {
    expect(newsWindow(list, 40).offset).toBe(4);
    expect(newsWindow(list, -3).offset).toBe(0);
    expect(newsWindow([1, 2, 3, 4, 5, 6, 7, 8], 4)).toMatchObject({ items: [5, 6, 7, 8], page: 3, pageCount: 3 });
    expect(newsWindow([], 0)).toEqual({ items: [], offset: 0, page: 1, pageCount: 1 });
  });

  it('reads the type', () => {
    expect(newsType('1')).toBe(1);
    expect(newsType('0')).toBe(0);
    expect(newsType(null)).toBe(0);
  });
});
