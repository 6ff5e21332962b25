import { Global, Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** Starts a transaction; services hold this rather than the DataSource, and hand its manager to the owners' methods. */
@Injectable()
export class TransactionRunner {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  run<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }
}

@Global()
@Module({ providers: [TransactionRunner], exports: [TransactionRunner] })
export class TransactionModule {}
