import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { DuerDocumentsMessages as M } from '@portail/contracts';
import { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../../common/app.exception';
import { BLOB_STORE, BlobNotFoundError, type BlobStore } from '../../../common/storage/blob-store';
import type { DuerContexte } from '../duer-faits';
import { visible } from './duer-documents-droits';
import { DuerPdfConversion } from './duer-pdf-conversion';

interface FichierRow {
  nom: string;
  blob_key: string | null;
  nom_fichier: string | null;
  extension: string | null;
  mime: string | null;
  taille: number | null;
}

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
    @InjectEntityManager() private readonly manager: EntityManager,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly conversion: DuerPdfConversion,
  ) {}

  async annexe(ctx: DuerContexte, idBaseAnnexe: number, enPdf: boolean): Promise<DuerFichier> {
    const row = await this.row(ctx, 'duer_base_annexe', idBaseAnnexe, M.annexeIntrouvable);
    return row.blob_key ? this.open(row, enPdf) : SANS_FICHIER(M.aucunDocumentAnnexe);
  }

  async page(ctx: DuerContexte, idBasePage: number, enPdf: boolean): Promise<DuerFichier> {
    const row = await this.row(ctx, 'duer_base_page', idBasePage, M.pageIntrouvable);
    return row.blob_key ? this.open(row, enPdf) : SANS_FICHIER(M.aucunDocumentPage);
  }

  private async row({ duer }: DuerContexte, table: 'duer_base_annexe' | 'duer_base_page', id: number, introuvable: string): Promise<FichierRow> {
    const rows: FichierRow[] = await this.manager.query(
      `SELECT d.nom, d.blob_key, d.nom_fichier, d.extension, d.mime, d.taille FROM ${table} d WHERE d.id = $2 AND ${visible('d', 1)}`,
      [duer.codeDossier, id],
    );
    if (!rows.length) throw AppException.notFound(introuvable);
    return rows[0];
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
