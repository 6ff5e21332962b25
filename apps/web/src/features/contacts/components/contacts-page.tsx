import { ContactsMessages } from '@portail/contracts';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import '../../../styles/rendez-vous.css';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useAppointments } from '../../../lib/api/get-appointments';
import { RdvCard } from '../../../components/rendez-vous/rdv-card';
import { useContacts } from '../../../lib/api/get-contacts';
import { ContactCard } from './contact-card';

/** /contacts: the next appointment and the dossier's advisers (spec 01 §2.4 Contacts). */
export default function ContactsPage() {
  const { dossier, modules } = useSelectedDossier();
  const canRdv = modules.includes('page_rdv');
  const contacts = useContacts(dossier?.codeDossier);
  const rdvs = useAppointments(dossier?.codeDossier, canRdv);
  return (
    <div className="page contacts">
      <PageTitle>Mes contacts</PageTitle>
      {canRdv && (
        <section aria-labelledby="prochain-rdv">
          <h2 id="prochain-rdv" className="section__titre">
            Mon prochain RDV
          </h2>
          <QueryState
            query={rdvs}
            errorMessage="Une erreur est survenue lors du chargement des rendez-vous."
            isEmpty={(l) => !l.some((r) => r.upcoming)}
            empty="Aucun rendez-vous à venir."
          >
            {(list) => (
              <ul className="liste-simple">
                <RdvCard rdv={list.find((r) => r.upcoming)!} />
              </ul>
            )}
          </QueryState>
        </section>
      )}
      <section aria-labelledby="liste-contacts">
        <h2 id="liste-contacts" className="section__titre">
          Ma liste de contacts
        </h2>
        <QueryState
          query={contacts}
          errorMessage="Une erreur est survenue lors du chargement des contacts."
          loadingLabel="Chargement…"
          isEmpty={(l) => l.length === 0}
          empty={ContactsMessages.aucunContact}
        >
          {(list) => (
            <ul className="liste-simple contacts__liste">
              {list.map((c) => (
                <ContactCard key={c.codeAgent} contact={c} canBook={canRdv} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  );
}
