import { DocumentsMessages, downloadBibliothequeFichierRoute, routePath, SavoirMessages } from '@portail/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { pathTo } from '../../../config/routes/route-table';
import { formatDate, formatFileSize } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import '../../../styles/savoir.css';
import { useBibliotheque } from '../api/savoir-queries';
import { bibliothequeFilter, pageCount } from '../utils/bibliotheque-filter';

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
                <table className="tableau savoir__fichiers">
                  <caption className="sr-only">Documents de la bibliothèque</caption>
                  <thead>
                    <tr>
                      <th scope="col">Nom</th>
                      <th scope="col">Date</th>
                      <th scope="col">Taille</th>
                      <th scope="col">
                        <span className="sr-only">Télécharger</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.fichiers.map((f) => (
                      <tr key={f.id} data-testid="fichier-bibliotheque">
                        <td>{f.nom}</td>
                        <td>{formatDate(f.date)}</td>
                        <td>{formatFileSize(f.taille)}</td>
                        <td>
                          <a href={routePath(downloadBibliothequeFichierRoute, { codeGED: codeGed, id: f.id })} download aria-label={`Télécharger ${f.nom}`}>
                            Télécharger
                          </a>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <nav className="savoir__pagination" aria-label="Pages de documents">
                  <button type="button" className="bouton bouton--secondaire" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    Précédent
                  </button>
                  <span>
                    Page {p.page} / {pages} — {p.total} document{p.total > 1 ? 's' : ''}
                  </span>
                  <button type="button" className="bouton bouton--secondaire" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                    Suivant
                  </button>
                </nav>
              </>
            );
          }}
        </QueryState>
      )}
      {!codeGed && <EmptyState>{SavoirMessages.aucunDocument}</EmptyState>}
    </div>
  );
}
