import { Link } from 'react-router';
import type { GedDocument, LibraryNode } from '@portail/contracts';
import { EMPTY_VALUE, formatDate, formatFileSize } from '../../../lib/format';
import { folderPath } from '../utils/folder-tree';
import { DataTable, type Column } from '../../../components/ui/data-table';
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
              <DocumentName doc={doc} />
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
  const columns: Column<GedDocument>[] = [
    { id: 'nom', header: 'Nom', cell: (doc) => <DocumentName doc={doc} />, rowHeader: true, className: 'ged-tableau__nom' },
    ...(folderOf
      ? [{ id: 'dossier', header: 'Dossier', cell: (doc: GedDocument) => <FolderLink chain={folderOf(doc)} />, className: 'ged-tableau__dossier' }]
      : []),
    { id: 'envoi', header: 'Envoi', cell: (doc) => formatDate(doc.dateCreation) },
    { id: 'edition', header: 'Edition', cell: (doc) => formatDate(doc.dateModification) },
    { id: 'annee', header: 'Année', cell: (doc) => doc.millesime ?? EMPTY_VALUE },
    { id: 'taille', header: 'Taille', cell: (doc) => formatFileSize(doc.taille), numeric: true },
  ];
  return (
    <DataTable
      caption={caption}
      captionHidden
      className="ged-tableau"
      columns={columns}
      rows={documents}
      rowKey={(doc) => doc.id}
      testId="ged-documents"
      rowProps={() => ({ 'data-testid': 'ged-document' })}
      actions={(doc) => <DocumentActions doc={doc} onView={onView} />}
    />
  );
}

export function DocumentName({ doc }: { doc: GedDocument }) {
  return (
    <>
      <FileIcon extension={doc.extension} />
      <span>{doc.name}</span>
    </>
  );
}
