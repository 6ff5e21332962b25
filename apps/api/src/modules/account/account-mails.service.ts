import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@portail/contracts';
import type Redis from 'ioredis';
import { AppException } from '../../common/app.exception';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { renderMail, type MailContent } from '../mail/mail-layout';
import { MAIL_UNAVAILABLE, MailService } from '../mail/mail.service';
import { REDIS } from '../redis/redis.module';
import { ThemeService } from '../theme/theme.service';

/** The French mails of registration, password reset and the account area, with the theme's names. */
@Injectable()
export class AccountMails {
  constructor(
    private readonly mail: MailService,
    private readonly themes: ThemeService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * 503 before anything is looked up when mail cannot be queued, so answers that must not tell
   * whether an account exists stay the same for everybody.
   */
  async assertAvailable(): Promise<void> {
    if (this.redis.status !== 'ready') await readyWithin(this.redis, 1000);
    if (this.redis.status !== 'ready') {
      throw new AppException(HttpStatus.SERVICE_UNAVAILABLE, { code: ErrorCode.ServiceUnavailable, message: MAIL_UNAVAILABLE, displayable: true });
    }
  }

  activation(to: string, token: string, jetonId: string): Promise<void> {
    const { platformName } = this.themes.theme;
    return this.send(to, `activation-${jetonId}`, {
      subject: 'Activez votre compte',
      paragraphs: [
        `Vous venez de créer votre compte sur ${platformName}.`,
        `Pour l'activer, ouvrez le lien ci-dessous dans les ${this.config.account.activationTtlHours} heures. Il ne sert qu'une fois.`,
        "Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.",
      ],
      action: { label: 'Activer mon compte', url: this.link(`/connexion?activation=${token}`) },
    });
  }

  reset(to: string, token: string, jetonId: string): Promise<void> {
    return this.send(to, `reinitialisation-${jetonId}`, {
      subject: 'Changement de votre mot de passe',
      paragraphs: [
        'Vous avez demandé à changer votre mot de passe.',
        `Ouvrez le lien ci-dessous dans les ${this.config.account.resetTtlMinutes} minutes ; il ne sert qu'une fois. Un de vos codes dossier vous sera demandé.`,
        "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
      ],
      action: { label: 'Changer mon mot de passe', url: this.link(`/mot-de-passe-oublie/changer?uid=${token}`) },
    });
  }

  validationCode(to: string, code: string, purpose: 'mail' | 'pwd', jetonId: string): Promise<void> {
    const what = purpose === 'mail' ? 'changer votre adresse e-mail' : 'changer votre mot de passe';
    return this.send(to, `code-${jetonId}`, {
      subject: 'Votre code de validation',
      paragraphs: [
        `Voici le code de validation pour ${what} : ${code}`,
        `Il est valable ${this.config.account.codeTtlMinutes} minutes et ne sert qu'une fois.`,
        "Si vous n'avez rien demandé, ignorez ce message et changez votre mot de passe.",
      ],
    });
  }

  mailChangeConfirmation(to: string, token: string, jetonId: string): Promise<void> {
    const { platformName } = this.themes.theme;
    return this.send(to, `changement-mail-${jetonId}`, {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      paragraphs: [
        `Vous avez demandé à utiliser cette adresse pour vous connecter à ${platformName}.`,
        `Confirmez-la en ouvrant le lien ci-dessous dans les ${this.config.account.resetTtlMinutes} minutes.`,
      ],
      action: { label: 'Confirmer ma nouvelle adresse', url: this.link(`/connexion?confirmationMail=${token}`) },
    });
  }

  mailChanged(to: string, newAddress: string, jetonId: string): Promise<void> {
    return this.send(to, `mail-modifie-${jetonId}`, {
      subject: 'Votre adresse e-mail a été modifiée',
      paragraphs: [
        `Votre identifiant de connexion est désormais ${newAddress}.`,
        "Si vous n'êtes pas à l'origine de ce changement, contactez l'assistance sans attendre.",
      ],
    });
  }

  passwordChanged(to: string, jetonId: string): Promise<void> {
    return this.send(to, `mot-de-passe-modifie-${jetonId}`, {
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

  private async send(to: string, jobId: string, content: MailContent): Promise<void> {
    // The queue waits for Redis to come back instead of failing: answer 503 now, inside the
    // caller's transaction, so nothing is left half-written.
    await this.assertAvailable();
    await this.mail.send(renderMail(this.themes.theme, to, content), jobId);
  }
}

/** Waits for a Redis connection in progress (start-up, reconnection), at most `ms`. */
function readyWithin(redis: Redis, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
  });
}
