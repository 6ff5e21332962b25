import { AnnuaireMessages as M, type DemandeRappel, ETAT_RAPPEL_LIBELLES, ETATS_RAPPEL, type EtatRappel } from '@portail/contracts';
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { handleError } from '../../../lib/error-handler';
import { showFlash } from '../../../lib/flash';
import { formatDateTime } from '../../../lib/format';
import { useChangerEtatRappel, useRappels } from '../api/annuaire';

function EtatBadge({ etat }: { etat: EtatRappel }) {
  return <span className={`etat-rappel etat-rappel--${etat}`}>{ETAT_RAPPEL_LIBELLES[etat]}</span>;
}

function Demande({ d, isCollaborateur, avecService }: { d: DemandeRappel; isCollaborateur: boolean; avecService: boolean }) {
  const changer = useChangerEtatRappel();
  const onChange = (etat: EtatRappel) =>
    changer.mutate(
      { codeDossier: d.codeDossier, id: d.id, etat },
      { onSuccess: () => showFlash('success', M.etatModifie), onError: (error) => handleError(error, M.erreurEtat) },
    );
  return (
    <li className="demande-rappel" data-testid="demande-rappel">
      <div>
        {avecService && (
          <p className="demande-rappel__service">
            <Link to={`/annuaire-services/${encodeURIComponent(d.slugService)}`}>{d.titreService}</Link>
          </p>
        )}
        <p className="texte-secondaire">
          Demandé le {formatDateTime(d.dateDemande)} par {d.demandeur}, à rappeler par {d.conseiller}
        </p>
        {d.agentEtat && (
          <p className="texte-secondaire">
            Mis à jour le {formatDateTime(d.dateEtat)} par {d.agentEtat}
          </p>
        )}
      </div>
      {isCollaborateur ? (
        <div className="champ">
          <label htmlFor={`etat-${d.id}`}>État de la demande</label>
          <select id={`etat-${d.id}`} value={d.etat} disabled={changer.isPending} onChange={(e) => onChange(e.target.value as EtatRappel)}>
            {ETATS_RAPPEL.map((e) => (
              <option key={e} value={e}>
                {ETAT_RAPPEL_LIBELLES[e]}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <EtatBadge etat={d.etat} />
      )}
    </li>
  );
}

/** The dossier's callback requests with their state; staff acting on the dossier change it. */
export function DemandesRappel({
  codeDossier,
  isCollaborateur,
  idService,
}: {
  codeDossier: string;
  isCollaborateur: boolean;
  /** Only this service's requests (detail page). */
  idService?: string;
}) {
  const query = useRappels(codeDossier);
  return (
    <section className="carte" aria-labelledby="titre-demandes-rappel">
      <h2 id="titre-demandes-rappel" className="section__titre">
        {isCollaborateur ? 'Demandes de rappel du dossier' : 'Mes demandes de rappel'}
      </h2>
      <QueryState
        query={query}
        errorMessage={M.erreurDemandes}
        loadingLabel="Chargement des demandes de rappel"
        isEmpty={(list) => !list.some((d) => !idService || d.idService === idService)}
        empty={isCollaborateur ? M.aucuneDemandeDossier : M.aucuneDemande}
      >
        {(list) => (
          <ul className="demandes-rappel" data-testid="demandes-rappel">
            {list
              .filter((d) => !idService || d.idService === idService)
              .map((d) => (
                <Demande key={d.id} d={d} isCollaborateur={isCollaborateur} avecService={!idService} />
              ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
