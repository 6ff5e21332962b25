import { defineRoute } from '../api-route';
import { EMPRUNTS_ACCESS } from './emprunts.access';
import { CodeDossierParamSchema } from '../user/user.schema';
import { EmpruntIdParamSchema, EmpruntInputSchema, EmpruntListSchema, EmpruntSchema } from './emprunts.schema';

/**
 * Loans of the loan simulator (spec 02 §7: read at GET /api/chiffres/emprunts/{codeDossier};
 * AddEmprunt, EditEmprunt and DelEmprunt under the same resource), under EMPRUNTS_ACCESS.
 */
export const getEmpruntsRoute = defineRoute({
  method: 'get',
  path: '/api/chiffres/emprunts/{codeDossier}',
  tag: 'emprunts',
  summary: 'EmpruntsFetch : emprunts du dossier avec leur échéancier (10 exercices depuis l’année en cours et le solde)',
  auth: 'session',
  params: CodeDossierParamSchema,
  response: EmpruntListSchema,
  dossier: EMPRUNTS_ACCESS,
});
export const addEmpruntRoute = defineRoute({
  method: 'post',
  path: '/api/chiffres/emprunts/{codeDossier}',
  tag: 'emprunts',
  summary: 'AddEmprunt : enregistre un emprunt ; le serveur calcule et conserve son échéancier',
  auth: 'session',
  params: CodeDossierParamSchema,
  body: EmpruntInputSchema,
  response: EmpruntSchema,
  status: 201,
  dossier: EMPRUNTS_ACCESS,
});
export const editEmpruntRoute = defineRoute({
  method: 'put',
  path: '/api/chiffres/emprunts/{codeDossier}/{id}',
  tag: 'emprunts',
  summary: 'EditEmprunt : modifie un emprunt du dossier et recalcule son échéancier (404 pour un autre dossier)',
  auth: 'session',
  params: EmpruntIdParamSchema,
  body: EmpruntInputSchema,
  response: EmpruntSchema,
  dossier: EMPRUNTS_ACCESS,
});
export const delEmpruntRoute = defineRoute({
  method: 'delete',
  path: '/api/chiffres/emprunts/{codeDossier}/{id}',
  tag: 'emprunts',
  summary: 'DelEmprunt : supprime un emprunt du dossier (404 pour un autre dossier)',
  auth: 'session',
  params: EmpruntIdParamSchema,
  status: 204,
  dossier: EMPRUNTS_ACCESS,
});
