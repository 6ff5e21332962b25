import { useMutation } from '@tanstack/react-query';
import { startTotpSetupRoute, type TotpSetup } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** POST /api/compte/double-authentification/configuration: a new key, to confirm with a first code. */
export const startTotpSetup = (): Promise<TotpSetup> => call(startTotpSetupRoute);

export const useStartTotpSetup = () => useMutation({ mutationFn: startTotpSetup, meta: { skipGlobalErrorHandler: true } });
