import { AbonnementMessages as M, type FactureAbonnement } from '@portail/contracts';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { formatDate } from '../../../lib/format';
import { formatCents, iconeEtat } from '../utils/abonnement-format';

function EtatIcone({ etat }: { etat: FactureAbonnement['etat'] }) {
  const fait = iconeEtat(etat) === 'fait';
  return (
    <svg className={`etat-facture etat-facture--${fait ? 'fait' : 'attente'}`} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {fait ? (
        <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
      ) : (
        <path
          d="M15 1H9v2h6V1zm-4 13h2V8h-2v6zm8-6.6 1.4-1.4-1.4-1.4-1.4 1.4A9 9 0 1 0 21 13a9 9 0 0 0-2-5.6zM12 20a7 7 0 1 1 0-14 7 7 0 0 1 0 14z"
          fill="currentColor"
        />
      )}
    </svg>
  );
}

const COLUMNS: Column<FactureAbonnement>[] = [
  { id: 'date', header: 'Date', cell: (f) => formatDate(f.dateFacture) },
  { id: 'numero', header: 'Numéro', cell: (f) => f.numeroFacture, rowHeader: true },
  { id: 'libelle', header: 'Libellé', cell: (f) => f.libelle },
  { id: 'montant', header: 'Montant HT', cell: (f) => formatCents(f.montant), numeric: true },
  {
    id: 'etat',
    header: 'État',
    cell: (f) => (
      <>
        <EtatIcone etat={f.etat} /> {f.etat}
      </>
    ),
  },
];

/** The firm's invoices: date, number, label, amount excl. tax, state with its icon (spec 02 §4) and the PDF from the document store. */
export function FacturesTable({ factures }: { factures: FactureAbonnement[] }) {
  const { isCollaborateur } = useSelectedDossier();
  if (!factures.length) return <EmptyState>{M.aucuneFacture}</EmptyState>;
  return (
    <DataTable
      caption={isCollaborateur ? 'Factures' : 'Mes factures'}
      columns={COLUMNS}
      rows={factures}
      rowKey={(f) => f.id}
      testId="factures-abonnement"
      rowProps={() => ({ 'data-testid': 'facture-abonnement' })}
      actionsHeader="PDF"
      actions={(f) =>
        f.lienConsultationGed ? (
          <a href={f.lienConsultationGed} download aria-label={`Télécharger la facture ${f.numeroFacture}`}>
            Télécharger
          </a>
        ) : (
          '-'
        )
      }
    />
  );
}
