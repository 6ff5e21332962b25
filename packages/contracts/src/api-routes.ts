export type { ApiRoute } from './api-route';
import type { ApiRoute } from './api-route';
import { accountRoutes } from './account/account.routes';
import { sharingRoutes } from './sharing/sharing.routes';
import { rendezVousRoutes } from './rendez-vous/rendez-vous.routes';
import { evenementsRoutes } from './evenements/evenements.routes';
import { LoginSchema, SessionUserSchema, CsrfTokenSchema, ReturnUrlQuerySchema } from './auth/auth.schema';
import { UserSchema, DossierListSchema, CodeDossierParamSchema, FavoriResultSchema } from './user/user.schema';
import { DroitsSchema, DroitsGerantParamSchema, DroitsGerantSchema, LoginAdSchema, LoginParamSchema } from './droits/droits.schema';
import { PortefeuilleSchema, DossierSearchParamSchema } from './collaborateur/collaborateur.schema';
import { HealthSchema } from './health/health.schema';
import { ThemeSchema } from './theme/theme.schema';

/** Every api path with its schemas: the single source for the OpenAPI document. */
const coreRoutes: ApiRoute[] = [
  { method: 'get', path: '/api/health', tag: 'système', summary: 'État de la base et de Redis', auth: 'public', response: HealthSchema },
  { method: 'get', path: '/api/theme', tag: 'système', summary: 'Thème actif', auth: 'public', response: ThemeSchema },
  { method: 'get', path: '/api/auth/csrf', tag: 'auth', summary: 'Jeton CSRF de la session', auth: 'public', response: CsrfTokenSchema },
  { method: 'get', path: '/api/auth/login', tag: 'auth', summary: 'Redirige vers la page de connexion', auth: 'public', query: ReturnUrlQuerySchema },
  { method: 'post', path: '/api/auth/login', tag: 'auth', summary: 'Connexion adhérent (identifiant + mot de passe)', auth: 'public', body: LoginSchema, response: SessionUserSchema },
  { method: 'get', path: '/api/auth/oidc', tag: 'auth', summary: 'Connexion collaborateur (OpenID Connect)', auth: 'public', query: ReturnUrlQuerySchema },
  { method: 'get', path: '/api/auth/oidc/callback', tag: 'auth', summary: 'Retour du fournisseur OpenID Connect', auth: 'public' },
  { method: 'get', path: '/api/auth/authenticate', tag: 'auth', summary: 'Vérifie la session', auth: 'session', response: SessionUserSchema },
  { method: 'get', path: '/api/auth/logout', tag: 'auth', summary: 'Ferme la session et redirige', auth: 'public' },
  { method: 'get', path: '/api/user', tag: 'utilisateur', summary: 'Informations du compte', auth: 'session', response: UserSchema },
  { method: 'get', path: '/api/user/dossiers', tag: 'utilisateur', summary: 'Dossiers propres et partagés, triés par raison sociale', auth: 'session', response: DossierListSchema },
  { method: 'put', path: '/api/user/dossierFavoris/{codeDossier}', tag: 'utilisateur', summary: 'Définit le dossier favori', auth: 'session', params: CodeDossierParamSchema, response: FavoriResultSchema },
  { method: 'get', path: '/api/droits', tag: 'droits', summary: 'Droits de l’utilisateur (en-tête x-force pour ignorer le cache)', auth: 'session', response: DroitsSchema },
  { method: 'get', path: '/api/droits/gerant/{guidPersonne}/{codeDossier}', tag: 'droits', summary: 'Droits d’une personne sur un dossier', auth: 'session', params: DroitsGerantParamSchema, response: DroitsGerantSchema },
  { method: 'get', path: '/api/droits/getLoginAD', tag: 'collaborateur', summary: 'Login AD du collaborateur connecté', auth: 'staff', response: LoginAdSchema },
  { method: 'get', path: '/api/droits/dossiersCollaborateur/{login}', tag: 'collaborateur', summary: 'Portefeuille d’un collaborateur', auth: 'staff', params: LoginParamSchema, response: PortefeuilleSchema },
  { method: 'get', path: '/api/collaborateur/dossier/search/{term}', tag: 'collaborateur', summary: 'Recherche dans le portefeuille (3 caractères minimum)', auth: 'staff', params: DossierSearchParamSchema, response: PortefeuilleSchema },
];

export const apiRoutes: ApiRoute[] = [...coreRoutes, ...accountRoutes, ...sharingRoutes, ...rendezVousRoutes, ...evenementsRoutes];
