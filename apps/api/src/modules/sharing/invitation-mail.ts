import { formatDate, type Theme } from '@portail/contracts';
import { renderMail } from '../mail/mail-layout';

export interface InvitationMailInput {
  to: string;
  createur: string;
  raisonsSociales: string[];
  dateExpiration: Date;
  url: string;
}

/** The mail carrying the invitation link (spec 01 §2.4 Invitation). */
export function invitationMail(theme: Theme, input: InvitationMailInput) {
  const several = input.raisonsSociales.length > 1;
  return renderMail(theme, input.to, {
    subject: several ? 'Invitation à accéder à des dossiers' : 'Invitation à accéder à un dossier',
    paragraphs: [
      `${input.createur} vous invite à accéder ${several ? 'aux dossiers' : 'au dossier'} ${input.raisonsSociales.join(', ')} sur ${theme.platformName}.`,
      `Cette invitation est valable jusqu'au ${formatDate(input.dateExpiration)}.`,
      `Si vous n'avez pas encore de compte, vous pourrez en créer un depuis la page de l'invitation avec cette adresse e-mail (${input.to}).`,
    ],
    action: { label: "Voir l'invitation", url: input.url },
  });
}
