import type { ScreenMap } from './screens';

/** Screens of invitations and rights sharing, by route name. */
export const sharingScreens: ScreenMap = {
  invitation: () => import('../../features/sharing/components/invitation-page'),
  invitationsubscribe: () => import('../../features/sharing/components/invitation-subscribe-page'),
  mesDroits: () => import('../../features/sharing/components/mes-droits-page'),
  partagerDroits: () => import('../../features/sharing/components/partager-droits-page'),
  partagerDroitsInviter: () => import('../../features/sharing/components/inviter-page'),
  partagerDroitsEdit: () => import('../../features/sharing/components/edition-page'),
};
