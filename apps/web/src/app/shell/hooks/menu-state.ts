import { useSyncExternalStore } from 'react';
import { StorageKey } from '../../../config/storage-keys';
import { createStore } from '../../../lib/create-store';
import { readStorage, writeStorage } from '../../../lib/storage';

/** Below this width the menu is a drawer over the page (the stylesheet's breakpoint). */
const NARROW_SCREEN_QUERY = '(max-width: 959px)';

const matches = (query: string) => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** The drawer starts closed on a narrow screen; a wide screen remembers the user's choice (spec 01 §2.3). */
function initialMenuState(narrow: boolean, stored: string | null): boolean {
  if (narrow) return false;
  return stored === null ? true : stored === '1';
}

/** Side menu open or closed (spec 01 §2.3); guided tours will toggle it through this store. */
export const menuStore = createStore<boolean>(initialMenuState(matches(NARROW_SCREEN_QUERY), readStorage(StorageKey.menuOuvert)));

/** Opening or closing the drawer of a narrow screen is not a preference: only the wide layout's choice is kept. */
export function setMenuOpen(open: boolean): void {
  menuStore.set(open);
  if (!matches(NARROW_SCREEN_QUERY)) writeStorage(StorageKey.menuOuvert, open ? '1' : '0');
}

export const useMenuOpen = () => menuStore.useValue();

/** The menu as guided tours drive it: open on navigation steps, closed on the others, then as it was (spec 02 §4). */
export const tourMenuControl = {
  isOpen: () => menuStore.get(),
  setOpen: setMenuOpen,
  contains: (element: Element) => element.closest('#navigation-laterale') !== null,
};

const subscribeNarrow = (listener: () => void) => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(NARROW_SCREEN_QUERY);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
};

/** True while the menu is a drawer (narrow screen). */
export const useNarrowScreen = () =>
  useSyncExternalStore(
    subscribeNarrow,
    () => matches(NARROW_SCREEN_QUERY),
    () => false,
  );
