import { useMutation } from '@tanstack/react-query';
import { secondFactorSignInRoute, type SecondFactorSignInInput, type SessionUser } from '@portail/contracts';
import { call, resetCsrfToken } from '../../../lib/api-client';
import { useApplySignedIn } from './login';

/** POST /api/auth/second-facteur: the code that ends a sign-in the password started. */
export async function secondFactorSignIn(input: SecondFactorSignInInput): Promise<SessionUser> {
  const user = await call(secondFactorSignInRoute, { body: input }, { handledStatuses: [403] });
  resetCsrfToken();
  return user;
}

export function useSecondFactorSignIn() {
  const applySignedIn = useApplySignedIn();
  return useMutation({ mutationFn: secondFactorSignIn, meta: { skipGlobalErrorHandler: true }, onSuccess: applySignedIn });
}
