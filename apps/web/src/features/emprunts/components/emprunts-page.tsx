import { Link } from 'react-router';
import { toast } from 'sonner';
import { anneeCourante, type Emprunt } from '@portail/contracts';
import { ToolHeader } from '../../../components/tool-header/tool-header';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useConfirmation } from '../../../components/ui/confirm-dialog';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { handleError } from '../../../lib/error-handler';
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

const COLUMNS: Column<Emprunt>[] = [
  { id: 'libelle', header: 'Libellé', cell: (e) => e.libelle, rowHeader: true },
  { id: 'capital', header: 'Capital', cell: (e) => formatEuros(e.valeurEntree), numeric: true },
  { id: 'taux', header: 'Taux', cell: (e) => formatTaux(e.taux), numeric: true },
  { id: 'periodicite', header: 'Périodicité', cell: (e) => e.periodicite },
  { id: 'mode', header: 'Mode de remboursement', cell: libelleMode },
  { id: 'echeance', header: 'Échéance', cell: (e) => formatEuros(e.echeance), numeric: true },
  { id: 'duree', header: 'Durée', cell: (e) => formatDuree(e.duree) },
];

function EmpruntsTable({ emprunts, onDelete }: { emprunts: Emprunt[]; onDelete: (e: Emprunt) => void }) {
  const { isCollaborateur } = useSelectedDossier();
  return (
    <DataTable
      caption={isCollaborateur ? 'Simulations du dossier' : 'Mes simulations'}
      columns={COLUMNS}
      rows={emprunts}
      rowKey={(e) => e.id}
      testId="liste-emprunts"
      rowProps={() => ({ 'data-testid': 'emprunt' })}
      actions={(e) => (
        <>
          <Link to={`/outils/ajout-edit-emprunt/${e.id}`} aria-label={`Modifier ${e.libelle}`}>
            Modifier
          </Link>
          <button type="button" className="lien" aria-label={`Supprimer ${e.libelle}`} onClick={() => onDelete(e)}>
            Supprimer
          </button>
        </>
      )}
    />
  );
}

function Emprunts({ codeDossier }: { codeDossier: string }) {
  const query = useEmprunts(codeDossier);
  const remove = useDeleteEmprunt();
  const { isCollaborateur } = useSelectedDossier();
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
            onError: (error) => handleError(error, 'La simulation n’a pas pu être supprimée.'),
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
        empty={`${isCollaborateur ? 'Le dossier n’a' : 'Vous n’avez'} encore aucune simulation d’emprunt. Créez-en une avec « Nouvelle Simulation ».`}
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
