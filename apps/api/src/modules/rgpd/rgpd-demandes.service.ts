import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ErrorCode, RgpdMessages, type ErasureRequestInput, type MesDonnees, type SessionUser } from '@portail/contracts';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppException } from '../../common/app.exception';
import { BLOB_STORE, type BlobStore } from '../../common/storage/blob-store';
import { TransactionRunner } from '../../common/transaction';
import { OutboxService } from '../outbox/outbox.service';
import { CompteReader } from '../user/compte-reader.service';
import type { DemandeRgpdEntity } from './demande-rgpd.entity';
import { rgpdExportJob } from './rgpd-jobs';
import { RgpdMails } from './rgpd-mails.service';
import { RgpdRepository } from './rgpd.repository';

const EXPORT_EVERY_MS = 24 * 3600 * 1000;

/** A member's own requests: an export of their data, a closure of their account. */
@Injectable()
export class RgpdDemandesService {
  constructor(
    private readonly requests: RgpdRepository,
    private readonly comptes: CompteReader,
    private readonly mails: RgpdMails,
    private readonly outbox: OutboxService,
    private readonly transactions: TransactionRunner,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async mine(user: SessionUser): Promise<MesDonnees> {
    const [exports, effacement] = await Promise.all([this.requests.exportsOf(user.guidPersonne), this.requests.lastErasureOf(user.guidPersonne)]);
    const now = Date.now();
    return {
      exports: exports.map((e) => ({
        id: e.id,
        statut: e.statut === 'prete' && e.expireLe && e.expireLe.getTime() < now ? 'expiree' : (e.statut as 'en-preparation' | 'prete' | 'echec'),
        demandeeLe: e.demandeeLe.toISOString(),
        expireLe: e.expireLe?.toISOString() ?? null,
        taille: e.taille === null ? null : Number(e.taille),
      })),
      effacement: effacement && {
        id: effacement.id,
        statut: effacement.statut as 'demandee' | 'refusee' | 'effectuee' | 'annulee',
        demandeeLe: effacement.demandeeLe.toISOString(),
        motif: effacement.motif,
        motifRefus: effacement.motifRefus,
        traiteeLe: effacement.traiteeLe?.toISOString() ?? null,
      },
    };
  }

  async requestExport(user: SessionUser): Promise<{ message: string }> {
    const who = await this.who(user);
    if (await this.requests.exportSince(user.guidPersonne, new Date(Date.now() - EXPORT_EVERY_MS))) {
      throw new AppException(HttpStatus.TOO_MANY_REQUESTS, { code: ErrorCode.TooManyRequests, message: RgpdMessages.exportTooSoon, displayable: true });
    }
    const id = randomUUID();
    await this.transactions.run(async (tx) => {
      await this.requests.insert(tx, { id, guidPersonne: user.guidPersonne, type: 'export', statut: 'en-preparation', ...who });
      await this.outbox.enqueue(tx, rgpdExportJob(id));
    });
    return { message: RgpdMessages.exportRequested };
  }

  async download(user: SessionUser, id: string): Promise<{ nom: string; size: number; stream: Readable }> {
    const demande = await this.requests.find(id);
    if (!demande || demande.type !== 'export' || demande.guidPersonne !== user.guidPersonne) throw AppException.notFound(RgpdMessages.exportNotFound);
    if (demande.statut !== 'prete' || !demande.blobKey) throw AppException.conflict(RgpdMessages.exportNotReady);
    if (!demande.expireLe || demande.expireLe.getTime() < Date.now()) throw AppException.notFound(RgpdMessages.exportExpired);
    const stat = await this.blobs.stat(demande.blobKey);
    if (!stat) throw AppException.notFound(RgpdMessages.exportExpired);
    const day = demande.demandeeLe.toISOString().slice(0, 10);
    return { nom: `mes-donnees-${day}.zip`, size: stat.size, stream: await this.blobs.get(demande.blobKey) };
  }

  async requestErasure(user: SessionUser, input: ErasureRequestInput): Promise<{ message: string }> {
    const id = randomUUID();
    const who = await this.who(user);
    await this.transactions.run(async (tx) => {
      if ((await this.requests.lastErasureOf(user.guidPersonne))?.statut === 'demandee') throw AppException.conflict(RgpdMessages.erasurePending);
      await this.requests
        .insert(tx, { id, guidPersonne: user.guidPersonne, type: 'effacement', statut: 'demandee', motif: input.motif || null, ...who })
        .catch((e: { code?: string }) => {
          // Two requests at once: the unique index keeps one.
          throw e.code === '23505' ? AppException.conflict(RgpdMessages.erasurePending) : e;
        });
      if (who.login) await this.mails.erasureRequested(tx, who.login, id);
    });
    return { message: RgpdMessages.erasureRequested };
  }

  async cancelErasure(user: SessionUser): Promise<{ message: string }> {
    const last = await this.requests.lastErasureOf(user.guidPersonne);
    if (last?.statut !== 'demandee') throw AppException.notFound(RgpdMessages.erasureNone);
    await this.transactions.run(async (tx) => {
      const locked = await this.requests.lock(tx, last.id);
      if (locked?.statut !== 'demandee') throw AppException.conflict(RgpdMessages.requestClosed);
      await this.requests.update(last.id, { statut: 'annulee', traiteeLe: new Date() }, tx);
    });
    return { message: RgpdMessages.erasureCancelled };
  }

  private async who(user: SessionUser): Promise<Pick<DemandeRgpdEntity, 'nom' | 'login'>> {
    if (user.typeUtilisateur !== 'member') throw AppException.forbidden('Réservé aux adhérents : les données des collaborateurs relèvent du cabinet.');
    return { nom: `${user.prenom} ${user.nom}`.trim() || user.login, login: (await this.comptes.loginOf(user.guidPersonne)) ?? user.login };
  }
}
