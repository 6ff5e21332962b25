import Redis from 'ioredis';
import { agent, startTestPortal } from './test-app';

async function keysUnder(redis: Redis, prefix: string): Promise<string[]> {
  const found: string[] = [];
  for await (const keys of redis.scanStream({ match: `${prefix}*` }) as AsyncIterable<string[]>) found.push(...keys);
  return found;
}

it('keeps every limit under the portal prefix and removes only those keys on close', async () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const foreign = `autre-portail:rl:login-fail:${Date.now()}`;
  await redis.set(foreign, '1', 'EX', 60);
  const t = await startTestPortal();
  let closed = false;
  try {
    const prefix = t.config.rateLimitPrefix;
    expect(prefix).toMatch(/^test-.+:rl:$/);
    const a = await agent(t.baseUrl);
    await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login: 'Prefixe@Exemple.fr', password: 'mauvais' }).expect(401);
    const keys = await keysUnder(redis, prefix);
    expect(keys).toEqual(expect.arrayContaining([`${prefix}login-fail:prefixe@exemple.fr`, expect.stringMatching(new RegExp(`^${prefix}login-ip:`))]));
    await t.close();
    closed = true;
    expect(await keysUnder(redis, prefix)).toEqual([]);
    expect(await redis.exists(foreign)).toBe(1);
  } finally {
    if (!closed) await t.close();
    await redis.del(foreign);
    redis.disconnect();
  }
});
