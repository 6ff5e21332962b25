import { useMutation } from '@tanstack/react-query';
import { PwdForgotResultSchema, type PwdForgotInput } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/pwdforgot: the same answer whether or not the account exists. */
export const pwdForgot = (input: PwdForgotInput) => apiClient.post('/auth/pwdforgot', input, { schema: PwdForgotResultSchema });

export const usePwdForgot = () => useMutation({ mutationFn: pwdForgot, meta: { skipGlobalErrorHandler: true } });
