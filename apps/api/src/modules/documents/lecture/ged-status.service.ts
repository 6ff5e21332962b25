import { Inject, Injectable } from '@nestjs/common';
import { DocumentsMessages, type GedStatus, type SessionUser } from '@portail/contracts';
import { BLOB_STORE, type BlobStore } from '../../../common/storage/blob-store';
import { AccessService } from '../../droits/access.service';
import { inMaintenance } from './ged-visibility';

/** checkGEDStatus: the blob store answers, and the dossier's maintenance flags (its access checked when named). */
@Injectable()
export class GedStatusService {
  constructor(
    private readonly access: AccessService,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async status(user: SessionUser, codeDossier: string | undefined): Promise<GedStatus> {
    const dossier = codeDossier ? await this.access.requireDossier(user, codeDossier) : undefined;
    const up = await this.blobs.ping().catch(() => false);
    const maintenanceGedDocument = !!dossier && inMaintenance(dossier, 'documents');
    const maintenanceGedFacture = !!dossier && inMaintenance(dossier, 'factures');
    const message = !up ? DocumentsMessages.gedInaccessible : maintenanceGedDocument || maintenanceGedFacture ? DocumentsMessages.maintenance : null;
    return { storage: up ? 'up' : 'down', maintenanceGedDocument, maintenanceGedFacture, message };
  }
}
