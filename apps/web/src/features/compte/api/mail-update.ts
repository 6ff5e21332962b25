import { useMutation } from '@tanstack/react-query';
import { MessageResultSchema, type MailUpdateInput } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/domailupdate: success when the answer holds data (spec 02 §7). */
export const mailUpdate = (input: MailUpdateInput) => apiClient.post('/auth/domailupdate', input, { schema: MessageResultSchema });

export const useMailUpdate = () => useMutation({ mutationFn: mailUpdate, meta: { skipGlobalErrorHandler: true } });
