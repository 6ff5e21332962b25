import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { Queue } from 'bullmq';
import request from 'supertest';
import { QueueName } from '../src/queue/queues';
import { freePort, signIn, startTestPortal, type TestPortal } from './test-app';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const describeWithRedisServer = hasRedisServer ? describe : describe.skip;

/** Redis absent when the portal (with its worker) starts, then started on that address. */
describeWithRedisServer('Redis unreachable at start', () => {
  let t: TestPortal;
  let redisPort: number;
  let redis: ChildProcess | undefined;
  let startSeconds: number;

  beforeAll(async () => {
    redisPort = await freePort();
    const started = performance.now();
    t = await startTestPortal({ REDIS_URL: `redis://127.0.0.1:${redisPort}` }, [], { withWorker: true });
    startSeconds = (performance.now() - started) / 1000;
  }, 30_000);
  afterAll(async () => {
    await t.close();
    redis?.kill();
  });

  it('listens within 10 s, says degraded and serves what needs no queue', async () => {
    expect(startSeconds).toBeLessThan(10);
    const health = await request(t.baseUrl).get('/api/health').expect(200);
    expect(health.body).toMatchObject({ status: 'degraded', redis: 'down' });
    const a = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
    await a.http.get('/api/droits').expect(200);
  });

  it('schedules its recurring jobs by itself once Redis answers', async () => {
    redis = spawn('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const queue = new Queue(QueueName.Maintenance, { connection: { url: `redis://127.0.0.1:${redisPort}` }, prefix: t.config.queuePrefix });
    try {
      let schedulers = 0;
      for (let i = 0; i < 60 && schedulers === 0; i++) {
        await new Promise((r) => setTimeout(r, 500));
        schedulers = await queue.getJobSchedulersCount().catch(() => 0);
      }
      expect(schedulers).toBeGreaterThan(0);
      // The health probe's own connection retries on its backoff: it may follow the worker's by a few seconds.
      let redisHealth = 'down';
      for (let i = 0; i < 30 && redisHealth !== 'up'; i++) {
        redisHealth = ((await request(t.baseUrl).get('/api/health')).body as { redis: string }).redis;
        if (redisHealth !== 'up') await new Promise((r) => setTimeout(r, 500));
      }
      expect(redisHealth).toBe('up');
    } finally {
      await queue.close();
    }
  }, 60_000);
});
