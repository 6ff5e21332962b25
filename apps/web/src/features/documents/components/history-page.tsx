import { useState } from 'react';
import { Link } from 'react-router';
import { DocumentsMessages, GED_PAGE_SIZE, type TypeFichier } from '@portail/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
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
          const pages = Math.max(1, Math.ceil(result.total / (result.size || GED_PAGE_SIZE)));
          return (
            <>
              <div className="ged-tableau">
                <table data-testid="historique-envois">
                  <caption className="sr-only">Historique des envois</caption>
                  <thead>
                    <tr>
                      <th scope="col">Nom</th>
                      <th scope="col">Type</th>
                      <th scope="col">Date d’envoi</th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.data.map((entry) => (
                      <tr key={entry.id} data-testid="historique-envoi">
                        <th scope="row" className="ged-tableau__nom">
                          {entry.nomFichier}
                        </th>
                        <td>{TYPE_LABEL[entry.typeFichier]}</td>
                        <td>{formatDateTime(entry.dateEnvoi)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {pages > 1 && (
                <nav className="pagination" aria-label="Pages de l’historique">
                  <button type="button" className="bouton bouton--secondaire bouton--petit" disabled={page === 0} onClick={() => setPage(page - 1)}>
                    Précédent
                  </button>
                  <span>
                    Page {page + 1} sur {pages}
                  </span>
                  <button type="button" className="bouton bouton--secondaire bouton--petit" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
                    Suivant
                  </button>
                </nav>
              )}
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
