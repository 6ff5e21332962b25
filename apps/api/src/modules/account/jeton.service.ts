import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AccountMessages } from '@portail/contracts';
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { IsNull, MoreThan, type EntityManager, type Repository } from 'typeorm';
import { ruleError } from './account-errors';
import { CompteJeton, type JetonType } from './compte-jeton.entity';

export const MAX_TENTATIVES = 5;

export type LinkState = 'valid' | 'used' | 'expired';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Issues and checks single-use, expiring secrets; the database only holds their SHA-256. */
@Injectable()
export class JetonService {
  constructor(@InjectRepository(CompteJeton) private readonly repo: Repository<CompteJeton>) {}

  /** A random link token; earlier unused secrets of the same type stop working. */
  async issueLink(tx: EntityManager, compteId: string, type: JetonType, ttlMs: number, valeur: string | null = null) {
    await this.supersede(tx, compteId, type);
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    await tx.insert(CompteJeton, { id, compteId, type, empreinte: sha256(token), valeur, dateExpiration: new Date(Date.now() + ttlMs) });
    return { id, token };
  }

  /** A 6-digit code; earlier unused codes of the same type stop working. */
  async issueCode(tx: EntityManager, compteId: string, type: JetonType, ttlMs: number) {
    await this.supersede(tx, compteId, type);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = randomUUID();
    await tx.insert(CompteJeton, { id, compteId, type, empreinte: sha256(`${id}:${code}`), dateExpiration: new Date(Date.now() + ttlMs) });
    return { id, code };
  }

  /** Secrets of this type issued to the account over the last `windowMs` (limits per account). */
  countRecent(compteId: string, type: JetonType, windowMs: number): Promise<number> {
    return this.repo.countBy({ compteId, type, dateCreation: MoreThan(new Date(Date.now() - windowMs)) });
  }

  findLink(token: string, type: JetonType): Promise<CompteJeton | null> {
    return this.repo.findOneBy({ empreinte: sha256(token), type });
  }

  state(jeton: CompteJeton): LinkState {
    if (jeton.dateUtilisation) return 'used';
    if (jeton.dateExpiration.getTime() <= Date.now() || jeton.tentatives >= MAX_TENTATIVES) return 'expired';
    return 'valid';
  }

  /** Marks the secret used; false when a concurrent request used it first. */
  async markUsed(tx: EntityManager, id: string): Promise<boolean> {
    const result = await tx.update(CompteJeton, { id, dateUtilisation: IsNull() }, { dateUtilisation: new Date() });
    return (result.affected ?? 0) === 1;
  }

  /** Counts a wrong attempt outside any transaction, so it survives the refused request. */
  async recordAttempt(id: string): Promise<number> {
    const result = await this.repo.manager
      .createQueryBuilder()
      .update(CompteJeton)
      .set({ tentatives: () => 'tentatives + 1' })
      .where('id = :id', { id })
      .returning('tentatives')
      .execute();
    return (result.raw as { tentatives: number }[])[0]?.tentatives ?? MAX_TENTATIVES;
  }

  /** The pending code of this type when `code` matches it; otherwise a displayable 400. */
  async checkCode(compteId: string, type: JetonType, code: string): Promise<CompteJeton> {
    // Only the latest code counts: earlier ones were superseded when it was sent.
    const jeton = await this.repo.findOne({ where: { compteId, type }, order: { dateCreation: 'DESC' } });
    if (!jeton || jeton.dateUtilisation) throw ruleError(AccountMessages.codeMissing, undefined, 'securecode');
    if (jeton.tentatives >= MAX_TENTATIVES) throw ruleError(AccountMessages.codeTooManyAttempts, undefined, 'securecode');
    if (jeton.dateExpiration.getTime() <= Date.now()) throw ruleError(AccountMessages.codeExpired, undefined, 'securecode');
    const given = Buffer.from(sha256(`${jeton.id}:${code}`));
    if (!timingSafeEqual(given, Buffer.from(jeton.empreinte))) {
      const tentatives = await this.recordAttempt(jeton.id);
      throw ruleError(tentatives >= MAX_TENTATIVES ? AccountMessages.codeTooManyAttempts : AccountMessages.codeInvalid, undefined, 'securecode');
    }
    return jeton;
  }

  private async supersede(tx: EntityManager, compteId: string, type: JetonType): Promise<void> {
    await tx.query('UPDATE compte_jeton SET date_expiration = LEAST(date_expiration, now()) WHERE compte_id = $1 AND type = $2 AND date_utilisation IS NULL', [
      compteId,
      type,
    ]);
  }
}
