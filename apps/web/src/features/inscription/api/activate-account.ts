import { useMutation } from '@tanstack/react-query';
import { ActivateResultSchema } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/activate: the token of the link mailed at registration. */
export const activateAccount = (token: string) => apiClient.post('/auth/activate', { token }, { schema: ActivateResultSchema });

export const useActivateAccount = () => useMutation({ mutationFn: activateAccount, meta: { skipGlobalErrorHandler: true } });
