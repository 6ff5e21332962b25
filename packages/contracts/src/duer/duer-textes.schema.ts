import { z } from 'zod';
import { idParam, int32, multilineText, text } from '../common/input';
import { DuerDroitsSchema, DuerSchema } from './duer.schema';

/** Text limits of the preamble, general information and cover page (spec 03 §2.8, §2.9, §5, §9). */
export const DUER_TEXTES_LIMITES = {
  titreMax: 255,
  contenuMax: 65535,
  champMax: 128,
  /** Cover-page lines 1 to 4: the spec gives no limit; 255 like a title line. */
  ligneMax: 255,
  categoriesMax: 100,
} as const;
const L = DUER_TEXTES_LIMITES;

const erreur = (quoi: string) => `Une erreur est survenue lors ${quoi}.`;

/** Messages of spec 03 §5 and §8 for the preamble, general information and cover page. */
export const DuerTextesMessages = {
  titreVide: 'Le titre ne doit pas être vide',
  titreRequis: 'Le titre doit être renseigné',
  titreTropLong: `Le titre ne doit pas dépasser ${L.titreMax} caractères.`,
  contenuTropLong: `Ce texte ne doit pas dépasser ${L.contenuMax} caractères.`,
  champTropLong: `Ce champ ne doit pas dépasser ${L.champMax} caractères.`,
  ligneTropLongue: `Cette ligne ne doit pas dépasser ${L.ligneMax} caractères.`,
  categorieIntrouvable: 'Catégorie introuvable dans ce préambule.',
  categoriesMax: `Un préambule compte au plus ${L.categoriesMax} catégories.`,
  sauvegardeAutomatique: 'Sauvegarde automatique',
  enregistre: 'Les modifications ont été enregistrées.',
  sauvegardePreambule: erreur('de la sauvegarde du préambule'),
  modificationCategorie: erreur('de la modification de la catégorie'),
  suppressionCategorie: erreur('de la suppression de la catégorie'),
  ajoutCategorie: erreur("de l'ajout de la catégorie"),
  chargementCategories: erreur('de la récupération des catégories'),
  chargementPageDeGarde: erreur('de la récupération de la page de garde'),
  enregistrement: erreur("de l'enregistrement des modifications"),
} as const;
const M = DuerTextesMessages;

const contenu = () => multilineText().max(L.contenuMax, M.contenuTropLong);
const champ = () => text().max(L.champMax, M.champTropLong);
const ligne = () => text().max(L.ligneMax, M.ligneTropLongue);

// ---------- Preamble (duerpreambule) ----------

export const PreambuleCategorieSchema = z.object({ id: z.number().int(), titre: z.string(), contenu: z.string(), ordre: z.number().int() });
export type PreambuleCategorie = z.infer<typeof PreambuleCategorieSchema>;

/** DuerPreambuleFetch: the three large texts and the categories (empty when nothing is saved yet). */
export const PreambuleSchema = z.object({
  duer: DuerSchema,
  droits: DuerDroitsSchema,
  idPreambule: z.number().int().nullable().describe('null until the first save'),
  descriptifExploitation: z.string(),
  ressourcesHumaines: z.string(),
  prestationsServices: z.string(),
  categories: z.array(PreambuleCategorieSchema),
});
export type Preambule = z.infer<typeof PreambuleSchema>;

/** DuerSavePreambule: the texts and the contents of the categories; an empty text is stored as a single space (spec 03 §4). */
export const PreambuleEnregistrementSchema = z.object({
  descriptifExploitation: contenu(),
  ressourcesHumaines: contenu(),
  prestationsServices: contenu(),
  categories: z.array(z.object({ id: int32().positive(), contenu: contenu() })).max(L.categoriesMax),
});
export type PreambuleEnregistrement = z.infer<typeof PreambuleEnregistrementSchema>;

/** UpdateDuerPreambuleCategorie. */
export const PreambuleCategorieUpdateSchema = z.object({
  titre: text({ error: M.titreVide }).trim().min(1, M.titreVide).max(L.titreMax, M.titreTropLong),
  contenu: contenu(),
  ordre: int32().min(1).optional(),
});
export type PreambuleCategorieUpdate = z.infer<typeof PreambuleCategorieUpdateSchema>;

/** InsertDuerPreambuleCategorie: placed last (the spec's ordre -1). */
export const PreambuleCategorieCreationSchema = z.object({
  titre: text({ error: M.titreRequis }).trim().min(1, M.titreRequis).max(L.titreMax, M.titreTropLong),
});
export type PreambuleCategorieCreation = z.infer<typeof PreambuleCategorieCreationSchema>;
export const PreambuleCategorieListSchema = z.array(PreambuleCategorieSchema);

// ---------- General information (duerinformationsgenerales) ----------

export const INFORMATIONS_GENERALES_CHAMPS = [
  'natureActivite',
  'nombreSalaries',
  'trousseDeSecours',
  'responsableTrousseDeSecours',
  'presenceDeSecouriste',
  'referentSecurite',
  /** 'Au cours de ces 12 derniers mois' (the spec's {hash} field). */
  'auCoursDes12DerniersMois',
  'nombreAccidents',
  'nombreMaladiesProfessionnelles',
] as const;
export type InformationsGeneralesChamp = (typeof INFORMATIONS_GENERALES_CHAMPS)[number];

const champs = <T>(make: () => T) => Object.fromEntries(INFORMATIONS_GENERALES_CHAMPS.map((c) => [c, make()])) as Record<InformationsGeneralesChamp, T>;

/** DuerSaveInformationsGenerales: the nine free-text fields, 128 characters each. */
export const InformationsGeneralesEnregistrementSchema = z.object(champs(champ));
export type InformationsGeneralesEnregistrement = z.infer<typeof InformationsGeneralesEnregistrementSchema>;

export const InformationsGeneralesSchema = z.object({
  duer: DuerSchema,
  droits: DuerDroitsSchema,
  informations: z.object(champs(() => z.string())),
});
export type InformationsGenerales = z.infer<typeof InformationsGeneralesSchema>;

// ---------- Cover page (duerpagedegarde) ----------

export const PageDeGardeEnregistrementSchema = z.object({
  champ1: ligne(),
  champ2: ligne(),
  champ3: ligne(),
  champ4: ligne(),
  dateMiseAJour: champ(),
  ingenieurConseil: champ(),
});
export type PageDeGardeEnregistrement = z.infer<typeof PageDeGardeEnregistrementSchema>;

export const PageDeGardeSchema = z.object({
  duer: DuerSchema,
  droits: DuerDroitsSchema,
  pageDeGarde: z.object({
    champ1: z.string(),
    champ2: z.string(),
    champ3: z.string(),
    champ4: z.string(),
    dateMiseAJour: z.string(),
    ingenieurConseil: z.string().describe('Saved value, else the name of the adviser attached to the dossier'),
  }),
});
export type PageDeGarde = z.infer<typeof PageDeGardeSchema>;

export const PersonneNomSchema = z.object({ prenom: z.string(), nom: z.string() });
/** DuerGerantsDossierFetch: the dossier's managers (read-only on the cover page). */
export const GerantListSchema = z.array(PersonneNomSchema);
/** DuerIngenieurConseilFetch: the adviser attached to the dossier, null when none. */
export const IngenieurConseilSchema = z.object({ ingenieurConseil: PersonneNomSchema.nullable() });

export const PreambuleCategorieParamSchema = z.object({ idDuer: idParam(), idCategorie: idParam() });
