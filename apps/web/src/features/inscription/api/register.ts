import { useMutation } from '@tanstack/react-query';
import { registerRoute, type RegisterInput } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** POST /api/auth/register */
export const register = (input: RegisterInput) => call(registerRoute, { body: input });

export const useRegister = () => useMutation({ mutationFn: register, meta: { skipGlobalErrorHandler: true } });
