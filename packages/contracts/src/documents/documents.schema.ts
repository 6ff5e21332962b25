import { z } from 'zod';
import { idParam, multilineText, text } from '../common/input';
import { CodeDossierSchema } from '../user/user.schema';

/** Document store (GED), spec 02 §2–§9 Documents. */
export const GED_PAGE_SIZE = 20;
export const GED_MAX_PAGE_SIZE = 100;
export const GED_MAX_FILES = 100;
export const GED_MAX_FILE_BYTES = 25 * 1024 * 1024;
export const GED_RECENT_COUNT = 5;
export const GED_SEARCH_MIN = 3;
/** Extensions a member may upload; html is refused (the firm may file it, it then keeps its icon). */
export const GED_UPLOAD_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'png', 'jpg', 'jpeg', 'bmp'] as const;
export const GED_ICONS = [...GED_UPLOAD_EXTENSIONS, 'html'] as const;

export const NODE_TEMPLATES = ['main', 'waitingDocuments', 'factures', 'factures_annee', 'default'] as const;
export type NodeTemplate = (typeof NODE_TEMPLATES)[number];
export const TYPES_FICHIER = ['AUTRESDOCS', 'PAIE', 'FACTURES'] as const;
export type TypeFichier = (typeof TYPES_FICHIER)[number];
export const TYPES_DOCUMENT = ['document', 'facture'] as const;
export const TYPES_FACTURE = ['Achat', 'Vente', 'Immobilisation'] as const;
export type TypeFacture = (typeof TYPES_FACTURE)[number];
/** Upload screen `?type=`: invoice, pay or document, and the typeFichier each sends. */
export const UPLOAD_TYPES = { invoice: 'FACTURES', pay: 'PAIE', document: 'AUTRESDOCS' } as const satisfies Record<string, TypeFichier>;

export const DocumentsMessages = {
  chargement: 'Une erreur est survenue lors du chargement des documents.',
  aucunDocument: 'Aucun document trouvé :-(',
  chargementEnCours: 'Chargement en cours...',
  rechercheTropCourte: 'Veuillez saisir au moins 3 caractères',
  maintenance: "La GED n'est pas accessible pour le moment. Veuillez réessayer ultérieurement.",
  gedIndisponible: 'GED indisponible',
  gedInaccessible: 'GED inaccessible',
  gedTemporairementInaccessible: 'GED temporairement inaccessible',
  tropDeFichiers: 'Vous ne pouvez pas déposer plus de 100 fichiers',
  fichierVide: (name: string) => `Le fichier ${name} est vide, merci de sélectionner un fichier valide.`,
  fichierTropLourd: (name: string) => `Le fichier ${name} est trop volumineux, le poids maximal est 25 Mo`,
  fichierTypeRefuse: (name: string) =>
    `Le fichier ${name} n'est pas d'un type accepté (pdf, doc, docx, xls, xlsx, png, jpg, jpeg, bmp), merci de sélectionner un fichier valide.`,
  fichierContenuIncoherent: (name: string) => `Le fichier ${name} ne correspond pas à son extension, merci de sélectionner un fichier valide.`,
  aucunFichier: 'Veuillez sélectionner au moins un fichier',
  nonConnecte: "Il semblerait que vous n'êtes plus connecté...",
  envoiTropLourd: "Échec de l'envoi du document, celui-ci est trop lourd.",
  envoiEchec: "Échec de l'envoi du document, veuillez réssayer.",
  envoiEchecSimple: "Une erreur est survenue lors de l'envoi des documents",
  mailConfirmationEchec: "Vos documents ont bien été déposés, mais les conseillers du dossier n'ont pas pu être prévenus : merci de les avertir.",
  assistance: "si le problème persiste, contactez l'assistance",
  redirection: 'Redirection en cours...',
  dossierInconnu: 'Document introuvable.',
  dossierIncoherent: 'Le dossier du corps ne correspond pas à celui de la requête.',
  typeNonAutorise: "Ce type de dépôt n'est pas ouvert sur ce dossier.",
  tropDeConfirmations: "Trop de confirmations d'envoi en une heure, veuillez réessayer plus tard.",
  apercuIndisponible: "L'aperçu de ce document n'est pas disponible.",
} as const;

/** A GED folder code: main, attente, factures, factures_2025, paies_2026_10, vendanges, fiscal... */
export const CodeGedSchema = z.string().regex(/^[a-z0-9_]{1,60}$/, 'Code de dossier GED invalide.');
export const DocumentIdSchema = z.string().uuid('Identifiant de document invalide.');

/** `containsfilter`: '*' or empty lists all; otherwise at least 3 characters (lower-cased by the web). */
export const ContainsFilterSchema = z
  .union([
    z.literal('*'),
    z.literal(''),
    text({ error: DocumentsMessages.rechercheTropCourte }).min(GED_SEARCH_MIN, DocumentsMessages.rechercheTropCourte).max(100),
  ])
  .optional()
  .transform((value) => (!value || value === '*' ? undefined : value));

