import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Redis from 'ioredis';
import { Client } from 'pg';
import type { Droits, SessionUser } from '@portail/contracts';
import { FsBlobStore } from '../src/common/storage/fs-blob-store';
import { createDataSource } from '../src/database/data-source';
import { AccessService } from '../src/modules/droits/access.service';
import { DroitsRepository } from '../src/modules/droits/droits.repository';
import { DroitsService } from '../src/modules/droits/droits.service';
import { RightsCache } from '../src/modules/droits/rights-cache';
import type { AppConfig } from '../src/config/app-config';
import { CollaborateurReader } from '../src/modules/collaborateur/collaborateur-reader.service';
import { Collaborateur } from '../src/modules/collaborateur/collaborateur.entity';
import { CompteReader } from '../src/modules/user/compte-reader.service';
import { Compte } from '../src/modules/user/compte.entity';
import { Personne } from '../src/modules/user/personne.entity';
import { PERSONNE } from '../../../seeds/ids';
import { seedAll } from '../../../seeds/seed';
import { SMOKE, cleanupOnInterrupt, createScratchDatabase, deleteRedisKeys, once, size } from './bench-support';

/**
 * What the rights cache buys on one access check: the old per-process cache (a Map lookup, wrong
 * with two replicas), the cache shared through Redis (now), and no cache (the rights computed from
 * the database). Prints the cost of each and the ratios from one run. Smoke run (bench:smoke): 3 rounds.
 */
const ROUNDS = size('BENCH_ROUNDS', 400, 3);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

async function time(label: string, run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < (SMOKE ? 1 : 20); i++) await run();
  const start = performance.now();
  for (let i = 0; i < ROUNDS; i++) await run();
  const ms = (performance.now() - start) / ROUNDS;
  console.log(`  ${label.padEnd(48)} ${ms.toFixed(3)} ms`);
  return ms;
}

async function main(): Promise<void> {
  const name = `portail_bench_${randomBytes(4).toString('hex')}`;
  const seeded = await createScratchDatabase(adminUrl, name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const ds = createDataSource(url.toString());
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  // The seed's documents in a folder of the run's, not the configuration's file store (.data/files).
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-access-'));
  const cleanup = once(async () => {
    redis.disconnect();
    if (ds.isInitialized) await ds.destroy();
    fs.rmSync(filesDir, { recursive: true, force: true });
    await deleteRedisKeys(redisUrl, name);
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
  cleanupOnInterrupt(cleanup);
  try {
    await ds.initialize();
    await ds.runMigrations();
    // On a copy of bench:smoke's QA database, the set is there already.
    if (!seeded) await seedAll(ds, new FsBlobStore(filesDir));
    const repo = new DroitsRepository(ds);
    const collaborateurs = new CollaborateurReader(ds.getRepository(Collaborateur));
    const comptes = new CompteReader(ds.getRepository(Compte), ds.getRepository(Personne));
    const cache = new RightsCache(redis, { queuePrefix: name } as AppConfig, ds);
    const droits = new DroitsService(repo, collaborateurs, comptes, cache);
    const access = new AccessService(repo, collaborateurs, comptes, droits);
    const users: [string, SessionUser, string][] = [
      [
        'member (4 dossiers)',
        { guidPersonne: PERSONNE.gerantMulti, login: 'gerant.multi@exemple.fr', nom: 'Martin', prenom: 'Claire', typeUtilisateur: 'member' },
        '010002',
      ],
      [
        'staff (portfolio)',
        { guidPersonne: PERSONNE.secAssistante, login: 'sec.assistante', nom: 'Girard', prenom: 'Nadia', typeUtilisateur: 'collab' },
        '010002',
      ],
    ];
    console.log(`Access check, ${ROUNDS} rounds each (one run):`);
    for (const [label, user, code] of users) {
      console.log(`${label}, dossier ${code}:`);
      const list = await droits.forUser(user, true);
      const memory = new Map<string, Droits>([[user.guidPersonne, list]]);
      const pick = (d: Droits | undefined) => d?.data.dossiers.find((x) => x.codeDossier === code);
      const perProcess = await time('cached per process (before, wrong with 2 replicas)', async () => pick(memory.get(user.guidPersonne)));
      const shared = await time('cached in Redis, shared by replicas (now)', () => access.requireDossier(user, code));
      const uncached = await time('uncached: computed from the database', () => droits.forUser(user, true).then(pick));
      const active = await time('account still active (every call)', () => access.stillActive(user));
      await cache.invalidate([user.guidPersonne]);
      console.log(`  ratio uncached / Redis cache: ${(uncached / shared).toFixed(1)}x (${(uncached - shared).toFixed(2)} ms saved per call)`);
      console.log(
        `  ratio Redis cache / per-process cache: ${(shared / Math.max(perProcess, 0.0005)).toFixed(0)}x; still-active check ${active.toFixed(2)} ms`,
      );
    }
  } finally {
    await cleanup();
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
