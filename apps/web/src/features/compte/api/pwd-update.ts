import { useMutation } from '@tanstack/react-query';
import { pwdUpdateRoute, type PwdUpdateInput } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** POST /api/auth/dopwdupdate: success when resultLdap is true (spec 02 §7). */
export const pwdUpdate = (input: PwdUpdateInput) => call(pwdUpdateRoute, { body: input });

export const usePwdUpdate = () => useMutation({ mutationFn: pwdUpdate, meta: { skipGlobalErrorHandler: true } });
