import { z } from 'zod';
import { multilineText, text } from '../common/input';
import { CodeDossierSchema } from '../user/user.schema';

/** Knowledge pages and the founders' programme 'Initial Conseil' (spec 02 §2, §3, §7, §8, §9). */
export const SavoirMessages = {
  chargementTutoriels: 'Une erreur est survenue lors du chargement des tutoriels.',
  chargementDocumentations: 'Une erreur est survenue lors du chargement des documentations.',
  chargementCategories: 'Une erreur est survenue lors du chargement des catégories de documents',
  chargementDocuments: 'Une erreur est survenue lors du chargement des documents.',
  chargementElearnings: 'Une erreur est survenue lors du chargement des e-learnings.',
  chargementContacts: 'Une erreur est survenue lors du chargement des contacts.',
  aucunElearning: "Il n'y a aucun e-learning pour l'instant",
  aucunInterlocuteur: "Il n'y a aucun interlocuteur pour l'instant",
  aucunDocument: 'Aucun document trouvé :-(',
  chargement: 'Chargement…',
  bibliothequeIntrouvable: 'Bibliothèque introuvable.',
  fichierIntrouvable: 'Fichier introuvable.',
  elearningIntrouvable: 'E-learning introuvable.',
  codeInvalide: 'Code invalide : lettres minuscules, chiffres et tirets, 80 caractères au plus.',
  codeGedInvalide: 'Code de bibliothèque invalide : lettres, chiffres, tirets ou soulignés, 40 caractères au plus.',
  filtreInvalide: 'Le filtre doit être * ou un terme de 100 caractères au plus.',
  pageInvalide: 'La page doit être un entier entre 1 et 10000.',
  tailleInvalide: 'La taille de page doit être un entier entre 1 et 100.',
} as const;
const M = SavoirMessages;

/** Page size of a library listing (spec 02 §9 Document page size 20). */
export const BIBLIOTHEQUE_PAGE_SIZE = 20;
/** Categories nest three levels at most (spec 02 §2 /documentations/{categorie}/{categorie2?}/{categorie3?}). */
export const DOCUMENTATION_PROFONDEUR_MAX = 3;

export const CodeContenuSchema = z.string({ error: M.codeInvalide }).regex(/^[a-z0-9][a-z0-9-]{0,79}$/, M.codeInvalide);
export const CodeBibliothequeSchema = z.string({ error: M.codeGedInvalide }).regex(/^[A-Za-z0-9_-]{1,40}$/, M.codeGedInvalide);

export const TutorielSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  /** Icon path under the web's public folder (/images/...), or null for the default icon. */
  icone: z.string().nullable(),
});
export type Tutoriel = z.infer<typeof TutorielSchema>;

export const DocumentationSchema = z.object({
  code: z.string(),
  title: z.string(),
  /** An external address (contains '://', new tab) or a named route of the portal; null when the card opens a library. */
  url: z.string().nullable(),
  /** The library (bibliothèque) this card lists when gedDispo. */
  codeGed: z.string().nullable(),
  gedDispo: z.boolean(),
});
export type Documentation = z.infer<typeof DocumentationSchema>;

export interface DocumentationCategorie {
  code: string;
  title: string;
  url: string | null;
  order: number;
  estSiteInternet: boolean;
  documentations: Documentation[];
  categories: DocumentationCategorie[];
}
export const DocumentationCategorieSchema: z.ZodType<DocumentationCategorie> = z.lazy(() =>
  z.object({
    code: z.string(),
    title: z.string(),
    url: z.string().nullable(),
    order: z.number(),
    estSiteInternet: z.boolean(),
    documentations: z.array(DocumentationSchema),
    categories: z.array(DocumentationCategorieSchema),
  }),
);
/** The whole tree, categories sorted by order at every level. */
export const DocumentationsSchema = z.object({ categories: z.array(DocumentationCategorieSchema) });
export type Documentations = z.infer<typeof DocumentationsSchema>;

export const BibliothequeParamSchema = z.object({ codeGED: CodeBibliothequeSchema });
export const BibliothequeQuerySchema = z.object({
  filter: text({ error: M.filtreInvalide }).max(100, M.filtreInvalide).default('*').describe("'*' pour tout, sinon un terme cherché sans casse dans le nom"),
  page: z.coerce.number({ error: M.pageInvalide }).int(M.pageInvalide).min(1, M.pageInvalide).max(10000, M.pageInvalide).default(1),
  size: z.coerce.number({ error: M.tailleInvalide }).int(M.tailleInvalide).min(1, M.tailleInvalide).max(100, M.tailleInvalide).default(BIBLIOTHEQUE_PAGE_SIZE),
});
export type BibliothequeQuery = z.infer<typeof BibliothequeQuerySchema>;

