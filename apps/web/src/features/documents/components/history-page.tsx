import { useState } from 'react';
import { Link } from 'react-router';
import { DocumentsMessages, GED_PAGE_SIZE, type HistoriqueEntry, type TypeFichier } from '@portail/contracts';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { pageCount, Pagination } from '../../../components/ui/pagination';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useUploadHistory, type HistoryTab } from '../api/get-history';
import { ToggleGroup } from './toggle-group';
import '../../../styles/documents.css';

const TABS: { value: HistoryTab; label: string }[] = [
  { value: 'all', label: 'Tous' },
  { value: 'documents', label: 'Documents' },
  { value: 'factures', label: 'Factures' },
];

const TYPE_LABEL: Record<TypeFichier, string> = { AUTRESDOCS: 'Document', PAIE: 'Paie', FACTURES: 'Facture' };

const COLUMNS: Column<HistoriqueEntry>[] = [
  { id: 'nom', header: 'Nom', cell: (e) => e.nomFichier, rowHeader: true, className: 'ged-tableau__nom' },
  { id: 'type', header: 'Type', cell: (e) => TYPE_LABEL[e.typeFichier] },
  { id: 'date', header: 'Date d’envoi', cell: (e) => formatDateTime(e.dateEnvoi) },
];

function History({ codeDossier }: { codeDossier: string }) {
  const [tab, setTab] = useState<HistoryTab>('all');
  const [page, setPage] = useState(0);
  const query = useUploadHistory(codeDossier, tab, page);
  return (
    <>
      <ToggleGroup
        label="Type d’envoi"
        options={TABS}
        value={tab}
        onChange={(next) => {
          setTab(next);
          setPage(0);
        }}
        testId="onglets-historique"
      />
      <QueryState query={query} errorMessage={DocumentsMessages.chargement} loadingLabel={DocumentsMessages.chargementEnCours}>
        {(result) => {
          if (result.data.length === 0) return <EmptyState>Aucun envoi pour l’instant.</EmptyState>;
          const pages = pageCount(result.total, result.size || GED_PAGE_SIZE);
          return (
            <>
              <DataTable
                caption="Historique des envois"
                captionHidden
                columns={COLUMNS}
                rows={result.data}
                rowKey={(entry) => entry.id}
                testId="historique-envois"
                rowProps={() => ({ 'data-testid': 'historique-envoi' })}
              />
              <Pagination page={page + 1} pageCount={pages} onChange={(next) => setPage(next - 1)} label="Pages de l’historique" />
            </>
          );
        }}
      </QueryState>
    </>
  );
}

/** /ged/historique: the dossier's uploads, tabs All, Documents, Invoices, columns name and sent date (spec 02 §9). */
export default function HistoryPage() {
  const { dossier } = useSelectedDossier();
  return (
    <div className="page ged">
      <div className="ged__entete">
        <PageTitle>Historique des envois</PageTitle>
        <div className="ged-liens">
          <Link className="bouton" to="/ged/ajout-document">
            Déposer des documents
          </Link>
          <Link className="bouton bouton--secondaire" to="/documents">
            Mes documents
          </Link>
        </div>
      </div>
      {dossier ? <History codeDossier={dossier.codeDossier} /> : <EmptyState>Aucun dossier sélectionné.</EmptyState>}
    </div>
  );
}
