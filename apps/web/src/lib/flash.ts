import { createStore } from './create-store';

type FlashKind = 'error' | 'success' | 'info';
interface Flash {
  kind: FlashKind;
  message: string;
}

/** The shell's flash banner (spec 01 §2.3), cleared after each navigation. */
export const flashStore = createStore<Flash | null>(null);

export const showFlash = (kind: FlashKind, message: string) => flashStore.set({ kind, message });
export const clearFlash = () => {
  if (flashStore.get() !== null) flashStore.set(null);
};
