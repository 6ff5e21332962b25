// replaced by H2's version at merge: a minimal sealing with exactly H2's interface (no snapshot of the risks yet).
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { DuerVersion } from './duer-version.entity';

export interface ScellementInput {
  codeDossier: string;
  idDuer: number;
  annee: number;
  idImpression: string;
  blobKey: string;
  pdf: Uint8Array;
  pages: number;
  imprimePar: string;
  imprimeParNom: string;
  parCollaborateur: boolean;
  idGedDocument: string | null;
}

/** Retention of a definitive DUER (L4121-3-1 V A): 40 years from its print. */
const CONSERVATION_ANNEES = 40;

@Injectable()
export class DuerVersionsService {
  /** Inserts the sealed version in the caller's transaction (sha256 of pdf, numero, +40 years, snapshot); returns it. An existing version of the same idImpression is returned as is. */
  async sceller(tx: EntityManager, input: ScellementInput): Promise<DuerVersion> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`duer_version:${input.codeDossier}`]);
    const existing = await tx.findOneBy(DuerVersion, { idImpression: input.idImpression });
    if (existing) return existing;
    const [{ numero }]: { numero: number }[] = await tx.query('SELECT coalesce(max(numero), 0)::int + 1 AS numero FROM duer_version WHERE code_dossier = $1', [
      input.codeDossier,
    ]);
    const imprimeLe = new Date();
    const jusquAu = new Date(imprimeLe);
    jusquAu.setUTCFullYear(jusquAu.getUTCFullYear() + CONSERVATION_ANNEES);
    const version = tx.create(DuerVersion, {
      codeDossier: input.codeDossier,
      idDuer: input.idDuer,
      annee: input.annee,
      numero,
      idImpression: input.idImpression,
      blobKey: input.blobKey,
      sha256: createHash('sha256').update(input.pdf).digest('hex'),
      taille: input.pdf.byteLength,
      pages: input.pages,
      imprimeLe,
      imprimePar: input.imprimePar,
      imprimeParNom: input.imprimeParNom,
      parCollaborateur: input.parCollaborateur,
      conserverJusquAu: jusquAu.toISOString().slice(0, 10),
      idGedDocument: input.idGedDocument,
      contenu: { risques: [] },
    });
    return tx.save(DuerVersion, version);
  }
}
