import { useState } from 'react';
import { Link } from 'react-router';
import { AgMessages as M, type AgDates, formatDateTime } from '@portail/contracts';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { useSession } from '../../../lib/api/get-session';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { pathTo } from '../../../config/routes/route-table';
import { useAgDates } from '../api/get-ag-dates';
import { programme } from '../utils/ag-texts';
import { AgInvitations } from './ag-invitations';
import '../../../styles/ag.css';

function Dates({ dates, estCollaborateur }: { dates: AgDates; estCollaborateur: boolean }) {
  if (!dates.dateAg || !dates.millesime) return null;
  return (
    <section aria-labelledby="titre-ag-dates" className="carte">
      <h2 id="titre-ag-dates">Assemblée générale {dates.millesime}</h2>
      <ul className="ag__programme">
        {programme(dates.dateAg, estCollaborateur).map((ligne) => (
          <li key={ligne}>{ligne}</li>
        ))}
      </ul>
      <p>Lieu : {dates.lieu}</p>
      {dates.etat !== 'invalide' && (
        <p>
          Inscriptions du {formatDateTime(dates.dateOuverture)} au {formatDateTime(dates.dateFermeture)}.
        </p>
      )}
      <p>
        <Link to={pathTo('ag-resolutions')}>Consulter les résolutions soumises au vote</Link>
      </p>
    </section>
  );
}

/** /ag: dates, the user's invitation and its answer (spec 02 §2-§9). */
export default function AgPage() {
  const datesQuery = useAgDates();
  const session = useSession();
  const { isCollaborateur, dossier } = useSelectedDossier();
  const [dialogueFerme, setDialogueFerme] = useState(false);
  return (
    <div className="page ag">
      <PageTitle>Assemblée générale</PageTitle>
      <QueryState query={datesQuery} errorMessage={M.erreurChargementDates} loadingLabel="Chargement de l'assemblée générale">
        {(dates) => (
          <>
            <Dates dates={dates} estCollaborateur={isCollaborateur} />
            {dates.etat === 'ouverte' && dates.millesime && session.data ? (
              <AgInvitations
                millesime={dates.millesime}
                guidPersonne={session.data.guidPersonne}
                estCollaborateur={isCollaborateur}
                codeDossierCollaborateur={isCollaborateur ? (dossier?.codeDossier ?? null) : null}
              />
            ) : (
              <p className="ag__etat" data-testid="ag-etat">
                {dates.etat === 'close' ? M.close : dates.etat === 'invalide' ? M.datesInvalides : null}
              </p>
            )}
            <MessageDialog
              open={dates.etat === 'close' && !dialogueFerme}
              title="Assemblée générale"
              message={M.close}
              testId="dialogue-ag-close"
              onClose={() => setDialogueFerme(true)}
            />
            <MessageDialog
              open={dates.etat === 'invalide' && !dialogueFerme}
              title="Dates invalides"
              message={dates.millesime ? M.datesInvalides : M.aucuneAg}
              testId="dialogue-ag-dates-invalides"
              onClose={() => setDialogueFerme(true)}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
