import { useCallback } from 'react';
import { DocumentsMessages, type GedDocument } from '@portail/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorText } from '../../../lib/error-handler';
import { useDocumentPages, type ListSource } from '../api/get-documents';
import { SCROLL_THRESHOLD, useInfiniteScroll } from '../utils/use-infinite-scroll';
import { useNarrow } from '../utils/use-narrow';
import { DocumentTable } from './document-table';
import { InvoiceTable } from './invoice-table';
import { useLoadErrorFlash } from './use-load-error-flash';

interface PagedDocumentsProps {
  codeDossier: string;
  source: ListSource;
  filter: string | undefined;
  invoices?: boolean;
  caption: string;
  onView: (doc: GedDocument) => void;
}

/** Pages of 20 documents loaded near the bottom of the page (100 px in the list layout, 200 px in the table). */
export function PagedDocuments({ codeDossier, source, filter, invoices = false, caption, onView }: PagedDocumentsProps) {
  const narrow = useNarrow();
  const query = useDocumentPages(codeDossier, source, filter);
  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  useInfiniteScroll(hasNextPage && !isFetchingNextPage && !query.isError, narrow ? SCROLL_THRESHOLD.liste : SCROLL_THRESHOLD.tableau, loadMore, rows.length);
  useLoadErrorFlash(query.error);

  if (query.isPending) return <PageLoader label={DocumentsMessages.chargementEnCours} />;
  if (query.isError && rows.length === 0)
    return <ErrorState message={errorText(query.error, DocumentsMessages.chargement)} onRetry={() => void query.refetch()} />;
  if (rows.length === 0) return <EmptyState>{DocumentsMessages.aucunDocument}</EmptyState>;
  const total = query.data?.pages[0]?.total;
  return (
    <>
      {total !== undefined && (
        <p className="texte-secondaire ged-total" data-testid="ged-total">
          {total > 1 ? `${total} documents` : `${total} document`}
        </p>
      )}
      {invoices ? (
        <InvoiceTable invoices={rows} onView={onView} narrow={narrow} caption={caption} />
      ) : (
        <DocumentTable documents={rows} onView={onView} narrow={narrow} caption={caption} />
      )}
      {isFetchingNextPage && <PageLoader label={DocumentsMessages.chargementEnCours} />}
      {hasNextPage && !isFetchingNextPage && (
        <button type="button" className="bouton bouton--secondaire ged-plus" onClick={loadMore}>
          Afficher plus de documents
        </button>
      )}
    </>
  );
}
