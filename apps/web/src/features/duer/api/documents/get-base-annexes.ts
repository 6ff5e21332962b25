import { queryOptions } from '@tanstack/react-query';
import { getBaseAnnexesRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerDocumentsKeys } from './documents-keys';
import { getModuleBaseAnnexes } from './get-module-base-annexes';

/** GET the base annexes the DUER may add. */
export const getBaseAnnexes = (idDuer: number) => call(getBaseAnnexesRoute, { params: { idDuer } });

/** The base annexes the DUER (module null) or a module may add. */
export const baseAnnexesQueryOptions = (idDuer: number, idDuerModule: number | null) =>
  queryOptions({
    queryKey: duerDocumentsKeys.baseAnnexes(idDuer, idDuerModule),
    queryFn: () => (idDuerModule === null ? getBaseAnnexes(idDuer) : getModuleBaseAnnexes(idDuer, idDuerModule)),
  });
