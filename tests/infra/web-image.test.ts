import { describe, expect, it } from '@jest/globals';
import { inWorkdir, services, stagesOf } from './support/compose';
import { copiesOf, npmRunsOf } from './support/dockerfile';
import { readText } from './support/repo';

describe('apps/web/Dockerfile and nginx.conf', () => {
  const stages = stagesOf('apps/web/Dockerfile');
  const [build, runtime] = [stages[0], stages[stages.length - 1]];
  const nginx = readText('apps/web/nginx.conf');
  const locations = [...nginx.matchAll(/location\s+(=\s+)?(\S+)\s*\{([^}]*)\}/g)].map((m) => ({ exact: !!m[1], path: m[2], body: m[3] }));
  /** nginx prefix matching: an exact match wins, else the longest prefix. */
  const locationFor = (uri: string) =>
    locations.find((l) => l.exact && l.path === uri) ??
    locations.filter((l) => !l.exact && uri.startsWith(l.path)).sort((a, b) => b.path.length - a.path.length)[0];

  it('builds on Node 24 and serves with nginx 1.27', () => {
    expect(stages.map((s) => s.image)).toEqual(['node:24-bookworm-slim', 'nginx:1.27-alpine']);
    expect(npmRunsOf(build).map((r) => `${r.script} ${r.workspaces.join(' ')}`)).toContain('build apps/web');
  });

  it('installs nginx.conf as the server and the built app as its root', () => {
    // The image's entrypoint turns templates/default.conf.template into conf.d/default.conf (envsubst).
    expect(copiesOf(runtime)).toContainEqual(expect.objectContaining({ sources: ['apps/web/nginx.conf'], dest: '/etc/nginx/templates/default.conf.template' }));
    expect(copiesOf(runtime)).toContainEqual(
      expect.objectContaining({ sources: ['apps/web/hiring-simulator-origin.envsh'], dest: '/docker-entrypoint.d/15-hiring-simulator-origin.envsh' }),
    );
    expect(services.web.environment?.HIRING_SIMULATOR_SCRIPT_URL).toBe('${HIRING_SIMULATOR_SCRIPT_URL:-}');
    expect(services.api.environment?.HIRING_SIMULATOR_SCRIPT_URL).toBe('${HIRING_SIMULATOR_SCRIPT_URL:-}');
    const dist = copiesOf(runtime).find((c) => c.from === build.name)!;
    expect(inWorkdir(build, dist.sources[0])).toBe('apps/web/dist');
    expect(nginx).toContain(`root ${dist.dest};`);
    expect(nginx).toMatch(/listen 80;/);
  });

  it('has no regex locations, so prefix matching below is how nginx routes', () => {
    expect(nginx).not.toMatch(/location\s+~/);
    expect(locations.length).toBeGreaterThanOrEqual(3);
  });

  it('falls back to index.html for the single-page app routes', () => {
    for (const uri of ['/', '/accueil/123456', '/rendez-vous/42', '/outils/assolement']) {
      expect(locationFor(uri).body).toMatch(/try_files \$uri \$uri\/ \/index\.html;/);
    }
  });

  it('proxies /api/ to the api service on its port, keeping the /api prefix and the client headers', () => {
    const api = locationFor('/api/user/dossiers');
    expect(api.path).toBe('/api/');
    const target = /proxy_pass (\S+);/.exec(api.body)![1];
    expect(target).toBe('http://api:3000');
    expect(services).toHaveProperty('api');
    const exposed = stagesOf('apps/api/Dockerfile')
      .flatMap((s) => s.instructions)
      .filter((i) => i.keyword === 'EXPOSE')
      .map((i) => i.args);
    expect(exposed).toContain('3000');
    for (const header of ['Host', 'X-Real-IP', 'X-Forwarded-For', 'X-Forwarded-Proto']) {
      expect(api.body).toMatch(new RegExp(`proxy_set_header ${header} \\S+;`));
    }
  });

  it('makes the api trust exactly one proxy, this nginx, which appends the client address to X-Forwarded-For', () => {
    expect(services.api.environment?.TRUST_PROXY).toBe('1');
    expect(services.api.ports).toBeUndefined();
    expect(locationFor('/api/').body).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  });

  it('does not expose /metrics: only /api/ is proxied', () => {
    expect(locationFor('/metrics').body).not.toContain('proxy_pass');
    expect(locations.filter((l) => l.body.includes('proxy_pass')).map((l) => l.path)).toEqual(['/api/']);
  });

  it('accepts an appointment request with 4 attachments of 25 MB (spec 01 §9)', () => {
    const size = /client_max_body_size (\d+)m;/.exec(nginx)![1];
    expect(Number(size)).toBeGreaterThanOrEqual(4 * 25);
  });
});
