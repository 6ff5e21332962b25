import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Notification } from './notification.entity';

/** Queries on notifications; writes take the caller's transaction when there is one. */
@Injectable()
export class NotificationsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  insert(row: Pick<Notification, 'id' | 'guidPersonne' | 'category' | 'message' | 'url'>, manager: EntityManager = this.ds.manager): Promise<unknown> {
    return manager.insert(Notification, row);
  }

  page(guidPersonne: string, offset: number, limit: number): Promise<[Notification[], number]> {
    return this.ds.getRepository(Notification).findAndCount({ where: { guidPersonne }, order: { date: 'DESC', id: 'ASC' }, skip: offset, take: limit });
  }

  unread(guidPersonne: string): Promise<number> {
    return this.ds.getRepository(Notification).count({ where: { guidPersonne, lue: false } });
  }

  async markAllRead(guidPersonne: string): Promise<number> {
    const res = await this.ds.getRepository(Notification).update({ guidPersonne, lue: false }, { lue: true });
    return res.affected ?? 0;
  }
}
