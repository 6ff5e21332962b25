import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGenericPageRoute, type GenericPage } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** GET /api/genericpage/{id}: any failure sends the page home (spec 02 §8). */
export const getGenericPage = (id: string): Promise<GenericPage> => call(getGenericPageRoute, { params: { id } }, { handledStatuses: [403, 404, 400] });

export const contentKeys = { page: (id: string) => ['genericpage', id] as const };

export const genericPageQueryOptions = (id: string) =>
  queryOptions({ queryKey: contentKeys.page(id), queryFn: () => getGenericPage(id), retry: false, meta: { silent: true } });

export const useGenericPage = (id: string | undefined) => useQuery({ ...genericPageQueryOptions(id ?? ''), enabled: !!id });
