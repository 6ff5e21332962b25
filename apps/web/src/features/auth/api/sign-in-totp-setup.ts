import { useMutation } from '@tanstack/react-query';
import { signInTotpSetupRoute, type TotpSetup } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** POST /api/auth/second-facteur/configuration: the key to set up when the firm requires a second factor. */
export const startSignInTotpSetup = (): Promise<TotpSetup> => call(signInTotpSetupRoute, {}, { handledStatuses: [403] });

export const useStartSignInTotpSetup = () => useMutation({ mutationFn: startSignInTotpSetup, meta: { skipGlobalErrorHandler: true } });
