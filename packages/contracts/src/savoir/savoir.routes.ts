import { z } from 'zod';
import { defineRoute } from '../api-route';
import {
  BibliothequeFichierParamSchema,
  BibliothequePageSchema,
  BibliothequeParamSchema,
  BibliothequeQuerySchema,
  CarteSavoirSchema,
  CartesParamSchema,
  DocumentationsSchema,
  ELearningSchema,
  InterlocuteurOicPhotoParamSchema,
  InterlocuteurOicSchema,
  OicQuerySchema,
  SiteOicSchema,
  TutorielSchema,
} from './savoir.schema';

const tag = 'savoir';
const TUTORIELS = { modules: ['page_tutoriels'] } as const;
const OIC = { modules: ['oic'] } as const;

export const getTutosRoute = defineRoute({
  method: 'get',
  path: '/api/tutos',
  tag,
  summary: 'Tutoriels du portail (module page_tutoriels du dossier sélectionné : ?codeDossier= ou x-code-dossier)',
  auth: 'session',
  query: OicQuerySchema,
  response: z.array(TutorielSchema),
  dossier: TUTORIELS,
});
export const getDocumentationsRoute = defineRoute({
  method: 'get',
  path: '/api/documentations',
  tag,
  summary: 'Catégories de documentation (trois niveaux au plus, triées par ordre) avec leurs documentations',
  auth: 'session',
  response: DocumentationsSchema,
});
export const getBibliothequeRoute = defineRoute({
  method: 'get',
  path: '/api/documentations/ged/{codeGED}',
  tag,
  summary: "Fichiers d'une bibliothèque de documentation du cabinet : filtre '*' ou terme (sans casse), pages de 20, total",
  auth: 'session',
  params: BibliothequeParamSchema,
  query: BibliothequeQuerySchema,
  response: BibliothequePageSchema,
});
export const downloadBibliothequeFichierRoute = defineRoute({
  method: 'get',
  path: '/api/documentations/ged/{codeGED}/fichiers/{id}',
  tag,
  summary: "Télécharge un fichier d'une bibliothèque de documentation (pièce jointe, nosniff)",
  auth: 'session',
  params: BibliothequeFichierParamSchema,
});
export const getCartesRoute = defineRoute({
  method: 'get',
  path: '/api/cartes/{page}',
  tag,
  summary: 'Cartes de ressources de /rgpd ou épisodes de /webserie, dans leur ordre',
  auth: 'session',
  params: CartesParamSchema,
  response: z.array(CarteSavoirSchema),
});
export const getElearningsRoute = defineRoute({
  method: 'get',
  path: '/api/elearnings',
  tag,
  summary: 'Les e-learnings du programme Initial Conseil (module oic du dossier sélectionné)',
  auth: 'session',
  query: OicQuerySchema,
  response: z.array(ELearningSchema),
  dossier: OIC,
});
export const getInterlocuteursOicRoute = defineRoute({
  method: 'get',
  path: '/api/contacts/oic/list',
  tag,
  summary: "Interlocuteurs du programme Initial Conseil ; photo seulement avec droit à l'image",
  auth: 'session',
  query: OicQuerySchema,
  response: z.array(InterlocuteurOicSchema),
  dossier: OIC,
});
export const getInterlocuteurOicPhotoRoute = defineRoute({
  method: 'get',
  path: '/api/contacts/oic/photo/{codeAgent}',
  tag,
  summary: "Photo d'un interlocuteur Initial Conseil qui a donné son droit à l'image (404 sinon)",
  auth: 'session',
  params: InterlocuteurOicPhotoParamSchema,
  query: OicQuerySchema,
  dossier: OIC,
});
export const getSiteOicRoute = defineRoute({
  method: 'get',
  path: '/api/contacts/oic/infos',
  tag,
  summary: 'Adresse, téléphone et mail du pilote du site Initial Conseil',
  auth: 'session',
  query: OicQuerySchema,
  response: SiteOicSchema,
  dossier: OIC,
});
