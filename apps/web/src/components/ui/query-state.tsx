import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorText } from '../../lib/error-handler';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { PageLoader } from './page-loader';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** e.g. 'Une erreur est survenue lors du chargement des dossiers.' */
  errorMessage: string;
  loadingLabel?: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Loading, error and empty states of a data section, then its content. */
export function QueryState<T>({ query, errorMessage, loadingLabel, isEmpty, empty, children }: QueryStateProps<T>) {
  if (query.isPending) return <PageLoader label={loadingLabel} />;
  if (query.isError) {
    return <ErrorState message={errorText(query.error, errorMessage)} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty?.(query.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
