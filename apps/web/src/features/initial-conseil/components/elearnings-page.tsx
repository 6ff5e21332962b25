import { SavoirMessages } from '@portail/contracts';
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { pathTo } from '../../../config/routes/route-table';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useElearnings } from '../api/oic-queries';
import { useIsMobile } from '../utils/use-is-mobile';
import { OicLayout } from './oic-layout';

/** /initial-conseil/e-learnings: on mobile expandable cards with 'Accéder' (new tab), otherwise links to each e-learning. */
export default function ElearningsPage() {
  const { dossier } = useSelectedDossier();
  const elearnings = useElearnings(dossier?.codeDossier);
  const mobile = useIsMobile();
  return (
    <OicLayout title="E-learnings">
      <QueryState
        query={elearnings}
        errorMessage={SavoirMessages.chargementElearnings}
        loadingLabel={SavoirMessages.chargement}
        isEmpty={(l) => l.length === 0}
        empty={SavoirMessages.aucunElearning}
      >
        {(list) =>
          mobile ? (
            <ul className="cartes-savoir" data-testid="elearnings-mobile">
              {list.map((e) => (
                <li key={e.code} className="carte-savoir">
                  <details>
                    <summary>{e.title}</summary>
                    <p>{e.description}</p>
                  </details>
                  <a className="carte-savoir__lien" href={e.url} target="_blank" rel="noopener noreferrer" aria-label={`Accéder : ${e.title} (nouvel onglet)`}>
                    Accéder
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <ul className="cartes-savoir" data-testid="elearnings">
              {list.map((e) => (
                <li key={e.code} className="carte-savoir">
                  <h2 className="carte-savoir__titre">
                    <Link to={pathTo('elearning', { code: e.code })}>{e.title}</Link>
                  </h2>
                  <p className="carte-savoir__description">{e.description}</p>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </OicLayout>
  );
}
