import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY, securityHeaderValues } from '../../apps/api/src/common/security-headers';
import { abs, readText } from './support/repo';

/** nginx.conf without its comments. */
const nginx = readText('apps/web/nginx.conf').replace(/#[^\n]*/g, '');
const locations = [...nginx.matchAll(/location\s+(?:[=~]\s+)?(\S+)\s*\{([^}]*)\}/g)].map((m) => ({ path: m[1], body: m[2] }));
const serverLevel = locations.reduce((text, l) => text.replace(l.body, ''), nginx);
/** `add_header Name value always;` with the value quoted or not, names in lower case. */
const addHeaders = (text: string) =>
  Object.fromEntries([...text.matchAll(/add_header\s+(\S+)\s+(?:"([^"]*)"|(\S+))\s+always;/g)].map((m) => [m[1].toLowerCase(), m[2] ?? m[3]]));

/** What the image's entrypoint does: hiring-simulator-origin.envsh, then envsubst of HIRING_SIMULATOR_ORIGIN and MAP_TILES_ORIGIN. */
const envshOutput = (name: string, env: Record<string, string>) =>
  execFileSync('sh', ['-c', `. "${abs('apps/web/hiring-simulator-origin.envsh')}"; printf '%s' "$${name}"`], {
    env: { PATH: process.env.PATH ?? '', ...env },
  }).toString();
const originOf = (scriptUrl: string) => envshOutput('HIRING_SIMULATOR_ORIGIN', { HIRING_SIMULATOR_SCRIPT_URL: scriptUrl });
const tilesOriginOf = (tilesUrl: string) => envshOutput('MAP_TILES_ORIGIN', { MAP_TILES_URL: tilesUrl });
/** The template with the origins written in; an empty one leaves a space before ';', which browsers ignore. */
const withOrigin = (text: string, origin: string, tiles = '', videos = '') =>
  text
    .replaceAll('${HIRING_SIMULATOR_ORIGIN}', origin)
    .replaceAll('${MAP_TILES_ORIGIN}', tiles)
    .replaceAll('${ANNUAIRE_VIDEO_ORIGIN}', videos)
    .replace(/ {2,}/g, ' ')
    .replaceAll(' ;', ';');
const videosOriginOf = (embedUrl: string) => envshOutput('ANNUAIRE_VIDEO_ORIGIN', { ANNUAIRE_VIDEO_EMBED_URL: embedUrl });

describe('apps/web/nginx.conf security headers', () => {
  it('sends, on every response, the same headers as the api (apps/api/src/common/security-headers.ts)', () => {
    const sent = addHeaders(withOrigin(serverLevel, ''));
    const { 'strict-transport-security': hsts, ...others } = sent;
    expect(others).toEqual(SECURITY_HEADERS);
    expect(hsts).toBe('$hsts');
  });

  it('allows the hiring simulator’s origin exactly where the api does, once configured', () => {
    const origin = originOf('https://mon-entreprise.urssaf.fr/simulateur-iframe-integration.js');
    expect(origin).toBe('https://mon-entreprise.urssaf.fr');
    const { 'strict-transport-security': _hsts, ...others } = addHeaders(withOrigin(serverLevel, origin));
    expect(others).toEqual(securityHeaderValues({ hiringSimulator: origin }));
    expect(originOf('')).toBe('');
    expect(originOf('http://127.0.0.1:3399/simulateur.js')).toBe('http://127.0.0.1:3399');
  });

  it('allows the map tiles’ origin in img-src exactly where the api does, once configured', () => {
    const tiles = tilesOriginOf('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(tiles).toBe('https://tile.openstreetmap.org');
    const { 'strict-transport-security': _hsts, ...others } = addHeaders(withOrigin(serverLevel, '', tiles));
    expect(others).toEqual(securityHeaderValues({ mapTiles: tiles }));
    expect(tilesOriginOf('')).toBe('');
  });

  it('allows the directory videos’ origin in frame-src exactly where the api does, once configured', () => {
    const videos = videosOriginOf('https://www.youtube-nocookie.com/embed/{id}');
    expect(videos).toBe('https://www.youtube-nocookie.com');
    const { 'strict-transport-security': _hsts, ...others } = addHeaders(withOrigin(serverLevel, '', '', videos));
    expect(others).toEqual(securityHeaderValues({ annuaireVideo: videos }));
    expect(videosOriginOf('')).toBe('');
  });

  it('lets no location drop them with an add_header of its own', () => {
    expect(locations.length).toBeGreaterThanOrEqual(3);
    for (const l of locations) expect({ path: l.path, addHeader: /\badd_header\b/.test(l.body) }).toEqual({ path: l.path, addHeader: false });
  });

  it('sends HSTS over https only (as the TLS front says the browser came), with the api’s value', () => {
    expect(/map \$http_x_forwarded_proto \$forwarded_proto \{([^}]*)\}/.exec(nginx)?.[1]).toMatch(/''\s+\$scheme;/);
    const map = /map \$forwarded_proto \$hsts \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(/https\s+"([^"]*)";/.exec(map)?.[1]).toBe(STRICT_TRANSPORT_SECURITY);
    expect(map).toMatch(/default\s+"";/);
  });

  it('hides the api’s copies behind /api/ and /oidc/, so each header is sent once', () => {
    const api = locations.find((l) => l.path === '^/(api|oidc)/')!;
    const hidden = [...api.body.matchAll(/proxy_hide_header\s+(\S+);/g)].map((m) => m[1].toLowerCase());
    expect(hidden.sort()).toEqual([...Object.keys(SECURITY_HEADERS), 'strict-transport-security'].sort());
  });
});