export const BibliothequeFichierSchema = z.object({
  id: z.string().uuid(),
  nom: z.string(),
  /** Bytes; shown in Mo above 1 048 576, else Ko (spec 02 §1). */
  taille: z.number(),
  /** ISO date of the document. */
  date: z.string(),
});
export type BibliothequeFichier = z.infer<typeof BibliothequeFichierSchema>;
export const BibliothequePageSchema = z.object({
  codeGed: z.string(),
  titre: z.string(),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  fichiers: z.array(BibliothequeFichierSchema),
});
export type BibliothequePage = z.infer<typeof BibliothequePageSchema>;
export const BibliothequeFichierParamSchema = BibliothequeParamSchema.extend({ id: z.string({ error: M.fichierIntrouvable }).uuid(M.fichierIntrouvable) });

export const ELearningSchema = z.object({ code: z.string(), title: z.string(), description: z.string(), url: z.string() });
export type ELearning = z.infer<typeof ELearningSchema>;

/** Routes of a dossier's founders' programme: the selected dossier in the query (members) or x-code-dossier (staff). */
export const OicQuerySchema = z.object({
  codeDossier: CodeDossierSchema.optional().describe('Dossier sélectionné (un collaborateur peut l’envoyer dans x-code-dossier)'),
});

/** A founders' programme contact (spec 02 §3 Contact (founders)); photo only with image rights. */
export const InterlocuteurOicSchema = z.object({
  codeAgent: z.string(),
  prenom: z.string(),
  nom: z.string(),
  fonction: z.string(),
  nomAgence: z.string().nullable(),
  telephone: z.string().nullable(),
  mail: z.string().nullable(),
  /** M man, A assistant, anything else woman (avatar rule). */
  sexe: z.string(),
  droitImage: z.boolean(),
  photo: z.string().nullable(),
});
export type InterlocuteurOic = z.infer<typeof InterlocuteurOicSchema>;
export const InterlocuteurOicPhotoParamSchema = z.object({ codeAgent: z.string().regex(/^[A-Za-z0-9]{1,20}$/, 'Code agent invalide.') });

export const SiteOicSchema = z.object({ adresseL1: z.string(), adresseL2: z.string().nullable(), telephone: z.string(), mailPilote: z.string() });
export type SiteOic = z.infer<typeof SiteOicSchema>;

export const PAGES_CARTES = ['rgpd', 'webserie'] as const;
export type PageCartes = (typeof PAGES_CARTES)[number];
export const CartesParamSchema = z.object({ page: z.enum(PAGES_CARTES, { error: 'Page de cartes inconnue.' }) });
/** A resource card of /rgpd or an episode of /webserie. */
export const CarteSavoirSchema = z.object({ id: z.string().uuid(), titre: z.string(), description: z.string(), url: z.string(), libelleLien: z.string() });
export type CarteSavoir = z.infer<typeof CarteSavoirSchema>;

// Shared field rules of the staff forms (Contenus screen).
export const titreChamp = () =>
  text({ error: 'Le titre est obligatoire.' }).trim().min(1, 'Le titre est obligatoire.').max(200, 'Le titre ne doit pas dépasser 200 caractères.');
export const descriptionChamp = () =>
  multilineText({ error: 'La description est obligatoire.' }).max(2000, 'La description ne doit pas dépasser 2000 caractères.');
const URL_MESSAGE = "L'adresse doit commencer par https:// ou http://, ou être un chemin du portail commençant par /.";
/** An external address (http/https) or a path of the portal. */
export const lienChamp = () =>
  text({ error: URL_MESSAGE })
    .max(500, "L'adresse ne doit pas dépasser 500 caractères.")
    .regex(/^(https?:\/\/[^\s/]+\S*|\/(?!\/)\S*)$/, URL_MESSAGE);
export const ordreChamp = () =>
  z
    .number({ error: "L'ordre doit être un nombre entier." })
    .int("L'ordre doit être un nombre entier.")
    .min(0, "L'ordre doit être positif.")
    .max(9999, "L'ordre ne doit pas dépasser 9999.");
