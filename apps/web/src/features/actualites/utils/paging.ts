/** Spec 01 §9: the news page shows 2 items per list; the news list 4 per page, the offset moving by 2. */
export const NEWS_PAGE_COUNT = 2;
export const NEWS_LIST_PAGE_SIZE = 4;
export const NEWS_LIST_STEP = 2;

export interface Window<T> {
  items: T[];
  offset: number;
  previous: number | null;
  next: number | null;
}

export function newsWindow<T>(list: T[], offset: number): Window<T> {
  const max = Math.max(0, list.length - NEWS_LIST_PAGE_SIZE);
  const start = Math.min(Math.max(0, offset - (offset % NEWS_LIST_STEP)), max + (max % NEWS_LIST_STEP));
  return {
    items: list.slice(start, start + NEWS_LIST_PAGE_SIZE),
    offset: start,
    previous: start > 0 ? Math.max(0, start - NEWS_LIST_STEP) : null,
    next: start + NEWS_LIST_PAGE_SIZE < list.length ? start + NEWS_LIST_STEP : null,
  };
}

/** type=1 shows events, anything else appointments. */
export const newsType = (raw: string | null): 0 | 1 => (raw === '1' ? 1 : 0);
