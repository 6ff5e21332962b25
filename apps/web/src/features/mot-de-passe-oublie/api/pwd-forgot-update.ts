import { useMutation } from '@tanstack/react-query';
import { OkResultSchema, type PwdForgotUpdateInput } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/dopwdforgotupdate */
export const pwdForgotUpdate = (input: PwdForgotUpdateInput) => apiClient.post('/auth/dopwdforgotupdate', input, { schema: OkResultSchema });

export const usePwdForgotUpdate = () => useMutation({ mutationFn: pwdForgotUpdate, meta: { skipGlobalErrorHandler: true } });
