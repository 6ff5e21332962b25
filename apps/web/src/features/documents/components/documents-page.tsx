import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { DocumentsMessages, type GedDocument } from '@portail/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useGedNodes, useGedStatus } from '../api/get-nodes';
import { folderPath, resolveFolder, segmentsOf } from '../utils/folder-tree';
import { DocumentViewer } from './document-viewer';
import { FolderPanel } from './folder-panel';
import { FolderTree } from './folder-tree';
import { MaintenanceBanner } from './maintenance-banner';
import '../../../styles/documents.css';

function Breadcrumb({ chain }: { chain: { id: string; title: string; template: string }[] }) {
  if (chain.length < 2) return null;
  return (
    <nav aria-label="Fil d’Ariane" className="ged-ariane">
      <ol>
        {chain.map((node, i) => (
          <li key={node.id}>
            {i < chain.length - 1 ? (
              <Link to={folderPath(chain.slice(0, i + 1) as Parameters<typeof folderPath>[0])}>{node.title}</Link>
            ) : (
              <span aria-current="page">{node.title}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Links to the upload screens from the documents (spec 02 §2 Documents). */
export function DocumentsLinks() {
  return (
    <div className="ged-liens">
      <Link className="bouton" to="/ged/ajout-document" data-testid="lien-deposer" data-tour="ged-deposer">
        Déposer des documents
      </Link>
      <Link className="bouton bouton--secondaire" to="/ged/historique" data-tour="ged-historique">
        Historique des envois
      </Link>
    </div>
  );
}

/**
 * /documents/{categorie0..categorie4}: 'Mes documents', the folder tree of the selected dossier and
 * the content of the selected folder (spec 02 §2, §4 Document library).
 */
export default function DocumentsPage() {
  const { dossier, modules } = useSelectedDossier();
  const params = useParams();
  const [search] = useSearchParams();
  const codeDossier = dossier?.codeDossier;
  const nodes = useGedNodes(codeDossier);
  const status = useGedStatus(codeDossier);
  const [viewed, setViewed] = useState<GedDocument | null>(null);

  return (
    <div className="page ged" data-testid="ged-documents-page">
      <div className="ged__entete">
        <PageTitle>Mes documents</PageTitle>
        {codeDossier && <DocumentsLinks />}
      </div>
      {!codeDossier ? (
        <EmptyState>Aucun dossier sélectionné.</EmptyState>
      ) : (
        <>
          <MaintenanceBanner status={status.data} />
          <QueryState query={nodes} errorMessage={DocumentsMessages.chargement} loadingLabel={DocumentsMessages.chargementEnCours}>
            {(tree) => {
              if (tree.length === 0) return <EmptyState>{DocumentsMessages.aucunDocument}</EmptyState>;
              const chain = resolveFolder(tree, segmentsOf(params), search.get('node'));
              if (!chain) {
                return (
                  <EmptyState>
                    Ce dossier de documents n’existe pas ou ne vous est pas accessible. <Link to="/documents">Revenir à Mes documents</Link>
                  </EmptyState>
                );
              }
              const folder = chain[chain.length - 1];
              return (
                <div className="ged__disposition">
                  <FolderTree tree={tree} selected={chain.map((n) => n.id)} />
                  <section className="ged-panneau carte" aria-labelledby="ged-dossier-titre" data-tour="ged-panneau">
                    <Breadcrumb chain={chain} />
                    <h2 id="ged-dossier-titre" className="section__titre">
                      {folder.title}
                    </h2>
                    <FolderPanel key={folder.id} codeDossier={codeDossier} chain={chain} modules={modules} onView={setViewed} />
                  </section>
                </div>
              );
            }}
          </QueryState>
          <DocumentViewer document={viewed} onClose={() => setViewed(null)} />
        </>
      )}
    </div>
  );
}
