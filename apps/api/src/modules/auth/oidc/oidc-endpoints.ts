import type { AppConfig } from '../../../config/app-config';

export interface OidcEndpoints {
  issuer: string;
  authorizationURL: string;
  tokenURL: string;
  userInfoURL: string;
  callbackURL: string;
}

export const DEV_PROVIDER_PATH = '/oidc';

/** The firm's issuer (discovered) or the development provider mounted at /oidc. */
export async function resolveOidcEndpoints(config: AppConfig): Promise<OidcEndpoints> {
  const callbackURL = `${config.publicUrl}/api/auth/oidc/callback`;
  if (!config.oidc.issuer) {
    const issuer = `${config.publicUrl}${DEV_PROVIDER_PATH}`;
    // The browser goes to the public address; the api's own calls (code for tokens, user info) stay inside its container.
    const backChannel = `${config.internalUrl}${DEV_PROVIDER_PATH}`;
    return { issuer, authorizationURL: `${issuer}/auth`, tokenURL: `${backChannel}/token`, userInfoURL: `${backChannel}/me`, callbackURL };
  }
  const res = await fetch(`${config.oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`Découverte OpenID Connect impossible (${res.status}) pour ${config.oidc.issuer}`);
  const meta = (await res.json()) as Record<string, string>;
  return {
    issuer: meta.issuer,
    authorizationURL: meta.authorization_endpoint,
    tokenURL: meta.token_endpoint,
    userInfoURL: meta.userinfo_endpoint,
    callbackURL,
  };
}
