import { z } from 'zod';
import { text } from '../common/input';

/** The One Day photo gallery (spec 02 §2, §9 'Other content pages'): photos of the firm's annual event, managed by staff. */
export const GALERIE_LIMITES = {
  titreMax: 255,
  /** 15 Mo per uploaded photo. */
  fichierMaxOctets: 15 * 1024 * 1024,
  /** Decoding bombs: a photo above 50 megapixels is refused before it is resized. */
  pixelsMax: 50_000_000,
  ordreMax: 100_000,
  /** The gallery holds ~70 photos; the list is bounded all the same. */
  photosMax: 500,
  /** Longest side of the large version, and width of the thumbnail. */
  grandeCote: 1600,
  petiteLargeur: 400,
} as const;
const L = GALERIE_LIMITES;

export const GALERIE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const GALERIE_ACCEPT = 'image/jpeg,image/png,image/webp';

/** petite: thumbnail of the grid; grande: the lightbox slide; originale: the uploaded file (download). */
export const TAILLES_PHOTO = ['petite', 'grande', 'originale'] as const;
export type TaillePhoto = (typeof TAILLES_PHOTO)[number];

export const GalerieMessages = {
  titre: 'One Day - Galerie Photos',
  avertissement:
    'Vous apparaissez sur une photo et souhaitez qu’elle soit retirée ou floutée ? Contactez l’assistance : nous la retirerons ou la flouterons dans les meilleurs délais.',
  erreurChargement: 'Une erreur est survenue lors du chargement des photos.',
  vide: 'Aucune photo pour l’instant.',
  echecImage: 'Failed to load',
  introuvable: 'Contenu introuvable.',
  photoIntrouvable: 'Photo introuvable.',
  tailleInconnue: 'Taille de photo inconnue (petite, grande ou originale).',
  titreRequis: 'Ce champ est obligatoire.',
  titreTropLong: `Le titre ne doit pas dépasser ${L.titreMax} caractères.`,
  ordreInvalide: `L’ordre doit être un nombre entier entre 0 et ${L.ordreMax}.`,
  aucunFichier: 'Choisissez une photo à envoyer.',
  fichierVide: (nom: string) => `${nom} : le fichier est vide.`,
  fichierTropLourd: (nom: string) => `${nom} : la photo dépasse 15 Mo.`,
  fichierTypeRefuse: (nom: string) => `${nom} : seules les photos JPEG, PNG ou WebP sont acceptées.`,
  fichierContenuIncoherent: (nom: string) => `${nom} : le contenu du fichier ne correspond pas à une photo JPEG, PNG ou WebP.`,
  imageIllisible: 'La photo ne peut pas être lue : le fichier est peut-être endommagé.',
  imageTropGrande: 'La photo dépasse 50 mégapixels : réduisez-la avant de l’envoyer.',
  tropDePhotos: `La galerie ne peut pas compter plus de ${L.photosMax} photos.`,
  dossierIncoherent: 'Le code dossier du formulaire ne correspond pas au dossier de la requête.',
  ajoutee: 'La photo a été ajoutée à la galerie.',
  modifiee: 'La photo a été modifiée.',
  supprimee: 'La photo a été supprimée de la galerie.',
} as const;
const M = GalerieMessages;

export const DimensionsSchema = z.object({ largeur: z.number().int(), hauteur: z.number().int() });
export type Dimensions = z.infer<typeof DimensionsSchema>;

/** A photo as the gallery lists it; its images are read at GET /api/oneday/photos/{id}/{taille}. */
export const PhotoSchema = z.object({
  id: z.string().uuid(),
  ordre: z.number().int().describe('Rang dans la galerie, croissant'),
  titre: z.string().describe('Titre, aussi texte alternatif de l’image'),
  petite: DimensionsSchema.describe('Vignette de la grille (400 px de large)'),
  grande: DimensionsSchema.describe('Version de la visionneuse (1600 px au plus)'),
  originale: DimensionsSchema.describe('Fichier envoyé, proposé au téléchargement'),
  /** Media type of the original, for the download's name. */
  typeOriginal: z.string(),
  /** ISO date-time. */
  dateAjout: z.string(),
});
export type Photo = z.infer<typeof PhotoSchema>;
export const PhotoListSchema = z.array(PhotoSchema);

/** The staff's view of a photo ('Contenus' screen): also the uploaded file's name and size. */
export const PhotoContenuSchema = PhotoSchema.extend({ nomFichier: z.string(), octets: z.number().int() });
export type PhotoContenu = z.infer<typeof PhotoContenuSchema>;
export const PhotoContenuListSchema = z.array(PhotoContenuSchema);

const titre = () =>
  text({ error: M.titreRequis })
    .max(L.titreMax, M.titreTropLong)
    .refine((v) => v.trim() !== '', M.titreRequis)
    .describe('Titre de la photo, lu comme texte alternatif');

/** The text fields of the multipart upload (the file goes under `fichier`); the photo is put last in the gallery. */
export const PhotoCreationSchema = z.strictObject({ titre: titre() });
export type PhotoCreation = z.infer<typeof PhotoCreationSchema>;

export const PhotoModificationSchema = z.strictObject({
  titre: titre(),
  ordre: z
    .number({ error: M.ordreInvalide })
    .int(M.ordreInvalide)
    .min(0, M.ordreInvalide)
    .max(L.ordreMax, M.ordreInvalide)
    .optional()
    .describe('Rang dans la galerie ; absent : inchangé'),
});
export type PhotoModification = z.infer<typeof PhotoModificationSchema>;

export const PhotoIdParamSchema = z.object({ id: z.string().uuid(M.introuvable) });
export const PhotoImageParamSchema = z.object({
  id: z.string().uuid(M.photoIntrouvable),
  taille: z.enum(TAILLES_PHOTO, { error: M.tailleInconnue }),
});
