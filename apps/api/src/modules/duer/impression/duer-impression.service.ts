import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DuerMessages as M,
  type ImpressionCategories,
  type ImpressionCreee,
  type ImpressionDuer,
  type ImpressionModules,
  type ImpressionResultat,
  type ImpressionStatut,
} from '@portail/contracts';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Repository } from 'typeorm';
import { AppException } from '../../../common/app.exception';
import { BLOB_STORE, type BlobStore } from '../../../common/storage/blob-store';
import { TransactionRunner } from '../../../common/transaction';
import { OutboxService } from '../../outbox/outbox.service';
import type { DuerContexte } from '../duer-faits';
import { DuerValiditeService } from '../duer-validite.service';
import { DuerImpressionJob } from './duer-impression-job.entity';
import { nomImpression } from './duer-impression-nom';
import { DuerImpressionRepository } from './duer-impression.repository';
import { type DuerSelection, SELECTION_ANNEXES, SELECTION_PAGES } from './duer-impression.types';
import { duerImpressionJob } from './jobs/duer-impression-jobs';

export const PAS_PRET = "Le document n'est pas encore prêt.";
const IMPRESSION_INTROUVABLE = 'Impression introuvable.';
const RECENTES = 10;

const ids = (liste: string) => liste.split(';').map(Number);

/**
 * Print jobs of a DUER (spec 03 §2.10, §7.2, issue 13): a POST checks the rules and records the row with its worker
 * job in one transaction; the status, list, base64 result and file read the row the worker keeps up to date.
 */
@Injectable()
export class DuerImpressionService {
  constructor(
    @InjectRepository(DuerImpressionJob) private readonly jobs: Repository<DuerImpressionJob>,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly validite: DuerValiditeService,
    private readonly transactions: TransactionRunner,
    private readonly outbox: OutboxService,
    private readonly repo: DuerImpressionRepository,
  ) {}

  /**
   * A definitive print needs the edit right (the route's rule: members cannot print a finished DUER, nor the oldest one;
   * advisers may reprint, which seals a new version), and from a member every risk completed.
   */
  async imprimerDuer(ctx: DuerContexte, body: ImpressionDuer): Promise<ImpressionCreee> {
    if (!body.temporaire && !ctx.droits.estCollaborateur) {
      const { duer } = await this.validite.compute(ctx.duer.id, ctx.duer.versionCalculRisque, this.jobs.manager);
      if (!duer) throw AppException.validation([{ path: 'duerId', message: M.risquesIncomplets }]);
    }
    return this.creer(ctx, { type: 'duer' }, body.temporaire);
  }

  async imprimerModules(ctx: DuerContexte, body: ImpressionModules): Promise<ImpressionCreee> {
    const idModules = [...new Set(ids(body.modulesListe))];
    const connus = await this.repo.modulesParmi(
      ctx.duer.id,
      idModules.filter((id) => id > 0 && id <= 2147483647),
    );
    if (connus.length !== idModules.length) throw AppException.validation([{ path: 'modulesListe', message: M.elementIntrouvable }]);
    return this.creer(ctx, { type: 'modules', idModules }, true);
  }

  async imprimerCategories(ctx: DuerContexte, body: ImpressionCategories): Promise<ImpressionCreee> {
    const liste = [...new Set(ids(body.categoriesListe))];
    const idCategories = liste.filter((id) => id > 0);
    const autres = liste.filter((id) => id <= 0 && id !== SELECTION_PAGES && id !== SELECTION_ANNEXES);
    const connues = await this.repo.categoriesParmi(
      ctx.duer.id,
      idCategories.filter((id) => id <= 2147483647),
    );
    if (autres.length || connues.length !== idCategories.length) throw AppException.validation([{ path: 'categoriesListe', message: M.elementIntrouvable }]);
    const selection: DuerSelection = {
      type: 'categories',
      idCategories,
      pages: body.imprimerPages || liste.includes(SELECTION_PAGES),
      annexes: body.imprimerAnnexes || liste.includes(SELECTION_ANNEXES),
    };
    return this.creer(ctx, selection, true);
  }

  async list({ duer }: DuerContexte): Promise<ImpressionStatut[]> {
    const rows = await this.jobs.find({ where: { idDuer: duer.id }, order: { creeLe: 'DESC' }, take: RECENTES });
    return rows.map(toStatut);
  }

  async statut(ctx: DuerContexte, idImpression: string): Promise<ImpressionStatut> {
    return toStatut(await this.row(ctx, idImpression));
  }

  async resultat(ctx: DuerContexte, idImpression: string): Promise<ImpressionResultat> {
    const { nom, stream } = await this.fichier(ctx, idImpression);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { contenu: Buffer.concat(chunks).toString('base64'), extension: 'pdf', nom };
  }

  async fichier(ctx: DuerContexte, idImpression: string): Promise<{ nom: string; size: number; stream: Readable }> {
    const row = await this.row(ctx, idImpression);
    if (row.etat !== 'termine' || !row.blobKey) throw AppException.conflict(PAS_PRET);
    const stat = await this.blobs.stat(row.blobKey);
    if (!stat) throw AppException.notFound(IMPRESSION_INTROUVABLE);
    return { nom: nomImpression(ctx.dossier.raisonSociale, ctx.duer.annee, row.temporaire), size: stat.size, stream: await this.blobs.get(row.blobKey) };
  }

  private async row({ duer }: DuerContexte, idImpression: string): Promise<DuerImpressionJob> {
    const row = await this.jobs.findOneBy({ id: idImpression });
    if (!row || row.idDuer !== duer.id) throw AppException.notFound(IMPRESSION_INTROUVABLE);
    return row;
  }

  private async creer({ duer, user, droits }: DuerContexte, selection: DuerSelection, temporaire: boolean): Promise<ImpressionCreee> {
    const id = randomUUID();
    await this.transactions.run(async (tx) => {
      await tx.insert(DuerImpressionJob, {
        id,
        idDuer: duer.id,
        codeDossier: duer.codeDossier,
        type: selection.type,
        temporaire,
        selection,
        demandePar: user.guidPersonne,
        demandeParNom: `${user.prenom} ${user.nom}`.trim() || user.login,
        parCollaborateur: droits.estCollaborateur,
      });
      await this.outbox.enqueue(tx, duerImpressionJob(id));
    });
    return { idImpression: id };
  }
}

function toStatut(r: DuerImpressionJob): ImpressionStatut {
  return {
    idImpression: r.id,
    idDuer: r.idDuer,
    type: r.type,
    temporaire: r.temporaire,
    etat: r.etat,
    etape: r.etape,
    progression: r.progression,
    creeLe: r.creeLe.toISOString(),
    termineLe: r.termineLe?.toISOString() ?? null,
    pages: r.pages,
    message: r.message,
    idVersion: r.idVersion,
    demandePar: r.demandeParNom,
  };
}
