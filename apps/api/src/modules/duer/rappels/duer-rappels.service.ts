import { Inject, Injectable, Logger } from '@nestjs/common';
import { ENTITES_DUER, nombreSalariesOf } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../../common/transaction';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { DossierService, type DossierWithModules } from '../../dossier/dossier.service';
import { renderMail } from '../../mail/mail-layout';
import { MailService } from '../../mail/mail.service';
import { NotificationService } from '../../notifications/notification.service';
import { ThemeService } from '../../theme/theme.service';
import { DuerRappelDestinataires } from './duer-rappel-destinataires.service';
import { DuerRappelsRepository } from './duer-rappels.repository';

/** R4121-2: from 11 employees the DUER is updated at least once a year. */
export const SALARIES_MIN = 11;
const JOUR_MS = 86_400_000;
/** A dossier is reminded at most once in this many days. */
export const RAPPEL_INTERVALLE_JOURS = 30;
export const DUER_URL = '/outils/duer';
export const RAPPEL_TITRE = 'Mise à jour annuelle du DUER';

export const rappelMessage = (raisonSociale: string) =>
  `Le document unique d'évaluation des risques de ${raisonSociale} n'a pas été mis à jour depuis plus de 12 mois (article R4121-2 du Code du travail). Pensez à le mettre à jour et à l'imprimer en version définitive.`;

/** Twelve calendar months before the date. */
function douzeMoisAvant(date: Date): Date {
  const avant = new Date(date);
  avant.setUTCFullYear(avant.getUTCFullYear() - 1);
  return avant;
}

const aLOutilDuer = (d: DossierWithModules) =>
  (ENTITES_DUER as readonly string[]).includes(d.codeEntite) && (d.modules.includes('tool_duer') || d.modules.includes('tool_duer_collaborateur'));

/**
 * The yearly update reminder: every dossier with the DUER tool, 11 employees or more on its latest DUER and no
 * definitive version for 12 months gets an in-app notification and a mail to its members holding tool_duer and its
 * advisers, at most once in 30 days (the duer_rappel row is written in the same transaction).
 */
@Injectable()
export class DuerRappels {
  private readonly logger = new Logger(DuerRappels.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repo: DuerRappelsRepository,
    private readonly dossiers: DossierService,
    private readonly destinataires: DuerRappelDestinataires,
    private readonly notifications: NotificationService,
    private readonly mail: MailService,
    private readonly theme: ThemeService,
    private readonly transactions: TransactionRunner,
  ) {}

  /** Returns the dossiers reminded by this run. */
  async rappeler(maintenant = new Date()): Promise<{ dossiers: string[] }> {
    const enRetard = (await this.repo.enRetard(douzeMoisAvant(maintenant))).filter((d) => (nombreSalariesOf(d.nombreSalaries) ?? 0) >= SALARIES_MIN);
    const dossiers = (await this.dossiers.withModules(enRetard.map((d) => d.codeDossier))).filter(aLOutilDuer);
    const rappeles: string[] = [];
    const depuis = new Date(maintenant.getTime() - RAPPEL_INTERVALLE_JOURS * JOUR_MS);
    for (const dossier of dossiers) {
      const envoye = await this.transactions.run(async (tx) => {
        if (!(await this.repo.reserver(tx, dossier.codeDossier, maintenant, depuis))) return false;
        await this.envoyer(tx, dossier, maintenant);
        return true;
      });
      if (envoye) rappeles.push(dossier.codeDossier);
    }
    if (rappeles.length) this.logger.log(`Rappel de mise à jour du DUER envoyé pour ${rappeles.length} dossier(s)`);
    return { dossiers: rappeles };
  }

  private async envoyer(tx: EntityManager, dossier: DossierWithModules, maintenant: Date): Promise<void> {
    const message = rappelMessage(dossier.raisonSociale);
    const jour = maintenant.toISOString().slice(0, 10);
    for (const d of await this.destinataires.of(dossier.codeDossier, tx)) {
      await this.notifications.notifyInApp(d.guidPersonne, { category: 'information', message, url: DUER_URL }, tx);
      if (!d.mail) continue;
      const mail = renderMail(this.theme.theme, d.mail, {
        subject: RAPPEL_TITRE,
        paragraphs: [message],
        action: { label: 'Ouvrir le DUER', url: `${this.config.publicUrl}${DUER_URL}` },
      });
      await this.mail.send(mail, `duer-rappel-${dossier.codeDossier}-${d.guidPersonne}-${jour}`, tx);
    }
  }
}
