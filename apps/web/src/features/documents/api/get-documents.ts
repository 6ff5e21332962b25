import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  GED_PAGE_SIZE,
  getBoardDocumentRoute,
  getBoardDocumentsRoute,
  getGedDocumentRoute,
  getGedDocumentsRoute,
  getGedFacturesRoute,
  getGedInProgressRoute,
  getGedPaiesRoute,
  searchGedRoute,
  type GedDocumentPage,
  type TypeFacture,
} from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { gedKeys } from './documents-keys';

/** A paged list of documents: a folder, the invoices of a year and type, the payslips of a month, a board workspace. */
export type ListSource =
  | { kind: 'documents'; codeGED: string }
  | { kind: 'factures'; year: string; type: 'all' | TypeFacture }
  | { kind: 'paies'; year: string; month: string }
  | { kind: 'board'; x: string };

function fetchPage(codeDossier: string, source: ListSource, containsfilter: string | undefined, page: number): Promise<GedDocumentPage> {
  const query = { containsfilter, page, size: GED_PAGE_SIZE };
  switch (source.kind) {
    case 'documents':
      return call(getGedDocumentsRoute, { params: { codeDossier, codeGED: source.codeGED }, query });
    case 'factures':
      return call(getGedFacturesRoute, { params: { codeDossier, year: source.year, type: source.type }, query });
    case 'paies':
      return call(getGedPaiesRoute, { params: { codeDossier, year: source.year, month: source.month }, query });
    case 'board':
      return call(getBoardDocumentsRoute, { params: { x: source.x }, query });
  }
}

/** The list ends when a page returns fewer rows than the page size (spec 02 §4 Document library). */
export const nextPageOf = (last: Pick<GedDocumentPage, 'data' | 'page'>, size = GED_PAGE_SIZE): number | undefined =>
  last.data.length < size ? undefined : last.page + 1;

/** Pages of 20 loaded as the user scrolls. */
export const useDocumentPages = (codeDossier: string, source: ListSource, filter: string | undefined) =>
  useInfiniteQuery({
    queryKey: gedKeys.list(codeDossier, source, filter),
    queryFn: ({ pageParam }) => fetchPage(codeDossier, source, filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => nextPageOf(last),
    meta: { skipGlobalErrorHandler: true },
  });

/** Documents waiting to be filed, by tab (all, documents, factures). */
export const useWaitingDocuments = (codeDossier: string, module: 'all' | 'documents' | 'factures', filter: string | undefined) =>
  useQuery({
    queryKey: gedKeys.list(codeDossier, { kind: 'attente', module }, filter),
    queryFn: () => call(getGedInProgressRoute, { params: { codeDossier }, query: { module, containsfilter: filter } }),
    meta: { skipGlobalErrorHandler: true },
  });

/** Search in every folder the person sees: names and the text inside PDFs. */
export const useDocumentSearch = (codeDossier: string, filter: string | undefined) =>
  useQuery({
    queryKey: gedKeys.search(codeDossier, filter ?? ''),
    queryFn: () => call(searchGedRoute, { params: { codeDossier }, query: { containsfilter: filter!, size: 50 } }),
    enabled: !!filter,
    meta: { skipGlobalErrorHandler: true },
  });

/** One document's metadata (a board minute's on the board's route); polled while its preview is being prepared. */
export const useGedDocument = (id: string | undefined, pollWhilePreparing = false, board = false) =>
  useQuery({
    queryKey: gedKeys.document(id ?? ''),
    queryFn: () => call(board ? getBoardDocumentRoute : getGedDocumentRoute, { params: { id: id! } }, { handledStatuses: [403, 404] }),
    enabled: !!id,
    meta: { skipGlobalErrorHandler: true },
    refetchInterval: (query) => (pollWhilePreparing && query.state.data && query.state.data.nbPages === null && query.state.data.urlPreview ? 3000 : false),
  });
