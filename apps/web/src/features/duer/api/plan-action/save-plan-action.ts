import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PlanActionEnregistrement, savePlanActionRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerPlanActionKeys } from './get-plan-action';

/** PUT the changed lines of the plan; the answer is the plan as saved. */
export const savePlanAction = ({ idDuer, body }: { idDuer: number; body: PlanActionEnregistrement }) => call(savePlanActionRoute, { params: { idDuer }, body });

/**
 * The answer is the saved plan: it becomes the cached one at once (a refetch would leave the saved edits shown as
 * pending until it answers). The screen shows a failure itself.
 */
export function useSavePlanAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlanAction,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (plan, { idDuer }) => queryClient.setQueryData(duerPlanActionKeys.plan(idDuer), plan),
  });
}
