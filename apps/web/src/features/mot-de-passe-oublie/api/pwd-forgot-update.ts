import { useMutation } from '@tanstack/react-query';
import { pwdForgotUpdateRoute, type PwdForgotUpdateInput } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** POST /api/auth/dopwdforgotupdate */
export const pwdForgotUpdate = (input: PwdForgotUpdateInput) => call(pwdForgotUpdateRoute, { body: input });

export const usePwdForgotUpdate = () => useMutation({ mutationFn: pwdForgotUpdate, meta: { skipGlobalErrorHandler: true } });
