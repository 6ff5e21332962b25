import { useMutation } from '@tanstack/react-query';
import { PwdUpdateResultSchema, type PwdUpdateInput } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/dopwdupdate: success when resultLdap is true (spec 02 §7). */
export const pwdUpdate = (input: PwdUpdateInput) => apiClient.post('/auth/dopwdupdate', input, { schema: PwdUpdateResultSchema });

export const usePwdUpdate = () => useMutation({ mutationFn: pwdUpdate, meta: { skipGlobalErrorHandler: true } });
