import { useState } from 'react';
import type { CommunicationInput, User } from '@portail/contracts';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import '../../../styles/account.css';
import { useUser } from '../../../lib/api/get-user';
import { useCommunications } from '../api/get-communications';
import { usePays } from '../api/get-pays';
import { CommunicationCard } from './communication-card';

const CANAUX: Record<string, string> = { mail: 'Mail', telephone: 'Téléphone', portable: 'Téléphone portable', courrier: 'Courrier' };

function UserInfos({ user }: { user: User }) {
  const rows: [string, string | null][] = [
    ['Nom', user.nom],
    ['Prénom', user.prenom],
    ['Adresse e-mail', user.mail],
    ['Adresse', user.adresse],
    ['Téléphone', user.tel],
    ['Téléphone portable', user.port],
    ['Canal préféré', user.canalPrefere ? (CANAUX[user.canalPrefere] ?? user.canalPrefere) : null],
  ];
  return (
    <dl className="liste-infos" data-testid="mes-informations">
      {rows.map(([term, value]) => (
        <div key={term} className="liste-infos__ligne">
          <dt>{term}</dt>
          <dd>{value || '-'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /mon-compte/infos: the user's fields and the contact details of each dossier (spec 02 §3, §5). */
export default function AccountInfosPage() {
  const user = useUser();
  const communications = useCommunications();
  const pays = usePays();
  const [clipboard, setClipboard] = useState<CommunicationInput | null>(null);

  return (
    <div className="page">
      <PageTitle>Mes informations</PageTitle>
      <section className="carte">
        <QueryState query={user} errorMessage="Une erreur est survenue lors du chargement de vos informations.">
          {(data) => <UserInfos user={data} />}
        </QueryState>
      </section>
      <QueryState
        query={communications}
        errorMessage="Une erreur est survenue lors du chargement de vos informations."
        isEmpty={(list) => list.length === 0}
        empty="Aucun dossier."
      >
        {(list) => (
          <QueryState query={pays} errorMessage="Une erreur est survenue lors du chargement des pays.">
            {(countries) =>
              (
                [
                  ['Mes dossiers', list.filter((c) => c.modifiable)],
                  ['Dossiers partagés avec moi', list.filter((c) => !c.modifiable)],
                ] as const
              )
                .filter(([, group]) => group.length > 0)
                .map(([title, group]) => (
                  <section key={title} aria-label={title}>
                    <h2 className="section__titre">{title}</h2>
                    {group.map((c) => (
                      <CommunicationCard key={c.codeDossier} communication={c} pays={countries} clipboard={clipboard} onCopy={setClipboard} />
                    ))}
                  </section>
                ))
            }
          </QueryState>
        )}
      </QueryState>
    </div>
  );
}
