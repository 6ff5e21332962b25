import { Inject, Injectable, Logger } from '@nestjs/common';
import { Readable } from 'node:stream';
import { BLOB_STORE, type BlobStore } from '../../../common/storage/blob-store';
import { DuerPdfConversion } from '../documents/duer-pdf-conversion';
import { nombreDePages } from './duer-pdf-fusion';
import type { FichierImprime } from './duer-impression.types';
import { enPdf, titre } from './pdf-document';

const CONVERTIBLES = ['doc', 'docx'];

/** What a page or annex file stands for in the print: its PDF, or one page that says why it is missing. */
export const messageNonConverti = (nom: string) => `Le fichier « ${nom} » n'a pas pu être converti en PDF.`;
export const messageSansFichier = (nom: string) => `Aucun document n'est associé à « ${nom} ».`;

/**
 * The stored files of pages and annexes as PDF bytes: PDFs as they are, .doc/.docx through LibreOffice (kept beside the
 * original as `<key>.pdf`, as the view of the file does). Never a silent gap: a file that cannot be used gives one page
 * naming it.
 */
@Injectable()
export class DuerImpressionFichiers {
  private readonly logger = new Logger(DuerImpressionFichiers.name);

  constructor(
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly conversion: DuerPdfConversion,
  ) {}

  async pdf(f: FichierImprime): Promise<Buffer> {
    if (!f.blobKey) return this.remplacement(f.nom, messageSansFichier(f.nom));
    const extension = (f.extension ?? 'pdf').toLowerCase();
    try {
      const pdf = CONVERTIBLES.includes(extension) ? await this.converti(f.blobKey, extension) : await this.lire(f.blobKey);
      if (pdf && (await nombreDePages(pdf))) return pdf;
    } catch (error) {
      this.logger.warn(`Fichier « ${f.nom} » illisible pour l'impression : ${error instanceof Error ? error.message : String(error)}`);
    }
    return this.remplacement(f.nom, messageNonConverti(f.nom));
  }

  private async converti(key: string, extension: string): Promise<Buffer | null> {
    const cle = `${key}.pdf`;
    if (await this.blobs.stat(cle)) return this.lire(cle);
    const pdf = await this.conversion.toPdf(await this.lire(key), extension);
    if (pdf) await this.blobs.put(cle, Readable.from([pdf]), { contentType: 'application/pdf' });
    return pdf;
  }

  private async lire(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.blobs.get(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  private remplacement(nom: string, message: string): Promise<Buffer> {
    return enPdf((doc) => {
      titre(doc, nom);
      doc.fontSize(12).text(message);
    });
  }
}
