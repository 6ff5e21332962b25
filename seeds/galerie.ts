import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { EntityManager } from 'typeorm';
import type { BlobStore } from '../apps/api/src/common/storage/blob-store';
import { GaleriePhoto } from '../apps/api/src/modules/galerie/galerie-photo.entity';
import { generatePhotoVersions, photoBlobKeys, photoRow, type PhotoVersions } from '../apps/api/src/modules/galerie/photo-versions';
import { scene } from './galerie-scenes';

/** The One Day gallery of the QA set (issue 14): 70 photos drawn from their number, through the uploads' resizing code. */
export const GALERIE_QA_PHOTOS = 70;
export const galeriePhotoId = (n: number) => `6f000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** The day of the event: fixed, so that nothing seeded carries the date of the seed. */
const JOUR_ONE_DAY = Date.parse('2026-06-20T08:00:00Z');

interface Rendered {
  n: number;
  titre: string;
  originale: Buffer;
  versions: PhotoVersions;
}

let rendered: Promise<Rendered[]> | undefined;

async function render(n: number): Promise<Rendered> {
  const s = scene(n);
  const originale = await sharp(Buffer.from(s.svg)).jpeg({ quality: 85 }).toBuffer();
  return { n, titre: s.titre, originale, versions: await generatePhotoVersions(originale) };
}

/** Drawn once per process (the tests' template, then any reset, reuse them), two at a time. */
function renderAll(): Promise<Rendered[]> {
  rendered ??= (async () => {
    const out: Rendered[] = [];
    for (let n = 1; n <= GALERIE_QA_PHOTOS; n += 2) {
      out.push(...(await Promise.all([n, n + 1].filter((k) => k <= GALERIE_QA_PHOTOS).map(render))));
    }
    return out;
  })();
  return rendered;
}

/** Writes the QA photos (rows and their three images), replacing any earlier version of them. */
export async function seedGalerie(tx: EntityManager, blobs: BlobStore): Promise<void> {
  const rows: GaleriePhoto[] = [];
  for (const { n, titre, originale, versions: v } of await renderAll()) {
    const id = galeriePhotoId(n);
    const keys = photoBlobKeys(id);
    await blobs.put(keys.originale, Readable.from([originale]));
    await blobs.put(keys.grande, Readable.from([v.grande.bytes]));
    await blobs.put(keys.petite, Readable.from([v.petite.bytes]));
    rows.push(
      tx.create(
        GaleriePhoto,
        photoRow(
          { id, nomFichier: `one-day-${String(n).padStart(2, '0')}.jpg`, mime: v.originale.mime, cle: keys.originale, octets: originale.length },
          titre,
          n * 10,
          v,
          new Date(JOUR_ONE_DAY + n * 7 * 60_000),
        ),
      ),
    );
  }
  await tx.save(GaleriePhoto, rows);
}

/** Every image of every photo in the gallery (QA or uploaded since), for the reset. */
export async function galerieBlobKeys(tx: EntityManager): Promise<string[]> {
  const photos = await tx.find(GaleriePhoto, { select: { cleOriginale: true, cleGrande: true, clePetite: true } });
  return photos.flatMap((p) => [p.cleOriginale, p.cleGrande, p.clePetite]);
}
