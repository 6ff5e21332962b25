import { useState } from 'react';
import { Link } from 'react-router';
import { DocumentsMessages, TYPES_FACTURE, type GedDocument, type LibraryNode, type TypeFacture } from '@portail/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorText } from '../../../lib/error-handler';
import { useDocumentSearch, useWaitingDocuments } from '../api/get-documents';
import { payslipZipUrl } from '../utils/document-links';
import { findChain, folderKind, folderPath, invoiceYear, invoiceYears, payslipPeriod } from '../utils/folder-tree';
import { useNarrow } from '../utils/use-narrow';
import { DocumentTable } from './document-table';
import { PagedDocuments } from './paged-documents';
import { SearchBox } from './search-box';
import { ToggleGroup } from './toggle-group';
import { useLoadErrorFlash } from './use-load-error-flash';

interface FolderPanelProps {
  codeDossier: string;
  chain: LibraryNode[];
  modules: readonly string[];
  onView: (doc: GedDocument) => void;
}

const INVOICE_TABS: { value: 'all' | TypeFacture; label: string }[] = [
  { value: 'all', label: 'Toutes' },
  ...TYPES_FACTURE.map((t) => ({ value: t, label: t === 'Achat' ? 'Achats' : t === 'Vente' ? 'Ventes' : 'Immobilisations' })),
];

function SubFolders({ folder, chain }: { folder: LibraryNode; chain: LibraryNode[] }) {
  if (folder.nodes.length === 0) return null;
  return (
    <ul className="ged-sous-dossiers" aria-label="Sous-dossiers">
      {[...folder.nodes]
        .sort((a, b) => a.order - b.order)
        .map((n) => (
          <li key={n._id}>
            {n.maintenance ? (
              <span className="ged-sous-dossier ged-sous-dossier--maintenance" title={DocumentsMessages.gedIndisponible}>
                {n.title}
                <span className="texte-secondaire">{DocumentsMessages.gedIndisponible}</span>
              </span>
            ) : (
              <Link className="ged-sous-dossier" to={folderPath([...chain, n])}>
                {n.title}
                <span className="texte-secondaire">{n.count > 1 ? `${n.count} documents` : n.count === 1 ? '1 document' : 'Dossier'}</span>
              </Link>
            )}
          </li>
        ))}
    </ul>
  );
}

/** Search across every folder the person sees (root 'Mes documents'), each result with the folder it is in. */
function SearchResults({ codeDossier, root, filter, onView }: { codeDossier: string; root: LibraryNode; filter: string; onView: (doc: GedDocument) => void }) {
  const narrow = useNarrow();
  const query = useDocumentSearch(codeDossier, filter);
  useLoadErrorFlash(query.error);
  if (query.isPending) return <PageLoader label={DocumentsMessages.chargementEnCours} />;
  if (query.isError) return <ErrorState message={errorText(query.error, DocumentsMessages.chargement)} onRetry={() => void query.refetch()} />;
  if (query.data.data.length === 0) return <EmptyState>{DocumentsMessages.aucunDocument}</EmptyState>;
  return (
    <DocumentTable
      documents={query.data.data}
      onView={onView}
      narrow={narrow}
      caption={`Résultats de la recherche « ${filter} »`}
      folderOf={(doc) => findChain([root], doc.codeGED)}
    />
  );
}