export const GedPageQuerySchema = z.object({
  containsfilter: ContainsFilterSchema,
  page: z.coerce.number({ error: 'Page invalide.' }).int('Page invalide.').min(0, 'Page invalide.').max(100_000, 'Page invalide.').default(0),
  size: z.coerce
    .number({ error: 'Taille de page invalide.' })
    .int('Taille de page invalide.')
    .min(1, 'Taille de page invalide.')
    .max(GED_MAX_PAGE_SIZE, 'Taille de page invalide.')
    .default(GED_PAGE_SIZE),
});
export type GedPageQuery = z.output<typeof GedPageQuerySchema>;

/** Library node (folder) of a dossier, filtered by the categories the person holds. */
export interface LibraryNode {
  _id: string;
  id: string;
  title: string;
  nodeParent: string | null;
  nodes: LibraryNode[];
  order: number;
  template: NodeTemplate;
  codeProxy: string;
  icon: string | null;
  color: string | null;
  searchPlaceholder: string | null;
  cderParticulier: boolean;
  /** The folder's store is in maintenance (maintenanceGedDocument / maintenanceGedFacture): shown greyed 'GED indisponible'. */
  maintenance: boolean;
  /** Documents the person may see in this folder (not its sub-folders). */
  count: number;
}
export const LibraryNodeSchema: z.ZodType<LibraryNode> = z.lazy(() =>
  z.object({
    _id: z.string().describe('Identifiant technique du nœud'),
    id: z.string().describe('Code GED du dossier (codeGED des autres appels)'),
    title: z.string(),
    nodeParent: z.string().nullable(),
    nodes: z.array(LibraryNodeSchema),
    order: z.number().int(),
    template: z.enum(NODE_TEMPLATES),
    codeProxy: z.string().describe('Code du dossier GED (= id)'),
    icon: z.string().nullable(),
    color: z.string().nullable(),
    searchPlaceholder: z.string().nullable(),
    cderParticulier: z.boolean(),
    maintenance: z.boolean(),
    count: z.number().int(),
  }),
);
export const LibraryTreeSchema = z.array(LibraryNodeSchema);

export const GedDocumentSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  type: z.enum(TYPES_DOCUMENT),
  extension: z.string().describe('Extension (icône) : pdf, doc, docx, xls, xlsx, png, jpg, jpeg, bmp, html, ou autre'),
  urlWebdav: z.string().describe('Téléchargement (Content-Disposition: attachment)'),
  urlPreview: z.string().nullable().describe('Aperçu de la page {page} (pdf et images), null sinon'),
  nbPages: z.number().int().nullable().describe('Pages de l’aperçu, null tant qu’il n’est pas prêt'),
  estSiteInternet: z.boolean(),
  taille: z.number().int().describe('Octets'),
  dateCreation: z.string().describe('ISO 8601 : envoi'),
  dateModification: z.string().describe('ISO 8601 : édition'),
  millesime: z.number().int().nullable(),
  codeGED: z.string(),
  nomFournisseur: z.string().nullable(),
  dateFacture: z.string().nullable().describe('AAAA-MM-JJ'),
  numeroFacture: z.string().nullable(),
  totalTTC: z.number().nullable(),
  typeFacture: z.enum(TYPES_FACTURE).nullable(),
  typeFichier: z.enum(TYPES_FICHIER).nullable().describe('Dépôt en attente : type choisi à l’envoi'),
});
export type GedDocument = z.infer<typeof GedDocumentSchema>;

export const GedDocumentPageSchema = z.object({
  data: z.array(GedDocumentSchema),
  page: z.number().int(),
  size: z.number().int(),
  /** Rows in the folder matching the filter that the person may see. */
  total: z.number().int(),
});
export type GedDocumentPage = z.infer<typeof GedDocumentPageSchema>;

export const RecentDocumentsSchema = z.object({
  documents: z.array(GedDocumentSchema).max(GED_RECENT_COUNT),
  factures: z.array(GedDocumentSchema).max(GED_RECENT_COUNT),
  cache: z.boolean().describe('Réponse servie depuis le cache'),
});
export type RecentDocuments = z.infer<typeof RecentDocumentsSchema>;

export const GedStatusQuerySchema = z.object({ codeDossier: CodeDossierSchema.optional() });
export const GedStatusSchema = z.object({
  storage: z.enum(['up', 'down']).describe('Le stockage des fichiers répond'),
  maintenanceGedDocument: z.boolean(),
  maintenanceGedFacture: z.boolean(),
  message: z.string().nullable(),
});
export type GedStatus = z.infer<typeof GedStatusSchema>;

