import { defineRoute } from '../api-route';
import { CodeDossierParamSchema } from '../user/user.schema';
import {
  BoardNodeParamSchema,
  BoardTreeSchema,
  ConfirmUploadResultSchema,
  ConfirmUploadSchema,
  DocumentIdParamSchema,
  FacturesParamSchema,
  FileDocumentSchema,
  GedDocumentPageSchema,
  GedDocumentSchema,
  GedPageQuerySchema,
  GedStatusQuerySchema,
  GedStatusSchema,
  HistoriquePageSchema,
  HistoriqueQuerySchema,
  InProgressQuerySchema,
  LibraryTreeSchema,
  NodeDocumentsParamSchema,
  PaiesParamSchema,
  PreviewParamSchema,
  PreviewQuerySchema,
  RecentDocumentsSchema,
  SearchQuerySchema,
  SearchResultSchema,
  StaffUploadParamSchema,
  UploadBodySchema,
  UploadResultSchema,
} from './documents.schema';

/**
 * Document store (GED), issue 9. Every list, count, preview, download and zip is filtered by the
 * document categories the person holds on the dossier (DossierContext.categories).
 */
const DOCS = { modules: ['mod_documents', 'mod_factures'] } as const;

export const getRecentDocumentsRoute = defineRoute({
  method: 'get',
  path: '/api/documents/{codeDossier}',
  tag: 'documents',
  summary: 'Boîte documents de l’accueil : 5 documents et 5 factures récents (factures vides pour 0016) — mod_documents ou mod_factures',
  auth: 'session',
  params: CodeDossierParamSchema,
  response: RecentDocumentsSchema,
  dossier: DOCS,
});
export const checkGedStatusRoute = defineRoute({
  method: 'get',
  path: '/api/documents/checkGEDStatus',
  tag: 'documents',
  summary: 'État de la GED : stockage joignable, maintenance documents / factures du dossier (?codeDossier=)',
  auth: 'session',
  query: GedStatusQuerySchema,
  response: GedStatusSchema,
});
export const getGedNodesRoute = defineRoute({
  method: 'get',
  path: '/api/documents/ged/nodes/{codeDossier}',
  tag: 'documents',
  summary: 'Arborescence des dossiers GED visibles selon les catégories de la personne — mod_documents ou mod_factures',
  auth: 'session',
  params: CodeDossierParamSchema,
  response: LibraryTreeSchema,
  dossier: DOCS,
});
export const getGedDocumentsRoute = defineRoute({
  method: 'get',
  path: '/api/documents/ged/documents/{codeDossier}/{codeGED}',
  tag: 'documents',
  summary: 'Documents d’un dossier GED, paginés, filtre plein texte (nom et contenu) — mod_documents ou mod_factures',
  auth: 'session',
  params: NodeDocumentsParamSchema,
  query: GedPageQuerySchema,
  response: GedDocumentPageSchema,
  dossier: DOCS,
});
export const getGedFacturesRoute = defineRoute({
  method: 'get',
  path: '/api/documents/ged/factures/{codeDossier}/{year}/{type}',
  tag: 'documents',
  summary: 'Factures (année ou all ; all, Achat, Vente, Immobilisation), paginées — mod_factures',
  auth: 'session',
  params: FacturesParamSchema,
  query: GedPageQuerySchema,
  response: GedDocumentPageSchema,
  dossier: { modules: ['mod_factures'] },
});
export const getGedPaiesRoute = defineRoute({
  method: 'get',
  path: '/api/documents/ged/paies/{codeDossier}/{year}/{month}',
  tag: 'documents',
  summary: 'Bulletins de paie d’un mois (ou all), paginés — mod_documents',
  auth: 'session',
  params: PaiesParamSchema,
  query: GedPageQuerySchema,
  response: GedDocumentPageSchema,
  dossier: { modules: ['mod_documents'] },
});
export const downloadGedPaiesRoute = defineRoute({
  method: 'get',
  path: '/api/documents/ged/paies/download/{codeDossier}/{year}/{month}',
  tag: 'documents',
  summary: 'Tous les bulletins du mois (ou de l’année) en un zip diffusé en flux — mod_documents',
  auth: 'session',
  params: PaiesParamSchema,
  dossier: { modules: ['mod_documents'] },
});
export const getGedInProgressRoute = defineRoute({
  method: 'get',
  path: '/api/documents/ged/inprogress/{codeDossier}',
  tag: 'documents',
  summary: 'Documents en attente de classement (onglets all, documents, factures) — mod_documents ou mod_factures',
  auth: 'session',
  params: CodeDossierParamSchema,
  query: InProgressQuerySchema,
  response: GedDocumentPageSchema,
  dossier: DOCS,
});
export const getInProgressPreviewRoute = defineRoute({
  method: 'get',
  path: '/api/documents/ged/inprogress/preview/{id}/{page}',
  tag: 'documents',
  summary: 'Image PNG d’une page d’un document en attente (?quality=vignette) — mod_documents ou mod_factures',
  auth: 'session',
  params: PreviewParamSchema,
  query: PreviewQuerySchema,
  dossier: DOCS,
});
export const getPreviewRoute = defineRoute({
  method: 'get',
  path: '/api/documents/ged/preview/{id}/{page}',
  tag: 'documents',
  summary: 'Image PNG d’une page d’un document pdf ou image (?quality=vignette), rendue par le worker et gardée — mod_documents ou mod_factures',
  auth: 'session',
  params: PreviewParamSchema,
  query: PreviewQuerySchema,
  dossier: DOCS,
});
export const getGedDocumentRoute = defineRoute({
  method: 'get',
  path: '/api/documents/ged/document/{id}',
  tag: 'documents',
  summary: 'Métadonnées d’un document (visionneuse, /ged-view/{guid}) — mod_documents ou mod_factures',
  auth: 'session',
  params: DocumentIdParamSchema,
  response: GedDocumentSchema,
  dossier: DOCS,
});
export const downloadGedDocumentRoute = defineRoute({
  method: 'get',
  path: '/api/documents/ged/download/{id}',
  tag: 'documents',
  summary: 'Fichier du document (Content-Disposition: attachment, type enregistré, nosniff) — mod_documents ou mod_factures',
  auth: 'session',
  params: DocumentIdParamSchema,
  dossier: DOCS,
});
export const viewGedDocumentRoute = defineRoute({
  method: 'get',
  path: '/api/documents/ged/view/{id}',
  tag: 'documents',
  summary: 'Fichier affiché dans le portail (inline), pdf et images seulement — mod_documents ou mod_factures',
  auth: 'session',
  params: DocumentIdParamSchema,
  dossier: DOCS,
});
export const searchGedRoute = defineRoute({
  method: 'get',
  path: '/api/documents/ged/search/{codeDossier}',
  tag: 'documents',
  summary: 'Recherche dans tous les dossiers GED visibles : nom (trigrammes) et texte des PDF (plein texte français) — mod_documents ou mod_factures',
  auth: 'session',
  params: CodeDossierParamSchema,
  query: SearchQuerySchema,
  response: SearchResultSchema,
  dossier: DOCS,
});
export const uploadDocumentRoute = defineRoute({
  method: 'post',
  path: '/api/documents/upload',
  tag: 'documents',
  summary:
    'Dépôt d’un fichier (multipart, files, un par appel, 25 Mo) dans les documents en attente ; dossier en ?codeDossier= égal à codedossier — mod_documents ou mod_factures selon typeFichier',
  auth: 'session',
  query: CodeDossierParamSchema,
  body: UploadBodySchema,
  response: UploadResultSchema,
  dossier: DOCS,
  multipart: true,
  status: 201,
});
export const confirmUploadRoute = defineRoute({
  method: 'post',
  path: '/api/documents/sendmailconfirmupload',
  tag: 'documents',
  summary: 'Mail aux conseillers du dossier après un lot de dépôts (file de mails, outbox) — mod_documents ou mod_factures',
  auth: 'session',
  body: ConfirmUploadSchema,
  response: ConfirmUploadResultSchema,
  dossier: DOCS,
});
export const getUploadHistoryRoute = defineRoute({
  method: 'get',
  path: '/api/documents/ged/historique/{codeDossier}',
  tag: 'documents',
  summary: 'Historique des envois du dossier (all, documents, factures), paginé — mod_documents ou mod_factures',
  auth: 'session',
  params: CodeDossierParamSchema,
  query: HistoriqueQuerySchema,
  response: HistoriquePageSchema,
  dossier: DOCS,
});
export const staffUploadRoute = defineRoute({
  method: 'post',
  path: '/api/documents/ged/classement/{codeDossier}/{codeGED}',
  tag: 'documents',
  summary: 'Personnel : dépôt d’un fichier directement dans un dossier GED du dossier (multipart, files, 25 Mo ; html admis)',
  auth: 'staff',
  params: StaffUploadParamSchema,
  response: UploadResultSchema,
  dossier: {},
  multipart: true,
  status: 201,
});
export const fileDocumentRoute = defineRoute({
  method: 'post',
  path: '/api/documents/ged/classement',
  tag: 'documents',
  summary: 'Personnel : classe un document (en attente ou non) dans un dossier GED, avec son type et, pour une facture, fournisseur, date, numéro, total',
  auth: 'staff',
  body: FileDocumentSchema,
  response: GedDocumentSchema,
  dossier: {},
});
export const getBoardTreeRoute = defineRoute({
  method: 'get',
  path: '/api/documents/ged/administration/documents/tree',
  tag: 'documents',
  summary: 'Espaces du conseil d’administration (arborescence) — administrateur_cder',
  auth: 'session',
  response: BoardTreeSchema,
  userModules: ['administrateur_cder'],
});
export const getBoardDocumentsRoute = defineRoute({
  method: 'get',
  path: '/api/documents/ged/administration/documents/nodes/{x}',
  tag: 'documents',
  summary: 'Documents d’un espace du conseil d’administration — administrateur_cder',
  auth: 'session',
  params: BoardNodeParamSchema,
  query: GedPageQuerySchema,
  response: GedDocumentPageSchema,
  userModules: ['administrateur_cder'],
});
export const getBoardDocumentRoute = defineRoute({
  method: 'get',
  path: '/api/documents/ged/administration/documents/document/{id}',
  tag: 'documents',
  summary: 'Métadonnées d’un document du conseil d’administration (nombre de pages de l’aperçu) — administrateur_cder',
  auth: 'session',
  params: DocumentIdParamSchema,
  response: GedDocumentSchema,
  userModules: ['administrateur_cder'],
});
export const getBoardPreviewRoute = defineRoute({
  method: 'get',
  path: '/api/documents/ged/administration/documents/preview/{id}/{page}',
  tag: 'documents',
  summary: 'Image PNG d’une page d’un document du conseil d’administration, pdf ou image (?quality=vignette) — administrateur_cder',
  auth: 'session',
  params: PreviewParamSchema,
  query: PreviewQuerySchema,
  userModules: ['administrateur_cder'],
});
export const downloadBoardDocumentRoute = defineRoute({
  method: 'get',
  path: '/api/documents/ged/administration/documents/download/{id}',
  tag: 'documents',
  summary: 'Fichier d’un document du conseil d’administration (Content-Disposition: attachment, type enregistré, nosniff) — administrateur_cder',
  auth: 'session',
  params: DocumentIdParamSchema,
  userModules: ['administrateur_cder'],
});
