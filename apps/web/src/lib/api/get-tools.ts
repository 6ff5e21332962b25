import { queryOptions, useQuery } from '@tanstack/react-query';
import { getToolsRoute, TOOLS_ALL, type ToolList } from '@portail/contracts';
import { call } from '../api-client';
import { useSelectedDossier } from '../dossiers/selected-dossier';

export const toolsKeys = {
  all: ['tools'] as const,
  list: (x: string, codeDossier: string | null) => ['tools', x, codeDossier] as const,
};

/** GET /api/tools/{x}: every visible tool (x = 'all') or one category's, for the selected dossier. */
export const getTools = (x: string, codeDossier: string | null): Promise<ToolList> =>
  call(getToolsRoute, { params: { x }, query: codeDossier ? { codeDossier } : {} });

export const toolsQueryOptions = (x: string, codeDossier: string | null) =>
  queryOptions({ queryKey: toolsKeys.list(x, codeDossier), queryFn: () => getTools(x, codeDossier), staleTime: 60_000 });

/** The tools list of the selected dossier; the tool header reads each tool's favourite from it. */
export function useTools(x: string = TOOLS_ALL) {
  const { dossier } = useSelectedDossier();
  return useQuery({ ...toolsQueryOptions(x, dossier?.codeDossier ?? null), meta: { skipGlobalErrorHandler: true } });
}
