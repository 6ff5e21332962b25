import { useMutation } from '@tanstack/react-query';
import { ConfirmMailUpdateResultSchema } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/confirmmailupdate: the token of the link mailed to the new address. */
export const confirmMailUpdate = (token: string) => apiClient.post('/auth/confirmmailupdate', { token }, { schema: ConfirmMailUpdateResultSchema });

export const useConfirmMailUpdate = () => useMutation({ mutationFn: confirmMailUpdate, meta: { skipGlobalErrorHandler: true } });
