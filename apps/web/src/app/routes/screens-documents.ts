import type { ScreenMap } from './screens';

/** Screens of the document store (GED, issue 9), by route name. */
export const documentsScreens: ScreenMap = {
  'ged-documents': () => import('../../features/documents/components/documents-page'),
  adddocument: () => import('../../features/documents/components/upload-page'),
  'ged-adddocument': () => import('../../features/documents/components/upload-choice-page'),
  'ged-histo-envoi': () => import('../../features/documents/components/history-page'),
  'ged-documents-administration': () => import('../../features/documents/components/board-page'),
  'ged-view': () => import('../../features/documents/components/ged-view-page'),
};
