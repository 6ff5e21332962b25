// Gzip size of the JavaScript the home route `/` loads first: the entry chunk, its modulepreloads
// and the lazy chunk of the home screen (with its own imports), from one build of the web app.
// Usage: npm run bench:bundle [-- --no-build]
// --smoke (npm run bench:smoke): the same build into a temporary folder (apps/web/dist, which a running portal may be
// serving, untouched), removed at the end; the goal not checked.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import console from 'node:console';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { gzipSync } from 'node:zlib';
import { SMOKE, cleanupOnInterrupt } from './bench-support.mjs';

const BASELINE_KB = 169;
const GOAL_KB = 120;
const HOME_SCREEN = 'src/features/landing/components/landing-page.tsx';

const webDir = path.resolve(import.meta.dirname, '../apps/web');
const distDir = SMOKE ? mkdtempSync(path.join(os.tmpdir(), 'bench-bundle-')) : path.join(webDir, 'dist');
const removeDist = () => SMOKE && rmSync(distDir, { recursive: true, force: true });
cleanupOnInterrupt(removeDist);
process.on('exit', removeDist);
if (SMOKE || !process.argv.includes('--no-build')) {
  const vite = path.resolve(import.meta.dirname, '../node_modules/vite/bin/vite.js');
  const out = SMOKE ? ['--outDir', distDir, '--emptyOutDir'] : [];
  execFileSync(process.execPath, [vite, 'build', '--manifest', '--logLevel', 'warn', ...out], { cwd: webDir, stdio: 'inherit' });
}

const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');

/** The chunk and its static imports, depth first, each once. */
function withImports(key, seen) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return [];
  seen.add(chunk.file);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => withImports(imported, seen))];
}

const seen = new Set();
const entryFiles = withImports('index.html', seen);
const preloaded = [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+)"/g)].map((m) => m[1]);
const missing = preloaded.filter((file) => !entryFiles.includes(file));
if (missing.length) throw new Error(`index.html charge des fichiers absents du manifeste : ${missing.join(', ')}`);
const homeKey = Object.keys(manifest).find((key) => key.endsWith(HOME_SCREEN));
if (!homeKey) throw new Error(`Écran d'accueil introuvable dans le manifeste : ${HOME_SCREEN}`);
const homeFiles = withImports(homeKey, seen);

const kB = (bytes) => (bytes / 1000).toFixed(2).padStart(8);
const rows = [
  ...entryFiles.map((file) => ({ file, role: file === entryFiles[0] ? 'entry' : 'modulepreload' })),
  ...homeFiles.map((file) => ({ file, role: 'home screen (lazy)' })),
].map((row) => {
  const source = readFileSync(path.join(distDir, row.file));
  return { ...row, raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
});

console.log('JavaScript loaded first by the home route /');
for (const row of rows) console.log(`${kB(row.raw)} kB  ${kB(row.gzip)} kB gzip  ${row.role.padEnd(18)} ${row.file}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0) / 1000;
const raw = rows.reduce((sum, row) => sum + row.raw, 0);
console.log(`${kB(raw)} kB  ${kB(total * 1000)} kB gzip  total`);
console.log(
  `goal ≤ ${GOAL_KB} kB gzip: ${SMOKE ? 'not checked (smoke run)' : total <= GOAL_KB ? 'met' : 'NOT met'}; ratio to the ${BASELINE_KB} kB baseline: ${(total / BASELINE_KB).toFixed(2)} (${Math.round((1 - total / BASELINE_KB) * 100)} % less)`,
);
