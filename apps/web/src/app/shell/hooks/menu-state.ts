import { StorageKey } from '../../../config/storage-keys';
import { createStore } from '../../../lib/create-store';
import { readStorage, writeStorage } from '../../../lib/storage';

const WIDE_SCREEN_QUERY = '(min-width: 960px)';

function initialMenuState(): boolean {
  const stored = readStorage(StorageKey.menuOuvert);
  if (stored !== null) return stored === '1';
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN_QUERY).matches : true;
}

/** Side menu open or closed (spec 01 §2.3); guided tours will toggle it through this store. */
export const menuStore = createStore<boolean>(initialMenuState());

export function setMenuOpen(open: boolean): void {
  menuStore.set(open);
  writeStorage(StorageKey.menuOuvert, open ? '1' : '0');
}

export const useMenuOpen = () => menuStore.useValue();