export const NodeDocumentsParamSchema = z.object({ codeDossier: CodeDossierSchema, codeGED: CodeGedSchema });
const YearSchema = z.union([z.literal('all'), z.string().regex(/^(19|20)\d{2}$/, 'Année invalide.')]);
export const FacturesParamSchema = z.object({
  codeDossier: CodeDossierSchema,
  year: YearSchema,
  type: z.enum(['all', ...TYPES_FACTURE], { error: 'Type de facture invalide.' }),
});
export const PaiesParamSchema = z.object({
  codeDossier: CodeDossierSchema,
  year: z.string().regex(/^(19|20)\d{2}$/, 'Année invalide.'),
  month: z.union([z.literal('all'), z.string().regex(/^(0?[1-9]|1[0-2])$/, 'Mois invalide.')]).default('all'),
});
export const InProgressQuerySchema = z.object({
  containsfilter: ContainsFilterSchema,
  module: z.enum(['all', 'documents', 'factures'], { error: 'Filtre invalide.' }).default('all'),
  page: GedPageQuerySchema.shape.page,
  size: GedPageQuerySchema.shape.size,
});
export const DocumentIdParamSchema = z.object({ id: DocumentIdSchema });
export const PreviewParamSchema = z.object({ id: DocumentIdSchema, page: idParam('Page invalide.').pipe(z.number().max(10_000, 'Page invalide.')) });
export const PreviewQuerySchema = z.object({ quality: z.enum(['vignette', 'normale'], { error: 'Qualité invalide.' }).default('normale') });

export const UploadBodySchema = z.object({
  codedossier: CodeDossierSchema,
  typeFichier: z.enum(TYPES_FICHIER, { error: 'Type de fichier invalide.' }),
  estCollab: z.enum(['true', 'false']).optional(),
});
export const UploadResultSchema = z.object({ id: z.string().uuid(), nomFichier: z.string(), taille: z.number().int() });
export type UploadResult = z.infer<typeof UploadResultSchema>;

export const ConfirmUploadSchema = z.object({
  nbDocuments: z.number().int().min(0).max(GED_MAX_FILES),
  nbDocumentsEnErreur: z.number().int().min(0).max(GED_MAX_FILES),
  codedossier: CodeDossierSchema,
  typeFichier: z.enum(TYPES_FICHIER, { error: 'Type de fichier invalide.' }),
  commentaire: multilineText().max(2000, 'Le commentaire ne doit pas dépasser 2000 caractères.').optional(),
});
export type ConfirmUpload = z.infer<typeof ConfirmUploadSchema>;
export const ConfirmUploadResultSchema = z.object({ envoye: z.boolean() });

export const HistoriqueQuerySchema = z.object({
  type: z.enum(['all', 'documents', 'factures'], { error: 'Filtre invalide.' }).default('all'),
  page: GedPageQuerySchema.shape.page,
  size: GedPageQuerySchema.shape.size,
});
export const HistoriqueEntrySchema = z.object({
  id: z.string().uuid(),
  nomFichier: z.string(),
  dateEnvoi: z.string(),
  typeFichier: z.enum(TYPES_FICHIER),
});
export const HistoriquePageSchema = z.object({ data: z.array(HistoriqueEntrySchema), page: z.number().int(), size: z.number().int(), total: z.number().int() });
export type HistoriqueEntry = z.infer<typeof HistoriqueEntrySchema>;

export const SearchQuerySchema = z.object({
  containsfilter: text().min(GED_SEARCH_MIN, DocumentsMessages.rechercheTropCourte).max(100),
  size: GedPageQuerySchema.shape.size,
});
export const SearchResultSchema = z.object({ data: z.array(GedDocumentSchema) });

/** Staff filing: a document placed in a folder of the dossier, with its type and invoice fields. */
export const FileDocumentSchema = z
  .object({
    codeDossier: CodeDossierSchema,
    id: DocumentIdSchema,
    codeGED: CodeGedSchema,
    type: z.enum(TYPES_DOCUMENT),
    name: text().trim().min(1, 'Le nom est obligatoire.').max(200).optional(),
    millesime: z.number().int().min(1900).max(2100).nullable().optional(),
    nomFournisseur: text().trim().max(200).nullable().optional(),
    dateFacture: z.iso.date('Date de facture invalide.').nullable().optional(),
    numeroFacture: text().trim().max(60).nullable().optional(),
    totalTTC: z.number().min(-1e9).max(1e9).nullable().optional(),
    typeFacture: z.enum(TYPES_FACTURE).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.type !== 'facture') return;
    for (const field of ['nomFournisseur', 'dateFacture', 'numeroFacture', 'totalTTC', 'typeFacture'] as const)
      if (value[field] === undefined || value[field] === null)
        ctx.addIssue({ code: 'custom', path: [field], message: 'Ce champ est obligatoire pour une facture.' });
  });
export type FileDocument = z.infer<typeof FileDocumentSchema>;
export const StaffUploadParamSchema = NodeDocumentsParamSchema;

/** Board-of-directors workspaces (administrateur_cder). */
export interface BoardNode {
  _id: string;
  uuid: string;
  title: string;
  color: string | null;
  icon: string | null;
  text: string | null;
  nodes: BoardNode[];
}
export const BoardNodeSchema: z.ZodType<BoardNode> = z.lazy(() =>
  z.object({
    _id: z.string(),
    uuid: z.string().uuid(),
    title: z.string(),
    color: z.string().nullable(),
    icon: z.string().nullable(),
    text: z.string().nullable(),
    nodes: z.array(BoardNodeSchema),
  }),
);
export const BoardTreeSchema = z.array(BoardNodeSchema);
export const BoardNodeParamSchema = z.object({ x: z.string().uuid('Espace invalide.') });
