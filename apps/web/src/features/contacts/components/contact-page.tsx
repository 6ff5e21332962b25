import { useParams } from 'react-router';
import { ContactsMessages, monFonction } from '@portail/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { sanitizeRichText } from '../../../lib/sanitize-rich-text';
import '../../../styles/rendez-vous.css';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useContacts } from '../../../lib/api/get-contacts';
import { ContactAvatar } from '../../../components/contacts/contact-avatar';

/** /contacts/{codeAgent}: one adviser and his mission (spec 01 §2.4 Contact). */
export default function ContactPage() {
  const { id } = useParams();
  const { dossier } = useSelectedDossier();
  const contacts = useContacts(dossier?.codeDossier);
  const contact = contacts.data?.find((c) => c.codeAgent === id);
  return (
    <div className="page contacts">
      <PageTitle documentTitle="Mon contact">{contact ? monFonction(contact.fonction, contact.sexe) : 'Mon contact'}</PageTitle>
      <QueryState query={contacts} errorMessage="Une erreur est survenue lors du chargement du contact." loadingLabel="Chargement…">
        {() =>
          !contact ? (
            <EmptyState>{ContactsMessages.indisponible}</EmptyState>
          ) : (
            <article className="carte contact contact--fiche" data-testid="contact-fiche">
              <ContactAvatar contact={contact} size={96} />
              <div className="contact__infos">
                <strong className="contact__nom">
                  {contact.prenom} {contact.nom}
                </strong>
                {contact.nomAgence && <div>{contact.nomAgence}</div>}
                {contact.telephone && <a href={`tel:${contact.telephone.replace(/\s/g, '')}`}>{contact.telephone}</a>}
                {contact.mail && <a href={`mailto:${contact.mail}`}>{contact.mail}</a>}
                <h2 className="section__titre">Comment puis-je vous aider ?</h2>
                {/* Sanitized by the api and again here (allow-list of formatting tags, safe links only). */}
                <div className="texte-riche" data-testid="contact-mission" dangerouslySetInnerHTML={{ __html: sanitizeRichText(contact.mission) }} />
              </div>
            </article>
          )
        }
      </QueryState>
    </div>
  );
}
