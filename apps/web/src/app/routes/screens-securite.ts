import type { ScreenMap } from './screens';

/** Second factor, sessions and the staff's view of a dossier's members (issue 33), by route name. */
export const securiteScreens: ScreenMap = {
  securite: () => import('../../features/securite/components/securite-page'),
  sessions: () => import('../../features/securite/components/sessions-page'),
  'terminer-session': () => import('../../features/securite/components/end-session-page'),
  'adherents-dossier': () => import('../../features/securite/components/adherents-page'),
};
