import { DocumentsMessages, downloadBibliothequeFichierRoute, routePath, SavoirMessages, type BibliothequeFichier } from '@portail/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { pageCount, Pagination } from '../../../components/ui/pagination';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { pathTo } from '../../../config/routes/route-table';
import { formatDate, formatFileSize } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import '../../../styles/savoir.css';
import { useBibliotheque } from '../api/savoir-queries';
import { bibliothequeFilter } from '../utils/bibliotheque-filter';

const COLUMNS: Column<BibliothequeFichier>[] = [
  { id: 'nom', header: 'Nom', cell: (f) => f.nom, rowHeader: true },
  { id: 'date', header: 'Date', cell: (f) => formatDate(f.date) },
  { id: 'taille', header: 'Taille', cell: (f) => formatFileSize(f.taille), numeric: true },
];

/** /documentations/ged/{codeGed}: the firm's documentation files, search (debounced 500 ms) and pages of 20. */
export default function BibliothequePage() {
  const { codeGed = '' } = useParams();
  const [saisie, setSaisie] = useState('');
  const [page, setPage] = useState(1);
  const filter = bibliothequeFilter(useDebouncedValue(saisie, 500));
  const fichiers = useBibliotheque(codeGed, filter, page);
  return (
    <div className="page savoir">
      <p>
        <Link to={pathTo('documentations')}>← Documentations</Link>
      </p>
      <PageTitle documentTitle="Documentation">{fichiers.data?.titre ?? 'Documentation'}</PageTitle>
      <div className="savoir__recherche">
        <label htmlFor="recherche-bibliotheque">Rechercher un document</label>
        <input
          id="recherche-bibliotheque"
          type="search"
          value={saisie}
          maxLength={100}
          onChange={(e) => {
            setSaisie(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {filter === null && (
        <p className="savoir__aide" role="status" data-testid="recherche-trop-courte">
          {DocumentsMessages.rechercheTropCourte}
        </p>
      )}
      {/* A too-short term asks nothing: the last list stays, or none is shown before the first. */}
      {(filter !== null || fichiers.data) && (
        <QueryState
          query={fichiers}
          errorMessage={SavoirMessages.chargementDocuments}
          loadingLabel="Chargement en cours..."
          isEmpty={(p) => p.fichiers.length === 0}
          empty={SavoirMessages.aucunDocument}
        >
          {(p) => {
            const pages = pageCount(p.total, p.size);
            return (
              <>
                <DataTable
                  caption="Documents de la bibliothèque"
                  captionHidden
                  columns={COLUMNS}
                  rows={p.fichiers}
                  rowKey={(f) => f.id}
                  rowProps={() => ({ 'data-testid': 'fichier-bibliotheque' })}
                  actionsHeader="Télécharger"
                  actions={(f) => (
                    <a href={routePath(downloadBibliothequeFichierRoute, { codeGED: codeGed, id: f.id })} download aria-label={`Télécharger ${f.nom}`}>
                      Télécharger
                    </a>
                  )}
                />
                <Pagination
                  page={p.page}
                  pageCount={pages}
                  onChange={setPage}
                  label="Pages de documents"
                  summary={`${p.total} document${p.total > 1 ? 's' : ''}`}
                />
              </>
            );
          }}
        </QueryState>
      )}
      {!codeGed && <EmptyState>{SavoirMessages.aucunDocument}</EmptyState>}
    </div>
  );
}
