// Builds the web app only when one of its inputs is newer than the last build (npm start runs it on
// every start). A file added, changed or deleted counts (a deletion changes its folder's time).
// Usage: node scripts/build-web.mjs [--force] [--dry-run] [--root <checkout>]
import { execFileSync } from 'node:child_process';
import console from 'node:console';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const option = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const root = path.resolve(option('root') ?? path.join(import.meta.dirname, '..'));
const webDir = path.join(root, 'apps/web');
const output = path.join(webDir, 'dist/index.html');
// The web compiles the contracts' TypeScript sources (vite.config.ts) and bundles what the lockfile installs.
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/contracts/src',
  'package-lock.json',
];

/** The latest modification time under a path (files and folders), 0 when it does not exist. */
function newest(file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(file).reduce((latest, entry) => Math.max(latest, newest(path.join(file, entry))), stat.mtimeMs);
}

const built = newest(output);
const changed = INPUTS.filter((input) => newest(path.join(root, input)) > built);
if (!process.argv.includes('--force') && built > 0 && changed.length === 0) {
  console.log('web : à jour, pas de reconstruction');
} else {
  console.log(`web : construction (${built === 0 ? 'aucune construction précédente' : changed.join(', ') || '--force'})`);
  if (!process.argv.includes('--dry-run')) {
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });
  }
}
