import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ErrorCode, PasswordResetMessages } from '@portail/contracts';
import { CappedMap, createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type Redis from 'ioredis';
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { REDIS } from '../../common/redis.module';
import { AppException } from '../../common/app.exception';

const ALGORITHM = 'PBKDF2/SHA-256';
const CHALLENGE_TTL_SECONDS = 600;

const PayloadSchema = z.object({
  challenge: z
    .object({ parameters: z.object({ nonce: z.string(), algorithm: z.literal(ALGORITHM) }).passthrough(), signature: z.string().optional() })
    .passthrough(),
  solution: z.object({ counter: z.number().int().min(0), derivedKey: z.string().max(256) }).passthrough(),
});

/** Self-hosted ALTCHA proof of work (forgotten password, sign-in after repeated failures): signed challenges, each solution accepted once. */
@Injectable()
export class CaptchaService {
  private readonly hmacSignatureSecret: string;
  private readonly hmacKeySignatureSecret: string;
  // Replays are refused through Redis across replicas; this map covers a Redis outage.
  private readonly usedWhileRedisDown = new CappedMap<string, boolean>({ maxSize: 10_000 });

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.hmacSignatureSecret = config.account.altcha.hmacKey;
    this.hmacKeySignatureSecret = createHmac('sha256', config.account.altcha.hmacKey).update('altcha-key-signature').digest('hex');
  }

  challenge(): Promise<Challenge> {
    const { cost, maxCounter } = this.config.account.altcha;
    return createChallenge({
      algorithm: ALGORITHM,
      cost,
      counter: randomInt(maxCounter, Math.floor(maxCounter / 5)),
      deriveKey,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
      hmacSignatureSecret: this.hmacSignatureSecret,
      hmacKeySignatureSecret: this.hmacKeySignatureSecret,
    });
  }

  /** 400 'captcha' unless the widget's payload solves a challenge of ours, unexpired and unused. */
  async verify(payload: string): Promise<void> {
    const parsed = PayloadSchema.safeParse(decode(payload));
    if (!parsed.success) throw invalid();
    const { challenge, solution } = parsed.data;
    const result = await verifySolution({
      challenge: challenge as unknown as Challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: this.hmacSignatureSecret,
      hmacKeySignatureSecret: this.hmacKeySignatureSecret,
    }).catch(() => null);
    if (!result?.verified) throw invalid();
    if (!(await this.firstUse(challenge.parameters.nonce))) throw invalid();
  }

  private async firstUse(nonce: string): Promise<boolean> {
    const key = `${this.config.queuePrefix}:altcha:${nonce}`;
    try {
      return (await this.redis.set(key, '1', 'EX', CHALLENGE_TTL_SECONDS, 'NX')) === 'OK';
    } catch {
      return this.usedWhileRedisDown.setIfAbsent(nonce, true);
    }
  }
}

function decode(payload: string): unknown {
  try {
    return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}

function invalid() {
  const message = PasswordResetMessages.captchaInvalid;
  return new AppException(HttpStatus.BAD_REQUEST, { code: ErrorCode.CaptchaInvalid, message, displayable: true, issues: [{ path: 'altcha', message }] });
}
