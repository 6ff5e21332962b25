import { SavoirMessages } from '@portail/contracts';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { pathTo } from '../../../config/routes/route-table';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useElearnings } from '../api/oic-queries';
import { OicLayout } from './oic-layout';

/** /initial-conseil/e-learnings/{code}: one e-learning, its description and the access link (new tab). */
export default function ElearningPage() {
  const { code } = useParams();
  const { dossier } = useSelectedDossier();
  const elearnings = useElearnings(dossier?.codeDossier);
  const elearning = elearnings.data?.find((e) => e.code === code);
  return (
    <OicLayout title={elearning?.title ?? 'E-learning'}>
      <QueryState query={elearnings} errorMessage={SavoirMessages.chargementElearnings} loadingLabel={SavoirMessages.chargement}>
        {() =>
          elearning ? (
            <section className="carte">
              <p>{elearning.description}</p>
              <p>
                <a className="bouton" href={elearning.url} target="_blank" rel="noopener noreferrer">
                  Accéder à l’e-learning (nouvel onglet)
                </a>
              </p>
            </section>
          ) : (
            <EmptyState>{SavoirMessages.elearningIntrouvable}</EmptyState>
          )
        }
      </QueryState>
      <p>
        <Link to={pathTo('oic-elearnings')}>← Tous les e-learnings</Link>
      </p>
    </OicLayout>
  );
}
