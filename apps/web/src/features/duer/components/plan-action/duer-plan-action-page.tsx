import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { type DuerPlanAction, DuerPlanActionMessages as P } from '@portail/contracts';
import { TableScroll } from '../../../../components/ui/data-table';
import { PageTitle } from '../../../../components/ui/page-title';
import { QueryState } from '../../../../components/ui/query-state';
import { handleError } from '../../../../lib/error-handler';
import { useDuerPlanAction } from '../../api/plan-action/get-plan-action';
import { urlPlanActionCsv } from '../../api/plan-action/get-plan-action-csv';
import { urlPlanActionPdf } from '../../api/plan-action/get-plan-action-pdf';
import { urlPlanActionXlsx } from '../../api/plan-action/get-plan-action-xlsx';
import { useSavePlanAction } from '../../api/plan-action/save-plan-action';
import { telechargerPlan } from '../../api/plan-action/telecharger-plan';
import { RetourDuer } from '../common/retour-duer';
import { useQuitter } from '../module/use-quitter';
import { initPlan, lignesModifiees, modifierLigne, type TriPlan, trierLignes } from './plan-action-edit';
import { PlanActionLigne } from './plan-action-ligne';
import '../module/duer-module.css';
import './plan-action.css';

const COLONNES = ['Unité de travail / module / opération', 'Risque', 'Niveau', 'Mesure à mettre en place', 'Qui', 'Délai', 'Statut'];
const COLONNES_PAPRIPACT = ['Coût estimé', 'Moyens', 'Indicateur'];

function PlanActionEditeur({ idDuer, data }: { idDuer: number; data: DuerPlanAction }) {
  const save = useSavePlanAction();
  const [source, setSource] = useState(data);
  const [edition, setEdition] = useState(() => initPlan(data));
  if (source !== data) {
    setSource(data);
    setEdition(initPlan(data));
  }
  const [tri, setTri] = useState<TriPlan>('duer');
  const modifiees = lignesModifiees(data, edition);
  const enAttente = modifiees.length > 0;
  const quitter = useQuitter(enAttente);
  const titre = data.papripact ? P.titrePapripact : P.titre;
  const nomFichier = `${data.papripact ? 'PAPRIPACT' : "Plan d'actions"} DUER ${data.annee}`;

  const enregistrer = () => {
    if (save.isPending || !enAttente) return;
    save.mutate(
      { idDuer, body: { lignes: modifiees } },
      { onSuccess: () => toast.success(P.enregistre), onError: (error) => handleError(error, P.sauvegarde) },
    );
  };

  return (
    <>
      <RetourDuer idDuer={idDuer} annee={data.annee} />
      <PageTitle>{titre}</PageTitle>
      <p data-testid="plan-salaries">
        {data.nombreSalaries === null ? 'Nombre de salarié(s) non renseigné' : `${data.nombreSalaries} salarié(s)`}
        {data.papripact
          ? ' : programme de prévention (PAPRIPACT) obligatoire à partir de 50 salariés.'
          : " : liste des actions de prévention (plan d'actions)."}
      </p>
      <div className="plan-action__actions">
        <button type="button" className="bouton bouton--secondaire" onClick={() => void telechargerPlan(urlPlanActionPdf(idDuer), `${nomFichier}.pdf`)}>
          Télécharger le PDF
        </button>
        <button type="button" className="bouton bouton--secondaire" onClick={() => void telechargerPlan(urlPlanActionCsv(idDuer), `${nomFichier}.csv`)}>
          Exporter en CSV
        </button>
        <button type="button" className="bouton bouton--secondaire" onClick={() => void telechargerPlan(urlPlanActionXlsx(idDuer), `${nomFichier}.xlsx`)}>
          Exporter en Excel (.xlsx)
        </button>
        {data.lignes.length > 1 && (
          <button
            type="button"
            className="bouton bouton--secondaire"
            aria-pressed={tri === 'niveau'}
            onClick={() => setTri(tri === 'duer' ? 'niveau' : 'duer')}
          >
            {tri === 'duer' ? 'Trier par niveau' : 'Ordre du DUER'}
          </button>
        )}
        {data.peutModifier && (
          <button type="button" className="bouton" disabled={save.isPending || !enAttente} onClick={enregistrer}>
            Enregistrer
          </button>
        )}
      </div>
      {enAttente && (
        <p className="duer-module__attente" role="status" data-testid="modifications-en-attente">
          Des modifications n&apos;ont pas été enregistrées
        </p>
      )}
      {data.lignes.length === 0 ? (
        <p className="etat etat--vide" data-testid="liste-vide">
          {P.aucuneMesure}
        </p>
      ) : (
        // TableScroll: each row is a PlanActionLigne with its own inputs and PAPRIPACT columns, not data DataTable draws.
        <TableScroll label={titre}>
          <table className="tableau plan-action__table" aria-label={titre}>
            <thead>
              <tr>
                {[...COLONNES, ...(data.papripact ? COLONNES_PAPRIPACT : [])].map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {trierLignes(data.lignes, tri).map((l) => (
                <PlanActionLigne
                  key={l.idRisque}
                  idDuer={idDuer}
                  ligne={l}
                  saisie={edition[l.idRisque]}
                  papripact={data.papripact}
                  lecture={!data.peutModifier}
                  onChange={(m) => setEdition((e) => modifierLigne(e, l.idRisque, m))}
                />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {quitter}
    </>
  );
}

/** /outils/duer/:idDuer/plan-action: the DUER's action plan, a PAPRIPACT from 50 employees (L4121-3-1 III). */
export default function DuerPlanActionPage() {
  const params = useParams();
  const idDuer = Number(params.idDuer);
  const query = useDuerPlanAction(idDuer);
  return (
    <div className="page duer-plan-action">
      <QueryState query={query} errorMessage={P.chargement} loadingLabel="Chargement du plan d'actions">
        {(data) => <PlanActionEditeur key={idDuer} idDuer={idDuer} data={data} />}
      </QueryState>
    </div>
  );
}
