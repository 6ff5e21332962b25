import { useMutation } from '@tanstack/react-query';
import { signInTotpActivationRoute, type TotpCodeInput } from '@portail/contracts';
import { call, resetCsrfToken } from '../../../lib/api-client';

/**
 * POST /api/auth/second-facteur/activation: opens the session and gives the recovery codes. The session enters the
 * cache only once the codes are put away (the sign-in page leaves as soon as it sees one).
 */
export async function activateSignInTotp(input: TotpCodeInput) {
  const answer = await call(signInTotpActivationRoute, { body: input }, { handledStatuses: [403] });
  resetCsrfToken();
  return answer;
}

export const useActivateSignInTotp = () => useMutation({ mutationFn: activateSignInTotp, meta: { skipGlobalErrorHandler: true } });
