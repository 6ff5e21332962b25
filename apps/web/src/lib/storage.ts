import { StorageKey } from '../config/storage-keys';

/** localStorage access that never throws (private mode, disabled storage, server side). */
function store(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readStorage(key: StorageKey): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    const s = store();
    if (!s) return;
    if (value === null || value === '') s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // storage full or disabled: the app still works for this page
  }
}

/** Logout clears what belongs to the session (spec 01 §4 "Session"). */
export function clearSessionState(): void {
  writeStorage(StorageKey.codeDossierCollaborateur, null);
  writeStorage(StorageKey.redirectTo, null);
}
