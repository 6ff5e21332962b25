import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LessThan, type DataSource, type EntityManager } from 'typeorm';
import { JournalSecuriteEntity, type EvenementSecurite } from './journal-securite.entity';

export interface JournalEntry {
  guidPersonne: string;
  evenement: EvenementSecurite;
  detail?: string;
  adresse?: string;
  userAgent?: string;
  auteur?: string;
}

@Injectable()
export class JournalSecuriteRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async add(entry: JournalEntry, tx: EntityManager = this.ds.manager): Promise<void> {
    await tx.getRepository(JournalSecuriteEntity).insert({
      guidPersonne: entry.guidPersonne,
      evenement: entry.evenement,
      detail: entry.detail?.slice(0, 500) ?? null,
      adresse: entry.adresse?.slice(0, 64) ?? null,
      userAgent: entry.userAgent?.slice(0, 512) ?? null,
      auteur: entry.auteur ?? null,
    });
  }

  of(guidPersonne: string): Promise<JournalSecuriteEntity[]> {
    return this.ds.getRepository(JournalSecuriteEntity).find({ where: { guidPersonne }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async deleteOf(tx: EntityManager, guidPersonne: string): Promise<number> {
    return (await tx.getRepository(JournalSecuriteEntity).delete({ guidPersonne })).affected ?? 0;
  }

  async deleteBefore(before: Date): Promise<number> {
    return (await this.ds.getRepository(JournalSecuriteEntity).delete({ createdAt: LessThan(before) })).affected ?? 0;
  }
}
