import { defineRoute } from '../api-route';
import { UserSchema, DossierListSchema, CodeDossierParamSchema, FavoriResultSchema } from './user.schema';

export const getUserRoute = defineRoute({
  method: 'get',
  path: '/api/user',
  tag: 'utilisateur',
  summary: 'Informations du compte',
  auth: 'session',
  response: UserSchema,
});
export const getDossiersRoute = defineRoute({
  method: 'get',
  path: '/api/user/dossiers',
  tag: 'utilisateur',
  summary: 'Dossiers propres et partagés, triés par raison sociale',
  auth: 'session',
  response: DossierListSchema,
});
export const setDossierFavoriRoute = defineRoute({
  method: 'put',
  path: '/api/user/dossierFavoris/{codeDossier}',
  tag: 'utilisateur',
  summary: 'Définit le dossier favori',
  auth: 'session',
  params: CodeDossierParamSchema,
  response: FavoriResultSchema,
  dossier: {},
});
