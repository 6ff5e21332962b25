import { ENTITES_SERVICE_MAIL_CARTE, ROLE_GERANT, type DroitDossier, type Droits } from '@portail/contracts';
import { pathTo } from '../../../config/routes/route-table';

interface AccountCard {
  key: string;
  title: string;
  text: string;
  /** Internal route. */
  to?: string;
  /** External address, opened in a new tab. */
  href?: string;
}

interface AccountCardsContext {
  droits: Droits;
  /** The selected dossier, whose entity code gates the mail-service card. */
  dossier: DroitDossier | null;
  mailServiceUrl: string | null | undefined;
}

/** Cards of the account hub with the gates of spec 02 §6. */
export function accountCards({ droits, dossier, mailServiceUrl }: AccountCardsContext): AccountCard[] {
  const member = droits.typeUtilisateur === 'member';
  const cards: AccountCard[] = [
    { key: 'infos', title: 'Mes informations', text: 'Vos coordonnées et celles de vos dossiers.', to: pathTo('accountinfos') },
    { key: 'preferences', title: 'Mes préférences', text: 'Les mails que vous recevez à chaque notification.', to: pathTo('accountpreferences') },
  ];
  if (member) {
    cards.push(
      { key: 'mail', title: 'Changer mon adresse e-mail', text: 'L’adresse qui vous sert d’identifiant.', to: pathTo('resetmail') },
      { key: 'mot-de-passe', title: 'Changer mon mot de passe', text: 'Un code de validation vous est envoyé.', to: pathTo('resetpassword') },
      { key: 'securite', title: 'Double authentification', text: 'Un code de votre téléphone en plus du mot de passe.', to: pathTo('securite') },
      { key: 'sessions', title: 'Mes appareils et sessions', text: 'Où votre compte est connecté, et fermer une session.', to: pathTo('sessions') },
      { key: 'mes-droits', title: 'Mes droits', text: 'Vos accès, et les invitations reçues.', to: pathTo('mesDroits') },
      {
        key: 'donnees',
        title: 'Mes données personnelles',
        text: 'Téléchargez vos données ou demandez la clôture de votre compte.',
        to: pathTo('mesDonnees'),
      },
    );
    if (droits.data.dossiers.some((d) => d.idRole === ROLE_GERANT)) {
      cards.push({ key: 'partager', title: 'Partager mes dossiers', text: 'Invitez une personne et gérez ses accès.', to: pathTo('partagerDroits') });
    }
  }
  if (dossier && mailServiceUrl && ENTITES_SERVICE_MAIL_CARTE.includes(dossier.codeEntite)) {
    cards.push({ key: 'messagerie', title: 'Ma messagerie', text: 'Accédez au service de messagerie du cabinet.', href: mailServiceUrl });
  }
  return cards;
}
