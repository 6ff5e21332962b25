import { checkBeforeRegisterRoute, type CheckBeforeRegister, type CheckBeforeRegisterResult } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/**
 * POST /api/auth/checkBeforeRegister (spec 01 §7.1): the same answer whether the address has an
 * account or not; its holder gets a mail telling them to sign in or reset their password.
 */
export const checkBeforeRegister = (input: CheckBeforeRegister): Promise<CheckBeforeRegisterResult> => call(checkBeforeRegisterRoute, { body: input });
