import { defineRoute } from '../api-route';
import { CodeDossierParamSchema } from '../user/user.schema';
import {
  CodeDossierEventParamSchema,
  DossierEventParamSchema,
  EventIdParamSchema,
  EventInvitationSchema,
  EventListQuerySchema,
  EventListSchema,
  LinkedParamSchema,
  LivestormParamSchema,
  LivestormSchema,
  SubscribeResultSchema,
  SubscribeSchema,
  SubscriptionListSchema,
} from './evenements.schema';
import { MainStatListSchema, NewHomeSectionSchema } from './home.schema';
import {
  MarkReadResultSchema,
  NotificationCategoryParamSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  UnreadCountSchema,
} from './notifications.schema';

/** Api paths of events, notifications and the home screen (issue 4). */
export const getNotificationsRoute = defineRoute({
  method: 'get',
  path: '/api/notifications',
  tag: 'notifications',
  summary: 'Notifications de la personne, les plus récentes d’abord (paginé)',
  auth: 'session',
  query: NotificationListQuerySchema,
  response: NotificationPageSchema,
});
export const getUnreadCountRoute = defineRoute({
  method: 'get',
  path: '/api/notifications/count/unread',
  tag: 'notifications',
  summary: 'Nombre de notifications non lues',
  auth: 'session',
  response: UnreadCountSchema,
});
export const markNotificationsReadRoute = defineRoute({
  method: 'put',
  path: '/api/notifications/lues',
  tag: 'notifications',
  summary: 'Marque lues toutes les notifications',
  auth: 'session',
  response: MarkReadResultSchema,
});
export const getNotificationImageRoute = defineRoute({
  method: 'get',
  path: '/api/notifications/image/{category}',
  tag: 'notifications',
  summary: 'Image SVG d’une catégorie',
  auth: 'session',
  params: NotificationCategoryParamSchema,
});
export const getEventsRoute = defineRoute({
  method: 'get',
  path: '/api/events',
  tag: 'événements',
  summary: 'Événements (limite 300)',
  auth: 'session',
  query: EventListQuerySchema,
  response: EventListSchema,
  dossier: { modules: ['page_events'] },
});
export const getEventIconRoute = defineRoute({
  method: 'get',
  path: '/api/events/icon/{id}',
  tag: 'événements',
  summary: 'Icône d’un événement',
  auth: 'session',
  params: EventIdParamSchema,
});
export const getEventImageRoute = defineRoute({
  method: 'get',
  path: '/api/events/image/{id}',
  tag: 'événements',
  summary: 'Image d’un événement',
  auth: 'session',
  params: EventIdParamSchema,
});
export const getDossierSubscriptionsRoute = defineRoute({
  method: 'get',
  path: '/api/events/subscriptions/{codeDossier}',
  tag: 'événements',
  summary: 'Participants inscrits par le dossier',
  auth: 'session',
  params: CodeDossierParamSchema,
  response: SubscriptionListSchema,
  dossier: { modules: ['page_events'] },
});
export const getEventSubscriptionsRoute = defineRoute({
  method: 'get',
  path: '/api/events/subscriptions/{dossier}/{id}',
  tag: 'événements',
  summary: 'Participants du dossier à un événement',
  auth: 'session',
  params: DossierEventParamSchema,
  response: SubscriptionListSchema,
  dossier: { modules: ['page_events'] },
});
export const getEventInvitationRoute = defineRoute({
  method: 'get',
  path: '/api/events/invitation/{dossier}/{id}',
  tag: 'événements',
  summary: 'Événement et réponse du dossier',
  auth: 'session',
  params: DossierEventParamSchema,
  response: EventInvitationSchema,
  dossier: { modules: ['page_events'] },
});
export const getLinkedEventsRoute = defineRoute({
  method: 'get',
  path: '/api/events/linked/{idCampagne}/{dossier}',
  tag: 'événements',
  summary: 'Événements liés de la campagne',
  auth: 'session',
  params: LinkedParamSchema,
  response: EventListSchema,
  dossier: { modules: ['page_events'] },
});
export const subscribeEventRoute = defineRoute({
  method: 'post',
  path: '/api/events/subscribe/{dossier}/{id}',
  tag: 'événements',
  summary: 'Inscrit les nouveaux participants et supprime ceux marqués deleted',
  auth: 'session',
  params: DossierEventParamSchema,
  body: SubscribeSchema,
  response: SubscribeResultSchema,
  dossier: { modules: ['page_events'] },
});
export const declineEventRoute = defineRoute({
  method: 'post',
  path: '/api/events/subscribeNo/{codeDossier}/{id}',
  tag: 'événements',
  summary: 'Décline l’invitation',
  auth: 'session',
  params: CodeDossierEventParamSchema,
  response: SubscribeResultSchema,
  dossier: { modules: ['page_events'] },
});
export const getWebinarLinkRoute = defineRoute({
  method: 'get',
  path: '/api/events/livestorm/{guidEvent}/{mail}',
  tag: 'événements',
  summary: 'Lien du webinaire pour un participant inscrit',
  auth: 'session',
  params: LivestormParamSchema,
  response: LivestormSchema,
});
export const getMainStatsRoute = defineRoute({
  method: 'get',
  path: '/api/chiffres/accueil/{codeDossier}',
  tag: 'accueil',
  summary: 'Chiffres clés du carrousel d’accueil',
  auth: 'session',
  params: CodeDossierParamSchema,
  response: MainStatListSchema,
  dossier: { modules: ['mod_chiffres'] },
});
export const getHomeSectionRoute = defineRoute({
  method: 'get',
  path: '/api/newhomesection',
  tag: 'accueil',
  summary: 'Section mise en avant de l’accueil',
  auth: 'session',
  response: NewHomeSectionSchema,
});
export const getHomeSectionImageRoute = defineRoute({
  method: 'get',
  path: '/api/newhomesection/image',
  tag: 'accueil',
  summary: 'Image de la section mise en avant',
  auth: 'session',
});
