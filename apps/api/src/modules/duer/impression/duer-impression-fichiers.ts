import { Inject, Injectable, Logger } from '@nestjs/common';
import { Readable } from 'node:stream';
import { BLOB_STORE, type BlobStore } from '../../../common/storage/blob-store';
import { DuerPdfConversion } from '../documents/duer-pdf-conversion';
import { pageCount } from './duer-pdf-merge';
import type { ImpressionFichier } from './duer-impression.types';
import { renderPdf, heading } from './pdf-document';

const CONVERTIBLE = ['doc', 'docx'];

/** What a page or annex file stands for in the print: its PDF, or one page that says why it is missing. */
export const nonConvertiMessage = (nom: string) => `Le fichier « ${nom} » n'a pas pu être converti en PDF.`;
export const sansFichierMessage = (nom: string) => `Aucun document n'est associé à « ${nom} ».`;

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

  async pdf(f: ImpressionFichier): Promise<Buffer> {
    if (!f.blobKey) return this.replacementPage(f.nom, sansFichierMessage(f.nom));
    const extension = (f.extension ?? 'pdf').toLowerCase();
    try {
      const pdf = CONVERTIBLE.includes(extension) ? await this.converted(f.blobKey, extension) : await this.read(f.blobKey);
      if (pdf && (await pageCount(pdf))) return pdf;
    } catch (error) {
      this.logger.warn(`Fichier « ${f.nom} » illisible pour l'impression : ${error instanceof Error ? error.message : String(error)}`);
    }
    return this.replacementPage(f.nom, nonConvertiMessage(f.nom));
  }

  private async converted(key: string, extension: string): Promise<Buffer | null> {
    const pdfKey = `${key}.pdf`;
    if (await this.blobs.stat(pdfKey)) return this.read(pdfKey);
    const pdf = await this.conversion.toPdf(await this.read(key), extension);
    if (pdf) await this.blobs.put(pdfKey, Readable.from([pdf]), { contentType: 'application/pdf' });
    return pdf;
  }

  private async read(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.blobs.get(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  private replacementPage(nom: string, message: string): Promise<Buffer> {
    return renderPdf((doc) => {
      heading(doc, nom);
      doc.fontSize(12).text(message);
    });
  }
}
