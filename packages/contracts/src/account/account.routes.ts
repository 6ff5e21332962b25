import type { ApiRoute } from '../api-route';
import { CheckBeforeRegisterResultSchema, CheckBeforeRegisterSchema } from './registration.schema';

/** Api paths of registration, password reset and the account area. */
export const accountRoutes: ApiRoute[] = [
  { method: 'post', path: '/api/auth/checkBeforeRegister', tag: 'compte', summary: 'Vérifie une inscription avant envoi', auth: 'public', body: CheckBeforeRegisterSchema, response: CheckBeforeRegisterResultSchema },
];
