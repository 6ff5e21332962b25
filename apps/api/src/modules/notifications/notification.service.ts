import { Inject, Injectable } from '@nestjs/common';
import type { NotificationCategory, NotificationPage } from '@portail/contracts';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { renderMail } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import { ThemeService } from '../theme/theme.service';
import { CompteReader } from '../user/compte-reader.service';
import { NotificationsRepository } from './notifications.repository';

export interface NotificationInput {
  category: NotificationCategory;
  message: string;
  /** A path of the portal (/event/12) or null. */
  url?: string | null;
}

/**
 * Notifications other features create (invitation received, appointment request sent, event
 * registration saved). A mail follows when the person's account asks for it (sendMailWhenNotify).
 */
@Injectable()
export class NotificationService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repo: NotificationsRepository,
    private readonly mail: MailService,
    private readonly theme: ThemeService,
    private readonly comptes: CompteReader,
  ) {}

  /** Pass the caller's transaction so the notification is written with the rest, or not at all. */
  async notify(guidPersonne: string, input: NotificationInput, tx?: EntityManager): Promise<string> {
    const id = await this.notifyInApp(guidPersonne, input, tx);
    const compte = await this.comptes.activeCompte(guidPersonne, tx);
    if (compte?.sendMailWhenNotify && compte.login.includes('@')) {
      const url = `${this.config.publicUrl}${input.url ?? '/notifications'}`;
      const mail = renderMail(this.theme.theme, compte.login, {
        subject: 'Nouvelle notification',
        paragraphs: [input.message],
        action: { label: 'Voir sur le portail', url },
      });
      await this.mail.send(mail, `notification-${id}`, tx);
    }
    return id;
  }

  /** The in-app notification alone, for a feature that sends its own mail whatever the account's preference. */
  async notifyInApp(guidPersonne: string, input: NotificationInput, tx?: EntityManager): Promise<string> {
    const id = randomUUID();
    await this.repo.insert({ id, guidPersonne, category: input.category, message: input.message, url: input.url ?? null }, tx);
    return id;
  }

  /** The same, addressed to the account signed in with this e-mail, if there is one. */
  async notifyLogin(login: string, input: NotificationInput, tx?: EntityManager): Promise<string | null> {
    const compte = await this.comptes.activeCompteByLogin(login, tx);
    return compte ? this.notify(compte.guidPersonne, input, tx) : null;
  }

  async page(guidPersonne: string, offset: number, limit: number): Promise<NotificationPage> {
    const [rows, total] = await this.repo.page(guidPersonne, offset, limit);
    return { total, items: rows.map((n) => ({ _id: n.id, date: n.date.toISOString(), message: n.message, url: n.url, category: n.category, read: n.lue })) };
  }

  async unread(guidPersonne: string): Promise<{ count: number }> {
    return { count: await this.repo.unread(guidPersonne) };
  }

  async markAllRead(guidPersonne: string): Promise<{ count: number }> {
    return { count: await this.repo.markAllRead(guidPersonne) };
  }
}
