import type { ScreenMap } from './screens';

/** Knowledge pages and the founders' programme Initial Conseil (issue 14), by route name. */
export const savoirScreens: ScreenMap = {
  tutorials: () => import('../../features/savoir/components/tutoriels-page'),
  documentations: () => import('../../features/savoir/components/documentations-page'),
  documentationscategory: () => import('../../features/savoir/components/documentations-page'),
  documentationsged: () => import('../../features/savoir/components/bibliotheque-page'),
  rgpd: () => import('../../features/savoir/components/rgpd-page'),
  webserie: () => import('../../features/savoir/components/webserie-page'),
  'oic-presentation': () => import('../../features/initial-conseil/components/presentation-page'),
  'oic-engagements': () => import('../../features/initial-conseil/components/engagements-page'),
  'oic-soiree-createurs': () => import('../../features/initial-conseil/components/soiree-createurs-page'),
  'oic-profil': () => import('../../features/initial-conseil/components/profil-page'),
  'oic-elearnings': () => import('../../features/initial-conseil/components/elearnings-page'),
  elearning: () => import('../../features/initial-conseil/components/elearning-page'),
  'oic-outils': () => import('../../features/initial-conseil/components/outils-page'),
  'oic-interlocuteurs': () => import('../../features/initial-conseil/components/interlocuteurs-page'),
};
