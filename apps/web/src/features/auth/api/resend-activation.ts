import { useMutation } from '@tanstack/react-query';
import { resendActivationRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** POST /api/auth/resendActivation: a new activation link for the account whose password this session just gave. */
export const resendActivation = () => call(resendActivationRoute, {});

export const useResendActivation = () => useMutation({ mutationFn: resendActivation, meta: { skipGlobalErrorHandler: true } });
