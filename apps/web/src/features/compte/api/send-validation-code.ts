import { useMutation } from '@tanstack/react-query';
import { SendValidationCodeResultSchema, type SendValidationCode } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/sendvalidationcode/{type}: a code by mail, or by SMS when a mobile is known. */
export const sendValidationCode = (input: SendValidationCode) =>
  apiClient.post(`/auth/sendvalidationcode/${input.type}`, input, { schema: SendValidationCodeResultSchema });

export const useSendValidationCode = () => useMutation({ mutationFn: sendValidationCode, meta: { skipGlobalErrorHandler: true } });
