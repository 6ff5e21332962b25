import { defineRoute } from '../api-route';
import { LoginSchema, SessionUserSchema, CsrfTokenSchema, ReturnUrlQuerySchema } from './auth.schema';

export const getCsrfTokenRoute = defineRoute({
  method: 'get',
  path: '/api/auth/csrf',
  tag: 'auth',
  summary: 'Jeton CSRF de la session',
  auth: 'public',
  response: CsrfTokenSchema,
});
export const getLoginPageRoute = defineRoute({
  method: 'get',
  path: '/api/auth/login',
  tag: 'auth',
  summary: 'Redirige vers la page de connexion',
  auth: 'public',
  query: ReturnUrlQuerySchema,
});
export const loginRoute = defineRoute({
  method: 'post',
  path: '/api/auth/login',
  tag: 'auth',
  summary: 'Connexion adhérent (identifiant + mot de passe)',
  auth: 'public',
  body: LoginSchema,
  response: SessionUserSchema,
});
export const startOidcRoute = defineRoute({
  method: 'get',
  path: '/api/auth/oidc',
  tag: 'auth',
  summary: 'Connexion collaborateur (OpenID Connect)',
  auth: 'public',
  query: ReturnUrlQuerySchema,
});
export const oidcCallbackRoute = defineRoute({
  method: 'get',
  path: '/api/auth/oidc/callback',
  tag: 'auth',
  summary: 'Retour du fournisseur OpenID Connect',
  auth: 'public',
});
export const authenticateRoute = defineRoute({
  method: 'get',
  path: '/api/auth/authenticate',
  tag: 'auth',
  summary: 'Vérifie la session',
  auth: 'session',
  response: SessionUserSchema,
});
export const logoutRoute = defineRoute({ method: 'get', path: '/api/auth/logout', tag: 'auth', summary: 'Ferme la session et redirige', auth: 'public' });
