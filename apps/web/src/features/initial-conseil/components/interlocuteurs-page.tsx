import { type InterlocuteurOic, SavoirMessages } from '@portail/contracts';
import { ContactAvatar } from '../../../components/contacts/contact-avatar';
import { QueryState } from '../../../components/ui/query-state';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useInterlocuteursOic, useSiteOic } from '../api/oic-queries';
import { OicLayout } from './oic-layout';

/** A contact card; the avatar follows the contacts' rule (photo with image rights, else by sex: M, A, otherwise woman). */
export function InterlocuteurCard({ interlocuteur: i }: { interlocuteur: InterlocuteurOic }) {
  return (
    <li className="carte oic-interlocuteur" data-testid="interlocuteur-oic">
      <ContactAvatar contact={{ ...i, mission: null }} size={64} />
      <div>
        <h2 className="carte-savoir__titre">
          {i.prenom} {i.nom}
        </h2>
        <p>{i.fonction}</p>
        {i.nomAgence && <p>{i.nomAgence}</p>}
        {i.telephone && (
          <p>
            <a href={`tel:${i.telephone.replace(/\s/g, '')}`}>{i.telephone}</a>
          </p>
        )}
        {i.mail && (
          <p>
            <a href={`mailto:${i.mail}`}>{i.mail}</a>
          </p>
        )}
      </div>
    </li>
  );
}

/** /initial-conseil/interlocuteurs 'Vos interlocuteurs': the site's address, phone and pilot mail, then the contact cards. */
export default function InterlocuteursPage() {
  const { dossier } = useSelectedDossier();
  const code = dossier?.codeDossier;
  const interlocuteurs = useInterlocuteursOic(code);
  const site = useSiteOic(code);
  return (
    <OicLayout title="Vos interlocuteurs">
      {site.data && (
        <address className="carte" data-testid="site-oic">
          {site.data.adresseL1}
          <br />
          {site.data.adresseL2 && (
            <>
              {site.data.adresseL2}
              <br />
            </>
          )}
          Téléphone : <a href={`tel:${site.data.telephone.replace(/\s/g, '')}`}>{site.data.telephone}</a>
          <br />
          Pilote du programme : <a href={`mailto:${site.data.mailPilote}`}>{site.data.mailPilote}</a>
        </address>
      )}
      <QueryState
        query={interlocuteurs}
        errorMessage={SavoirMessages.chargementContacts}
        loadingLabel={SavoirMessages.chargement}
        isEmpty={(l) => l.length === 0}
        empty={SavoirMessages.aucunInterlocuteur}
      >
        {(list) => (
          <ul className="oic-interlocuteurs">
            {list.map((i) => (
              <InterlocuteurCard key={i.codeAgent} interlocuteur={i} />
            ))}
          </ul>
        )}
      </QueryState>
    </OicLayout>
  );
}
