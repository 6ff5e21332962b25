import { Injectable } from '@nestjs/common';
import { AG_HORAIRES, formatDate } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { renderMail } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import { ThemeService } from '../theme/theme.service';
import type { AgAnnee } from './ag.entity';
import { buildAgIcs } from './ag-ics';

export interface ConfirmationAg {
  to: string;
  invitationId: string;
  annee: AgAnnee;
  raisonSociale: string;
  participe: boolean;
  nbPersonne: number | null;
  poids: number;
  estCollaborateur: boolean;
  auteur: string;
}

const h = (hhmm: string) => hhmm.replace(':', 'h');

/** The confirmation of an answer, recorded in the registration's transaction; with the calendar invitation when attending. */
@Injectable()
export class AgMails {
  constructor(
    private readonly mail: MailService,
    private readonly themes: ThemeService,
  ) {}

  async confirmation(tx: EntityManager, c: ConfirmationAg): Promise<void> {
    const theme = this.themes.theme;
    const { annee } = c;
    const jour = formatDate(annee.dateAg);
    const programme = [
      ...(c.estCollaborateur ? [] : [`${h(AG_HORAIRES.forums)} : forums`]),
      `${h(AG_HORAIRES.assemblee)} : assemblée générale`,
      `${h(AG_HORAIRES.soiree)} : soirée`,
    ].join(' ; ');
    const paragraphs = c.participe
      ? [
          `${c.auteur} a confirmé la participation du dossier ${c.raisonSociale} à l'assemblée générale ${theme.entityName} du ${jour} (${annee.lieu})${c.estCollaborateur || c.nbPersonne === null ? '' : `, pour ${c.nbPersonne} participant(s)`}.`,
          `Programme : ${programme}.`,
          "L'invitation jointe ajoute ces rendez-vous à votre agenda.",
        ]
      : [
          `${c.auteur} a indiqué que le dossier ${c.raisonSociale} ne participera pas à l'assemblée générale ${theme.entityName} du ${jour}.`,
          ...(c.poids > 0 ? ['Vous pouvez vous faire représenter : le pouvoir au président est à télécharger sur la page Assemblée générale du portail.'] : []),
        ];
    const message = renderMail(theme, c.to, {
      subject: `Assemblée générale ${annee.millesime} : ${c.participe ? 'inscription confirmée' : 'réponse enregistrée'}`,
      paragraphs,
    });
    const attachments = c.participe
      ? [
          {
            filename: `assemblee-generale-${annee.millesime}.ics`,
            contentType: 'text/calendar; charset=utf-8',
            content: buildAgIcs({
              uid: `${c.invitationId}@portail`,
              millesime: annee.millesime,
              dateAg: annee.dateAg,
              lieu: annee.lieu,
              entityName: theme.entityName,
              avecForums: !c.estCollaborateur,
              now: new Date(),
            }),
          },
        ]
      : undefined;
    await this.mail.send({ ...message, ...(attachments ? { attachments } : {}) }, `ag-inscription-${c.invitationId}-${Date.now()}`, tx);
  }
}
