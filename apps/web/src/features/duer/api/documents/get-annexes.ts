import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAnnexesRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerDocumentsKeys } from './documents-keys';
import { getModuleAnnexes } from './get-module-annexes';

/** GET (DuerAnnexesFetch) the DUER's own annexes and the caller's rights. */
export const getAnnexes = (idDuer: number) => call(getAnnexesRoute, { params: { idDuer } });

/** The DUER's annexes (module null) or a module's (DuerAnnexesModuleFetch). */
export const annexesQueryOptions = (idDuer: number, idDuerModule: number | null) =>
  queryOptions({
    queryKey: duerDocumentsKeys.annexes(idDuer, idDuerModule),
    queryFn: () => (idDuerModule === null ? getAnnexes(idDuer) : getModuleAnnexes(idDuer, idDuerModule)),
  });

export const useAnnexes = (idDuer: number, idDuerModule: number | null) => useQuery(annexesQueryOptions(idDuer, idDuerModule));
