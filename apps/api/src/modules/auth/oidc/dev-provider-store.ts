import type Redis from 'ioredis';

/** Models whose rows a grant's revocation removes together. */
const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

type Payload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string; consumed?: number };

/**
 * oidc-provider's storage in Redis: the development provider's sessions, interactions, codes and grants are seen by
 * every api replica (an authorization code issued by one is redeemed through another), and survive a restart.
 */
export function redisProviderStore(redis: Redis, prefix: string) {
  const grantKey = (id: string) => `${prefix}grant:${id}`;
  const userCodeKey = (code: string) => `${prefix}usercode:${code}`;
  const uidKey = (uid: string) => `${prefix}uid:${uid}`;

  return class RedisProviderStore {
    constructor(private readonly model: string) {}

    private key(id: string): string {
      return `${prefix}${this.model}:${id}`;
    }

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      const key = this.key(id);
      const ttl = (k: string) => (expiresIn ? multi.expire(k, expiresIn) : multi);
      const multi = redis.multi();
      if (expiresIn) multi.set(key, JSON.stringify(payload), 'EX', expiresIn);
      else multi.set(key, JSON.stringify(payload));
      if (GRANTABLE.has(this.model) && payload.grantId) {
        multi.rpush(grantKey(payload.grantId), key);
        ttl(grantKey(payload.grantId));
      }
      if (payload.userCode) {
        multi.set(userCodeKey(payload.userCode), id);
        ttl(userCodeKey(payload.userCode));
      }
      if (payload.uid) {
        multi.set(uidKey(payload.uid), id);
        ttl(uidKey(payload.uid));
      }
      await multi.exec();
    }

    async find(id: string): Promise<Payload | undefined> {
      const data = await redis.get(this.key(id));
      return data ? (JSON.parse(data) as Payload) : undefined;
    }

    async findByUid(uid: string): Promise<Payload | undefined> {
      const id = await redis.get(uidKey(uid));
      return id ? this.find(id) : undefined;
    }

    async findByUserCode(userCode: string): Promise<Payload | undefined> {
      const id = await redis.get(userCodeKey(userCode));
      return id ? this.find(id) : undefined;
    }

    async consume(id: string): Promise<void> {
      const payload = await this.find(id);
      if (!payload) return;
      payload.consumed = Math.floor(Date.now() / 1000);
      await redis.set(this.key(id), JSON.stringify(payload), 'KEEPTTL');
    }

    async destroy(id: string): Promise<void> {
      await redis.del(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      const keys = await redis.lrange(grantKey(grantId), 0, -1);
      await redis.del(...keys, grantKey(grantId));
    }
  };
}
