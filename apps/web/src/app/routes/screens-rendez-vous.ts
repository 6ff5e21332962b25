import type { ScreenMap } from './screens';

/** Screens of appointments, contacts, news and content pages, by route name. */
export const rendezVousScreens: ScreenMap = {
  news: () => import('../../features/actualites/components/news-page'),
  'news-list': () => import('../../features/actualites/components/news-list-page'),
  rdvsingle: () => import('../../features/rendez-vous/components/rdv-detail-page'),
  addrdv: () => import('../../features/rendez-vous/components/rdv-request-page'),
  editrdv: () => import('../../features/rendez-vous/components/rdv-edit-page'),
  contacts: () => import('../../features/contacts/components/contacts-page'),
  contact: () => import('../../features/contacts/components/contact-page'),
  page: () => import('../../features/content/components/generic-page'),
};
