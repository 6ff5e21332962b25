import { describe, expect, it } from '@jest/globals';
import { apiRoutes } from '../../packages/contracts/src/openapi';
import { isPublishedSecret } from '../../apps/api/src/config/production-checks';
import { compose, inWorkdir, prodCompose, services, stagesOf } from './support/compose';
import { copiesOf, execFormOf, npmRunsOf, shellCommandsOf, workdirOf, type Stage } from './support/dockerfile';
import { exists, isCovered, isDockerignored, normalise, readJson, readText, readTsBuild, sourceOfOutput, toRepoPath } from './support/repo';

const CLI_ENTRY = 'apps/api/dist/apps/api/src/cli.js';

const dockerfiles = [...new Set(Object.values(services).flatMap((s) => (s.build ? [s.build.dockerfile] : [])))];
const scriptsOf = (workspace: string) => readJson<{ scripts?: Record<string, string> }>(`${workspace}/package.json`).scripts ?? {};
const contextCopies = (stage: Stage, beforeLine = Infinity) =>
  copiesOf(stage)
    .filter((c) => !c.from && c.line < beforeLine)
    .flatMap((c) => c.sources);
const SECRETS = ['SESSION_SECRET', 'ALTCHA_HMAC_KEY', 'VAULT_MASTER_KEY', 'OIDC_CLIENT_SECRET', 'S3_SECRET_KEY'];

