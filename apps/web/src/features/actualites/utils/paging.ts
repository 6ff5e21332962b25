/** Spec 01 §9: the news page shows 2 items per list; the news list 4 per page, the offset moving by 2. */
export const NEWS_PAGE_COUNT = 2;
const NEWS_LIST_PAGE_SIZE = 4;
export const NEWS_LIST_STEP = 2;

interface Window<T> {
  items: T[];
  offset: number;
  /** The window as a page of the shared pagination: from 1, one page per step. */
  page: number;
  pageCount: number;
}

export function newsWindow<T>(list: T[], offset: number): Window<T> {
  const max = Math.max(0, list.length - NEWS_LIST_PAGE_SIZE);
  const start = Math.min(Math.max(0, offset - (offset % NEWS_LIST_STEP)), max + (max % NEWS_LIST_STEP));
  return {
    items: list.slice(start, start + NEWS_LIST_PAGE_SIZE),
    offset: start,
    page: start / NEWS_LIST_STEP + 1,
    pageCount: list.length > NEWS_LIST_PAGE_SIZE ? Math.ceil((list.length - NEWS_LIST_PAGE_SIZE) / NEWS_LIST_STEP) + 1 : 1,
  };
}

/** type=1 shows events, anything else appointments. */
export const newsType = (raw: string | null): 0 | 1 => (raw === '1' ? 1 : 0);
