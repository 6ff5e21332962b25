import { defineRoute } from '../api-route';
import { CodeDossierParamSchema } from '../user/user.schema';
import {
  AnnuaireQuerySchema,
  ContenuIdParamSchema,
  DemandeRappelListSchema,
  DemandeRappelSaisieSchema,
  DemandeRappelSchema,
  EtatRappelSaisieSchema,
  RappelIdParamSchema,
  RessourceFichierParamSchema,
  ServiceAnnuaireSchema,
  ServiceContenuListSchema,
  ServiceContenuSchema,
  ServiceRefParamSchema,
  ServiceResumeListSchema,
  ServiceSaisieSchema,
} from './annuaire.schema';

const tag = 'annuaire';
/** Spec 02 §6: the directory needs canShowAnnuaireServices on the selected dossier (the guard decides). */
const ANNUAIRE = { modules: ['canShowAnnuaireServices'] } as const;

export const getServicesRoute = defineRoute({
  method: 'get',
  path: '/api/annuaire-services',
  tag,
  summary: 'Annuaire des services du cabinet (dossier sélectionné en ?codeDossier=, module canShowAnnuaireServices)',
  auth: 'session',
  query: AnnuaireQuerySchema,
  response: ServiceResumeListSchema,
  dossier: ANNUAIRE,
});
export const getServiceRoute = defineRoute({
  method: 'get',
  path: '/api/annuaire-services/{id}',
  tag,
  summary: 'Un service par identifiant ou par slug : présentation, accompagnement, expertise (HTML assaini), ressources',
  auth: 'session',
  params: ServiceRefParamSchema,
  query: AnnuaireQuerySchema,
  response: ServiceAnnuaireSchema,
  dossier: ANNUAIRE,
});
export const getRessourceRoute = defineRoute({
  method: 'get',
  path: '/api/annuaire-services/ressources/{fichier}',
  tag,
  summary: 'Un guide PDF de l’annuaire (stockage du portail), pour le dossier sélectionné en ?codeDossier=',
  auth: 'session',
  params: RessourceFichierParamSchema,
  query: AnnuaireQuerySchema,
  dossier: ANNUAIRE,
});
export const demanderRappelRoute = defineRoute({
  method: 'post',
  path: '/api/annuaire-services/{id}/rappel',
  tag,
  summary: 'Être rappelé : la demande part par mail au conseiller choisi (un interlocuteur du dossier), via l’outbox',
  auth: 'session',
  params: ServiceRefParamSchema,
  body: DemandeRappelSaisieSchema,
  response: DemandeRappelSchema,
  status: 201,
  dossier: ANNUAIRE,
});
export const getRappelsRoute = defineRoute({
  method: 'get',
  path: '/api/annuaire-services/rappels/{codeDossier}',
  tag,
  summary: 'Les demandes de rappel du dossier avec leur état (adhérents et collaborateurs agissant sur le dossier)',
  auth: 'session',
  params: CodeDossierParamSchema,
  response: DemandeRappelListSchema,
  dossier: ANNUAIRE,
});
export const editEtatRappelRoute = defineRoute({
  method: 'put',
  path: '/api/annuaire-services/rappels/{codeDossier}/{id}',
  tag,
  summary: 'Collaborateur du portefeuille : change l’état d’une demande de rappel (non contacté, en cours, contacté)',
  auth: 'staff',
  params: RappelIdParamSchema,
  body: EtatRappelSaisieSchema,
  response: DemandeRappelSchema,
  dossier: ANNUAIRE,
});

/** Contenus (staff screen): the directory's services. */
export const getContenusServicesRoute = defineRoute({
  method: 'get',
  path: '/api/contenus/services',
  tag,
  summary: 'Contenus : les services de l’annuaire (collaborateurs)',
  auth: 'staff',
  response: ServiceContenuListSchema,
});
export const addContenuServiceRoute = defineRoute({
  method: 'post',
  path: '/api/contenus/services',
  tag,
  summary: 'Contenus : ajoute un service (expertise assainie à l’écriture)',
  auth: 'staff',
  body: ServiceSaisieSchema,
  response: ServiceContenuSchema,
  status: 201,
});
export const editContenuServiceRoute = defineRoute({
  method: 'put',
  path: '/api/contenus/services/{id}',
  tag,
  summary: 'Contenus : modifie un service',
  auth: 'staff',
  params: ContenuIdParamSchema,
  body: ServiceSaisieSchema,
  response: ServiceContenuSchema,
});
export const deleteContenuServiceRoute = defineRoute({
  method: 'delete',
  path: '/api/contenus/services/{id}',
  tag,
  summary: 'Contenus : supprime un service et ses demandes de rappel',
  auth: 'staff',
  params: ContenuIdParamSchema,
  status: 204,
});
