import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EtapeImpressionDuer } from '@portail/contracts';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { EntityManager, Repository } from 'typeorm';
import { PdfAConversion } from '../../../../common/pdf/pdfa';
import { BLOB_STORE, type BlobStore } from '../../../../common/storage/blob-store';
import { TransactionRunner } from '../../../../common/transaction';
import { GedDepotService } from '../../../documents/upload/ged-depot.service';
import { DuerFaits } from '../../duer-faits';
import { Duer } from '../../duer.entity';
import { DuerVersionsService } from '../../versions/duer-versions.service';
import { DuerImpressionJob } from '../duer-impression-job.entity';
import { impressionBlobKey, nomImpression } from '../duer-impression-nom';
import { DuerPdfBuilder } from '../duer-pdf-builder';
import { DuerImpressionJobsRepository } from './duer-impression-jobs.repository';
import { progressionThrottlee } from './duer-impression-progression';
import { timePrint } from '../../../../common/metrics/metrics';

export const ECHEC_IMPRESSION = 'Une erreur est survenue lors de la génération du document.';

/** What the runner needs of a BullMQ job. */
export interface JobProgress {
  updateProgress(value: number): Promise<void>;
}

interface Produit {
  pdf: Buffer;
  pages: number;
  blobKey: string;
  /** The stored PDF is PDF/A-2b. */
  pdfa: boolean;
}

/**
 * One print on the worker (issue 13): the PDF built with real progress written to its row, stored as a blob, then in
 * one transaction the row finished and, for a definitive print, the PDF filed in the dossier's 'DUER' folder, the
 * version sealed and the DUER finished. A finished row is never printed again, so a retried job seals one version.
 */
@Injectable()
export class DuerImpressionRunner {
  private readonly logger = new Logger(DuerImpressionRunner.name);

  constructor(
    @InjectRepository(DuerImpressionJob) private readonly jobs: Repository<DuerImpressionJob>,
    private readonly transactions: TransactionRunner,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly builder: DuerPdfBuilder,
    private readonly faits: DuerFaits,
    private readonly versions: DuerVersionsService,
    private readonly depot: GedDepotService,
    private readonly pdfa: PdfAConversion,
    private readonly repo: DuerImpressionJobsRepository,
  ) {}

  async run(idImpression: string, job: JobProgress, dernierEssai: boolean): Promise<{ pages: number } | null> {
    const row = await this.jobs.findOneBy({ id: idImpression });
    if (!row) return null;
    if (row.etat === 'termine') return { pages: row.pages ?? 0 };
    try {
      await this.repo.demarrer(idImpression);
      const produit = await timePrint('duer', () => this.produire(row, job));
      await this.transactions.run((tx) => this.terminer(tx, row, produit));
      return { pages: produit.pages };
    } catch (error) {
      this.logger.warn(`Impression ${idImpression} en échec : ${error instanceof Error ? error.message : String(error)}`);
      if (dernierEssai) {
        await this.repo.echouer(idImpression, ECHEC_IMPRESSION);
      }
      throw error;
    }
  }

  private async produire(row: DuerImpressionJob, job: JobProgress): Promise<Produit> {
    const progression = progressionThrottlee(async (etape: EtapeImpressionDuer, value: number) => {
      await this.repo.progresser(row.id, etape, value);
      await job.updateProgress(value);
    });
    const archive = !row.temporaire;
    const construit = await this.builder.build(row.idDuer, row.selection, { temporaire: row.temporaire, archive, onProgress: progression.report });
    await progression.flush();
    // A definitive print is archived as PDF/A-2b before it is stored, so that the sealed hash is the archived file's:
    // made so as it was built (its tags kept), else converted whole by Ghostscript (untagged), else sealed as it is.
    const converti = archive && !construit.pdfa ? await this.pdfa.convertir(construit.pdf) : null;
    const pdf = converti ?? construit.pdf;
    const blobKey = impressionBlobKey(row.id);
    await this.blobs.put(blobKey, Readable.from([pdf]), { contentType: 'application/pdf' });
    return { pdf, pages: construit.pages, blobKey, pdfa: construit.pdfa || converti !== null };
  }

  private async terminer(tx: EntityManager, row: DuerImpressionJob, produit: Produit): Promise<void> {
    const courant = await this.repo.verrouiller(tx, row.id);
    if (!courant || courant.etat === 'termine') return;
    const idVersion = row.temporaire ? null : await this.sceller(tx, row, produit);
    await tx.update(DuerImpressionJob, row.id, {
      etat: 'termine',
      etape: 'termine',
      progression: 100,
      pages: produit.pages,
      blobKey: produit.blobKey,
      termineLe: new Date(),
      message: null,
      idVersion,
    });
  }

  /** The definitive print: a copy filed in the dossier's 'DUER' folder, the sealed version, the DUER finished. */
  private async sceller(tx: EntityManager, row: DuerImpressionJob, produit: Produit): Promise<number> {
    const duer = await tx.findOne(Duer, { where: { id: row.idDuer }, lock: { mode: 'pessimistic_write' } });
    if (!duer) throw new Error(`DUER ${row.idDuer} introuvable`);
    // A version already sealed by this print (a crash after its commit, before the row's): nothing filed twice.
    const scellee = await this.repo.versionScellee(tx, row.id);
    if (scellee !== null) return scellee;
    const dossier = await this.faits.dossier(duer.codeDossier, tx);
    // The document store's own copy: deleting it from the store never touches the sealed version's blob.
    const gedKey = `ged/${duer.codeDossier}/${randomUUID()}`;
    const stored = await this.blobs.put(gedKey, Readable.from([produit.pdf]), { contentType: 'application/pdf' });
    const idGedDocument = await this.depot.deposerGenere(tx, {
      codeDossier: duer.codeDossier,
      dossierCode: 'duer',
      dossierNom: 'DUER',
      nom: nomImpression(dossier.raisonSociale, duer.annee, false),
      blobKey: gedKey,
      sha256: stored.sha256,
      taille: stored.size,
      mime: 'application/pdf',
      deposePar: row.demandePar,
    });
    const version = await this.versions.sceller(tx, {
      codeDossier: duer.codeDossier,
      idDuer: duer.id,
      annee: duer.annee,
      idImpression: row.id,
      blobKey: produit.blobKey,
      pdf: produit.pdf,
      pages: produit.pages,
      pdfa: produit.pdfa,
      imprimePar: row.demandePar,
      imprimeParNom: row.demandeParNom,
      parCollaborateur: row.parCollaborateur,
      idGedDocument,
    });
    await tx.update(Duer, duer.id, { estFini: true, dateFini: new Date(), idGedDuerDefinitif: idGedDocument });
    return version.id;
  }
}
