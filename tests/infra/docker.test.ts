import { describe, expect, it } from '@jest/globals';
import { apiRoutes } from '../../packages/contracts/src/openapi';
import { compose, inWorkdir, services, stagesOf } from './support/compose';
import { copiesOf, execFormOf, npmRunsOf, shellCommandsOf, workdirOf, type Stage } from './support/dockerfile';
import { exists, isCovered, isDockerignored, normalise, readJson, readTsBuild, sourceOfOutput, toRepoPath } from './support/repo';

const API_ENTRY = 'apps/api/dist/apps/api/src/main.js';
const WORKER_ENTRY = 'apps/api/dist/apps/api/src/worker.js';

const dockerfiles = [...new Set(Object.values(services).flatMap((s) => (s.build ? [s.build.dockerfile] : [])))];
const scriptsOf = (workspace: string) => readJson<{ scripts?: Record<string, string> }>(`${workspace}/package.json`).scripts ?? {};
const contextCopies = (stage: Stage, beforeLine = Infinity) =>
  copiesOf(stage)
    .filter((c) => !c.from && c.line < beforeLine)
    .flatMap((c) => c.sources);
/** `${X:-default}` -> default */
const composeDefault = (value: string) => /^\$\{\w+:-(.*)\}$/.exec(value)?.[1] ?? value;

describe('docker-compose.yml', () => {
  it('declares every service of the stack', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 'redis', 'mailpit', 'minio', 'api', 'worker', 'web']));
    expect(services.postgres.image).toBe('postgres:16');
    expect(services.redis.image).toBe('redis:7-alpine');
    expect(services.mailpit.image).toMatch(/^axllent\/mailpit/);
    expect(services.minio.image).toMatch(/minio\/minio/);
    expect(services.mailpit.ports).toContain('8025:8025');
  });

  it('gives postgres, redis, minio, api and web a healthcheck that means something', () => {
    expect(services.postgres.healthcheck?.test.join(' ')).toMatch(/pg_isready -U portail -d portail/);
    expect(services.redis.healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping']);
    expect(services.minio.healthcheck?.test.slice(1)).toEqual(['mc', 'ready', 'local']);
    expect(services.web.healthcheck?.test.join(' ')).toMatch(/http:\/\/127\.0\.0\.1\//);
  });

  it('checks the api through /api/health, a public route of the contracts', () => {
    const test = services.api.healthcheck!.test;
    expect(test.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
    expect(test[3]).toContain("fetch('http://localhost:3000/api/health')");
    expect(test[3]).toMatch(/process\.exit\(r\.ok \? 0 : 1\)/);
    expect(apiRoutes).toContainEqual(expect.objectContaining({ method: 'get', path: '/api/health', auth: 'public' }));
  });

  it('only waits on healthy services that have a healthcheck', () => {
    expect(services.api.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    expect(services.web.depends_on).toMatchObject({ api: { condition: 'service_healthy' } });
    for (const [name, service] of Object.entries(services)) {
      for (const [target, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect({ name, target, known: target in services }).toEqual({ name, target, known: true });
        if (condition === 'service_healthy') expect({ target, healthcheck: !!services[target].healthcheck }).toEqual({ target, healthcheck: true });
      }
    }
  });

  it('wires the api to the compose services', () => {
    const db = services.postgres.environment!;
    const env = services.api.environment!;
    expect(env.DATABASE_URL).toBe(`postgres://${db.POSTGRES_USER}:${db.POSTGRES_PASSWORD}@postgres:5432/${db.POSTGRES_DB}`);
    expect(env.DATABASE_URL).toBe('postgres://portail:portail@postgres:5432/portail');
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.SMTP_URL).toBe('smtp://mailpit:1025');
    expect(env.PUBLIC_URL).toBe('http://localhost:8080');
    expect(env.SERVE_WEB).toBe('false');
    expect(env.RUN_WORKER_IN_PROCESS).toBe('false');
    // The api config refuses a session secret under 16 characters.
    expect(composeDefault(env.SESSION_SECRET).length).toBeGreaterThanOrEqual(16);
  });

  it('stores the documents of api and worker in the MinIO bucket minio-init creates', () => {
    const minio = services.minio.environment!;
    const init = services['minio-init'];
    expect(init.image).toBe(services.minio.image);
    expect(init.depends_on).toMatchObject({ minio: { condition: 'service_healthy' } });
    expect(services.api.depends_on).toMatchObject({ 'minio-init': { condition: 'service_completed_successfully' } });
    for (const name of ['api', 'worker']) {
      const env = services[name].environment!;
      expect({ name, driver: env.STORAGE_DRIVER, endpoint: env.S3_ENDPOINT, user: env.S3_ACCESS_KEY, secret: env.S3_SECRET_KEY }).toEqual({
        name,
        driver: 's3',
        endpoint: 'http://minio:9000',
        user: minio.MINIO_ROOT_USER,
        secret: minio.MINIO_ROOT_PASSWORD,
      });
      expect(JSON.stringify(init.entrypoint)).toContain(`local/${env.S3_BUCKET}`);
      expect(JSON.stringify(init.entrypoint)).toContain(`${minio.MINIO_ROOT_USER} ${minio.MINIO_ROOT_PASSWORD}`);
    }
  });

  it('defaults THEME to cder, a theme that exists', () => {
    const theme = composeDefault(services.api.environment!.THEME);
    expect(theme).toBe('cder');
    expect(exists(`themes/${theme}/theme.json`)).toBe(true);
  });

  it('runs the worker as its own service: the worker target of the api Dockerfile, the worker entry and the same backing services', () => {
    const { api, worker } = services;
    expect(api.build).toEqual({ context: '.', dockerfile: 'apps/api/Dockerfile', target: 'runtime' });
    expect(worker.build).toEqual({ ...api.build, target: 'worker' });
    expect(worker.image).not.toBe(api.image);
    expect(worker.command).toEqual(['node', WORKER_ENTRY]);
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'THEME', 'DATA_DIR', 'PUBLIC_URL'])
      expect(worker.environment?.[key]).toBe(api.environment?.[key]);
    expect(worker.environment?.RUN_WORKER_IN_PROCESS).toBeUndefined();
  });

  it('starts the worker once postgres and redis are healthy (and the api has migrated), restarts it, publishes no port', () => {
    const { worker } = services;
    expect(worker.depends_on).toMatchObject({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
      api: { condition: 'service_healthy' },
    });
    expect(worker.restart).toBe('unless-stopped');
    expect(worker.ports).toBeUndefined();
  });

  it('targets stages the api Dockerfile defines', () => {
    const names = stagesOf('apps/api/Dockerfile').map((s) => s.name);
    for (const service of Object.values(services).filter((s) => s.build?.target)) expect(names).toContain(service.build!.target);
  });

  it('publishes the web app on port 8080 and nothing else of the app', () => {
    expect(services.web.ports).toEqual(['8080:80']);
    expect(services.api.ports).toBeUndefined();
    expect(services.worker.ports).toBeUndefined();
  });

  it('declares every named volume it mounts', () => {
    for (const service of Object.values(services)) {
      for (const mount of service.volumes ?? []) {
        const source = mount.split(':')[0];
        if (!/^[./~]/.test(source)) expect(Object.keys(compose.volumes ?? {})).toContain(source);
      }
    }
  });

  it('builds from the repository root with Dockerfiles that exist', () => {
    expect(dockerfiles.sort()).toEqual(['apps/api/Dockerfile', 'apps/web/Dockerfile']);
    for (const service of Object.values(services).filter((s) => s.build)) {
      expect(service.build!.context).toBe('.');
      expect(exists(service.build!.dockerfile)).toBe(true);
    }
  });
});

