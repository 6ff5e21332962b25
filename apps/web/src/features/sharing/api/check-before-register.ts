import { useMutation } from '@tanstack/react-query';
import { CheckBeforeRegisterResultSchema, type CheckBeforeRegister, type CheckBeforeRegisterResult } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/checkBeforeRegister: step 1 pre-check of the invitation sign-up (login taken...). */
export const checkBeforeRegister = (input: CheckBeforeRegister): Promise<CheckBeforeRegisterResult> =>
  apiClient.post('/auth/checkBeforeRegister', input, { schema: CheckBeforeRegisterResultSchema, handledStatuses: [403] });

export const useCheckBeforeRegister = () => useMutation({ mutationFn: checkBeforeRegister, meta: { skipGlobalErrorHandler: true } });
