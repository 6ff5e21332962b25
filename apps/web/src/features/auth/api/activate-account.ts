import { useMutation } from '@tanstack/react-query';
import { activateAccountRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** POST /api/auth/activate: the token of the link mailed at registration. */
export const activateAccount = (token: string) => call(activateAccountRoute, { body: { token } });

export const useActivateAccount = () => useMutation({ mutationFn: activateAccount, meta: { skipGlobalErrorHandler: true } });