describe.each(dockerfiles)('%s', (dockerfile) => {
  const stages = stagesOf(dockerfile);
  const workspaces = readJson<{ workspaces: string[] }>('package.json').workspaces;

  it('copies only files that exist in the repository and are not in .dockerignore', () => {
    for (const stage of stages) {
      for (const source of contextCopies(stage)) {
        expect({ source, exists: exists(source), ignored: isDockerignored(source) }).toEqual({ source, exists: true, ignored: false });
      }
    }
  });

  it('copies --from stages defined earlier', () => {
    for (const stage of stages) {
      for (const copy of copiesOf(stage).filter((c) => c.from)) {
        const earlier = stages.slice(0, stage.index).map((s) => s.name);
        expect(earlier).toContain(copy.from);
      }
    }
  });

  it('runs npm ci only once the lockfile and every workspace manifest are in place', () => {
    for (const stage of stages) {
      for (const { line } of shellCommandsOf(stage).filter((c) => /^npm ci\b/.test(c.command))) {
        const ready = contextCopies(stage, line).map(normalise);
        for (const file of ['package.json', 'package-lock.json', ...workspaces.map((w) => `${w}/package.json`)]) {
          expect({ line, file, copied: ready.includes(file) }).toEqual({ line, file, copied: true });
        }
      }
    }
  });

  it('runs npm scripts that exist in their workspaces', () => {
    const runs = stages.flatMap(npmRunsOf);
    expect(runs.length).toBeGreaterThan(0);
    for (const run of runs) {
      for (const workspace of run.workspaces.length ? run.workspaces : ['.']) {
        expect(workspaces.concat('.')).toContain(workspace);
        const defined = run.script in scriptsOf(workspace);
        expect({ workspace, script: run.script, defined }).toEqual({ workspace, script: run.script, defined: true });
      }
    }
  });

  it('copies what each tsc build reads (its tsconfig chain and included folders) before building', () => {
    for (const stage of stages) {
      for (const run of npmRunsOf(stage)) {
        for (const workspace of run.workspaces) {
          const tsc = /\btsc\s+-p\s+(\S+)/.exec(scriptsOf(workspace)[run.script] ?? '');
          if (!tsc) continue;
          const build = readTsBuild(`${workspace}/${tsc[1]}`);
          const copied = contextCopies(stage, run.line);
          for (const needed of [...build.chain, ...build.include]) {
            expect({ workspace, needed, copied: isCovered(copied, needed) }).toEqual({ workspace, needed, copied: true });
          }
        }
      }
    }
  });
});

