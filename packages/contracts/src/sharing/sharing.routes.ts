import { defineRoute } from '../api-route';
import { CodeDossierParamSchema } from '../user/user.schema';
import { InscrireEtAccepterSchema } from './invitation-signup.schema';
import { SessionUserSchema } from '../auth/auth.schema';
import {
  AcceptInvitationResultSchema,
  CategorieListSchema,
  CodeDossierPersonneParamSchema,
  CreateInvitationSchema,
  PersonneParamSchema,
  InvitationIdParamSchema,
  InvitationResultSchema,
  MesDroitsSchema,
  PublicInvitationSchema,
  ReceivedInvitationListSchema,
  RemovedDroitSchema,
  RoleListSchema,
  SentInvitationListSchema,
  SharedRightListSchema,
  UpdateInvitationSchema,
  UpdatedPersonneDroitsSchema,
  UpdatePersonneDroitsSchema,
} from './sharing.schema';

const tag = 'partage';

/** Api paths of invitations and rights sharing (spec 01 §7.1, spec 02 §7 Rights sharing). */
export const getReceivedInvitationsRoute = defineRoute({
  method: 'get',
  path: '/api/droits/invitations',
  tag,
  summary: 'Invitations reçues en attente (adresse du compte)',
  auth: 'session',
  response: ReceivedInvitationListSchema,
});
export const getSentInvitationsRoute = defineRoute({
  method: 'get',
  path: '/api/droits/invitations/sent',
  tag,
  summary: 'Invitations envoyées en attente',
  auth: 'session',
  response: SentInvitationListSchema,
});
export const createInvitationRoute = defineRoute({
  method: 'post',
  path: '/api/droits/invitations',
  tag,
  summary: 'Invite une personne sur des dossiers dont on est gérant',
  auth: 'session',
  body: CreateInvitationSchema,
  response: InvitationResultSchema,
});
export const getInvitationRoute = defineRoute({
  method: 'get',
  path: '/api/droits/invitations/{id}',
  tag,
  summary: 'Lecture publique d’une invitation (page du lien)',
  auth: 'public',
  params: InvitationIdParamSchema,
  response: PublicInvitationSchema,
});
export const updateInvitationRoute = defineRoute({
  method: 'put',
  path: '/api/droits/invitations/{id}/droits',
  tag,
  summary: 'Modifie les dossiers d’une invitation en attente (créateur)',
  auth: 'session',
  params: InvitationIdParamSchema,
  body: UpdateInvitationSchema,
  response: InvitationResultSchema,
});
export const acceptInvitationRoute = defineRoute({
  method: 'put',
  path: '/api/droits/invitations/{id}/accepter',
  tag,
  summary: 'Accepte une invitation adressée au compte connecté',
  auth: 'session',
  params: InvitationIdParamSchema,
  response: AcceptInvitationResultSchema,
});
export const refuseInvitationRoute = defineRoute({
  method: 'put',
  path: '/api/droits/invitations/{id}/refuser',
  tag,
  summary: 'Refuse une invitation (irréversible)',
  auth: 'session',
  params: InvitationIdParamSchema,
  response: InvitationResultSchema,
});
export const deleteInvitationRoute = defineRoute({
  method: 'delete',
  path: '/api/droits/invitations/{id}',
  tag,
  summary: 'Supprime une invitation (créateur)',
  auth: 'session',
  params: InvitationIdParamSchema,
  response: InvitationResultSchema,
});
export const inscrireEtAccepterRoute = defineRoute({
  method: 'post',
  path: '/api/droits/invitations/{id}/inscrireetaccepter',
  tag,
  summary: 'Crée un compte avec l’adresse invitée, accepte et ouvre la session',
  auth: 'public',
  params: InvitationIdParamSchema,
  body: InscrireEtAccepterSchema,
  response: SessionUserSchema,
});
export const getSharedRightsRoute = defineRoute({
  method: 'get',
  path: '/api/droits/sent',
  tag,
  summary: 'Personnes ayant accès aux dossiers dont on est gérant',
  auth: 'session',
  response: SharedRightListSchema,
});
export const getMesDroitsRoute = defineRoute({
  method: 'get',
  path: '/api/droits/mesDroits',
  tag,
  summary: 'Mes accès : dossiers, rôle et catégories',
  auth: 'session',
  response: MesDroitsSchema,
});
export const getRolesRoute = defineRoute({
  method: 'get',
  path: '/api/droits/roles',
  tag,
  summary: 'Rôles et leurs catégories prédéfinies',
  auth: 'session',
  response: RoleListSchema,
});
export const getCategoriesRoute = defineRoute({
  method: 'get',
  path: '/api/droits/categories',
  tag,
  summary: 'Arbre des catégories',
  auth: 'session',
  response: CategorieListSchema,
});
export const updatePersonneDroitsRoute = defineRoute({
  method: 'put',
  path: '/api/droits/personne/{guidPersonne}',
  tag,
  summary: 'Modifie ou retire les droits d’une personne (gérant de chaque dossier)',
  auth: 'session',
  params: PersonneParamSchema,
  body: UpdatePersonneDroitsSchema,
  response: UpdatedPersonneDroitsSchema,
});
export const removeOwnDroitRoute = defineRoute({
  method: 'delete',
  path: '/api/droits/{codeDossier}',
  tag,
  summary: 'Retire mon propre accès au dossier',
  auth: 'session',
  params: CodeDossierParamSchema,
  response: RemovedDroitSchema,
  dossier: {},
});
export const removePersonneDroitRoute = defineRoute({
  method: 'delete',
  path: '/api/droits/{codeDossier}/{guidPersonne}',
  tag,
  summary: 'Retire l’accès d’une personne (gérant)',
  auth: 'session',
  params: CodeDossierPersonneParamSchema,
  response: RemovedDroitSchema,
  dossier: { gerant: true },
});
