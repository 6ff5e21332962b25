import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { OutboxService } from '../../outbox/outbox.service';
import { GedDocument } from '../ged-document.entity';
import { GedNoeud } from '../ged-noeud.entity';
import { gedProcessingJob } from '../jobs/ged-jobs';

/** A document the portal generated (a definitive DUER...), already stored as a blob, to file in a dossier's folder. */
export interface DepotGenere {
  codeDossier: string;
  /** codeGED of the folder, created under the dossier's 'main' folder when missing. */
  dossierCode: string;
  dossierNom: string;
  nom: string;
  blobKey: string;
  sha256: string;
  taille: number;
  mime: string;
  /** guidPersonne of who asked for it. */
  deposePar: string;
}

/** The folder's documents are seen by every holder of the dossier's general documents category. */
const CATEGORIE_GENERALE = 'mesDocs';
const RACINE = 'main';

/**
 * Generated documents entering the store, in the caller's transaction, with the worker's processing job (text,
 * preview) recorded in the outbox as an upload's is.
 */
@Injectable()
export class GedDepotService {
  constructor(private readonly outbox: OutboxService) {}

  /** Files the document (creating its folder when missing) and returns its id. */
  async deposerGenere(tx: EntityManager, input: DepotGenere): Promise<string> {
    const folder = await this.folder(tx, input);
    const id = randomUUID();
    await tx.insert(GedDocument, {
      id,
      noeudId: folder.id,
      codeDossier: input.codeDossier,
      nom: input.nom,
      type: 'document',
      typeFichier: null,
      extension: input.nom.split('.').pop()?.toLowerCase().slice(0, 10) ?? 'pdf',
      mime: input.mime,
      taille: input.taille,
      blobKey: input.blobKey,
      sha256: input.sha256,
      deposePar: input.deposePar,
    });
    await this.outbox.enqueue(tx, gedProcessingJob(id));
    return id;
  }

  private async folder(tx: EntityManager, input: DepotGenere): Promise<GedNoeud> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`ged_noeud:${input.codeDossier}:${input.dossierCode}`]);
    const found = await tx.findOne(GedNoeud, { where: { codeDossier: input.codeDossier, code: input.dossierCode, espace: 'dossier' } });
    if (found) return found;
    const racine = await tx.findOne(GedNoeud, { where: { codeDossier: input.codeDossier, code: RACINE, espace: 'dossier' } });
    const [{ ordre }]: { ordre: number }[] = await tx.query(
      'SELECT coalesce(max(ordre), 0)::int + 1 AS ordre FROM ged_noeud WHERE parent_id IS NOT DISTINCT FROM $1',
      [racine?.id ?? null],
    );
    const folder = tx.create(GedNoeud, {
      id: randomUUID(),
      espace: 'dossier',
      codeDossier: input.codeDossier,
      code: input.dossierCode,
      parentId: racine?.id ?? null,
      titre: input.dossierNom,
      ordre,
      categorieId: CATEGORIE_GENERALE,
    });
    await tx.insert(GedNoeud, folder);
    return folder;
  }
}
