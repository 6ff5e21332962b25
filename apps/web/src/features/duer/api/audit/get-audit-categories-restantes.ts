import { queryOptions } from '@tanstack/react-query';
import { getAuditCategoriesRestantesRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerAuditKeys } from './audit-keys';

/** GET the base audit categories the DUER's audit does not hold yet. */
export const getAuditCategoriesRestantes = (idDuer: number) => call(getAuditCategoriesRestantesRoute, { params: { idDuer } });

export const categoriesRestantesQueryOptions = (idDuer: number) =>
  queryOptions({ queryKey: duerAuditKeys.categoriesRestantes(idDuer), queryFn: () => getAuditCategoriesRestantes(idDuer) });
