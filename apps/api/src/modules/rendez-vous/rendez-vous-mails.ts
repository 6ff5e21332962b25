import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { formatDateTime } from '@portail/contracts';
import { renderMail } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import { ThemeService } from '../theme/theme.service';

export interface DemandeMail {
  id: string;
  conseiller: { mail: string; prenom: string; nom: string };
  client: { mail: string | null; nom: string };
  raisonSociale: string;
  codeDossier: string;
  motif: string;
  telephone: string | null;
  email: string | null;
  /** blobKey: where the worker reads the file; contentType: the type sniffed from the content, never the client's. */
  pieces: { filename: string; blobKey: string; contentType: string }[];
}

/** The French mails of appointment requests and edits, recorded in the caller's transaction. */
@Injectable()
export class RendezVousMails {
  constructor(
    private readonly mail: MailService,
    private readonly themes: ThemeService,
  ) {}

  /** To the adviser, with the attachments; then the firm's confirmation to the client. */
  async demande(tx: EntityManager, d: DemandeMail): Promise<void> {
    const theme = this.themes.theme;
    const adviser = renderMail(theme, d.conseiller.mail, {
      subject: `Demande de rendez-vous — ${d.raisonSociale} (${d.codeDossier})`,
      paragraphs: [
        `${d.client.nom} demande un rendez-vous pour le dossier ${d.raisonSociale} (${d.codeDossier}).`,
        `Motif : ${d.motif}`,
        `Téléphone : ${d.telephone ?? 'non renseigné'} — E-mail : ${d.email ?? 'non renseigné'}`,
        d.pieces.length > 0 ? `${d.pieces.length} pièce(s) jointe(s) : ${d.pieces.map((p) => p.filename).join(', ')}.` : 'Aucune pièce jointe.',
        'Merci de rappeler le client pour confirmer le rendez-vous.',
      ],
    });
    await this.mail.send({ ...adviser, ...(d.email ? { replyTo: d.email } : {}), attachments: d.pieces }, `rdv-demande-${d.id}-conseiller`, tx);
    const to = d.email ?? d.client.mail;
    if (!to) return;
    const client = renderMail(theme, to, {
      subject: 'Votre demande de rendez-vous a bien été envoyée',
      paragraphs: [
        `Votre demande de rendez-vous a bien été transmise à ${d.conseiller.prenom} ${d.conseiller.nom} pour le dossier ${d.raisonSociale}.`,
        `Motif : ${d.motif}`,
        'Votre interlocuteur vous contactera pour confirmer le rendez-vous.',
      ],
    });
    await this.mail.send(client, `rdv-demande-${d.id}-client`, tx);
  }

  async modification(
    tx: EntityManager,
    input: {
      to: string;
      rdvId: string;
      titre: string;
      date: Date;
      raisonSociale: string;
      auteur: string;
      motif: string;
      telephone: string | null;
      email: string | null;
    },
  ): Promise<void> {
    const message = renderMail(this.themes.theme, input.to, {
      subject: `Modification du rendez-vous du ${formatDateTime(input.date)}`,
      paragraphs: [
        `${input.auteur} a modifié le rendez-vous « ${input.titre} » du ${formatDateTime(input.date)} (${input.raisonSociale}).`,
        `Motif : ${input.motif}`,
        `Téléphone : ${input.telephone ?? 'non renseigné'} — E-mail : ${input.email ?? 'non renseigné'}`,
      ],
    });
    await this.mail.send({ ...message, ...(input.email ? { replyTo: input.email } : {}) }, `rdv-modification-${input.rdvId}-${Date.now()}`, tx);
  }

  async annulation(tx: EntityManager, input: { to: string; rdvId: string; titre: string; date: Date; raisonSociale: string; auteur: string }): Promise<void> {
    const message = renderMail(this.themes.theme, input.to, {
      subject: `Annulation du rendez-vous du ${formatDateTime(input.date)}`,
      paragraphs: [`${input.auteur} a annulé le rendez-vous « ${input.titre} » du ${formatDateTime(input.date)} (${input.raisonSociale}).`],
    });
    await this.mail.send(message, `rdv-annulation-${input.rdvId}`, tx);
  }
}
