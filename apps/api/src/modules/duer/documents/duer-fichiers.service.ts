import { Inject, Injectable, Logger } from '@nestjs/common';
import { DuerDocumentsMessages as M } from '@portail/contracts';
import { Readable } from 'node:stream';
import { AppException } from '../../../common/app.exception';
import { BLOB_STORE, BlobNotFoundError, type BlobStore } from '../../../common/storage/blob-store';
import type { DuerContexte } from '../duer-faits';
import { ANNEXE, type DuerDocumentKind, PAGE } from './duer-document-kind';
import { DuerDocumentsRepository, type DuerFichierRow as FichierRow } from './duer-documents.repository';
import { DuerPdfConversion } from './duer-pdf-conversion';

/** What a file GET answers (spec 03 §7.1). */
export type DuerFichier =
  | { kind: 'aucun'; message: string }
  | { kind: 'fichier'; stream: Readable; mime: string; size: number; nom: string; inline: boolean; apercuIndisponible: boolean };

const SANS_FICHIER = (message: string): DuerFichier => ({ kind: 'aucun', message });

/**
 * Annex and page files: any document the DUER's dossier may use (the firm's or its own), whatever flags the path
 * carries. A view of a .doc/.docx is converted to PDF once and kept beside the original (`<key>.pdf`).
 */
@Injectable()
export class DuerFichiersService {
  private readonly logger = new Logger(DuerFichiersService.name);

  constructor(
    private readonly repo: DuerDocumentsRepository,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly conversion: DuerPdfConversion,
  ) {}

  annexe(ctx: DuerContexte, idBaseAnnexe: number, enPdf: boolean): Promise<DuerFichier> {
    return this.fichier(ctx, ANNEXE, idBaseAnnexe, enPdf);
  }

  page(ctx: DuerContexte, idBasePage: number, enPdf: boolean): Promise<DuerFichier> {
    return this.fichier(ctx, PAGE, idBasePage, enPdf);
  }

  private async fichier({ duer }: DuerContexte, kind: DuerDocumentKind, id: number, enPdf: boolean): Promise<DuerFichier> {
    const row = await this.repo.fichier(kind, duer.codeDossier, id);
    if (!row) throw AppException.notFound(kind.introuvable);
    return row.blob_key ? this.open(row, enPdf) : SANS_FICHIER(kind.sansFichier);
  }

  private async open(row: FichierRow, enPdf: boolean): Promise<DuerFichier> {
    const key = row.blob_key!;
    const nom = row.nom_fichier ?? `${row.nom}.${row.extension ?? 'pdf'}`;
    const original = async (inline: boolean, apercuIndisponible: boolean): Promise<DuerFichier> => ({
      kind: 'fichier',
      stream: await this.get(key),
      mime: row.mime ?? 'application/octet-stream',
      size: row.taille ?? (await this.blobs.stat(key))?.size ?? 0,
      nom,
      inline,
      apercuIndisponible,
    });
    if (!enPdf) return original(false, false);
    if (row.extension === 'pdf') return original(true, false);
    const pdf = await this.pdf(key, row.extension ?? '');
    if (!pdf) return original(false, true);
    return {
      kind: 'fichier',
      stream: await this.get(pdf.key),
      mime: 'application/pdf',
      size: pdf.size,
      nom: nom.replace(/\.[^.]+$/, '.pdf'),
      inline: true,
      apercuIndisponible: false,
    };
  }

  /** A blob the row names but the store lost: 404 with the spec's wording, logged (never a 500). */
  private async get(key: string): Promise<Readable> {
    try {
      return await this.blobs.get(key);
    } catch (error) {
      if (!(error instanceof BlobNotFoundError)) throw error;
      this.logger.warn(`Fichier absent du stockage : ${key}`);
      throw AppException.notFound(M.documentIntrouvable);
    }
  }

  /** The PDF kept for a .doc/.docx, converted now when missing; null when no converter runs here. */
  private async pdf(key: string, extension: string): Promise<{ key: string; size: number } | null> {
    const pdfKey = `${key}.pdf`;
    const cached = await this.blobs.stat(pdfKey);
    if (cached) return { key: pdfKey, size: cached.size };
    if (!(await this.conversion.binary())) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of await this.get(key)) chunks.push(chunk as Buffer);
    const converted = await this.conversion.toPdf(Buffer.concat(chunks), extension);
    if (!converted) return null;
    const stored = await this.blobs.put(pdfKey, Readable.from([converted]), { contentType: 'application/pdf' });
    return { key: pdfKey, size: stored.size };
  }
}