describe('apps/api/Dockerfile', () => {
  const stages = stagesOf('apps/api/Dockerfile');
  const [build, runtime, worker] = [stages[0], stages.find((s) => s.name === 'runtime')!, stages.find((s) => s.name === 'worker')!];
  const installed = (stage: Stage) =>
    shellCommandsOf(stage)
      .filter((c) => /^apt-get install\b/.test(c.command))
      .flatMap((c) =>
        c.command
          .split(/\s+/)
          .slice(2)
          .filter((w) => !w.startsWith('-')),
      );
  const tsconfig = /\btsc\s+-p\s+(\S+)/.exec(scriptsOf('apps/api')['build:image'])![1];
  const tsBuild = readTsBuild(`apps/api/${tsconfig}`);

  it('builds contracts then the api and runs it on the current Node LTS (24)', () => {
    expect(stages.map((s) => s.image)).toEqual(['node:24-bookworm-slim', 'node:24-bookworm-slim', 'runtime']);
    expect(stages.map((s) => s.name)).toEqual(['build', 'runtime', 'worker']);
    expect(npmRunsOf(build).map((r) => `${r.script} ${r.workspaces.join(' ')}`)).toEqual(['build packages/contracts', 'build:image apps/api']);
    expect(runtime.instructions.some((i) => i.keyword === 'USER' && i.args === 'node')).toBe(true);
  });

  it('ships no QA seed: seeds/ is neither copied nor compiled into the image', () => {
    for (const stage of stages) expect(contextCopies(stage).filter((source) => isCovered([source], 'seeds/seed.ts'))).toEqual([]);
    expect(tsBuild.fileNames.map(toRepoPath).filter((f) => f.startsWith('seeds/'))).toEqual([]);
    expect(tsBuild.fileNames.map(toRepoPath)).not.toContain('apps/api/src/cli.ts');
  });

  it('compiles with outDir dist and rootDir at the repository root', () => {
    expect(toRepoPath(tsBuild.outDir)).toBe('apps/api/dist');
    expect(toRepoPath(tsBuild.rootDir)).toBe('');
  });

  it('ships the compiled api, the compiled contracts and the themes in the runtime image', () => {
    const fromBuild = copiesOf(runtime).filter((c) => c.from === build.name);
    const shipped = fromBuild.map((c) => inWorkdir(build, c.sources[0]));
    expect(fromBuild.map((c) => normalise(c.dest))).toEqual(shipped);
    expect(shipped).toContain(toRepoPath(tsBuild.outDir));
    const contractsMain = readJson<{ main: string }>('packages/contracts/package.json').main;
    expect(isCovered(shipped, `packages/contracts/${contractsMain}`)).toBe(true);
    expect(isCovered(contextCopies(runtime), 'themes/cder/theme.json')).toBe(true);
    expect(workdirOf(runtime)).toBe(workdirOf(build));
  });

  it('starts the api entry, and the worker command points into the same build output', () => {
    expect(execFormOf(runtime, 'CMD')).toEqual(['node', API_ENTRY]);
    expect(sourceOfOutput(tsBuild, API_ENTRY)).toBe('apps/api/src/main.ts');
    expect(sourceOfOutput(tsBuild, WORKER_ENTRY)).toBe('apps/api/src/worker.ts');
  });

  it('installs LibreOffice headless (Writer, no GUI) and fonts in the worker image only, then drops root', () => {
    expect(installed(worker)).toEqual(expect.arrayContaining(['libreoffice-writer-nogui', 'fonts-dejavu']));
    expect(shellCommandsOf(worker).map((c) => c.command)).toEqual(expect.arrayContaining(['apt-get update', 'rm -rf /var/lib/apt/lists/*']));
    expect(shellCommandsOf(worker).find((c) => /^apt-get install\b/.test(c.command))!.command).toContain('--no-install-recommends');
    for (const stage of [build, runtime]) expect(installed(stage).filter((p) => p.startsWith('libreoffice'))).toEqual([]);
    const users = worker.instructions.filter((i) => i.keyword === 'USER').map((i) => i.args);
    expect(users[users.length - 1]).toBe('node');
  });

  it('starts the worker entry in the worker image, the api entry in the runtime image', () => {
    expect(execFormOf(worker, 'CMD')).toEqual(['node', WORKER_ENTRY]);
    expect(execFormOf(worker, 'CMD')).toEqual(services.worker.command);
    expect(execFormOf(runtime, 'CMD')).toEqual(['node', API_ENTRY]);
  });

  it.each([
    ['api', API_ENTRY],
    ['worker', WORKER_ENTRY],
  ])('compiles the %s entry from a source file of the build', (_name, entry) => {
    const source = sourceOfOutput(tsBuild, entry);
    expect({ source, exists: exists(source) }).toEqual({ source, exists: true });
    expect(tsBuild.fileNames.map(toRepoPath)).toContain(source);
  });
});
