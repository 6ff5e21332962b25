import { z } from 'zod';
import { multilineText, text } from '../common/input';
import {
  CodeContenuSchema,
  CodeBibliothequeSchema,
  descriptionChamp,
  InterlocuteurOicSchema,
  lienChamp,
  ordreChamp,
  PAGES_CARTES,
  titreChamp,
} from './savoir.schema';

/** Staff forms of the Contenus screen for the knowledge pages (auth 'staff'). */
export const ContenuMessages = {
  introuvable: 'Contenu introuvable.',
  codeExistant: 'Un contenu porte déjà ce code.',
  parentIntrouvable: 'La catégorie parente est introuvable.',
  profondeurMax: 'Les catégories de documentation ne dépassent pas trois niveaux.',
  categorieIntrouvable: 'La catégorie de documentation est introuvable.',
  cycle: 'Une catégorie ne peut pas être rangée sous elle-même.',
  categorieNonVide: 'Cette catégorie contient encore des sous-catégories ou des documentations.',
  cibleDocumentation: 'Une documentation ouvre une bibliothèque (code GED disponible) ou une adresse.',
  lienDocumentation: "L'adresse doit commencer par https:// ou http://, ou être le nom d'un écran du portail (ex. rgpd).",
  contenuPage: 'Le contenu de la page est obligatoire.',
} as const;
const C = ContenuMessages;

export const CodeContenuParamSchema = z.object({ id: CodeContenuSchema });
export const CarteIdParamSchema = z.object({ id: z.string({ error: C.introuvable }).uuid(C.introuvable) });

/** An optional field of a form: absent, null or '' (an emptied input) is stored as null. */
const nullable = <T extends z.ZodType<string>>(s: T) =>
  z
    .union([s, z.literal(''), z.null()])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v) as z.output<T> | null);

/** An external address, or the name of a screen of the portal (route table). */
const lienDocumentation = () =>
  text({ error: C.lienDocumentation })
    .max(500, "L'adresse ne doit pas dépasser 500 caractères.")
    .regex(/^(https?:\/\/[^\s/]+\S*|[a-z][a-z0-9-]{0,59})$/, C.lienDocumentation);

export const TutorielContenuSchema = z.object({
  titre: titreChamp(),
  description: descriptionChamp(),
  url: lienChamp(),
  icone: nullable(text().regex(/^\/images\/[a-z0-9/_-]+\.(svg|png)$/, "L'icône est un chemin /images/….svg ou .png.")),
  ordre: ordreChamp().default(0),
});
export const TutorielCreationSchema = TutorielContenuSchema.extend({ code: CodeContenuSchema });
export const TutorielLigneSchema = z.object({
  code: z.string(),
  titre: z.string(),
  description: z.string(),
  url: z.string(),
  icone: z.string().nullable(),
  ordre: z.number(),
});
export type TutorielLigne = z.infer<typeof TutorielLigneSchema>;

export const CategorieContenuSchema = z.object({
  titre: titreChamp(),
  url: nullable(lienDocumentation()),
  ordre: ordreChamp().default(0),
  estSiteInternet: z.boolean({ error: 'Indiquez si la catégorie est un site internet.' }).default(false),
  codeParent: nullable(CodeContenuSchema),
});
export const CategorieCreationSchema = CategorieContenuSchema.extend({ code: CodeContenuSchema });
export const CategorieLigneSchema = z.object({
  code: z.string(),
  titre: z.string(),
  url: z.string().nullable(),
  ordre: z.number(),
  estSiteInternet: z.boolean(),
  codeParent: z.string().nullable(),
});
export type CategorieLigne = z.infer<typeof CategorieLigneSchema>;

const DocumentationChamps = z.object({
  titre: titreChamp(),
  url: nullable(lienDocumentation()),
  codeGed: nullable(CodeBibliothequeSchema),
  gedDispo: z.boolean({ error: 'Indiquez si la bibliothèque est disponible.' }).default(false),
  codeCategorie: CodeContenuSchema,
  ordre: ordreChamp().default(0),
});
const cible = (d: { gedDispo: boolean; codeGed: string | null; url: string | null }) => !!((d.gedDispo && d.codeGed) || d.url);
export const DocumentationContenuSchema = DocumentationChamps.refine(cible, { message: C.cibleDocumentation, path: ['url'] });
export const DocumentationCreationSchema = DocumentationChamps.extend({ code: CodeContenuSchema }).refine(cible, {
  message: C.cibleDocumentation,
  path: ['url'],
});
export const DocumentationLigneSchema = z.object({
  code: z.string(),
  titre: z.string(),
  url: z.string().nullable(),
  codeGed: z.string().nullable(),
  gedDispo: z.boolean(),
  codeCategorie: z.string(),
  ordre: z.number(),
});
export type DocumentationLigne = z.infer<typeof DocumentationLigneSchema>;

