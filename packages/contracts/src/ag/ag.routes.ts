import { defineRoute } from '../api-route';
import { AG_INSCRIPTION_ACCESS } from './ag.rules';
import {
  AgAnneeIdParamSchema,
  AgAnneeListSchema,
  AgAnneeSaisieSchema,
  AgAnneeSchema,
  AgDatesSchema,
  AgInscriptionSchema,
  AgInvitationListSchema,
  AgInvitationSchema,
  AgResolutionsSchema,
  AgMillesimeListSchema,
  AgMillesimeParamSchema,
  PouvoirQuerySchema,
} from './ag.schema';

const tag = 'ag';

export const getAgDatesRoute = defineRoute({
  method: 'get',
  path: '/api/ag/dates',
  tag,
  summary: "Dates de l'assemblée générale de l'année (ouverture et clôture des inscriptions, date et lieu) et état de l'inscription",
  auth: 'session',
  response: AgDatesSchema,
});
export const getAgInvitationsRoute = defineRoute({
  method: 'get',
  path: '/api/ag/invitations/{millesime}',
  tag,
  summary: "Invitations de l'année pour les dossiers où l'utilisateur peut inscrire (canSubscribeAg…), avec leur poids de vote",
  auth: 'session',
  params: AgMillesimeParamSchema,
  response: AgInvitationListSchema,
});
export const registerAgInvitationRoute = defineRoute({
  method: 'post',
  path: '/api/ag/invitations/register',
  tag,
  summary:
    "Répond à une invitation (oui/non, nombre de participants cohérent avec les autres invitations de l'utilisateur) ; inscriptions ouvertes seulement ; mail de confirmation avec invitation calendrier (.ics)",
  auth: 'session',
  body: AgInscriptionSchema,
  response: AgInvitationSchema,
  dossier: AG_INSCRIPTION_ACCESS,
});
export const getAgPouvoirRoute = defineRoute({
  method: 'get',
  path: '/api/ag/pouvoir',
  tag,
  summary: 'Pouvoir au président en PDF pour un dossier qui ne participe pas et a une voix (poids > 0) ; 404 sinon',
  auth: 'session',
  query: PouvoirQuerySchema,
  dossier: AG_INSCRIPTION_ACCESS,
});
export const getAgResolutionsRoute = defineRoute({
  method: 'get',
  path: '/api/ag/resolutions/{millesime}',
  tag,
  summary: "Résolutions soumises à l'assemblée générale de l'année (cartes titre et texte)",
  auth: 'session',
  params: AgMillesimeParamSchema,
  response: AgResolutionsSchema,
});
export const getAgMillesimesRoute = defineRoute({
  method: 'get',
  path: '/api/ag/millesimes',
  tag,
  summary: 'Années dont les résolutions sont consultables (assemblée passée ou en cours), la plus récente d’abord',
  auth: 'session',
  response: AgMillesimeListSchema,
});

// Contenus (staff): the AG years.
export const listAgAnneesRoute = defineRoute({
  method: 'get',
  path: '/api/contenus/ag-annees',
  tag,
  summary: 'Contenus : les assemblées générales par année (dates, lieu, président, résolutions)',
  auth: 'staff',
  response: AgAnneeListSchema,
});
export const createAgAnneeRoute = defineRoute({
  method: 'post',
  path: '/api/contenus/ag-annees',
  tag,
  summary: "Contenus : ajoute l'assemblée générale d'une année",
  auth: 'staff',
  body: AgAnneeSaisieSchema,
  response: AgAnneeSchema,
  status: 201,
});
export const updateAgAnneeRoute = defineRoute({
  method: 'put',
  path: '/api/contenus/ag-annees/{id}',
  tag,
  summary: "Contenus : modifie l'assemblée générale de l'année {id} (le millésime du corps doit être le même)",
  auth: 'staff',
  params: AgAnneeIdParamSchema,
  body: AgAnneeSaisieSchema,
  response: AgAnneeSchema,
});
export const deleteAgAnneeRoute = defineRoute({
  method: 'delete',
  path: '/api/contenus/ag-annees/{id}',
  tag,
  summary: "Contenus : supprime l'assemblée générale de l'année {id} tant qu'elle n'a pas d'invitation",
  auth: 'staff',
  params: AgAnneeIdParamSchema,
  status: 204,
});
