import { useMutation } from '@tanstack/react-query';
import { confirmMailUpdateRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** POST /api/auth/confirmmailupdate: the token of the link mailed to the new address. */
export const confirmMailUpdate = (token: string) => call(confirmMailUpdateRoute, { body: { token } });

export const useConfirmMailUpdate = () => useMutation({ mutationFn: confirmMailUpdate, meta: { skipGlobalErrorHandler: true } });
