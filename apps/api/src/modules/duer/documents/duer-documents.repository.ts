import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { StreamedFile } from '../../../common/upload/stream-upload.interceptor';
import type { DuerDocumentKind } from './duer-document-kind';
import { visible } from './duer-documents-droits';

/** A base document's file as a download reads it. */
export interface DuerFichierRow {
  nom: string;
  blob_key: string | null;
  nom_fichier: string | null;
  extension: string | null;
  mime: string | null;
  taille: number | null;
}

/** The queries annexes and pages share, on the kind's base table; writes take the caller's transaction. */
@Injectable()
export class DuerDocumentsRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** A document the dossier sees already has this label (case-insensitive). */
  async libellePris(tx: EntityManager, kind: DuerDocumentKind, codeDossier: string, nom: string): Promise<boolean> {
    const rows: unknown[] = await tx.query(`SELECT 1 FROM ${kind.base} d WHERE lower(d.nom) = lower($2) AND ${visible('d', 1)}`, [codeDossier, nom]);
    return rows.length > 0;
  }

  /** A dossier's own base document with its file and the kind's columns; returns its id. */
  async creer(tx: EntityManager, kind: DuerDocumentKind, colonnes: Record<string, unknown>, file: StreamedFile): Promise<number> {
    const valeurs = { ...colonnes, blob_key: file.key, nom_fichier: file.name, extension: file.extension, mime: file.mime, taille: file.size };
    const noms = Object.keys(valeurs);
    const [{ id }]: { id: number }[] = await tx.query(
      `INSERT INTO ${kind.base} (${noms.join(', ')}) VALUES (${noms.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
      Object.values(valeurs),
    );
    return id;
  }

  /** The file key of a base document the DUER uses, locked until commit; undefined when it uses none of this id. */
  async verrouillerFichier(tx: EntityManager, kind: DuerDocumentKind, id: number, idDuer: number): Promise<{ blob_key: string | null } | undefined> {
    const rows: { blob_key: string | null }[] = await tx.query(
      `SELECT d.blob_key FROM ${kind.base} d WHERE d.id = $1 AND ${kind.utiliseParDuer} FOR UPDATE OF d`,
      [id, idDuer],
    );
    return rows[0];
  }

  async remplacerFichier(tx: EntityManager, kind: DuerDocumentKind, id: number, file: StreamedFile): Promise<void> {
    await tx.query(`UPDATE ${kind.base} SET blob_key = $2, nom_fichier = $3, extension = $4, mime = $5, taille = $6 WHERE id = $1`, [
      id,
      file.key,
      file.name,
      file.extension,
      file.mime,
      file.size,
    ]);
  }

  /** The file of a document the dossier sees (the firm's or its own). */
  async fichier(kind: DuerDocumentKind, codeDossier: string, id: number): Promise<DuerFichierRow | undefined> {
    const rows: DuerFichierRow[] = await this.manager.query(
      `SELECT d.nom, d.blob_key, d.nom_fichier, d.extension, d.mime, d.taille FROM ${kind.base} d WHERE d.id = $2 AND ${visible('d', 1)}`,
      [codeDossier, id],
    );
    return rows[0];
  }
}
