import { Inject, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { CaptchaModule } from './captcha.module';
import { resolveOidcEndpoints } from './oidc/oidc-endpoints';
import { OidcStrategy } from './oidc/oidc.strategy';
import { passwordGate } from './password';
import { SessionsModule } from './sessions/sessions.module';
import { SignInPressure } from './sign-in-pressure';
import { CollaborateurModule } from '../collaborateur/collaborateur.module';
import { SecuriteModule } from '../securite/securite.module';
import { UserModule } from '../user/user.module';

@Module({
  imports: [PassportModule, SessionsModule, UserModule, CollaborateurModule, CaptchaModule, SecuriteModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    SignInPressure,
    {
      provide: OidcStrategy,
      inject: [AuthService, APP_CONFIG],
      useFactory: async (auth: AuthService, config: AppConfig) => new OidcStrategy(auth, config, await resolveOidcEndpoints(config)),
    },
  ],
  exports: [AuthService, CaptchaModule],
})
export class AuthModule {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    passwordGate.configure(config.passwords);
  }
}
