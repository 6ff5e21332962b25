import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectEnvelope, startTestPortal, type TestPortal } from './test-app';

// The web build served next to the api: files and the app's index for web paths, never for api paths.
let t: TestPortal;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portail-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, 'api'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portail</title>');
  fs.writeFileSync(path.join(dist, 'assets/app.js'), 'console.log(1);');
  // A file where an api route is: the route must answer, not the file.
  fs.writeFileSync(path.join(dist, 'api/droits'), 'fichier');
  t = await startTestPortal({ SERVE_WEB: 'true', WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

it('serves the built files (GET and HEAD) and the index for the app’s paths', async () => {
  const asset = await fetch(`${t.baseUrl}/assets/app.js`);
  expect(asset.status).toBe(200);
  expect(await asset.text()).toBe('console.log(1);');
  expect((await fetch(`${t.baseUrl}/assets/app.js`, { method: 'HEAD' })).status).toBe(200);
  const page = await fetch(`${t.baseUrl}/mes-dossiers/010001`);
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(await page.text()).toContain('<title>portail</title>');
});

it('never answers an api path from the disk', async () => {
  const droits = await fetch(`${t.baseUrl}/api/droits`);
  expect(droits.status).toBe(401);
  expectEnvelope((await droits.json()) as Record<string, unknown>, 401);
  const unknown = await fetch(`${t.baseUrl}/api/inconnue`);
  expect(unknown.status).toBe(404);
});
