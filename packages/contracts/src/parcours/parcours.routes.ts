import { defineRoute } from '../api-route';
import {
  CodeParcoursParamSchema,
  ContenuParcoursParamSchema,
  ParcoursCreationSchema,
  ParcoursEnCoursSchema,
  ParcoursListSchema,
  ParcoursModificationSchema,
  ParcoursSchema,
  RouteNameParamSchema,
} from './parcours.schema';

const tag = 'parcours';

export const getParcoursEnCoursRoute = defineRoute({
  method: 'get',
  path: '/api/parcours/encours/{routeName}',
  tag,
  summary: 'Parcours guidé de la route pour la personne connectée (dejaFait), ou parcours null',
  auth: 'session',
  params: RouteNameParamSchema,
  response: ParcoursEnCoursSchema,
});
export const markParcoursFaitRoute = defineRoute({
  method: 'post',
  path: '/api/parcours/utilisateur/{code}',
  tag,
  summary: 'Marque le parcours comme déjà fait pour la personne connectée (404 pour un code inconnu)',
  auth: 'session',
  params: CodeParcoursParamSchema,
  status: 204,
});
export const unmarkParcoursFaitRoute = defineRoute({
  method: 'delete',
  path: '/api/parcours/utilisateur/{code}',
  tag,
  summary: 'Retire la marque « déjà fait » pour la personne connectée : le parcours sera rejoué (404 pour un code inconnu)',
  auth: 'session',
  params: CodeParcoursParamSchema,
  status: 204,
});

export const listContenusParcoursRoute = defineRoute({
  method: 'get',
  path: '/api/contenus/parcours',
  tag,
  summary: 'Personnel : tous les parcours guidés',
  auth: 'staff',
  response: ParcoursListSchema,
});
export const createContenuParcoursRoute = defineRoute({
  method: 'post',
  path: '/api/contenus/parcours',
  tag,
  summary: 'Personnel : crée un parcours ; chaque étape est validée (400 « Étape n : … »)',
  auth: 'staff',
  body: ParcoursCreationSchema,
  response: ParcoursSchema,
  status: 201,
});
export const updateContenuParcoursRoute = defineRoute({
  method: 'put',
  path: '/api/contenus/parcours/{id}',
  tag,
  summary: 'Personnel : modifie le parcours de code {id}',
  auth: 'staff',
  params: ContenuParcoursParamSchema,
  body: ParcoursModificationSchema,
  response: ParcoursSchema,
});
export const deleteContenuParcoursRoute = defineRoute({
  method: 'delete',
  path: '/api/contenus/parcours/{id}',
  tag,
  summary: 'Personnel : supprime le parcours de code {id} et son suivi par personne',
  auth: 'staff',
  params: ContenuParcoursParamSchema,
  status: 204,
});
