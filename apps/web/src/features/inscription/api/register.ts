import { useMutation } from '@tanstack/react-query';
import { RegisterResultSchema, type RegisterInput } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/register */
export const register = (input: RegisterInput) => apiClient.post('/auth/register', input, { schema: RegisterResultSchema });

export const useRegister = () => useMutation({ mutationFn: register, meta: { skipGlobalErrorHandler: true } });
