import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { renderMail } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import { ThemeService } from '../theme/theme.service';

export interface RappelMail {
  id: string;
  conseiller: { mail: string; prenom: string; nom: string };
  service: string;
  raisonSociale: string;
  codeDossier: string;
  demandeur: { nom: string; mail: string | null; telephone: string | null };
}

/** The callback request's mail to the adviser, recorded in the request's transaction (outbox). */
@Injectable()
export class AnnuaireMails {
  constructor(
    private readonly mail: MailService,
    private readonly themes: ThemeService,
  ) {}

  async rappel(tx: EntityManager, d: RappelMail): Promise<void> {
    const message = renderMail(this.themes.theme, d.conseiller.mail, {
      subject: `Demande de rappel — ${d.service} — ${d.raisonSociale} (${d.codeDossier})`,
      paragraphs: [
        `${d.demandeur.nom} souhaite être rappelé(e) au sujet du service « ${d.service} » pour le dossier ${d.raisonSociale} (${d.codeDossier}).`,
        `Téléphone : ${d.demandeur.telephone ?? 'non renseigné'} — E-mail : ${d.demandeur.mail ?? 'non renseigné'}`,
        'Le portail lui a promis un rappel sous 48h. Pensez à mettre à jour l’état de la demande (En cours, Contacté) dans l’annuaire des services.',
      ],
    });
    await this.mail.send({ ...message, ...(d.demandeur.mail ? { replyTo: d.demandeur.mail } : {}) }, `annuaire-rappel-${d.id}`, tx);
  }
}
