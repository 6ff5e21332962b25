import { useMutation } from '@tanstack/react-query';
import { checkBeforeRegisterRoute, type CheckBeforeRegister, type CheckBeforeRegisterResult } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** POST /api/auth/checkBeforeRegister: step 1 pre-check of the invitation sign-up (addresses differ, weak password; never whether an account exists). */
export const checkBeforeRegister = (input: CheckBeforeRegister): Promise<CheckBeforeRegisterResult> =>
  call(checkBeforeRegisterRoute, { body: input }, { handledStatuses: [403] });

export const useCheckBeforeRegister = () => useMutation({ mutationFn: checkBeforeRegister, meta: { skipGlobalErrorHandler: true } });
