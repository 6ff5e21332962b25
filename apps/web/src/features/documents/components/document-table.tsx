import { Link } from 'react-router';
import type { GedDocument, LibraryNode } from '@portail/contracts';
import { EMPTY_VALUE, formatDate, formatFileSize } from '../../../lib/format';
import { folderPath } from '../utils/folder-tree';
import { DocumentActions } from './document-actions';
import { FileIcon } from './file-icon';

interface DocumentListProps {
  documents: GedDocument[];
  onView: (doc: GedDocument) => void;
  /** Narrow screens: one card per document instead of the table. */
  narrow: boolean;
  caption: string;
  /** Search results: the folders from the root to each document's folder, shown as a link ('Social › Paies octobre 2026'). */
  folderOf?: (doc: GedDocument) => LibraryNode[] | null;
}

/** The folder of a search result, below 'Mes documents' (the root itself when the document is there). */
function FolderLink({ chain }: { chain: LibraryNode[] | null }) {
  if (!chain?.length) return <>{EMPTY_VALUE}</>;
  const below = chain.length > 1 ? chain.slice(1) : chain;
  return (
    <Link to={folderPath(chain)} data-testid="ged-document-dossier">
      {below.map((n) => n.title).join(' › ')}
    </Link>
  );
}

/** Spec 02 §9: columns Nom, Envoi, Edition, Année, Taille, download and view (and the folder for search results); a list on small screens. */
export function DocumentTable({ documents, onView, narrow, caption, folderOf }: DocumentListProps) {
  if (narrow) {
    return (
      <ul className="ged-liste" data-testid="ged-documents" aria-label={caption}>
        {documents.map((doc) => (
          <li key={doc.id} className="ged-liste__element" data-testid="ged-document">
            <div className="ged-liste__nom">
              <FileIcon extension={doc.extension} />
              <span>{doc.name}</span>
            </div>
            {folderOf && (
              <div className="ged-liste__details">
                Dossier : <FolderLink chain={folderOf(doc)} />
              </div>
            )}
            <div className="ged-liste__details texte-secondaire">
              Envoi {formatDate(doc.dateCreation)} · {formatFileSize(doc.taille)}
              {doc.millesime !== null && <> · {doc.millesime}</>}
            </div>
            <DocumentActions doc={doc} onView={onView} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="ged-tableau">
      <table data-testid="ged-documents">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Nom</th>
            {folderOf && <th scope="col">Dossier</th>}
            <th scope="col">Envoi</th>
            <th scope="col">Edition</th>
            <th scope="col">Année</th>
            <th scope="col">Taille</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((doc) => (
            <tr key={doc.id} data-testid="ged-document">
              <th scope="row" className="ged-tableau__nom">
                <FileIcon extension={doc.extension} />
                <span>{doc.name}</span>
              </th>
              {folderOf && (
                <td className="ged-tableau__dossier">
                  <FolderLink chain={folderOf(doc)} />
                </td>
              )}
              <td>{formatDate(doc.dateCreation)}</td>
              <td>{formatDate(doc.dateModification)}</td>
              <td>{doc.millesime ?? EMPTY_VALUE}</td>
              <td className="nombre">{formatFileSize(doc.taille)}</td>
              <td>
                <DocumentActions doc={doc} onView={onView} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
