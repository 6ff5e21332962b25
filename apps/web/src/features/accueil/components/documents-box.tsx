import { Link } from 'react-router';
import { DocumentsMessages, type GedDocument } from '@portail/contracts';
import { downloadUrl } from '../../../lib/document-download';
import { formatDate, formatEuros } from '../../../lib/format';
import { useRecentDocuments } from '../api/get-recent-documents';
import '../../../styles/documents.css';

function RecentList({ title, documents, invoices, testId }: { title: string; documents: GedDocument[]; invoices?: boolean; testId: string }) {
  return (
    <div>
      <h3 className="section__sous-titre">{title}</h3>
      {documents.length === 0 ? (
        <p className="texte-secondaire">{DocumentsMessages.aucunDocument}</p>
      ) : (
        <ul className="accueil-documents__liste" data-testid={testId}>
          {documents.map((doc) => (
            <li key={doc.id}>
              <span className="accueil-documents__nom">
                <Link to={`/ged-view/${doc.id}`}>{doc.name}</Link>
                <span className="texte-secondaire">
                  {' '}
                  — {invoices ? `${doc.nomFournisseur ?? ''} ${formatEuros(doc.totalTTC)}`.trim() : formatDate(doc.dateCreation)}
                </span>
              </span>
              <a href={downloadUrl(doc)} download={doc.name} aria-label={`Télécharger ${doc.name}`}>
                Télécharger
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Home documents box (spec 02 §9): 5 recent documents and 5 invoices; no invoices for private individuals (0016). */
export function DocumentsBox({ codeDossier, showInvoices }: { codeDossier: string; showInvoices: boolean }) {
  const query = useRecentDocuments(codeDossier, true);
  return (
    <section className="carte accueil-documents" data-testid="accueil-documents" aria-labelledby="accueil-documents-titre">
      <h2 id="accueil-documents-titre" className="section__titre">
        Mes documents récents
      </h2>
      {query.isPending ? (
        <p>{DocumentsMessages.chargementEnCours}</p>
      ) : query.isError ? (
        <p>{DocumentsMessages.chargement}</p>
      ) : (
        <div className="accueil-documents__listes">
          <RecentList title="Documents" documents={query.data.documents} testId="accueil-documents-recents" />
          {showInvoices && <RecentList title="Factures" documents={query.data.factures} invoices testId="accueil-factures-recentes" />}
        </div>
      )}
      <p>
        <Link to="/documents">Voir tous mes documents</Link>
      </p>
    </section>
  );
}
