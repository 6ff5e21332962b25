import { Inject, Injectable } from '@nestjs/common';
import { formatDateTime } from '@portail/contracts';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { renderMail, type MailContent } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import { ThemeService } from '../theme/theme.service';
import { Geolocation } from './geolocation';

/** The French mails of sign-in security: a new device, a second factor reset by the firm. */
@Injectable()
export class SecuriteMails {
  constructor(
    private readonly mail: MailService,
    private readonly themes: ThemeService,
    private readonly geolocation: Geolocation,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  newDevice(tx: EntityManager, to: string, when: Date, device: string, address: string, endToken: string): Promise<void> {
    const { platformName } = this.themes.theme;
    return this.send(tx, to, `nouvel-appareil-${randomUUID()}`, {
      subject: 'Nouvelle connexion à votre compte',
      paragraphs: [
        `Une connexion à votre compte ${platformName} vient d’avoir lieu depuis un appareil que vous n’aviez pas encore utilisé.`,
        `Date : ${formatDateTime(when)}. Appareil : ${device}. Adresse : ${this.addressLine(address)}.`,
        'Si c’est vous, il n’y a rien à faire.',
        'Si vous ne reconnaissez pas cette connexion, terminez cette session avec le bouton ci-dessous (valable 7 jours), puis changez votre mot de passe.',
      ],
      action: { label: 'Terminer cette session', url: `${this.config.publicUrl}/session/terminer?jeton=${encodeURIComponent(endToken)}` },
    });
  }

  secondFactorReset(tx: EntityManager, to: string, staffName: string): Promise<void> {
    const { entityName } = this.themes.theme;
    return this.send(tx, to, `double-authentification-reinitialisee-${randomUUID()}`, {
      subject: 'Votre double authentification a été réinitialisée',
      paragraphs: [
        `${staffName}, de ${entityName}, vient de réinitialiser la double authentification de votre compte, à votre demande.`,
        'Vos sessions ouvertes ont été fermées et vos appareils mémorisés oubliés. À votre prochaine connexion, configurez de nouveau votre application d’authentification depuis votre compte (ou à la connexion si le cabinet l’exige).',
        "Si vous n'êtes pas à l'origine de cette demande, contactez le cabinet sans attendre.",
      ],
      action: { label: 'Me connecter', url: `${this.config.publicUrl}/connexion` },
    });
  }

  /** « 90.12.34.56 (Reims, France) » when the firm configured a geolocation database. */
  private addressLine(address: string): string {
    if (!address) return 'inconnue';
    const place = this.geolocation.placeOf(address);
    return place ? `${address} (${place})` : address;
  }

  private async send(tx: EntityManager, to: string, jobId: string, content: MailContent): Promise<void> {
    await this.mail.send(renderMail(this.themes.theme, to, content), jobId, tx);
  }
}
