import { Link } from 'react-router';
import { toast } from 'sonner';
import { anneeCourante, type Emprunt } from '@portail/contracts';
import { ToolHeader } from '../../../components/tool-header/tool-header';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useConfirmation } from '../../../components/ui/confirm-dialog';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { errorText } from '../../../lib/error-handler';
import { formatEuros } from '../../../lib/format';
import { useEmprunts } from '../api/get-emprunts';
import { useDeleteEmprunt } from '../api/delete-emprunt';
import { sommeEcheances } from '../utils/chart-data';
import { formatDuree, formatTaux, libelleMode } from '../utils/emprunt-labels';
import { EcheancierTable } from './echeancier-table';
import { EmpruntInfo } from './emprunt-info';
import EmpruntsChart from './emprunts-chart';
import '../../../styles/emprunts.css';

export const EMPRUNTS_PATH = '/outils/simulateur-emprunt';
const LOAD_ERROR = 'Une erreur est survenue lors du chargement des emprunts.';

function EmpruntsTable({ emprunts, onDelete }: { emprunts: Emprunt[]; onDelete: (e: Emprunt) => void }) {
  return (
    <div className="tableau-defilant" tabIndex={0} role="region" aria-label="Mes simulations">
      <table className="tableau" data-testid="liste-emprunts">
        <caption>Mes simulations</caption>
        <thead>
          <tr>
            <th scope="col">Libellé</th>
            <th scope="col">Capital</th>
            <th scope="col">Taux</th>
            <th scope="col">Périodicité</th>
            <th scope="col">Mode de remboursement</th>
            <th scope="col">Échéance</th>
            <th scope="col">Durée</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {emprunts.map((e) => (
            <tr key={e.id} data-testid="emprunt">
              <th scope="row">{e.libelle}</th>
              <td className="nombre">{formatEuros(e.valeurEntree)}</td>
              <td className="nombre">{formatTaux(e.taux)}</td>
              <td>{e.periodicite}</td>
              <td>{libelleMode(e)}</td>
              <td className="nombre">{formatEuros(e.echeance)}</td>
              <td>{formatDuree(e.duree)}</td>
              <td className="actions">
                <Link to={`/outils/ajout-edit-emprunt/${e.id}`} aria-label={`Modifier ${e.libelle}`}>
                  Modifier
                </Link>
                <button type="button" className="lien" aria-label={`Supprimer ${e.libelle}`} onClick={() => onDelete(e)}>
                  Supprimer
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Emprunts({ codeDossier }: { codeDossier: string }) {
  const query = useEmprunts(codeDossier);
  const remove = useDeleteEmprunt();
  const { dialog, confirm } = useConfirmation();
  const askDelete = (e: Emprunt) =>
    confirm({
      title: 'Supprimer la simulation',
      message: `La simulation « ${e.libelle} » sera définitivement supprimée.`,
      confirmLabel: 'Supprimer la simulation',
      cancelLabel: 'Conserver la simulation',
      onConfirm: () =>
        remove.mutate(
          { codeDossier, id: e.id },
          {
            onSuccess: () => toast.success('La simulation a été supprimée.'),
            onError: (error) => toast.error(errorText(error, 'La simulation n’a pas pu être supprimée.')),
          },
        ),
    });
  return (
    <>
      <QueryState
        query={query}
        errorMessage={LOAD_ERROR}
        loadingLabel="Chargement des emprunts"
        isEmpty={(list) => list.length === 0}
        empty="Vous n’avez encore aucune simulation d’emprunt. Créez-en une avec « Nouvelle Simulation »."
      >
        {(emprunts) => {
          const colonnes = sommeEcheances(
            emprunts.map((e) => e.echeances),
            emprunts[0]?.anneeDebut ?? anneeCourante(new Date()),
          );
          return (
            <>
              <EmpruntsTable emprunts={emprunts} onDelete={askDelete} />
              <EmpruntsChart colonnes={colonnes} />
              <EcheancierTable colonnes={colonnes} caption="Échéancier annuel de tous les emprunts" testId="echeancier-total" />
            </>
          );
        }}
      </QueryState>
      {dialog}
    </>
  );
}

/** /outils/simulateur-emprunt: the dossier's loans, the stacked chart and 'Nouvelle Simulation' (spec 02 §2). */
export default function EmpruntsPage() {
  const { dossier } = useSelectedDossier();
  return (
    <div className="page emprunts">
      <ToolHeader slug="simulateur-emprunt" title="Simulateur d’emprunt" info={<EmpruntInfo />} />
      <p>
        <Link className="bouton" to="/outils/ajout-edit-emprunt">
          Nouvelle Simulation
        </Link>
      </p>
      {dossier ? <Emprunts codeDossier={dossier.codeDossier} /> : <EmptyState>Aucun dossier sélectionné.</EmptyState>}
    </div>
  );
}
