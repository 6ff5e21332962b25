import { PassportStrategy } from '@nestjs/passport';
import type { SessionUser } from '@portail/contracts';
import { Strategy, type Profile } from 'passport-openidconnect';
import type { AppConfig } from '../../../config/app-config';
import type { AuthService } from '../auth.service';
import type { OidcEndpoints } from './oidc-endpoints';

export const OIDC_STRATEGY = 'oidc';

/** Staff sign-in through OpenID Connect; the subject's preferred_username is the AD login. */
export class OidcStrategy extends PassportStrategy(Strategy, OIDC_STRATEGY) {
  constructor(
    private readonly auth: AuthService,
    config: AppConfig,
    endpoints: OidcEndpoints,
  ) {
    super({
      ...endpoints,
      clientID: config.oidc.clientId,
      clientSecret: config.oidc.clientSecret,
      scope: ['profile', 'email'],
    });
  }

  async validate(_issuer: string, profile: Profile): Promise<SessionUser | false> {
    const login = profile.username ?? profile.id;
    return (await this.auth.staffFromOidc(login)) ?? false;
  }
}
