import { defineRoute } from '../api-route';
import { PortefeuilleSchema, DossierSearchParamSchema } from './collaborateur.schema';

export const searchDossiersRoute = defineRoute({
  method: 'get',
  path: '/api/collaborateur/dossier/search/{term}',
  tag: 'collaborateur',
  summary: 'Recherche dans le portefeuille (3 caractères minimum)',
  auth: 'staff',
  params: DossierSearchParamSchema,
  response: PortefeuilleSchema,
});