function WaitingDocuments({
  codeDossier,
  modules,
  filter,
  onView,
}: {
  codeDossier: string;
  modules: readonly string[];
  filter: string | undefined;
  onView: (doc: GedDocument) => void;
}) {
  const narrow = useNarrow();
  const [tab, setTab] = useState<'all' | 'documents' | 'factures'>('all');
  const query = useWaitingDocuments(codeDossier, tab, filter);
  useLoadErrorFlash(query.error);
  const tabs = [
    { value: 'all' as const, label: 'Tous' },
    ...(modules.includes('mod_documents') ? [{ value: 'documents' as const, label: 'Documents' }] : []),
    ...(modules.includes('mod_factures') ? [{ value: 'factures' as const, label: 'Factures' }] : []),
  ];
  return (
    <>
      <ToggleGroup label="Type de documents en attente" options={tabs} value={tab} onChange={setTab} testId="onglets-attente" />
      {query.isPending ? (
        <PageLoader label={DocumentsMessages.chargementEnCours} />
      ) : query.isError ? (
        <ErrorState message={errorText(query.error, DocumentsMessages.chargement)} onRetry={() => void query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <EmptyState>{DocumentsMessages.aucunDocument}</EmptyState>
      ) : (
        <DocumentTable documents={query.data.data} onView={onView} narrow={narrow} caption="Documents en attente de classement" />
      )}
    </>
  );
}

function Invoices({
  codeDossier,
  folder,
  filter,
  onView,
}: {
  codeDossier: string;
  folder: LibraryNode;
  filter: string | undefined;
  onView: (doc: GedDocument) => void;
}) {
  const ownYear = invoiceYear(folder.id);
  const years = ownYear ? [] : invoiceYears(folder);
  const [year, setYear] = useState<string>(ownYear ?? 'all');
  const [type, setType] = useState<'all' | TypeFacture>('all');
  return (
    <>
      {!ownYear && (
        <ToggleGroup
          label="Année"
          options={[{ value: 'all', label: 'Toutes les années' }, ...years.map((y) => ({ value: y, label: y }))]}
          value={year}
          onChange={setYear}
          testId="onglets-annee"
        />
      )}
      <ToggleGroup label="Type de facture" options={INVOICE_TABS} value={type} onChange={setType} testId="onglets-type-facture" />
      <PagedDocuments
        codeDossier={codeDossier}
        source={{ kind: 'factures', year, type }}
        filter={filter}
        invoices
        caption={`Factures — ${folder.title}`}
        onView={onView}
      />
    </>
  );
}

/** A folder's content according to its kind; keyed by folder, so a change of folder resets paging and search. */
export function FolderPanel({ codeDossier, chain, modules, onView }: FolderPanelProps) {
  const folder = chain[chain.length - 1];
  const kind = folderKind(folder);
  const [filter, setFilter] = useState<string | undefined>(undefined);
  const period = payslipPeriod(folder.id);

  if (folder.maintenance) {
    return (
      <div className="etat etat--vide" data-testid="ged-dossier-maintenance">
        <strong>{DocumentsMessages.gedIndisponible}</strong>
        <p>{DocumentsMessages.maintenance}</p>
      </div>
    );
  }
  return (
    <>
      <div className="ged-panneau__outils">
        <SearchBox id="ged-recherche" placeholder={folder.searchPlaceholder} onFilter={setFilter} />
        {period && (
          <a className="bouton bouton--secondaire" href={payslipZipUrl(codeDossier, period.year, period.month)} download data-testid="telecharger-paies">
            Tout télécharger (zip)
          </a>
        )}
      </div>
      {kind === 'racine' &&
        (filter ? <SearchResults codeDossier={codeDossier} root={folder} filter={filter} onView={onView} /> : <SubFolders folder={folder} chain={chain} />)}
      {kind === 'racine' && !filter && folder.count > 0 && (
        <PagedDocuments
          codeDossier={codeDossier}
          source={{ kind: 'documents', codeGED: folder.id }}
          filter={undefined}
          caption={folder.title}
          onView={onView}
        />
      )}
      {kind === 'attente' && <WaitingDocuments codeDossier={codeDossier} modules={modules} filter={filter} onView={onView} />}
      {kind === 'factures' && <Invoices codeDossier={codeDossier} folder={folder} filter={filter} onView={onView} />}
      {kind === 'paies' && period && (
        <PagedDocuments
          codeDossier={codeDossier}
          source={{ kind: 'paies', year: period.year, month: period.month }}
          filter={filter}
          caption={folder.title}
          onView={onView}
        />
      )}
      {kind === 'documents' && (
        <>
          {!filter && <SubFolders folder={folder} chain={chain} />}
          {(filter || folder.count > 0 || folder.nodes.length === 0) && (
            <PagedDocuments
              codeDossier={codeDossier}
              source={{ kind: 'documents', codeGED: folder.id }}
              filter={filter}
              caption={folder.title}
              onView={onView}
            />
          )}
        </>
      )}
    </>
  );
}
