import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY, securityHeaderValues } from '../src/common/security-headers';
import { startTestPortal, type TestPortal } from './test-app';

/** A web build of its own: the api serves it as it serves apps/web/dist. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portail-web-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="fr"><script type="module" src="/assets/index-abc.js"></script></html>');
fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log("ok");');

const expectSecurityHeaders = (res: request.Response) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect({ name, value: res.headers[name] }).toEqual({ name, value });
};

describe('over http, behind the trusted proxy of TRUST_PROXY', () => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await startTestPortal({ SERVE_WEB: 'true', WEB_DIST_DIR: dist, TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the policy on an api route, an api error, the SPA index, a static asset, the OpenAPI page and the dev OIDC provider', async () => {
    const api = await request(t.baseUrl).get('/api/health');
    expect(api.status).toBeLessThan(500);
    const refused = await request(t.baseUrl).get('/api/user').expect(401);
    const index = await request(t.baseUrl).get('/accueil').expect(200);
    expect(index.text).toContain('/assets/index-abc.js');
    const asset = await request(t.baseUrl).get('/assets/index-abc.js').expect(200);
    const docs = await request(t.baseUrl).get('/api/docs/').expect(200);
    const oidc = await request(t.baseUrl).get('/oidc/.well-known/openid-configuration').expect(200);
    for (const res of [api, refused, index, asset, docs, oidc]) {
      expectSecurityHeaders(res);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('forbids inline script, framing and plugins in the policy itself', () => {
    const csp = SECURITY_HEADERS['content-security-policy'];
    expect(csp).toMatch(/(^|;)script-src 'self'(;|$)/);
    expect(csp).toMatch(/(^|;)frame-ancestors 'none'(;|$)/);
    expect(csp).toMatch(/(^|;)object-src 'none'(;|$)/);
    expect(csp).not.toMatch(/unsafe-eval/);
  });

  it('adds HSTS when the trusted proxy says the request came over https', async () => {
    const res = await request(t.baseUrl).get('/api/health').set('x-forwarded-proto', 'https');
    expect(res.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });
});

describe('HSTS', () => {
  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const t = await startTestPortal();
    try {
      const res = await request(t.baseUrl).get('/api/health').set('x-forwarded-proto', 'https');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expectSecurityHeaders(res);
    } finally {
      await t.close();
    }
  });

  it('is always sent when PUBLIC_URL is https', async () => {
    const t = await startTestPortal({ PUBLIC_URL: 'https://portail.example' });
    try {
      const res = await request(t.baseUrl).get('/api/theme');
      expect(res.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    } finally {
      await t.close();
    }
  });
});

describe('the hiring simulator script (HIRING_SIMULATOR_SCRIPT_URL)', () => {
  it('is not allowed by the policy, nor offered to the web app, when unset', async () => {
    const t = await startTestPortal();
    try {
      const res = await request(t.baseUrl).get('/api/theme').expect(200);
      expect(res.body.settings).toEqual({
        hiringSimulatorScriptUrl: null,
        carteTuilesUrl: null,
        carteTuilesAttribution: null,
        oicVideoPresentationUrl: null,
        oicVideoProfilUrl: null,
      });
      expect(res.headers['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy']);
      expect(res.headers['content-security-policy']).toMatch(/(^|;)script-src 'self';/);
      expect(res.headers['content-security-policy']).toMatch(/(^|;)frame-src 'self';/);
    } finally {
      await t.close();
    }
  });

  it('adds only its origin to script-src and frame-src when configured, and tells the web app', async () => {
    const url = 'https://mon-entreprise.urssaf.fr/simulateur-iframe-integration.js';
    const t = await startTestPortal({ HIRING_SIMULATOR_SCRIPT_URL: url });
    try {
      const res = await request(t.baseUrl).get('/api/theme').expect(200);
      expect(res.body.settings).toEqual({
        hiringSimulatorScriptUrl: url,
        carteTuilesUrl: null,
        carteTuilesAttribution: null,
        oicVideoPresentationUrl: null,
        oicVideoProfilUrl: null,
      });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toBe(securityHeaderValues({ hiringSimulator: 'https://mon-entreprise.urssaf.fr' })['content-security-policy']);
      expect(csp).toMatch(/(^|;)script-src 'self' https:\/\/mon-entreprise\.urssaf\.fr;/);
      expect(csp).toMatch(/(^|;)frame-src 'self' https:\/\/mon-entreprise\.urssaf\.fr;/);
      expect(csp).toMatch(/(^|;)connect-src 'self';/);
      expect(csp).not.toContain('*');
      const other = await request(t.baseUrl).get('/api/health');
      expect(other.headers['content-security-policy']).toBe(csp);
    } finally {
      await t.close();
    }
  });

  it('refuses a configured address that is not http(s)', async () => {
    await expect(startTestPortal({ HIRING_SIMULATOR_SCRIPT_URL: 'javascript:alert(1)' })).rejects.toThrow(/HIRING_SIMULATOR_SCRIPT_URL/);
  });
});

describe('the yield map tiles (MAP_TILES_URL)', () => {
  it('adds only the tiles’ origin to img-src when configured, and gives the template and attribution to the web app', async () => {
    const url = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    const t = await startTestPortal({ MAP_TILES_URL: url, MAP_TILES_ATTRIBUTION: '© les contributeurs d’OpenStreetMap' });
    try {
      const res = await request(t.baseUrl).get('/api/theme').expect(200);
      expect(res.body.settings).toEqual({
        hiringSimulatorScriptUrl: null,
        carteTuilesUrl: url,
        carteTuilesAttribution: '© les contributeurs d’OpenStreetMap',
        oicVideoPresentationUrl: null,
        oicVideoProfilUrl: null,
      });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toBe(securityHeaderValues({ mapTiles: 'https://tile.openstreetmap.org' })['content-security-policy']);
      expect(csp).toMatch(/(^|;)img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org;/);
    } finally {
      await t.close();
    }
  });

  it('refuses a template whose origin is not fixed (a {s} subdomain cannot be allowed by the policy)', async () => {
    await expect(startTestPortal({ MAP_TILES_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' })).rejects.toThrow(/MAP_TILES_URL/);
  });
});
