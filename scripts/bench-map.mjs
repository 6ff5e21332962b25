// npm run bench:map: the yield map's first draw. Starts the built portal as e2e does (development build, QA seed with
// the 613 Marne communes and the farms 020001–020060 on a scratch database of TEST_DATABASE_URL), signs
// gerant.multi@exemple.fr in on 010001 with Chromium (/usr/bin/chromium), then opens /outils/rendement and prints the
// time from the navigation's start to the 613 commune paths drawn (goal < 1 s). One run, printed, not asserted.
// `npm run bench:map` builds first. The scratch database, data folder (BENCH_MAP_DATA_DIR) and Redis keys are the run's
// own, removed at the end; BENCH_MAP_PORT sets the portal's port (a free one otherwise); BENCH_MAP_SCREENSHOT=file.png
// saves the page at the end. --smoke (npm run bench:smoke): the same steps, any page error or 5xx answer fails the run.
/* global document, location, performance -- evaluated in the page */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import console from 'node:console';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { URL } from 'node:url';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { SMOKE, adminQuery, cleanupOnInterrupt, createScratchDatabase, deleteRedisKeys, freePort, once, printLogTails } from './bench-support.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_MAP_PORT ?? (await freePort()));
const baseUrl = `http://localhost:${PORT}`;
const COMMUNES = 613;
const GOAL_MS = 1000;
if (!fs.existsSync(path.join(root, 'apps/api/dist/apps/api/src/cli.js'))) {
  console.error('The portal is not built: run "npm run bench:map" (it builds first) or "npm run build".');
  process.exit(1);
}
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const instance = randomBytes(4).toString('hex');
const dbName = `portail_bench_map_${instance}`;
const dataDir = path.resolve(root, process.env.BENCH_MAP_DATA_DIR ?? `.data/bench-map-${instance}`);
const prefix = `bench-map-${instance}`;

let portal;
let browser;
const stop = () => portal && portal.exitCode === null && portal.signalCode === null && portal.kill('SIGTERM');
process.on('exit', stop);

/** What the run leaves: the browser, the portal, its scratch database, data folder and Redis keys. */
const cleanup = once(async (failed = true) => {
  await browser?.close().catch(() => undefined);
  if (portal && portal.exitCode === null && portal.signalCode === null) {
    const exited = new Promise((resolve) => portal.once('exit', resolve));
    stop();
    const late = setTimeout(() => portal.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(late);
  }
  if (failed) printLogTails(dataDir);
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
  await deleteRedisKeys(redisUrl, prefix);
  fs.rmSync(dataDir, { recursive: true, force: true });
});
cleanupOnInterrupt(cleanup);

async function startPortal() {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  await createScratchDatabase(adminUrl, dbName, dataDir);
  const log = fs.openSync(path.join(dataDir, 'portal.log'), 'a');
  portal = spawn(process.execPath, ['apps/api/dist/apps/api/src/cli.js', 'start'], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(PORT),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DATABASE_URL: Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString(),
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      QUEUE_PREFIX: prefix,
      RATE_LIMIT_PREFIX: `${prefix}:rl:`,
      // Smoke: no in-process worker, whose first sweep would render the previews of the QA set's 167 documents, a
      // minute or more of CPU beside a run of seconds (the map needs no worker).
      ...(SMOKE ? { RUN_WORKER_IN_PROCESS: 'false', FILES_SHARED: 'true' } : {}),
    },
  });
  fs.closeSync(log);
}

async function waitForHealth() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (portal.exitCode !== null || portal.signalCode !== null)
      throw new Error(`the portal stopped (${portal.exitCode ?? portal.signalCode}): its log's last lines below`);
    const ok = await globalThis.fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(500);
  }
  throw new Error('the portal did not answer /api/health within 180 s');
}

