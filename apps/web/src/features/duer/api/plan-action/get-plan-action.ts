import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPlanActionRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';

/** Outside ['duer', idDuer]: the tree's writes need not refetch it (the plan screen refetches on mount). */
export const duerPlanActionKeys = { plan: (idDuer: number) => ['duer-plan-action', idDuer] as const };

/** GET the DUER's action plan (PAPRIPACT from 50 employees). */
export const getPlanAction = (idDuer: number) => call(getPlanActionRoute, { params: { idDuer } });

export const planActionQueryOptions = (idDuer: number) => queryOptions({ queryKey: duerPlanActionKeys.plan(idDuer), queryFn: () => getPlanAction(idDuer) });

export const useDuerPlanAction = (idDuer: number) => useQuery(planActionQueryOptions(idDuer));
