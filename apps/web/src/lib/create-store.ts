import { useSyncExternalStore } from 'react';

/** Minimal observable value for app-wide UI state (flash banner, error dialog). */
export function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const get = () => value;
  const set = (next: T) => {
    value = next;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const useValue = () => useSyncExternalStore(subscribe, get, get);
  return { get, set, subscribe, useValue };
}