// What these files do is proved by `npm run test:stack` (scripts/stack/test-stack.sh), which runs them under podman;
// these checks catch a broken file before the slow run.
describe.each([
  ['docker-compose.yml', compose],
  ['docker-compose.prod.yml', prodCompose],
])('%s', (_file, file) => {
  it('declares the stack: database, Redis, S3 (SeaweedFS), api, worker, web and the TLS proxy', () => {
    expect(Object.keys(file.services)).toEqual(expect.arrayContaining(['postgres', 'redis', 's3', 'api', 'worker', 'web', 'proxy']));
    expect(file.services.s3.image).toMatch(/^chrislusf\/seaweedfs:\d/);
    expect(Object.values(file.services).map((s) => s.image ?? '')).not.toContainEqual(expect.stringMatching(/minio/));
  });

  it('only waits on healthy services that have a healthcheck, and gives api, worker and web one', () => {
    for (const [name, service] of Object.entries(file.services)) {
      for (const [target, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect({ name, target, known: target in file.services }).toEqual({ name, target, known: true });
        if (condition === 'service_healthy') expect({ target, healthcheck: !!file.services[target].healthcheck }).toEqual({ target, healthcheck: true });
      }
    }
    const probe = ['CMD', 'node', 'apps/api/dist/apps/api/src/healthcheck.js'];
    expect(file.services.api.healthcheck!.test).toEqual([...probe, 'http://localhost:3000/api/health/live']);
    expect(file.services.worker.healthcheck!.test).toEqual([...probe, 'http://localhost:3001/live']);
    // podman's Docker API splits a CMD's arguments on spaces: none may hold one (a CMD-SHELL string is the shell's).
    const cmds = Object.values(file.services).flatMap((s) => (s.healthcheck?.test[0] === 'CMD' ? s.healthcheck.test : []));
    for (const arg of cmds) expect(arg).not.toMatch(/\s/);
    expect(apiRoutes).toContainEqual(expect.objectContaining({ method: 'get', path: '/api/health/live', auth: 'public' }));
    expect(apiRoutes).toContainEqual(expect.objectContaining({ method: 'get', path: '/api/health/ready', auth: 'public' }));
  });

  it('runs api and worker on the same settings, the cli commands of the image, every file in S3', () => {
    const { api, worker } = file.services;
    expect(api.command).toEqual(['start']);
    expect(worker.command).toEqual(['worker']);
    expect(worker.environment).toEqual(api.environment);
    expect(api.environment).toMatchObject({ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'http://s3:8333', RUN_WORKER_IN_PROCESS: 'false', TRUST_PROXY: '2' });
    for (const service of [api, worker]) expect(service.volumes).toBeUndefined();
  });

  it('publishes only the proxy (and, on the QA stack, Mailpit on the loopback)', () => {
    const published = Object.entries(file.services)
      .filter(([, s]) => s.ports?.length)
      .map(([name]) => name);
    expect(published.filter((n) => n !== 'mailpit')).toEqual(['proxy']);
    if (file.services.mailpit) expect(file.services.mailpit.ports!.every((p) => p.startsWith('127.0.0.1:'))).toBe(true);
  });

  it('declares every named volume it mounts', () => {
    for (const service of Object.values(file.services)) {
      for (const mount of service.volumes ?? []) {
        const source = mount.split(':')[0];
        if (!/^[./~$]/.test(source)) expect(Object.keys(file.volumes ?? {})).toContain(source);
      }
    }
  });
});

describe('the QA stack and the production stack', () => {
  it('QA: QA_MODE, the development provider (no OIDC_ISSUER), the QA set on first start, published QA secrets only', () => {
    const env = compose.services.api.environment!;
    expect(env).toMatchObject({ NODE_ENV: 'production', QA_MODE: 'true', SEED_ON_FIRST_START: 'true', INTERNAL_URL: 'http://127.0.0.1:3000' });
    expect(env.OIDC_ISSUER).toBeUndefined();
    expect(env.PUBLIC_URL).toMatch(/^https:\/\/localhost:/);
    for (const name of SECRETS) expect({ name, published: isPublishedSecret(env[name]) }).toEqual({ name, published: true });
    expect(compose.services.mailpit).toBeDefined();
  });

  it('production: no QA_MODE, no mail catcher, every secret from .env, none defaulted', () => {
    const env = prodCompose.services.api.environment!;
    expect(env.QA_MODE).toBeUndefined();
    expect(env.SEED_ON_FIRST_START).toBeUndefined();
    expect(prodCompose.services.mailpit).toBeUndefined();
    for (const name of SECRETS) expect({ name, value: env[name] }).toEqual({ name, value: `\${${name}:-}` });
    expect(env.OIDC_ISSUER).toBe('${OIDC_ISSUER:-}');
    expect(prodCompose.services.postgres.environment!.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?POSTGRES_PASSWORD manquant/);
  });

  it('.env.example lists every variable the production file reads, with placeholders a production start refuses', () => {
    const example = readText('.env.example');
    const listed = new Set([...example.matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const read = new Set([...readText('docker-compose.prod.yml').matchAll(/\$\{([A-Z0-9_]+)[:}]/g)].map((m) => m[1]));
    expect([...read].filter((name) => !listed.has(name))).toEqual([]);
    for (const name of SECRETS) expect(isPublishedSecret(/^(\w+)=(.*)$/m.exec(example.split('\n').find((l) => l.startsWith(`${name}=`))!)![2])).toBe(true);
  });

  it('defaults THEME to cder, a theme that exists', () => {
    expect(compose.services.api.environment!.THEME).toBe('${THEME:-cder}');
    expect(exists('themes/cder/theme.json')).toBe(true);
  });

  it('builds from the repository root with Dockerfiles that exist, the worker from the api Dockerfile', () => {
    expect(dockerfiles.sort()).toEqual(['apps/api/Dockerfile', 'apps/web/Dockerfile']);
    for (const service of Object.values(services).filter((s) => s.build)) {
      expect(service.build!.context).toBe('.');
      expect(exists(service.build!.dockerfile)).toBe(true);
    }
    expect(services.worker.build).toEqual({ ...services.api.build, target: 'worker' });
    const names = stagesOf('apps/api/Dockerfile').map((s) => s.name);
    for (const service of Object.values(services).filter((s) => s.build?.target)) expect(names).toContain(service.build!.target);
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
  const stage = (name: string) => stages.find((s) => s.name === name)!;
  const [deps, build, base, office, runtime, worker] = ['deps', 'build', 'base', 'office', 'runtime', 'worker'].map(stage);
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
    expect(stages.map((s) => `${s.name} ${s.image}`)).toEqual([
      'deps node:24-trixie-slim',
      'build deps',
      'prod-deps deps',
      'base node:24-trixie-slim',
      'office base',
      'runtime base',
      'worker office',
    ]);
    expect(npmRunsOf(build).map((r) => `${r.script} ${r.workspaces.join(' ')}`)).toEqual(['build packages/contracts', 'build:image apps/api']);
    for (const image of [runtime, worker]) expect(image.instructions.filter((i) => i.keyword === 'USER').pop()?.args).toBe('node');
  });

  it('carries what operating it needs: the cli and the seeds, with the data files they read', () => {
    const compiled = tsBuild.fileNames.map(toRepoPath);
    expect(compiled).toEqual(expect.arrayContaining(['apps/api/src/cli.ts', 'seeds/seed.ts', 'apps/api/src/worker.ts', 'apps/api/src/healthcheck.ts']));
    for (const data of ['seeds/geo/communes-51-marne.geojson', 'seeds/duer-pictos/bruit.svg']) expect(isCovered(contextCopies(base), data)).toBe(true);
  });

  it('compiles with outDir dist and rootDir at the repository root', () => {
    expect(toRepoPath(tsBuild.outDir)).toBe('apps/api/dist');
    expect(toRepoPath(tsBuild.rootDir)).toBe('');
  });

  it.each(['runtime', 'worker'])('ships the compiled api and contracts in the %s image, over the themes of the base', (name) => {
    const fromBuild = copiesOf(stage(name)).filter((c) => c.from === build.name);
    const shipped = fromBuild.map((c) => inWorkdir(deps, c.sources[0]));
    expect(fromBuild.map((c) => normalise(c.dest))).toEqual(shipped);
    expect(shipped).toContain(toRepoPath(tsBuild.outDir));
    const contractsMain = readJson<{ main: string }>('packages/contracts/package.json').main;
    expect(isCovered(shipped, `packages/contracts/${contractsMain}`)).toBe(true);
    expect(isCovered(contextCopies(base), 'themes/cder/theme.json')).toBe(true);
    expect(workdirOf(base)).toBe(workdirOf(deps));
  });

  it('enters through the cli: start in the runtime image, worker in the worker image', () => {
    expect(execFormOf(base, 'ENTRYPOINT')).toEqual(['node', CLI_ENTRY]);
    expect(sourceOfOutput(tsBuild, CLI_ENTRY)).toBe('apps/api/src/cli.ts');
    expect(execFormOf(runtime, 'CMD')).toEqual(['start']);
    expect(execFormOf(worker, 'CMD')).toEqual(['worker']);
  });

  it('installs LibreOffice headless (Writer, no GUI), fonts and Ghostscript under the worker only, before its code (a code change reuses the layer)', () => {
    expect(installed(office)).toEqual(expect.arrayContaining(['libreoffice-writer-nogui', 'fonts-dejavu', 'ghostscript']));
    expect(shellCommandsOf(office).map((c) => c.command)).toEqual(expect.arrayContaining(['apt-get update', 'rm -rf /var/lib/apt/lists/*']));
    expect(shellCommandsOf(office).find((c) => /^apt-get install\b/.test(c.command))!.command).toContain('--no-install-recommends');
    for (const other of [deps, build, base, runtime]) expect(installed(other).filter((p) => p.startsWith('libreoffice') || p === 'ghostscript')).toEqual([]);
  });
});
