import { Link, useParams } from 'react-router';
import { DocumentsMessages } from '@portail/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageTitle } from '../../../components/ui/page-title';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useGedDocument } from '../api/get-documents';
import { useGedNodes } from '../api/get-nodes';
import { canPreview } from '../utils/document-links';
import { findChain, folderPath } from '../utils/folder-tree';
import { DocumentPreview, DownloadLink } from './document-preview';
import '../../../styles/documents.css';

/**
 * /ged-view/{guid}: 'Redirection en cours...' while the document is looked up, then the portal's own
 * viewer (spec 02 §2: the external library is the portal itself), with its folder and download.
 */
export default function GedViewPage() {
  const { guid } = useParams();
  const { dossier } = useSelectedDossier();
  const document = useGedDocument(guid);
  const nodes = useGedNodes(document.data ? dossier?.codeDossier : undefined);

  if (document.isPending) {
    return (
      <div className="page ged">
        <PageTitle>Document</PageTitle>
        <PageLoader label={DocumentsMessages.redirection} />
      </div>
    );
  }
  if (document.isError) {
    return (
      <div className="page ged">
        <PageTitle>Document</PageTitle>
        <EmptyState>
          {DocumentsMessages.dossierInconnu} <Link to="/documents">Revenir à Mes documents</Link>
        </EmptyState>
      </div>
    );
  }
  const doc = document.data;
  const chain = nodes.data ? findChain(nodes.data, doc.codeGED) : null;
  return (
    <div className="page ged" data-testid="ged-view">
      <PageTitle>{doc.name}</PageTitle>
      <div className="ged-liens">
        <DownloadLink doc={doc} />
        <Link className="bouton bouton--secondaire" to={chain ? folderPath(chain) : '/documents'}>
          {chain ? `Ouvrir le dossier ${chain[chain.length - 1].title}` : 'Mes documents'}
        </Link>
      </div>
      <section className="carte">
        {canPreview(doc) ? <DocumentPreview document={doc} /> : <p>Ce type de document ne s’affiche pas dans le portail : téléchargez-le pour l’ouvrir.</p>}
      </section>
    </div>
  );
}
