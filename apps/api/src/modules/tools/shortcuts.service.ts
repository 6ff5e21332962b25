import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ShortcutMessages, SHORTCUTS_MAX, type SessionUser, type Shortcut } from '@portail/contracts';
import { Repository } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { TransactionRunner } from '../../common/transaction';
import { Raccourci } from './raccourci.entity';

const toShortcut = (r: Raccourci): Shortcut => ({ _id: r.id, libelle: r.libelle, url: r.url });

/** Web shortcuts of one person; a shortcut of someone else is unknown (404), never revealed. */
@Injectable()
export class ShortcutsService {
  constructor(
    @InjectRepository(Raccourci) private readonly raccourcis: Repository<Raccourci>,
    private readonly transactions: TransactionRunner,
  ) {}

  async list(user: SessionUser): Promise<Shortcut[]> {
    const rows = await this.raccourcis.find({ where: { guidPersonne: user.guidPersonne }, order: { libelle: 'ASC', createdAt: 'ASC' }, take: SHORTCUTS_MAX });
    return rows.map(toShortcut);
  }

  /** `url` arrives normalised (http/https only) by the contract's schema. */
  async save(user: SessionUser, input: { _id?: string; libelle: string; url: string }): Promise<Shortcut> {
    if (input._id) {
      const row = await this.raccourcis.findOneBy({ id: input._id, guidPersonne: user.guidPersonne });
      if (!row) throw AppException.notFound(ShortcutMessages.introuvable);
      row.libelle = input.libelle;
      row.url = input.url;
      return toShortcut(await this.raccourcis.save(row));
    }
    return this.transactions.run(async (tx) => {
      // Serialises a person's additions so the cap holds under concurrent requests.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`raccourci:${user.guidPersonne}`]);
      const count = await tx.countBy(Raccourci, { guidPersonne: user.guidPersonne });
      if (count >= SHORTCUTS_MAX) throw AppException.validation([{ path: 'url', message: ShortcutMessages.tropDeRaccourcis }]);
      const row = tx.create(Raccourci, { id: randomUUID(), guidPersonne: user.guidPersonne, libelle: input.libelle, url: input.url });
      return toShortcut(await tx.save(row));
    });
  }

  async remove(user: SessionUser, id: string): Promise<void> {
    const result = await this.raccourcis.delete({ id, guidPersonne: user.guidPersonne });
    if (!result.affected) throw AppException.notFound(ShortcutMessages.introuvable);
  }
}
