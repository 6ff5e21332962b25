import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { DuerMessages as M, type DuerVersion as DuerVersionWire, type DuerVersionComparaison, nomFichierVersion, parisIsoDay } from '@portail/contracts';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../../common/app.exception';
import { BLOB_STORE, BlobNotFoundError, type BlobStore } from '../../../common/storage/blob-store';
import type { DuerFichier } from '../documents/duer-fichiers.service';
import { Duer } from '../duer.entity';
import { lireInstantane } from './duer-instantane-lecture';
import { DuerVersion } from './duer-version.entity';
import { DuerVersionsRepository } from './duer-versions.repository';
import { comparerInstantanes } from './duer-versions-comparaison';
import { DuerVersionsMessages as VM } from './duer-versions.messages';

export interface ScellementInput {
  codeDossier: string;
  idDuer: number;
  annee: number;
  idImpression: string;
  blobKey: string;
  pdf: Uint8Array;
  pages: number;
  /** The PDF is PDF/A-2b. */
  pdfa: boolean;
  /** guid of who printed. */
  imprimePar: string;
  imprimeParNom: string;
  parCollaborateur: boolean;
  idGedDocument: string | null;
}

const ANNEES_CONSERVATION = 40;

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The print's day in Paris + 40 years, as an ISO date (a 29 February rolls to 1 March, never earlier). */
export function conserverJusquAu(imprimeLe: Date): string {
  const [annee, mois, jour] = parisIsoDay(imprimeLe).split('-').map(Number);
  return new Date(Date.UTC(annee + ANNEES_CONSERVATION, mois - 1, jour)).toISOString().slice(0, 10);
}

export function versionWire(v: DuerVersion): DuerVersionWire {
  return {
    id: v.id,
    idDuer: v.idDuer,
    annee: v.annee,
    numero: v.numero,
    imprimeLe: v.imprimeLe.toISOString(),
    imprimePar: v.imprimeParNom,
    parCollaborateur: v.parCollaborateur,
    sha256: v.sha256,
    taille: v.taille,
    pages: v.pages,
    pdfa: v.pdfa,
    conserverJusquAu: v.conserverJusquAu,
  };
}

/**
 * Sealed definitive prints (L4121-3-1 V A, R4121-4): inserted once in the print's transaction, then only read. The
 * table's trigger refuses any update or delete; the portal has no route that would try. Versions belong to the
 * dossier: every DUER of the dossier lists all of them.
 */
@Injectable()
export class DuerVersionsService {
  private readonly logger = new Logger(DuerVersionsService.name);

  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly repo: DuerVersionsRepository,
  ) {}

  /** Inserts the sealed version in the caller's transaction; returns it. An existing version of the same idImpression is returned as is. */
  async sceller(tx: EntityManager, input: ScellementInput): Promise<DuerVersion> {
    const repo = tx.getRepository(DuerVersion);
    const existing = await repo.findOneBy({ idImpression: input.idImpression });
    if (existing) return existing;
    await this.repo.verrouillerDossier(tx, input.codeDossier);
    const raced = await repo.findOneBy({ idImpression: input.idImpression });
    if (raced) return raced;
    const duer = await tx.getRepository(Duer).findOneByOrFail({ id: input.idDuer });
    const numero = await this.repo.prochainNumero(tx, input.codeDossier);
    const imprimeLe = new Date();
    return repo.save(
      repo.create({
        codeDossier: input.codeDossier,
        idDuer: input.idDuer,
        annee: input.annee,
        numero,
        idImpression: input.idImpression,
        blobKey: input.blobKey,
        sha256: sha256Hex(input.pdf),
        taille: input.pdf.byteLength,
        pages: input.pages,
        pdfa: input.pdfa,
        imprimeLe,
        imprimePar: input.imprimePar,
        imprimeParNom: input.imprimeParNom,
        parCollaborateur: input.parCollaborateur,
        conserverJusquAu: conserverJusquAu(imprimeLe),
        idGedDocument: input.idGedDocument,
        contenu: await lireInstantane(tx, input.idDuer, duer.versionCalculRisque),
      }),
    );
  }

  /** getVersionsRoute: every version of the DUER's dossier, newest first. */
  async list(idDuer: number): Promise<DuerVersionWire[]> {
    const codeDossier = await this.codeDossierOf(idDuer);
    const versions = await this.manager.getRepository(DuerVersion).find({ where: { codeDossier }, order: { numero: 'DESC' } });
    return versions.map(versionWire);
  }

  /** getVersionFichierRoute: the sealed bytes, once their SHA-256 is checked again (409 when they no longer match). */
  async fichier(idDuer: number, idVersion: number): Promise<DuerFichier> {
    const version = await this.versionOf(await this.codeDossierOf(idDuer), idVersion);
    const bytes = await this.read(version);
    if (!bytes || sha256Hex(bytes) !== version.sha256) {
      this.logger.error(
        `Version scellée ${version.id} (dossier ${version.codeDossier}, n° ${version.numero}) : ${bytes ? 'empreinte SHA-256 différente' : 'fichier absent du stockage'} (${version.blobKey})`,
      );
      throw AppException.conflict(VM.fichierAltere);
    }
    return {
      kind: 'fichier',
      stream: Readable.from([bytes]),
      mime: 'application/pdf',
      size: bytes.byteLength,
      nom: nomFichierVersion(version),
      inline: false,
      apercuIndisponible: false,
    };
  }

  /** compareVersionsRoute: the older of the two as `de`, the newer as `a`, whatever the order asked. */
  async comparer(idDuer: number, idVersion: number, idAutreVersion: number): Promise<DuerVersionComparaison> {
    const codeDossier = await this.codeDossierOf(idDuer);
    const [v1, v2] = [await this.versionOf(codeDossier, idVersion), await this.versionOf(codeDossier, idAutreVersion)];
    const [de, a] = v1.numero <= v2.numero ? [v1, v2] : [v2, v1];
    return { de: versionWire(de), a: versionWire(a), ...comparerInstantanes(de.contenu, a.contenu) };
  }

  private async codeDossierOf(idDuer: number): Promise<string> {
    const duer = await this.manager.getRepository(Duer).findOne({ where: { id: idDuer }, select: { id: true, codeDossier: true } });
    if (!duer) throw AppException.notFound(M.duerIntrouvable);
    return duer.codeDossier;
  }

  private async versionOf(codeDossier: string, idVersion: number): Promise<DuerVersion> {
    const version = await this.manager.getRepository(DuerVersion).findOneBy({ id: idVersion, codeDossier });
    if (!version) throw AppException.notFound(VM.versionIntrouvable);
    return version;
  }

  private async read(version: DuerVersion): Promise<Buffer | null> {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of await this.blobs.get(version.blobKey)) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    } catch (error) {
      if (error instanceof BlobNotFoundError) return null;
      throw error;
    }
  }
}
