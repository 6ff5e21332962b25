import { Inject, Injectable } from '@nestjs/common';
import { GALERIE_LIMITES as L, GalerieMessages as M, type Photo, type PhotoContenu, type PhotoModification, type TaillePhoto } from '@portail/contracts';
import { Readable } from 'node:stream';
import { AppException } from '../../common/app.exception';
import { BLOB_STORE, BlobNotFoundError, type BlobStore } from '../../common/storage/blob-store';
import type { StreamedFile } from '../../common/upload/stream-upload.interceptor';
import type { GaleriePhoto } from './galerie-photo.entity';
import { GalerieRepository } from './galerie.repository';
import { toPhoto, toPhotoContenu } from './galerie.mapper';
import { generatePhotoVersions, ImageTropGrandeError, photoBlobKeys, photoRow, type PhotoVersions } from './photo-versions';

export interface PhotoImage {
  key: string;
  mime: string;
  /** Images never change under an id (a new upload is a new photo): the id and the size name them. */
  etag: string;
}

/** The One Day gallery: read by every signed-in user, managed by staff from the 'Contenus' screen. */
@Injectable()
export class GalerieService {
  constructor(
    private readonly repo: GalerieRepository,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async list(): Promise<Photo[]> {
    return (await this.repo.list()).map(toPhoto);
  }

  async listContenus(): Promise<PhotoContenu[]> {
    return (await this.repo.list()).map(toPhotoContenu);
  }

  /** Where an image of a photo is, or a 404 when the photo is gone. */
  async image(id: string, taille: TaillePhoto): Promise<PhotoImage> {
    const photo = await this.repo.find(id);
    if (!photo) throw AppException.notFound(M.photoIntrouvable);
    return { ...imageOf(photo, taille), etag: `"${id}-${taille}"` };
  }

  async open(image: PhotoImage): Promise<Readable> {
    try {
      return await this.blobs.get(image.key);
    } catch (error) {
      if (error instanceof BlobNotFoundError) throw AppException.notFound(M.photoIntrouvable);
      throw error;
    }
  }

  /**
   * Records an uploaded photo (already stored as its original by the interceptor) with its large and small versions.
   * On any failure the versions written here are removed, and the interceptor removes the original.
   */
  async create(titre: string, file: StreamedFile): Promise<PhotoContenu> {
    const versions = await this.versionsOf(file);
    const keys = photoBlobKeys(file.id);
    const written: string[] = [];
    try {
      await this.blobs.put(keys.grande, bufferStream(versions.grande.bytes), { contentType: versions.grande.mime });
      written.push(keys.grande);
      await this.blobs.put(keys.petite, bufferStream(versions.petite.bytes), { contentType: versions.petite.mime });
      written.push(keys.petite);
      return await this.repo.transaction(async (tx) => {
        await this.repo.lock(tx);
        const { count, last } = await this.repo.countAndLastOrdre(tx);
        if (count >= L.photosMax) throw AppException.validation([{ path: 'fichier', message: M.tropDePhotos }]);
        const photo = await this.repo.save(
          tx,
          photoRow(
            { id: file.id, nomFichier: file.name, mime: file.mime, cle: file.key, octets: file.size },
            titre.trim(),
            Math.min(last + 10, L.ordreMax),
            versions,
            new Date(),
          ),
        );
        return toPhotoContenu(photo);
      });
    } catch (error) {
      await Promise.all(written.map((key) => this.blobs.delete(key).catch(() => undefined)));
      throw error;
    }
  }

  async update(id: string, body: PhotoModification): Promise<PhotoContenu> {
    return this.repo.transaction(async (tx) => {
      const photo = await this.repo.findForUpdate(tx, id);
      if (!photo) throw AppException.notFound(M.introuvable);
      photo.titre = body.titre.trim();
      if (body.ordre !== undefined) photo.ordre = body.ordre;
      return toPhotoContenu(await this.repo.save(tx, photo));
    });
  }

  /** Removes the row, then its images once the removal is committed (a rolled-back removal keeps them). */
  async remove(id: string): Promise<void> {
    const photo = await this.repo.transaction(async (tx) => {
      const found = await this.repo.findForUpdate(tx, id);
      if (!found) throw AppException.notFound(M.introuvable);
      await this.repo.delete(tx, id);
      return found;
    });
    for (const key of [photo.cleOriginale, photo.cleGrande, photo.clePetite]) await this.blobs.delete(key);
  }

  private async versionsOf(file: StreamedFile): Promise<PhotoVersions> {
    try {
      return await generatePhotoVersions(await readAll(await this.blobs.get(file.key)));
    } catch (error) {
      const message = error instanceof ImageTropGrandeError ? M.imageTropGrande : M.imageIllisible;
      throw AppException.validation([{ path: 'fichier', message }]);
    }
  }
}

function imageOf(p: GaleriePhoto, taille: TaillePhoto): { key: string; mime: string } {
  if (taille === 'petite') return { key: p.clePetite, mime: p.typePetite };
  if (taille === 'grande') return { key: p.cleGrande, mime: p.typeGrande };
  return { key: p.cleOriginale, mime: p.typeOriginale };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const bufferStream = (bytes: Buffer) => Readable.from([bytes]);
