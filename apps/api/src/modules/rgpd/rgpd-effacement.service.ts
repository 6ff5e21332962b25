import { Inject, Injectable } from '@nestjs/common';
import { RgpdMessages, type DemandeEffacementStaff, type SessionUser } from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { BLOB_STORE, type BlobStore } from '../../common/storage/blob-store';
import { TransactionRunner } from '../../common/transaction';
import { DroitsService } from '../droits/droits.service';
import type { DemandeRgpdEntity, ResultatEffacement } from './demande-rgpd.entity';
import { PersonalDataHolders } from './personal-data-holders';
import { retentionRule, RETENTION_TABLE } from './retention-table';
import { RgpdMails } from './rgpd-mails.service';
import { RgpdRepository } from './rgpd.repository';

/** Staff answering the closures of account: every module erases or anonymises its part in one transaction. */
@Injectable()
export class RgpdEffacementService {
  constructor(
    private readonly requests: RgpdRepository,
    private readonly holders: PersonalDataHolders,
    private readonly mails: RgpdMails,
    private readonly transactions: TransactionRunner,
    private readonly droits: DroitsService,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async list(): Promise<DemandeEffacementStaff[]> {
    return (await this.requests.erasures()).map(toStaffView);
  }

  async confirm(staff: SessionUser, id: string): Promise<{ message: string; resultat: DemandeEffacementStaff['resultat'] }> {
    const resultat = await this.transactions.run(async (tx) => {
      const demande = await this.open(await this.requests.lock(tx, id));
      const subject = { guidPersonne: demande.guidPersonne, login: demande.login };
      const done: ResultatEffacement[] = [];
      for (const holder of this.holders.all) done.push(...(await holder.erase(tx, subject)));
      const archives = await this.requests.deleteExportsOf(tx, demande.guidPersonne);
      done.push({ rule: 'export-donnees', action: 'supprime', count: archives.length });
      // What the law keeps is said too, so the proof shows every line of the table.
      for (const rule of RETENTION_TABLE.filter((r) => r.aLEffacement === 'conserve' && !done.some((d) => d.rule === r.key))) {
        done.push({ rule: rule.key, action: 'conserve', count: 0 });
      }
      await this.requests.update(id, { statut: 'effectuee', resultat: merged(done), traiteeLe: new Date(), traiteePar: staffName(staff) }, tx);
      if (demande.login) await this.mails.erasureDone(tx, demande.login, id);
      return { done, guidPersonne: demande.guidPersonne, archives };
    });
    await this.droits.invalidate(resultat.guidPersonne);
    // A file left behind by a failure here is an orphan no row names; the export's retention rule no longer sees it.
    for (const key of resultat.archives) await this.blobs.delete(key).catch(() => undefined);
    return { message: RgpdMessages.erasureDone, resultat: merged(resultat.done).map(withWords) };
  }

  async refuse(staff: SessionUser, id: string, motif: string): Promise<{ message: string }> {
    await this.transactions.run(async (tx) => {
      const demande = await this.open(await this.requests.lock(tx, id));
      await this.requests.update(id, { statut: 'refusee', motifRefus: motif, traiteeLe: new Date(), traiteePar: staffName(staff) }, tx);
      if (demande.login) await this.mails.erasureRefused(tx, demande.login, id, motif);
    });
    return { message: RgpdMessages.erasureRefused };
  }

  private async open(demande: DemandeRgpdEntity | null): Promise<DemandeRgpdEntity> {
    if (!demande || demande.type !== 'effacement') throw AppException.notFound(RgpdMessages.requestNotFound);
    if (demande.statut !== 'demandee') throw AppException.conflict(RgpdMessages.requestClosed);
    return demande;
  }
}

/** One line per rule and action: several modules apply the same rule (rights and invitations, identity and contact fields). */
function merged(outcomes: ResultatEffacement[]): ResultatEffacement[] {
  const lines = new Map<string, ResultatEffacement>();
  for (const o of outcomes) {
    const key = `${o.rule}:${o.action}`;
    const line = lines.get(key);
    lines.set(key, line ? { ...line, count: line.count + o.count } : { ...o });
  }
  return [...lines.values()];
}

function staffName(staff: SessionUser): string {
  return `${staff.prenom} ${staff.nom}`.trim() || staff.login;
}

function withWords(r: ResultatEffacement) {
  return { ...r, donnees: RETENTION_TABLE.some((t) => t.key === r.rule) ? retentionRule(r.rule).donnees : r.rule };
}

function toStaffView(d: DemandeRgpdEntity): DemandeEffacementStaff {
  return {
    id: d.id,
    guidPersonne: d.guidPersonne,
    nom: d.nom,
    login: d.login,
    statut: d.statut as DemandeEffacementStaff['statut'],
    demandeeLe: d.demandeeLe.toISOString(),
    motif: d.motif,
    motifRefus: d.motifRefus,
    traiteeLe: d.traiteeLe?.toISOString() ?? null,
    traiteePar: d.traiteePar,
    resultat: d.resultat.map(withWords),
  };
}
