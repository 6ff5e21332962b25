import type { NotificationCategory } from '@portail/contracts';

const svg = (color: string, path: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24" role="img"><circle cx="12" cy="12" r="12" fill="${color}"/><path d="${path}" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** One small SVG per category, served by GET /api/notifications/image/{category}. */
export const NOTIFICATION_IMAGES: Record<NotificationCategory, string> = {
  invitation: svg('#2f6f9f', 'M6 8h12v9H6zM6 8l6 5 6-5'),
  'rendez-vous': svg('#3f8f5f', 'M7 7h10v10H7zM7 10h10M10 5v3M14 5v3'),
  evenement: svg('#b0653a', 'M12 6l1.8 3.8 4.2.5-3.1 2.9.8 4.1L12 15.3 8.3 17.3l.8-4.1L6 10.3l4.2-.5z'),
  document: svg('#6b5ea8', 'M8 5h6l3 3v11H8zM14 5v3h3'),
  information: svg('#5f6b7a', 'M12 11v6M12 7.5v.5'),
};
