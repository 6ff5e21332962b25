import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { renderMail, type MailContent } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import { ThemeService } from '../theme/theme.service';

/** The French mails of the RGPD requests. */
@Injectable()
export class RgpdMails {
  constructor(
    private readonly mail: MailService,
    private readonly themes: ThemeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  exportReady(tx: EntityManager, to: string, id: string): Promise<void> {
    return this.send(tx, to, `rgpd-export-pret-${id}`, {
      subject: 'Vos données personnelles sont prêtes',
      paragraphs: [
        `L’export de vos données personnelles sur ${this.themes.theme.platformName} est prêt : une archive ZIP avec un résumé lisible (PDF) et toutes les données dans un format réutilisable (JSON).`,
        'Le lien ci-dessous est valable 7 jours ; il vous demande de vous connecter.',
        "Si vous n'êtes pas à l'origine de cette demande, changez votre mot de passe et contactez le cabinet.",
      ],
      action: { label: 'Télécharger mes données', url: `${this.config.publicUrl}/mon-compte/donnees?export=${id}` },
    });
  }

  erasureRequested(tx: EntityManager, to: string, id: string): Promise<void> {
    return this.send(tx, to, `rgpd-effacement-demande-${id}`, {
      subject: 'Votre demande de clôture de compte',
      paragraphs: [
        `Nous avons bien reçu votre demande de clôture de votre compte ${this.themes.theme.platformName} et d’effacement de vos données.`,
        'Le cabinet y répond sous un mois. Tant qu’elle n’est pas traitée, vous pouvez l’annuler depuis « Mes données » dans votre compte.',
        'Ce que la loi oblige le cabinet à conserver (factures, documents comptables, document unique) le restera pendant la durée légale.',
      ],
    });
  }

  erasureDone(tx: EntityManager, to: string, id: string): Promise<void> {
    return this.send(tx, to, `rgpd-effacement-effectue-${id}`, {
      subject: 'Votre compte est clôturé',
      paragraphs: [
        `Votre compte ${this.themes.theme.platformName} est clôturé et vos données personnelles sont effacées ou anonymisées.`,
        'Le cabinet conserve seulement ce que la loi l’oblige à garder (factures et documents comptables 10 ans, document unique d’évaluation des risques 40 ans), pendant la durée légale.',
        'Ce message est le dernier que vous recevez du portail.',
      ],
    });
  }

  erasureRefused(tx: EntityManager, to: string, id: string, motif: string): Promise<void> {
    return this.send(tx, to, `rgpd-effacement-refuse-${id}`, {
      subject: 'Votre demande de clôture de compte',
      paragraphs: [
        'Le cabinet ne peut pas donner suite à votre demande de clôture de compte, pour le motif suivant :',
        motif,
        'Vous pouvez contacter le cabinet pour en parler, ou saisir la CNIL (www.cnil.fr).',
      ],
    });
  }

  private async send(tx: EntityManager, to: string, jobId: string, content: MailContent): Promise<void> {
    await this.mail.send(renderMail(this.themes.theme, to, content), jobId, tx);
  }
}
