import { defineRoute } from '../api-route';
import { DroitsSchema, DroitsGerantParamSchema, DroitsGerantSchema, LoginAdSchema, LoginParamSchema } from './droits.schema';
import { PortefeuilleSchema } from '../collaborateur/collaborateur.schema';

export const getDroitsRoute = defineRoute({
  method: 'get',
  path: '/api/droits',
  tag: 'droits',
  summary: 'Droits de l’utilisateur (en-tête x-force pour ignorer le cache)',
  auth: 'session',
  response: DroitsSchema,
});
export const getPersonneDroitsRoute = defineRoute({
  method: 'get',
  path: '/api/droits/gerant/{guidPersonne}/{codeDossier}',
  tag: 'droits',
  summary: 'Droits d’une personne sur un dossier',
  auth: 'session',
  params: DroitsGerantParamSchema,
  response: DroitsGerantSchema,
  dossier: { selfOrGerant: 'guidPersonne' },
});
export const getLoginAdRoute = defineRoute({
  method: 'get',
  path: '/api/droits/getLoginAD',
  tag: 'collaborateur',
  summary: 'Login AD du collaborateur connecté',
  auth: 'staff',
  response: LoginAdSchema,
});
export const getPortefeuilleRoute = defineRoute({
  method: 'get',
  path: '/api/droits/dossiersCollaborateur/{login}',
  tag: 'collaborateur',
  summary: 'Portefeuille d’un collaborateur',
  auth: 'staff',
  params: LoginParamSchema,
  response: PortefeuilleSchema,
});
