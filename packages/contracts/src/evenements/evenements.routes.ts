import type { ApiRoute } from '../api-route';
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
import { MarkReadResultSchema, NotificationCategoryParamSchema, NotificationListQuerySchema, NotificationPageSchema, UnreadCountSchema } from './notifications.schema';

/** Api paths of events, notifications and the home screen (issue 4). */
export const evenementsRoutes: ApiRoute[] = [
  { method: 'get', path: '/api/notifications', tag: 'notifications', summary: 'Notifications de la personne, les plus récentes d’abord (paginé)', auth: 'session', query: NotificationListQuerySchema, response: NotificationPageSchema },
  { method: 'get', path: '/api/notifications/count/unread', tag: 'notifications', summary: 'Nombre de notifications non lues', auth: 'session', response: UnreadCountSchema },
  { method: 'put', path: '/api/notifications/lues', tag: 'notifications', summary: 'Marque lues toutes les notifications', auth: 'session', response: MarkReadResultSchema },
  { method: 'get', path: '/api/notifications/image/{category}', tag: 'notifications', summary: 'Image SVG d’une catégorie', auth: 'session', params: NotificationCategoryParamSchema },
  { method: 'get', path: '/api/events', tag: 'événements', summary: 'Événements (limite 300)', auth: 'session', query: EventListQuerySchema, response: EventListSchema },
  { method: 'get', path: '/api/events/icon/{id}', tag: 'événements', summary: 'Icône d’un événement', auth: 'session', params: EventIdParamSchema },
  { method: 'get', path: '/api/events/image/{id}', tag: 'événements', summary: 'Image d’un événement', auth: 'session', params: EventIdParamSchema },
  { method: 'get', path: '/api/events/subscriptions/{codeDossier}', tag: 'événements', summary: 'Participants inscrits par le dossier', auth: 'session', params: CodeDossierParamSchema, response: SubscriptionListSchema },
  { method: 'get', path: '/api/events/subscriptions/{dossier}/{id}', tag: 'événements', summary: 'Participants du dossier à un événement', auth: 'session', params: DossierEventParamSchema, response: SubscriptionListSchema },
  { method: 'get', path: '/api/events/invitation/{dossier}/{id}', tag: 'événements', summary: 'Événement et réponse du dossier', auth: 'session', params: DossierEventParamSchema, response: EventInvitationSchema },
  { method: 'get', path: '/api/events/linked/{idCampagne}/{dossier}', tag: 'événements', summary: 'Événements liés de la campagne', auth: 'session', params: LinkedParamSchema, response: EventListSchema },
  { method: 'post', path: '/api/events/subscribe/{dossier}/{id}', tag: 'événements', summary: 'Inscrit les nouveaux participants et supprime ceux marqués deleted', auth: 'session', params: DossierEventParamSchema, body: SubscribeSchema, response: SubscribeResultSchema },
  { method: 'post', path: '/api/events/subscribeNo/{codeDossier}/{id}', tag: 'événements', summary: 'Décline l’invitation', auth: 'session', params: CodeDossierEventParamSchema, response: SubscribeResultSchema },
  { method: 'get', path: '/api/events/livestorm/{guidEvent}/{mail}', tag: 'événements', summary: 'Lien du webinaire pour un participant inscrit', auth: 'session', params: LivestormParamSchema, response: LivestormSchema },
  { method: 'get', path: '/api/chiffres/accueil/{codeDossier}', tag: 'accueil', summary: 'Chiffres clés du carrousel d’accueil', auth: 'session', params: CodeDossierParamSchema, response: MainStatListSchema },
  { method: 'get', path: '/api/newhomesection', tag: 'accueil', summary: 'Section mise en avant de l’accueil', auth: 'session', response: NewHomeSectionSchema },
  { method: 'get', path: '/api/newhomesection/image', tag: 'accueil', summary: 'Image de la section mise en avant', auth: 'session' },
];
