import { describe, expect, it } from '@jest/globals';
import { inWorkdir, services, stagesOf } from './support/compose';
import { copiesOf, npmRunsOf } from './support/dockerfile';
import { execFileSync } from 'node:child_process';
import { abs, readText } from './support/repo';

describe('apps/web/Dockerfile and nginx.conf', () => {
  const stages = stagesOf('apps/web/Dockerfile');
  const [build, runtime] = [stages[0], stages[stages.length - 1]];
  const nginx = readText('apps/web/nginx.conf');
  const locations = [...nginx.matchAll(/location\s+(=\s+|~\s+)?(\S+)\s*\{([^}]*)\}/g)].map((m) => ({
    exact: m[1]?.trim() === '=',
    regex: m[1]?.trim() === '~',
    path: m[2],
    body: m[3],
  }));
  const prefixes = locations.filter((l) => !l.exact && !l.regex);
  /** nginx's matching (no `^~` prefix here): an exact match wins, then the first matching regex, else the longest prefix. */
  const locationFor = (uri: string) =>
    locations.find((l) => l.exact && l.path === uri) ??
    locations.find((l) => l.regex && new RegExp(l.path).test(uri)) ??
    prefixes.filter((l) => uri.startsWith(l.path)).sort((a, b) => b.path.length - a.path.length)[0];

  it('builds on Node 24 and serves with nginx 1.28', () => {
    expect(stages.map((s) => s.image)).toEqual(['node:24-trixie-slim', 'nginx:1.28-trixie']);
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

  it('has one regex location, the api’s, and no `^~` prefix that would take precedence over it', () => {
    expect(locations.filter((l) => l.regex).map((l) => l.path)).toEqual(['^/(api|oidc)/']);
    expect(nginx).not.toMatch(/location\s+\^~/);
  });

  it('falls back to index.html for the single-page app routes', () => {
    for (const uri of ['/', '/accueil/123456', '/rendez-vous/42', '/outils/assolement']) {
      expect(locationFor(uri).body).toMatch(/try_files \$uri \$uri\/ \/index\.html;/);
    }
  });

  it('proxies /api/ and /oidc/ to the api service on its port, re-resolved, keeping the prefix and the client headers', () => {
    const api = locationFor('/api/user/dossiers');
    expect(locationFor('/oidc/auth')).toBe(api);
    expect(locationFor('/assets/index.js')).not.toBe(api);
    expect(/proxy_pass (\S+);/.exec(api.body)![1]).toBe('$api_upstream');
    expect(api.body).toMatch(/set \$api_upstream http:\/\/\$API_UPSTREAM;/);
    expect(/ENV API_UPSTREAM=(\S+)/.exec(readText('apps/web/Dockerfile'))![1]).toBe('api:3000');
    // A variable in proxy_pass makes nginx resolve the name at request time, through the network's DNS.
    expect(nginx).toMatch(/resolver \$\{NGINX_LOCAL_RESOLVERS\} valid=10s/);
    expect(readText('apps/web/Dockerfile')).toMatch(/NGINX_ENVSUBST_FILTER=.*NGINX_LOCAL_RESOLVERS/);
    // Only the network's DNS knows `api`: the first of the image's resolvers, kept by a script sourced after its own.
    expect(copiesOf(runtime)).toContainEqual(
      expect.objectContaining({ sources: ['apps/web/first-resolver.envsh'], dest: '/docker-entrypoint.d/16-first-resolver.envsh' }),
    );
    const kept = execFileSync('sh', [
      '-c',
      `NGINX_LOCAL_RESOLVERS='10.89.0.1 10.255.255.53'; . "${abs('apps/web/first-resolver.envsh')}"; printf %s "$NGINX_LOCAL_RESOLVERS"`,
    ]);
    expect(String(kept)).toBe('10.89.0.1');
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

  it('makes the api trust two proxies, Caddy then this nginx, which appends the address it saw to X-Forwarded-For', () => {
    expect(services.api.environment?.TRUST_PROXY).toBe('2');
    expect(services.api.ports).toBeUndefined();
    expect(locationFor('/api/').body).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  });

  it('does not expose /metrics: only /api/ and /oidc/ are proxied', () => {
    expect(locationFor('/metrics').body).not.toContain('proxy_pass');
    expect(locations.filter((l) => l.body.includes('proxy_pass')).map((l) => l.path)).toEqual(['^/(api|oidc)/']);
  });

  it('accepts an appointment request with 4 attachments of 25 MB (spec 01 §9)', () => {
    const size = /client_max_body_size (\d+)m;/.exec(nginx)![1];
    expect(Number(size)).toBeGreaterThanOrEqual(4 * 25);
  });
});
