import { useEffect } from 'react';

/** Spec 02 §9: more rows are loaded this close to the bottom, in px. */
export const SCROLL_THRESHOLD = { liste: 100, tableau: 200 } as const;

/** True when the bottom of the page is at most `threshold` px below the viewport. */
export function nearBottom(scrollTop: number, viewportHeight: number, scrollHeight: number, threshold: number): boolean {
  return scrollHeight - (scrollTop + viewportHeight) <= threshold;
}

/** Calls loadMore when the page is scrolled near its bottom (or is too short to scroll) and more rows exist. */
export function useInfiniteScroll(enabled: boolean, threshold: number, loadMore: () => void, rows: number): void {
  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return;
    const check = () => {
      const root = document.documentElement;
      if (nearBottom(window.scrollY, window.innerHeight, root.scrollHeight, threshold)) loadMore();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled, threshold, loadMore, rows]);
}

/** Narrow screens get the list layout instead of the table. */
export const NARROW_QUERY = '(max-width: 767px)';
