import express, { type Router } from 'express';
import * as OidcProvider from 'oidc-provider';
import type { AppConfig } from '../../../config/app-config';
import type { CollaborateurReader } from '../../collaborateur/collaborateur-reader.service';
import type { CompteReader } from '../../user/compte-reader.service';
import { DEV_PROVIDER_PATH } from './oidc-endpoints';
import { renderLoginPage } from './dev-provider.page';
import { verifyPassword } from '../password';

/**
 * OpenID Connect provider for development, tests and the embedded default, holding the seeded
 * staff accounts. Production points OIDC_ISSUER at the firm's provider instead.
 */
export async function createDevProvider(config: AppConfig, readers: { collaborateurs: CollaborateurReader; comptes: CompteReader }): Promise<Router> {
  const Provider = OidcProvider.default;
  const issuer = `${config.publicUrl}${DEV_PROVIDER_PATH}`;
  const provider = new Provider(issuer, {
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
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${DEV_PROVIDER_PATH}/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, id: string) => {
      const p = await readers.collaborateurs.activeByLoginAd(id);
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
  const form = express.urlencoded({ extended: false });

  router.get('/interaction/:uid', async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'consent' && details.session?.accountId) {
        return await finish(provider, req, res, details.session.accountId, details);
      }
      res.type('html').send(renderLoginPage(req.params.uid));
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
      const collab = await readers.collaborateurs.activeByLoginAd(login);
      const hash = collab ? await readers.comptes.passwordHash(collab.guidPersonne) : null;
      const ok = hash ? await verifyPassword(hash, password) : false;
      if (!collab || !ok) {
        return res.status(401).type('html').send(renderLoginPage(req.params.uid, 'Identifiant ou mot de passe incorrect.'));
      }
      await finish(provider, req, res, collab.loginAd, details);
    } catch (e) {
      next(e);
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
