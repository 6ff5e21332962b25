import { Link } from 'react-router';
import type { Contact } from '@portail/contracts';
import { ContactAvatar } from '../../../components/contacts/contact-avatar';

export function ContactCard({ contact, canBook }: { contact: Contact; canBook: boolean }) {
  return (
    <li className="carte contact" data-testid="contact-carte">
      <ContactAvatar contact={contact} />
      <div className="contact__infos">
        <Link to={`/contacts/${encodeURIComponent(contact.codeAgent)}`} className="contact__nom">
          {contact.prenom} {contact.nom}
        </Link>
        <div className="contact__fonction">{contact.fonction}</div>
        {contact.telephone && <a href={`tel:${contact.telephone.replace(/\s/g, '')}`}>{contact.telephone}</a>}
        {contact.mail && <a href={`mailto:${contact.mail}`}>{contact.mail}</a>}
      </div>
      {canBook && (
        <Link className="bouton" to={`/rendez-vous/ajouter/${encodeURIComponent(contact.codeAgent)}`}>
          Prendre RDV
        </Link>
      )}
    </li>
  );
}
