import { createStore } from './create-store';

interface ErrorDialogState {
  title: string;
  message: string;
}

export const errorDialogStore = createStore<ErrorDialogState | null>(null);

export const openErrorDialog = (message: string, title = 'Erreur') => errorDialogStore.set({ title, message });
export const closeErrorDialog = () => errorDialogStore.set(null);
