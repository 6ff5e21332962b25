import type { ScreenMap } from './screens';

/** Screens of the DUER (issue 12), by route name, each in its own chunk. */
export const duerScreens: ScreenMap = {
  'duer-index': () => import('../../features/duer/components/duer-index-page'),
  duer: () => import('../../features/duer/components/duer-page'),
  duercategorie: () => import('../../features/duer/components/categorie-page'),
  duermodule: () => import('../../features/duer/components/module/duer-module-page'),
  duerpreambule: () => import('../../features/duer/components/textes/duer-preambule-page'),
  duerinformationsgenerales: () => import('../../features/duer/components/textes/duer-informations-generales-page'),
  duerpagedegarde: () => import('../../features/duer/components/textes/duer-page-de-garde-page'),
  dueraudit: () => import('../../features/duer/components/audit/duer-audit-page'),
  duerannexes: () => import('../../features/duer/components/documents/duer-annexes-page'),
  duerannexesmodule: () => import('../../features/duer/components/documents/duer-annexes-module-page'),
  duerversions: () => import('../../features/duer/components/impression/duer-versions-page'),
  duerpages: () => import('../../features/duer/components/documents/duer-pages-page'),
  duerplanaction: () => import('../../features/duer/components/plan-action/duer-plan-action-page'),
};
