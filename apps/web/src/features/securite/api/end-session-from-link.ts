import { useMutation } from '@tanstack/react-query';
import { endSessionFromLinkRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** POST /api/auth/sessions/terminer: the session named by the signed link of the « nouvelle connexion » mail. */
export const endSessionFromLink = (jeton: string) => call(endSessionFromLinkRoute, { body: { jeton } }, { handledStatuses: [403] });

export const useEndSessionFromLink = () => useMutation({ mutationFn: endSessionFromLink, meta: { skipGlobalErrorHandler: true } });
