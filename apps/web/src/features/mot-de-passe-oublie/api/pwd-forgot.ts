import { useMutation } from '@tanstack/react-query';
import { pwdForgotRoute, type PwdForgotInput } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** POST /api/auth/pwdforgot: the same answer whether or not the account exists. */
export const pwdForgot = (input: PwdForgotInput) => call(pwdForgotRoute, { body: input });

export const usePwdForgot = () => useMutation({ mutationFn: pwdForgot, meta: { skipGlobalErrorHandler: true } });