/** Milliseconds from the navigation's start (performance.timeOrigin) to `count` zones painted on the map's canvas. */
const timeToPaths = (page, count) =>
  page
    .waitForFunction((n) => Number(document.querySelector('[data-testid="carte-rendement"]')?.dataset.zones) === n && performance.now(), count, {
      polling: 'raf',
      timeout: 30_000,
    })
    .then((handle) => handle.jsonValue());

let failed = true;
try {
  await startPortal();
  await waitForHealth();
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
  // Smoke: the page's own errors and the api's 5xx answers are failures, even when the map still draws.
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => response.status() >= 500 && problems.push(`${response.status()} ${response.url()}`));
  await page.goto(`${baseUrl}/app`);
  await page.getByLabel('Identifiant').fill('gerant.multi@exemple.fr');
  await page.getByLabel('Mot de passe').fill('Portail-QA-2026!');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/accueil/, { timeout: 30_000 });
  await page.goto(`${baseUrl}/accueil/010001`);
  await page.getByTestId('selecteur-dossier').waitFor();

  // Full page load: the app, the map's chunk, the theme, the zones (≈ 600 simplified polygons) and the averages.
  await page.goto(`${baseUrl}/outils/rendement`, { waitUntil: 'commit' });
  const cold = await timeToPaths(page, COMMUNES);
  const zones = await page.evaluate(() => performance.getEntriesByType('resource').find((e) => e.name.includes('/api/assolement/zonesagricoles')));
  console.log(`Yield map, ${COMMUNES} communes drawn ${cold.toFixed(0)} ms after navigation start (goal < ${GOAL_MS} ms)`);
  if (process.env.BENCH_MAP_VERBOSE) {
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => [e.name.replace(location.origin, ''), Math.round(e.startTime), Math.round(e.responseEnd), e.encodedBodySize]),
    );
    for (const [name, start, end, size] of entries)
      console.log(`  ${String(start).padStart(5)} → ${String(end).padStart(5)} ms  ${(size / 1024).toFixed(0).padStart(4)} kB  ${name}`);
  }
  if (zones)
    console.log(
      `  zones response: ${(zones.encodedBodySize / 1024).toFixed(0)} kB on the wire, ${(zones.decodedBodySize / 1024).toFixed(0)} kB decoded, ${zones.duration.toFixed(0)} ms`,
    );

  // The same load again: the portal's code warm, the browser's HTTP cache holding the chunks (zones revalidated by ETag).
  await page.reload({ waitUntil: 'commit' });
  const warm = await timeToPaths(page, COMMUNES);
  console.log(`  same, page reloaded: ${warm.toFixed(0)} ms`);

  // Within the app: back to communes from the cantons (zones and averages from the query cache, drawing only).
  await page.getByLabel('Type de zone').selectOption('petiteRegion');
  await page.waitForFunction(() => document.querySelector('[data-testid="carte-rendement"]')?.dataset.zones === '23');
  const start = await page.evaluate(() => performance.now());
  await page.getByLabel('Type de zone').selectOption('commune');
  const redraw = (await timeToPaths(page, COMMUNES)) - start;
  console.log(`  redraw of the ${COMMUNES} communes on a zone type change: ${redraw.toFixed(0)} ms`);
  // From another screen of the app (the tools catalogue's card): the map's chunk, zones and averages on demand.
  await page.goto(`${baseUrl}/outils`);
  const card = page.getByRole('link', { name: /Carte des rendements/ }).first();
  await card.waitFor();
  const clicked = await page.evaluate(() => performance.now());
  await card.click();
  const inApp = (await timeToPaths(page, COMMUNES)) - clicked;
  console.log(`  from the tools screen (a click on its card, the page not reloaded): ${inApp.toFixed(0)} ms`);
  if (process.env.BENCH_MAP_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_MAP_SCREENSHOT, fullPage: true });
  if (problems.length) {
    console.log(`  ${problems.length} error(s) on the way: ${problems.slice(0, 5).join('; ')}`);
    if (SMOKE) throw new Error('the page met errors (smoke run)');
  }
  failed = false;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanup(failed);
}
