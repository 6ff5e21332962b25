import { SharingMessages } from '@portail/contracts';
import type { RateLimitRule } from '../../common/rate-limit/rate-limit-rule';

const WINDOW = 15 * 60;
const TOO_MANY = 'Trop de demandes depuis votre adresse. Veuillez réessayer dans quelques minutes.';

/** Public invitation calls per client address (architecture.md §4); invitations sent per person and hour (INVITATIONS_PER_HOUR). */
export const InvitationLimits = {
  read: { name: 'invitation-lecture', message: TOO_MANY, limits: { points: 300, durationSeconds: WINDOW } },
  signUp: { name: 'invitation-inscription', message: TOO_MANY, limits: { points: 20, durationSeconds: WINDOW } },
  send: {
    name: 'invitation-envoi',
    message: SharingMessages.tropDInvitations,
    limits: (config) => ({ points: config.invitation.perHour, durationSeconds: 3600 }),
  },
} satisfies Record<string, RateLimitRule>;
