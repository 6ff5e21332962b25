import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, Messages, type LoginInput, type SessionUser } from '@portail/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { Collaborateur } from '../collaborateur/collaborateur.entity';
import { Compte } from '../user/compte.entity';
import { loginFailures, loginPerAddress } from './login-limits';
import { hashPassword, verifyPassword } from './password';

// Verified against when the login is unknown, so both paths cost the same time.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(randomUUID()));

@Injectable()
export class AuthService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly throttle: RateLimitService,
  ) {}

  /** Member sign-in: one generic message for any failure, throttled per login. */
  async login(input: LoginInput, address: string): Promise<SessionUser> {
    const login = input.login.trim().toLowerCase();
    await this.throttle.assertNotBlocked(loginFailures, login);
    await this.throttle.consume(loginPerAddress, address);
    const compte = await this.ds.getRepository(Compte).findOne({ where: { login }, relations: { personne: true } });
    const isStaff = compte ? await this.ds.getRepository(Collaborateur).existsBy({ guidPersonne: compte.guidPersonne }) : false;
    const valid = await verifyPassword(compte?.passwordHash ?? (await dummy()), input.password);
    if (!compte || !compte.actif || isStaff || !valid) {
      await this.throttle.tryConsume(loginFailures, login);
      throw new AppException(HttpStatus.UNAUTHORIZED, { code: ErrorCode.InvalidCredentials, message: Messages.invalidCredentials, displayable: true });
    }
    await this.throttle.reset(loginFailures, login);
    return { guidPersonne: compte.guidPersonne, login: compte.login, nom: compte.personne.nom, prenom: compte.personne.prenom, typeUtilisateur: 'member' };
  }

  /** Staff identity returned by the OpenID Connect provider (subject = AD login). */
  async staffFromOidc(loginAd: string): Promise<SessionUser | null> {
    const collab = await this.ds.getRepository(Collaborateur).findOne({ where: { loginAd, actif: true }, relations: { personne: true } });
    if (!collab) return null;
    return { guidPersonne: collab.guidPersonne, login: collab.loginAd, nom: collab.personne.nom, prenom: collab.personne.prenom, typeUtilisateur: 'collab' };
  }

  async stillActive(user: SessionUser): Promise<boolean> {
    if (user.typeUtilisateur === 'collab') return this.ds.getRepository(Collaborateur).existsBy({ guidPersonne: user.guidPersonne, actif: true });
    return this.ds.getRepository(Compte).existsBy({ guidPersonne: user.guidPersonne, actif: true });
  }
}
