import { defineRoute } from '../api-route';
import { CodeDossierParamSchema } from '../user/user.schema';
import {
  IdentifiantCreationSchema,
  IdentifiantIdParamSchema,
  IdentifiantListSchema,
  IdentifiantModificationSchema,
  IdentifiantSchema,
  MotDePasseRevelationSchema,
} from './identifiants.schema';

const tag = 'identifiants';
/** Role 1 (gérant) of the dossier only (spec 02 §6); staff reach the entries through their own routes below. */
const GERANT = { gerant: true } as const;

export const getIdentifiantsRoute = defineRoute({
  method: 'get',
  path: '/api/identifiants/{codeDossier}',
  tag,
  summary: 'Identifiants confiés au cabinet (gérant du dossier), sans mot de passe, avec leur journal récent',
  auth: 'session',
  params: CodeDossierParamSchema,
  response: IdentifiantListSchema,
  dossier: GERANT,
});
export const addIdentifiantRoute = defineRoute({
  method: 'post',
  path: '/api/identifiants/{codeDossier}',
  tag,
  summary: 'Ajoute un identifiant (mot de passe chiffré AES-256-GCM, jamais renvoyé) ; journalisé',
  auth: 'session',
  params: CodeDossierParamSchema,
  body: IdentifiantCreationSchema,
  response: IdentifiantSchema,
  status: 201,
  dossier: GERANT,
});
export const editIdentifiantRoute = defineRoute({
  method: 'put',
  path: '/api/identifiants/{codeDossier}',
  tag,
  summary: 'Modifie titre et identifiant, et le mot de passe quand il est fourni ; journalisé',
  auth: 'session',
  params: CodeDossierParamSchema,
  body: IdentifiantModificationSchema,
  response: IdentifiantSchema,
  dossier: GERANT,
});
export const deleteIdentifiantRoute = defineRoute({
  method: 'delete',
  path: '/api/identifiants/{codeDossier}/{id}',
  tag,
  summary: 'Supprime un identifiant du dossier (404 pour un autre dossier) ; journalisé',
  auth: 'session',
  params: IdentifiantIdParamSchema,
  status: 204,
  dossier: GERANT,
});
export const getIdentifiantsCollaborateurRoute = defineRoute({
  method: 'get',
  path: '/api/identifiants/{codeDossier}/collaborateur',
  tag,
  summary: 'Collaborateur du portefeuille : les identifiants du dossier, sans mot de passe, avec leur journal',
  auth: 'staff',
  params: CodeDossierParamSchema,
  response: IdentifiantListSchema,
  dossier: {},
});
export const revelerIdentifiantRoute = defineRoute({
  method: 'post',
  path: '/api/identifiants/{codeDossier}/{id}/reveler',
  tag,
  summary: 'Collaborateur du portefeuille : révèle le mot de passe (Cache-Control: no-store), consultation journalisée et visible du gérant',
  auth: 'staff',
  params: IdentifiantIdParamSchema,
  response: MotDePasseRevelationSchema,
  dossier: {},
});
