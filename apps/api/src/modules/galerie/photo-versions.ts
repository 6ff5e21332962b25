import { GALERIE_LIMITES as L } from '@portail/contracts';
import sharp from 'sharp';
import type { GaleriePhoto } from './galerie-photo.entity';

/** One generated image: its bytes, type and size in pixels. */
export interface ImageVersion {
  bytes: Buffer;
  mime: string;
  largeur: number;
  hauteur: number;
}

export interface PhotoVersions {
  /** The original as shown (EXIF orientation applied). */
  originale: { mime: string; largeur: number; hauteur: number };
  grande: ImageVersion;
  petite: ImageVersion;
}

export class ImageIllisibleError extends Error {
  constructor() {
    super('Image illisible');
  }
}

export class ImageTropGrandeError extends Error {
  constructor() {
    super('Image au-delà de la limite de pixels');
  }
}

const FORMATS: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * The large (longest side ≤ 1600 px, JPEG: quick to encode) and small (400 px wide, WebP: smallest) versions of a photo, oriented by its EXIF tag and
 * stripped of its metadata (no location or camera data leaves with the thumbnails). The same code serves uploads and
 * the QA seed. Throws ImageIllisibleError or ImageTropGrandeError.
 */
export async function generatePhotoVersions(input: Buffer): Promise<PhotoVersions> {
  const options = { limitInputPixels: L.pixelsMax, failOn: 'error' } as const;
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageIllisibleError();
  }
  const mime = meta.format ? FORMATS[meta.format] : undefined;
  if (!mime || !meta.width || !meta.height) throw new ImageIllisibleError();
  if (meta.width * meta.height > L.pixelsMax) throw new ImageTropGrandeError();
  try {
    const grande = await sharp(input, options)
      .autoOrient()
      .resize({ width: L.grandeCote, height: L.grandeCote, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, progressive: true })
      .toBuffer({ resolveWithObject: true });
    // From the large version: decoding 1600 px instead of the original keeps an upload (and the seed) quick.
    const petite = await sharp(grande.data)
      .resize({ width: L.petiteLargeur, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer({ resolveWithObject: true });
    const { width, height } = meta.autoOrient ?? meta;
    return {
      originale: { mime, largeur: width, hauteur: height },
      grande: { bytes: grande.data, mime: 'image/jpeg', largeur: grande.info.width, hauteur: grande.info.height },
      petite: { bytes: petite.data, mime: 'image/webp', largeur: petite.info.width, hauteur: petite.info.height },
    };
  } catch {
    throw new ImageIllisibleError();
  }
}

/** Blob keys of a photo's three images. */
export const photoBlobKeys = (id: string) => ({ originale: `galerie/${id}/originale`, grande: `galerie/${id}/grande`, petite: `galerie/${id}/petite` });

/** The original as stored, before its versions are made. */
export interface PhotoOriginale {
  id: string;
  nomFichier: string;
  mime: string;
  cle: string;
  octets: number;
}

/** A gallery row: the original and its two versions (uploads and the QA set alike). */
export function photoRow(o: PhotoOriginale, titre: string, ordre: number, v: PhotoVersions, dateAjout: Date): GaleriePhoto {
  const keys = photoBlobKeys(o.id);
  return {
    id: o.id,
    ordre,
    titre,
    nomFichier: o.nomFichier,
    typeOriginale: o.mime,
    cleOriginale: o.cle,
    octetsOriginale: o.octets,
    largeurOriginale: v.originale.largeur,
    hauteurOriginale: v.originale.hauteur,
    typeGrande: v.grande.mime,
    cleGrande: keys.grande,
    largeurGrande: v.grande.largeur,
    hauteurGrande: v.grande.hauteur,
    typePetite: v.petite.mime,
    clePetite: keys.petite,
    largeurPetite: v.petite.largeur,
    hauteurPetite: v.petite.hauteur,
    dateAjout,
  };
}
