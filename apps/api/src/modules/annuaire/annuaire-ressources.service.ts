import { Inject, Injectable, Logger } from '@nestjs/common';
import { AnnuaireMessages as M } from '@portail/contracts';
import type { Readable } from 'node:stream';
import { AppException } from '../../common/app.exception';
import { BLOB_STORE, BlobNotFoundError, type BlobStore } from '../../common/storage/blob-store';

/** The directory's PDF guides kept in the portal's blob store under `annuaire/` (the name is validated by the route). */
@Injectable()
export class AnnuaireRessourcesService {
  private readonly logger = new Logger(AnnuaireRessourcesService.name);

  constructor(@Inject(BLOB_STORE) private readonly blobs: BlobStore) {}

  async pdf(fichier: string): Promise<Readable> {
    try {
      return await this.blobs.get(`annuaire/${fichier}`);
    } catch (error) {
      if (!(error instanceof BlobNotFoundError)) throw error;
      this.logger.warn(`Guide absent du stockage : annuaire/${fichier}`);
      throw AppException.notFound(M.ressourceIntrouvable);
    }
  }
}
