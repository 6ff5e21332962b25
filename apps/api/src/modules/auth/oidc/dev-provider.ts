import express, { type Router } from 'express';
import type Redis from 'ioredis';
import path from 'node:path';
import * as OidcProvider from 'oidc-provider';
import { Messages, type Theme } from '@portail/contracts';
import type { AppConfig } from '../../../config/app-config';
import type { RateLimitService } from '../../../common/rate-limit/rate-limit.service';
import { retryAfterSeconds, TooManyRequestsException } from '../../../common/rate-limit/too-many-requests';
import type { CollaborateurReader } from '../../collaborateur/collaborateur-reader.service';
import type { CompteReader } from '../../user/compte-reader.service';
import { DEV_PROVIDER_PATH } from './oidc-endpoints';
import { redisProviderStore } from './dev-provider-store';
import { DEV_PROVIDER_ASSETS, renderLoginPage, themeColoursCss } from './dev-provider.page';
import { loginFailures, loginPerAddress } from '../login-limits';
import { verifyPassword } from '../password';

export interface DevProviderDeps {
  redis: Redis;
  collaborateurs: CollaborateurReader;
  comptes: CompteReader;
  throttle: RateLimitService;
  theme: Theme;
}

/**
 * OpenID Connect provider for development, tests and the embedded default, holding the seeded
 * staff accounts. Production points OIDC_ISSUER at the firm's provider instead.
 */
export async function createDevProvider(config: AppConfig, deps: DevProviderDeps): Promise<Router> {
  const { theme, throttle } = deps;
  const Provider = OidcProvider.default;
  const issuer = `${config.publicUrl}${DEV_PROVIDER_PATH}`;
  const provider = new Provider(issuer, {
    adapter: redisProviderStore(deps.redis, `${config.queuePrefix}:oidc:`),
    clients: [
      {
        client_id: config.oidc.clientId,
        client_secret: config.oidc.clientSecret,
        redirect_uris: [`${config.publicUrl}/api/auth/oidc/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => false },
    cookies: { keys: [config.session.secret] },
    claims: { openid: ['sub'], profile: ['name', 'given_name', 'family_name', 'preferred_username'], email: ['email'] },
    features: { devInteractions: { enabled: false } },
    // Short-lived artifacts: the portal keeps its own session once the code is exchanged.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${DEV_PROVIDER_PATH}/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, id: string) => {
      const p = await deps.collaborateurs.activeByLoginAd(id);
      if (!p) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          preferred_username: id,
          name: `${p.prenom} ${p.nom}`,
          given_name: p.prenom,
          family_name: p.nom,
          email: p.email ?? undefined,
        }),
      };
    },
  });
  provider.proxy = true;

  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '10kb' });
  const page = (res: express.Response, status: number, uid: string, error?: string, login?: string) =>
    res
      .status(status)
      .type('html')
      .send(renderLoginPage(theme, uid, error, login));

  router.get(DEV_PROVIDER_ASSETS.stylesheet, (_req, res) => {
    res.sendFile(path.join(config.rootDir, 'apps/api/assets/dev-provider.css'), { maxAge: '1h' });
  });
  router.get(DEV_PROVIDER_ASSETS.themeColours, (_req, res) => {
    res.type('text/css').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(themeColoursCss(theme));
  });

  router.get('/interaction/:uid', async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'consent' && details.session?.accountId) {
        return await finish(provider, req, res, details.session.accountId, details);
      }
      page(res, 200, req.params.uid);
    } catch (e) {
      next(e);
    }
  });

  router.post('/interaction/:uid/login', form, async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      const login = String(req.body?.login ?? '')
        .trim()
        .toLowerCase();
      const password = String(req.body?.password ?? '');
      // The member sign-in's limits: attempts per address, failures per login (a block here: no captcha on this development form).
      await throttle.consume(loginPerAddress, req.ip ?? 'inconnue');
      await throttle.assertNotBlocked(loginFailures, login);
      const collab = await deps.collaborateurs.activeByLoginAd(login);
      const hash = collab ? await deps.comptes.passwordHash(collab.guidPersonne) : null;
      const ok = hash ? await verifyPassword(hash, password) : false;
      if (!collab || !ok) {
        await throttle.tryConsume(loginFailures, login);
        return page(
          res,
          401,
          req.params.uid,
          Messages.invalidCredentials,
          String(req.body?.login ?? '')
            .trim()
            .slice(0, 200),
        );
      }
      await throttle.reset(loginFailures, login);
      await finish(provider, req, res, collab.loginAd, details);
    } catch (e) {
      if (!(e instanceof TooManyRequestsException)) return next(e);
      res.setHeader('Retry-After', String(retryAfterSeconds(e)));
      page(res, 429, req.params.uid, e.message);
    }
  });

  router.use(provider.callback());
  return router;
}

type ProviderInstance = InstanceType<typeof OidcProvider.default>;
type Details = Awaited<ReturnType<ProviderInstance['interactionDetails']>>;

async function finish(provider: ProviderInstance, req: express.Request, res: express.Response, accountId: string, details: Details): Promise<void> {
  const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope ?? 'openid'));
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
}