export const ElearningContenuSchema = z.object({ titre: titreChamp(), description: descriptionChamp(), url: lienChamp(), ordre: ordreChamp().default(0) });
export const ElearningCreationSchema = ElearningContenuSchema.extend({ code: CodeContenuSchema });
export const ElearningLigneSchema = z.object({ code: z.string(), titre: z.string(), description: z.string(), url: z.string(), ordre: z.number() });
export type ElearningLigne = z.infer<typeof ElearningLigneSchema>;

export const CarteContenuSchema = z.object({
  page: z.enum(PAGES_CARTES, { error: 'La page doit être rgpd ou webserie.' }),
  titre: titreChamp(),
  description: descriptionChamp(),
  url: lienChamp(),
  libelleLien: text({ error: 'Le libellé du lien est obligatoire.' })
    .trim()
    .min(1, 'Le libellé du lien est obligatoire.')
    .max(60, 'Le libellé du lien ne doit pas dépasser 60 caractères.'),
  ordre: ordreChamp().default(0),
});
export const CarteLigneSchema = z.object({
  id: z.string(),
  page: z.enum(PAGES_CARTES),
  titre: z.string(),
  description: z.string(),
  url: z.string(),
  libelleLien: z.string(),
  ordre: z.number(),
});
export type CarteLigne = z.infer<typeof CarteLigneSchema>;

export const PageGeneriqueContenuSchema = z.object({
  titre: titreChamp(),
  url: nullable(lienChamp()),
  /** Rich text, sanitised by the api before it is stored and again when served. */
  contenu: multilineText({ error: C.contenuPage }).trim().min(1, C.contenuPage).max(100_000, 'Le contenu ne doit pas dépasser 100 000 caractères.'),
  publiee: z.boolean({ error: 'Indiquez si la page est publiée.' }).default(true),
});
export const PageGeneriqueCreationSchema = PageGeneriqueContenuSchema.extend({ id: CodeContenuSchema });
export const PageGeneriqueLigneSchema = z.object({ id: z.string(), titre: z.string(), url: z.string().nullable(), contenu: z.string(), publiee: z.boolean() });
export type PageGeneriqueLigne = z.infer<typeof PageGeneriqueLigneSchema>;

/** A contact of the founders' programme; the photo is kept as it is (set by the firm's directory, not by this form). */
export const InterlocuteurContenuSchema = z.object({
  prenom: text({ error: 'Le prénom est obligatoire.' }).trim().min(1, 'Le prénom est obligatoire.').max(100, 'Le prénom ne doit pas dépasser 100 caractères.'),
  nom: text({ error: 'Le nom est obligatoire.' }).trim().min(1, 'Le nom est obligatoire.').max(100, 'Le nom ne doit pas dépasser 100 caractères.'),
  fonction: text({ error: 'La fonction est obligatoire.' })
    .trim()
    .min(1, 'La fonction est obligatoire.')
    .max(120, 'La fonction ne doit pas dépasser 120 caractères.'),
  nomAgence: nullable(text().max(120, "L'agence ne doit pas dépasser 120 caractères.")),
  telephone: nullable(text().regex(/^[0-9 +.]{6,30}$/, 'Le téléphone ne doit contenir que des chiffres, espaces, points ou +.')),
  mail: nullable(z.string().email("L'adresse e-mail n'est pas valide.").max(254, "L'adresse e-mail ne doit pas dépasser 254 caractères.")),
  sexe: z.enum(['F', 'M', 'A'], { error: 'Le sexe est F (femme), M (homme) ou A (assistant).' }),
  droitImage: z.boolean({ error: "Indiquez si la personne a donné son droit à l'image." }).default(false),
  ordre: ordreChamp().default(0),
});
export const InterlocuteurIdParamSchema = z.object({ id: z.string({ error: C.introuvable }).regex(/^[A-Za-z0-9]{1,20}$/, 'Code agent invalide.') });
export const InterlocuteurCreationSchema = InterlocuteurContenuSchema.extend({
  codeAgent: z.string({ error: 'Le code agent est obligatoire.' }).regex(/^[A-Za-z0-9]{1,20}$/, 'Code agent invalide.'),
});
/** A founders' contact as staff list it: the member's card without its photo, with its rank. */
export const InterlocuteurLigneSchema = InterlocuteurOicSchema.omit({ photo: true }).extend({ ordre: z.number() });
export type InterlocuteurLigne = z.infer<typeof InterlocuteurLigneSchema>;
