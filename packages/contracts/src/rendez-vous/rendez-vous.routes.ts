import { defineRoute } from '../api-route';
import { CodeDossierParamSchema } from '../user/user.schema';
import { ContactListSchema, GenericPageParamSchema, GenericPageSchema, HasGestionnairePaieSchema } from './contacts.schema';
import {
  CancelRendezVousSchema,
  ContactPhotoParamSchema,
  DemandeRendezVousSchema,
  EditRendezVousSchema,
  RdvIdParamSchema,
  RdvParticipantListSchema,
  RdvResultSchema,
  RendezVousListSchema,
} from './rendez-vous.schema';

/** Api paths of appointments, contacts, news and content pages (issue 4). */
export const getAppointmentsRoute = defineRoute({
  method: 'get',
  path: '/api/appointments/{codeDossier}',
  tag: 'rendez-vous',
  summary: 'Rendez-vous du dossier (100 au plus, triés, indicateur à venir) — page_rdv',
  auth: 'session',
  params: CodeDossierParamSchema,
  response: RendezVousListSchema,
  dossier: { modules: ['page_rdv'] },
});
export const getAppointmentParticipantsRoute = defineRoute({
  method: 'get',
  path: '/api/appointments/participants/{id}',
  tag: 'rendez-vous',
  summary: 'Participants d’un rendez-vous d’un dossier accessible — page_rdv',
  auth: 'session',
  params: RdvIdParamSchema,
  response: RdvParticipantListSchema,
  dossier: { modules: ['page_rdv'] },
});
export const registerAppointmentRoute = defineRoute({
  method: 'post',
  path: '/api/appointments/register',
  tag: 'rendez-vous',
  summary:
    'Demande de rendez-vous à un conseiller du dossier (multipart, files[0..3], 25 Mo chacun ; dossier en ?codeDossier= ou en-tête x-code-dossier pour le personnel, égal à celui du corps) — page_rdv',
  auth: 'session',
  query: CodeDossierParamSchema.partial(),
  body: DemandeRendezVousSchema,
  response: RdvResultSchema,
  dossier: { modules: ['page_rdv'] },
  multipart: true,
});
export const editAppointmentRoute = defineRoute({
  method: 'post',
  path: '/api/appointments/edit',
  tag: 'rendez-vous',
  summary: 'Modifie le motif et les coordonnées d’un rendez-vous à venir ; mail au responsable — page_rdv',
  auth: 'session',
  body: EditRendezVousSchema,
  response: RdvResultSchema,
  dossier: { modules: ['page_rdv'] },
});
export const cancelAppointmentRoute = defineRoute({
  method: 'post',
  path: '/api/appointments/cancel',
  tag: 'rendez-vous',
  summary: 'Annule un rendez-vous à venir — page_rdv',
  auth: 'session',
  body: CancelRendezVousSchema,
  response: RdvResultSchema,
  dossier: { modules: ['page_rdv'] },
});
export const getContactsRoute = defineRoute({
  method: 'get',
  path: '/api/contacts/{codeDossier}',
  tag: 'contacts',
  summary: 'Conseillers rattachés au dossier — page_contacts',
  auth: 'session',
  params: CodeDossierParamSchema,
  response: ContactListSchema,
  dossier: { modules: ['page_contacts'] },
});
export const hasGestionnairePaieRoute = defineRoute({
  method: 'get',
  path: '/api/contacts/hasgestionnairepaie/{codeDossier}',
  tag: 'contacts',
  summary: 'Le dossier a-t-il un gestionnaire paie',
  auth: 'session',
  params: CodeDossierParamSchema,
  response: HasGestionnairePaieSchema,
  dossier: {},
});
export const getContactPhotoRoute = defineRoute({
  method: 'get',
  path: '/api/contacts/photo/{codeDossier}/{codeAgent}',
  tag: 'contacts',
  summary: "Photo d’un conseiller du dossier, seulement avec droit à l'image — page_contacts",
  auth: 'session',
  params: ContactPhotoParamSchema,
  dossier: { modules: ['page_contacts'] },
});
export const getGenericPageRoute = defineRoute({
  method: 'get',
  path: '/api/genericpage/{id}',
  tag: 'contenu',
  summary: 'Page de contenu (titre, url, contenu assaini)',
  auth: 'session',
  params: GenericPageParamSchema,
  response: GenericPageSchema,
});
