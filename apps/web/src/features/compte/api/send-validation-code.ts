import { useMutation } from '@tanstack/react-query';
import { sendValidationCodeRoute, type SendValidationCode } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** POST /api/auth/sendvalidationcode/{type}: a code by mail, or by SMS when a mobile is known. */
export const sendValidationCode = (input: SendValidationCode) => call(sendValidationCodeRoute, { params: { type: input.type }, body: input });

export const useSendValidationCode = () => useMutation({ mutationFn: sendValidationCode, meta: { skipGlobalErrorHandler: true } });
