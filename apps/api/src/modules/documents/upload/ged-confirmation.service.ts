import { Injectable } from '@nestjs/common';
import type { ConfirmUpload, SessionUser, TypeFichier } from '@portail/contracts';
import { randomUUID } from 'node:crypto';
import type { DossierContext } from '../../../common/request-user';
import { TransactionRunner } from '../../../common/transaction';
import { ContactsService } from '../../contacts/contacts.service';
import { DossierService } from '../../dossier/dossier.service';
import { renderMail } from '../../mail/mail-layout';
import { MailService } from '../../mail/mail.service';
import { ThemeService } from '../../theme/theme.service';
import { GedTypeCheck } from './ged-type-check';

/** '1 fichier', '3 fichiers': the mail says it as a person would. */
const fichiers = (n: number) => `${n} fichier${n > 1 ? 's' : ''}`;
const enErreur = (n: number) => (n > 1 ? `${n} fichiers n'ont pas pu être envoyés.` : `${n} fichier n'a pas pu être envoyé.`);

const LABELS: Record<TypeFichier, string> = { AUTRESDOCS: 'documents', PAIE: 'éléments de paie', FACTURES: 'factures' };

/** After a batch of uploads, one mail to each adviser of the dossier through the mail queue (outbox). */
@Injectable()
export class GedConfirmationService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly types: GedTypeCheck,
    private readonly contacts: ContactsService,
    private readonly dossiers: DossierService,
    private readonly mail: MailService,
    private readonly themes: ThemeService,
  ) {}

  async confirm(user: SessionUser, dossier: DossierContext, input: ConfirmUpload): Promise<{ envoye: boolean }> {
    await this.types.require(dossier, input.typeFichier);
    const advisers = (await this.contacts.list(dossier.codeDossier)).filter((c) => c.mail);
    if (advisers.length === 0) return { envoye: false };
    const { raisonSociale } = await this.dossiers.get(dossier.codeDossier);
    const uploader = `${user.prenom} ${user.nom}`.trim();
    const batch = randomUUID();
    const paragraphs = [
      `${uploader} a déposé ${fichiers(input.nbDocuments)} (${LABELS[input.typeFichier]}) dans les documents en attente du dossier ${raisonSociale} (${dossier.codeDossier}).`,
      ...(input.nbDocumentsEnErreur > 0 ? [enErreur(input.nbDocumentsEnErreur)] : []),
      ...(input.commentaire ? [`Commentaire : ${input.commentaire}`] : []),
    ];
    await this.transactions.run(async (tx) => {
      for (const adviser of advisers) {
        const message = renderMail(this.themes.theme, adviser.mail!, {
          subject: `Dépôt de ${LABELS[input.typeFichier]} — ${raisonSociale} (${dossier.codeDossier})`,
          paragraphs,
        });
        await this.mail.send(message, `ged-depot-${batch}-${adviser.codeAgent}`, tx);
      }
    });
    return { envoye: true };
  }
}
