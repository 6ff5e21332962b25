import { Injectable } from '@nestjs/common';
import type { SessionUser } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../common/transaction';
import { DuerAccessService, type DuerContexte } from './duer-access.service';
import { DuerValiditeService } from './duer-validite.service';

/**
 * One write on a DUER's tree: one transaction holding the DUER's row, the caller's rights checked inside it, then
 * duer.est_valide refreshed before the commit.
 */
@Injectable()
export class DuerEcritureService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly access: DuerAccessService,
    private readonly validite: DuerValiditeService,
  ) {}

  run<T>(user: SessionUser, idDuer: number, check: (ctx: DuerContexte) => void, work: (tx: EntityManager, ctx: DuerContexte) => Promise<T>): Promise<T> {
    return this.transactions.run(async (tx) => {
      await tx.query('SELECT id FROM duer WHERE id = $1 FOR UPDATE', [idDuer]);
      const ctx = await this.access.context(user, idDuer, tx);
      check(ctx);
      const result = await work(tx, ctx);
      await this.validite.refresh(idDuer, tx);
      return result;
    });
  }
}
