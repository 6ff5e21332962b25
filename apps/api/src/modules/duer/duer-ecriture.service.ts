import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../common/transaction';
import { AccessService } from '../droits/access.service';
import { type DuerContexte, DuerFaits } from './duer-faits';
import { DuerValiditeService } from './duer-validite.service';

/**
 * One write on a DUER: one transaction holding the DUER's row, in which the rights the guard granted this call are confirmed
 * on the DUER as it is now (a DUER finished meanwhile refuses it as the guard would have), then, for a change of its tree,
 * duer.est_valide refreshed before the commit. The access service decides; this only asks it again under the lock.
 */
@Injectable()
export class DuerEcritureService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly faits: DuerFaits,
    private readonly access: AccessService,
    private readonly validite: DuerValiditeService,
  ) {}

  /** A change of the DUER's tree (units, modules, texts, audit): its validity refreshed before the commit. */
  run<T>(ctx: DuerContexte, work: (tx: EntityManager, ctx: DuerContexte) => Promise<T>): Promise<T> {
    return this.sousVerrou(ctx, async (tx, confirme) => {
      const result = await work(tx, confirme);
      await this.validite.refresh(confirme.duer.id, tx);
      return result;
    });
  }

  /** A write under the DUER's lock, with the context as the access service confirms it there. */
  sousVerrou<T>(ctx: DuerContexte, work: (tx: EntityManager, ctx: DuerContexte) => Promise<T>): Promise<T> {
    return this.transactions.run(async (tx) => {
      const faits = await this.faits.verrouiller(ctx.duer.id, tx);
      const droits = await this.access.confirmDuer(ctx, faits);
      return work(tx, { ...ctx, ...faits, droits });
    });
  }
}
