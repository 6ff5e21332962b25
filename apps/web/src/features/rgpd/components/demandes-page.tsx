import { useState } from 'react';
import type { DemandeEffacementStaff } from '@portail/contracts';
import { useConfirmation } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { FormAlert } from '../../../components/ui/form-field';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/error-handler';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useConfirmErasure } from '../api/confirm-erasure';
import { useDemandesEffacement } from '../api/get-demandes-effacement';
import { CONSERVATION_LEGALE, STATUTS_DEMANDE } from '../utils/rgpd-texts';
import { RefusDialog } from './refus-dialog';
import { ResultatEffacement } from './resultat-effacement';
import '../../../styles/account.css';
import '../../../styles/rgpd.css';

type Done = { message: string; resultat: DemandeEffacementStaff['resultat'] };

const columns: Column<DemandeEffacementStaff>[] = [
  { id: 'date', header: 'Demandée le', cell: (d) => formatDateTime(d.demandeeLe) },
  {
    id: 'personne',
    header: 'Personne',
    rowHeader: true,
    cell: (d) => (
      <span className="rgpd__personne">
        {d.nom}
        {d.login && <span className="texte-secondaire">{d.login}</span>}
      </span>
    ),
  },
  { id: 'motif', header: 'Motif', className: 'rgpd__motif', cell: (d) => d.motif || '—' },
  {
    id: 'etat',
    header: 'État',
    cell: (d) => (
      <span className="rgpd__personne">
        {STATUTS_DEMANDE[d.statut]}
        {d.traiteeLe && (
          <span className="texte-secondaire">
            {d.traiteePar ? `par ${d.traiteePar} ` : ''}le {formatDate(d.traiteeLe)}
          </span>
        )}
        {d.statut === 'refusee' && d.motifRefus && <span className="texte-secondaire">Motif : {d.motifRefus}</span>}
        {d.statut === 'effectuee' && d.resultat.length > 0 && (
          <details className="rgpd__detail">
            <summary>Détail de l’effacement</summary>
            <ResultatEffacement resultat={d.resultat} />
          </details>
        )}
      </span>
    ),
  },
];

/** /rgpd/demandes (staff): the members' account-closure requests, to confirm (erasure) or refuse with a reason (issue 33 §3). */
export default function DemandesPage() {
  const query = useDemandesEffacement();
  const confirmErasure = useConfirmErasure();
  const { dialog, confirm } = useConfirmation();
  const [refusing, setRefusing] = useState<DemandeEffacementStaff | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const clear = () => {
    setDone(null);
    setNotice(null);
    setAlert(null);
  };
  const askConfirm = (d: DemandeEffacementStaff) =>
    confirm({
      title: 'Confirmer l’effacement',
      message: (
        <>
          <p>
            Les données de {d.nom}
            {d.login ? ` (${d.login})` : ''} seront effacées ou anonymisées et son compte clôturé. Cette action est irréversible.
          </p>
          <p>Le cabinet conserve ce que la loi l’oblige à garder : {CONSERVATION_LEGALE}.</p>
          <p>La personne en est informée par e-mail.</p>
        </>
      ),
      confirmLabel: 'Confirmer l’effacement',
      cancelLabel: 'Ne pas effacer',
      onConfirm: () => {
        clear();
        confirmErasure.mutate(d.id, {
          onSuccess: (result) => setDone(result),
          onError: (error) => setAlert(errorText(error, 'L’effacement a échoué. Réessayez.')),
        });
      },
    });

  return (
    <div className="page">
      <PageTitle>Demandes RGPD</PageTitle>
      <p className="texte-secondaire">Les demandes de clôture de compte des adhérents. Le cabinet y répond dans un délai d’un mois.</p>
      <div role="status">
        {notice && <p className="formulaire__succes">{notice}</p>}
        {done && (
          <div className="formulaire__succes rgpd__bloc rgpd__effectue" data-testid="effacement-effectue">
            <p>{done.message}</p>
            <ResultatEffacement resultat={done.resultat} />
          </div>
        )}
      </div>
      <FormAlert message={alert} testId="erreur-demandes" />
      <QueryState
        query={query}
        errorMessage="Une erreur est survenue lors du chargement des demandes."
        isEmpty={(list) => list.length === 0}
        empty="Aucune demande de clôture de compte."
      >
        {(list) => (
          <DataTable
            caption="Demandes de clôture de compte"
            captionHidden
            className="tableau-rgpd"
            columns={columns}
            rows={list}
            rowKey={(d) => d.id}
            rowProps={() => ({ 'data-testid': 'demande' })}
            actions={(d) =>
              d.statut === 'demandee' ? (
                <span className="rgpd__actions">
                  <button
                    type="button"
                    className="bouton bouton--danger bouton--petit"
                    aria-label={`Confirmer l’effacement de ${d.nom}`}
                    onClick={() => askConfirm(d)}
                  >
                    Confirmer l’effacement
                  </button>
                  <button
                    type="button"
                    className="bouton bouton--secondaire bouton--petit"
                    aria-label={`Refuser la demande de ${d.nom}`}
                    onClick={() => {
                      clear();
                      setRefusing(d);
                    }}
                  >
                    Refuser
                  </button>
                </span>
              ) : null
            }
          />
        )}
      </QueryState>
      {refusing && <RefusDialog demande={refusing} onRefused={setNotice} onClose={() => setRefusing(null)} />}
      {dialog}
    </div>
  );
}
