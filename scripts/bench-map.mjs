// npm run bench:map: the yield map's first draw. Starts the built portal (e2e/start-portal.mjs: fresh database,
// QA seed with the 613 Marne communes and the farms 020001–020060), signs gerant.multi@exemple.fr in on 010001 with
// Chromium (/usr/bin/chromium), then opens /outils/rendement and prints the time from the navigation's start to
// the 613 commune paths drawn (goal < 1 s). One run, printed, not asserted. `npm run bench:map` builds first.
// BENCH_MAP_PORT / BENCH_MAP_PG_PORT / BENCH_MAP_DATA_DIR keep it apart from other runs; TEST_DATABASE_URL as e2e;
// BENCH_MAP_SCREENSHOT=file.png saves the page at the end.
/* global document, location, performance -- evaluated in the page */
import { spawn } from 'node:child_process';
import console from 'node:console';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_MAP_PORT ?? 3242);
const baseUrl = `http://localhost:${PORT}`;
const COMMUNES = 613;
const GOAL_MS = 1000;
if (!fs.existsSync(path.join(root, 'apps/api/dist/apps/api/src/cli.js'))) {
  console.error('The portal is not built: run "npm run bench:map" (it builds first) or "npm run build".');
  process.exit(1);
}

const portal = spawn(process.execPath, ['e2e/start-portal.mjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    E2E_PG_PORT: process.env.BENCH_MAP_PG_PORT ?? '5542',
    E2E_DATA_DIR: process.env.BENCH_MAP_DATA_DIR ?? '.data/bench-map',
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  },
});
const stop = () => portal.exitCode === null && portal.kill('SIGTERM');
process.on('exit', stop);

async function waitForHealth() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (portal.exitCode !== null) throw new Error(`the portal stopped (code ${portal.exitCode})`);
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

let browser;
try {
  await waitForHealth();
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
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
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  stop();
}
