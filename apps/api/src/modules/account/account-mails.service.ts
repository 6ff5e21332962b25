import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { renderMail, type MailContent } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import { ThemeService } from '../theme/theme.service';

/** The French mails of registration, password reset and the account area, with the theme's names. */
@Injectable()
export class AccountMails {
  constructor(
    private readonly mail: MailService,
    private readonly themes: ThemeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  activation(tx: EntityManager, to: string, token: string, jetonId: string): Promise<void> {
    const { platformName } = this.themes.theme;
    return this.send(tx, to, `activation-${jetonId}`, {
      subject: 'Activez votre compte',
      paragraphs: [
        `Vous venez de créer votre compte sur ${platformName}.`,
        `Pour l'activer, ouvrez le lien ci-dessous dans les ${this.config.account.activationTtlHours} heures. Il ne sert qu'une fois.`,
        "Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.",
      ],
      action: { label: 'Activer mon compte', url: this.link(`/connexion?activation=${token}`) },
    });
  }

  /** Someone started a registration with the address of an existing account: its holder is told, not the form. */
  existingAccount(tx: EntityManager, to: string): Promise<void> {
    const { platformName } = this.themes.theme;
    return this.send(tx, to, `compte-existant-${randomUUID()}`, {
      subject: 'Vous avez déjà un compte',
      paragraphs: [
        `Une inscription à ${platformName} vient d’être commencée avec cette adresse e-mail, qui a déjà un compte.`,
        'Connectez-vous avec votre mot de passe ; si vous ne vous en souvenez plus, utilisez « Mot de passe oublié » sur la page de connexion.',
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre compte n'a pas changé.",
      ],
      action: { label: 'Me connecter', url: this.link('/connexion') },
    });
  }

  reset(tx: EntityManager, to: string, token: string, jetonId: string): Promise<void> {
    return this.send(tx, to, `reinitialisation-${jetonId}`, {
      subject: 'Changement de votre mot de passe',
      paragraphs: [
        'Vous avez demandé à changer votre mot de passe.',
        `Ouvrez le lien ci-dessous dans les ${this.config.account.resetTtlMinutes} minutes ; il ne sert qu'une fois. Un de vos codes dossier vous sera demandé.`,
        "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
      ],
      action: { label: 'Changer mon mot de passe', url: this.link(`/mot-de-passe-oublie/changer?uid=${token}`) },
    });
  }

  validationCode(tx: EntityManager, to: string, code: string, purpose: 'mail' | 'pwd', jetonId: string): Promise<void> {
    const what = purpose === 'mail' ? 'changer votre adresse e-mail' : 'changer votre mot de passe';
    return this.send(tx, to, `code-${jetonId}`, {
      subject: 'Votre code de validation',
      paragraphs: [
        `Voici le code de validation pour ${what} : ${code}`,
        `Il est valable ${this.config.account.codeTtlMinutes} minutes et ne sert qu'une fois.`,
        "Si vous n'avez rien demandé, ignorez ce message et changez votre mot de passe.",
      ],
    });
  }

  mailChangeConfirmation(tx: EntityManager, to: string, token: string, jetonId: string): Promise<void> {
    const { platformName } = this.themes.theme;
    return this.send(tx, to, `changement-mail-${jetonId}`, {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      paragraphs: [
        `Vous avez demandé à utiliser cette adresse pour vous connecter à ${platformName}.`,
        `Confirmez-la en ouvrant le lien ci-dessous dans les ${this.config.account.resetTtlMinutes} minutes.`,
      ],
      action: { label: 'Confirmer ma nouvelle adresse', url: this.link(`/connexion?confirmationMail=${token}`) },
    });
  }

  mailChanged(tx: EntityManager, to: string, newAddress: string, jetonId: string): Promise<void> {
    return this.send(tx, to, `mail-modifie-${jetonId}`, {
      subject: 'Votre adresse e-mail a été modifiée',
      paragraphs: [
        `Votre identifiant de connexion est désormais ${newAddress}.`,
        "Si vous n'êtes pas à l'origine de ce changement, contactez l'assistance sans attendre.",
      ],
    });
  }

  passwordChanged(tx: EntityManager, to: string, jetonId: string): Promise<void> {
    return this.send(tx, to, `mot-de-passe-modifie-${jetonId}`, {
      subject: 'Votre mot de passe a été modifié',
      paragraphs: [
        'Le mot de passe de votre compte vient d’être modifié.',
        "Si vous n'êtes pas à l'origine de ce changement, utilisez « Mot de passe oublié » et contactez l'assistance.",
      ],
    });
  }

  private link(pathAndQuery: string): string {
    return `${this.config.publicUrl}${pathAndQuery}`;
  }

  /** Recorded in the caller's transaction: the mail leaves only if the write commits. */
  private async send(tx: EntityManager, to: string, jobId: string, content: MailContent): Promise<void> {
    await this.mail.send(renderMail(this.themes.theme, to, content), jobId, tx);
  }
}
