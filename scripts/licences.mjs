// npm run licences: the licences of every production dependency (what the api, the worker and the web bundle ship),
// grouped by licence, checked against scripts/licences-allowed.json (docs/adr/0018-licences-and-mupdf.md).
// The production set is the closure of the workspaces' dependencies, optionalDependencies and required
// peerDependencies, resolved through package-lock.json as Node resolves them; devDependencies never enter it.
// Each package's licence is the lockfile's `license`, else its installed package.json (`license`, or the legacy
// `licenses` array). Fails (exit 1) on a missing or unknown licence, or a copyleft one without an exception whose ADR
// exists and names the package.
//   node scripts/licences.mjs [--json] [--root DIR] [--policy FILE]
import console from 'node:console';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const WORKSPACE_KINDS = ['dependencies', 'optionalDependencies', 'peerDependencies'];

/** The lockfile locations (`node_modules/a/node_modules/b`) of the production closure of the workspaces. */
export function productionLocations(lock) {
  const packages = lock.packages ?? {};
  const workspaces = Object.keys(packages).filter((loc) => loc !== '' && !loc.includes('node_modules/'));
  const seen = new Set();
  const queue = [...workspaces];
  while (queue.length) {
    const loc = queue.shift();
    if (seen.has(loc)) continue;
    seen.add(loc);
    const entry = packages[loc];
    for (const kind of WORKSPACE_KINDS) {
      for (const name of Object.keys(entry[kind] ?? {})) {
        if (kind === 'peerDependencies' && entry.peerDependenciesMeta?.[name]?.optional) continue;
        let found = resolve(packages, loc, name);
        if (found && packages[found].link) found = packages[found].resolved;
        if (found) queue.push(found);
      }
    }
  }
  return [...seen].filter((loc) => loc.includes('node_modules/')).sort();
}

/** Node's lookup: `name` in the node_modules of `from`, then of each folder above it. */
function resolve(packages, from, name) {
  for (let dir = from; ;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut >= 0 ? dir.slice(0, cut) : '';
  }
}

const nameOf = (loc) => loc.slice(loc.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The licence of one package: the lockfile's, else its package.json's. */
function licenceOf(root, loc, entry) {
  const fromField = (value) => {
    if (typeof value === 'string') return value;
    if (value && typeof value.type === 'string') return value.type;
    return undefined;
  };
  const locked = fromField(entry.license);
  if (locked) return { licence: locked, source: 'package-lock.json' };
  const file = path.join(root, loc, 'package.json');
  if (!fs.existsSync(file)) return { licence: undefined, source: 'absent' };
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  const own = fromField(json.license);
  if (own) return { licence: own, source: 'package.json' };
  const legacy = Array.isArray(json.licenses) ? json.licenses.map(fromField).filter(Boolean) : [];
  if (legacy.length) return { licence: legacy.length > 1 ? `(${legacy.join(' OR ')})` : legacy[0], source: 'package.json licenses' };
  return { licence: undefined, source: 'package.json' };
}

/** Tokens of an SPDX expression: identifiers (with `+` and `WITH exception` kept on them), AND, OR, parentheses. */
function tokens(expression) {
  const raw = expression.replace(/[()]/g, ' $& ').trim().split(/\s+/);
  const out = [];
  for (let i = 0; i < raw.length; i++) {
    if (/^with$/i.test(raw[i]) && out.length) out[out.length - 1] += ` WITH ${raw[++i]}`;
    else out.push(/^(and|or)$/i.test(raw[i]) ? raw[i].toUpperCase() : raw[i]);
  }
  return out;
}

/**
 * Whether an SPDX expression is acceptable when each licence is judged by `ok`: OR needs one acceptable side, AND
 * both; AND binds tighter than OR. A malformed expression is not acceptable.
 */
export function satisfies(expression, ok) {
  const list = tokens(expression);
  let i = 0;
  const primary = () => {
    const token = list[i++];
    if (token === '(') {
      const value = either();
      if (list[i++] !== ')') throw new Error('parenthèse');
      return value;
    }
    if (!token || token === ')' || token === 'AND' || token === 'OR') throw new Error('expression');
    return ok(token);
  };
  const both = () => {
    let value = primary();
    while (list[i] === 'AND') {
      i++;
      value = primary() && value;
    }
    return value;
  };
  const either = () => {
    let value = both();
    while (list[i] === 'OR') {
      i++;
      value = both() || value;
    }
    return value;
  };
  try {
    const value = either();
    return i === list.length && value;
  } catch {
    return false;
  }
}

function exceptionFor(policy, name) {
  for (const [pattern, exception] of Object.entries(policy.exceptions ?? {})) {
    const match = pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
    if (match) return { ...exception, pattern: pattern.replace(/\*$/, '') };
  }
  return undefined;
}

/** Every production package with its licence and verdict; `problems` lists what fails the check. */
export function checkLicences({ root, policy }) {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const allowed = new Set(policy.allowed);
  const isAllowed = (id) => allowed.has(id.replace(/\+$/, '').replace(/ WITH .*$/, ''));
  const isCopyleft = (licence) => (policy.copyleft ?? []).some((family) => new RegExp(`(^|[\\s(])${family}-`, 'i').test(licence));
  const packages = [];
  const problems = [];
  for (const loc of productionLocations(lock)) {
    const entry = lock.packages[loc];
    const name = nameOf(loc);
    const { licence, source } = licenceOf(root, loc, entry);
    const row = { name, version: entry.version, licence: licence ?? '(aucune)', source, location: loc, verdict: 'allowed' };
    packages.push(row);
    if (licence && satisfies(licence, isAllowed)) continue;
    const exception = exceptionFor(policy, name);
    if (exception && (exception.licence === licence || (!licence && exception.licence))) {
      const adr = path.join(root, exception.adr);
      if (fs.existsSync(adr) && fs.readFileSync(adr, 'utf8').includes(exception.pattern)) {
        row.verdict = `exception (${exception.adr})`;
        if (!licence) row.licence = `${exception.licence} (d'après l'exception)`;
        continue;
      }
      row.verdict = 'refused';
      problems.push(
        `${name}@${entry.version}: ${licence ?? 'no licence'}, its exception's ADR ${exception.adr} is missing or does not name ${exception.pattern}`,
      );
      continue;
    }
    row.verdict = 'refused';
    const why = !licence ? 'no licence' : isCopyleft(licence) ? `copyleft licence ${licence}` : `licence not allowed ${licence}`;
    problems.push(`${name}@${entry.version}: ${why}, not recorded in an ADR (scripts/licences-allowed.json)`);
  }
  return { packages, problems };
}

export function formatReport({ packages, problems }) {
  const groups = new Map();
  for (const p of packages) groups.set(p.licence, [...(groups.get(p.licence) ?? []), p]);
  const lines = [`Licences of ${packages.length} production packages (api, worker, contracts, web bundle)`, ''];
  for (const [licence, list] of [...groups].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))) {
    lines.push(`${licence} (${list.length})`);
    for (const p of list) lines.push(`  ${p.name}@${p.version}${p.verdict === 'allowed' ? '' : `  [${p.verdict}]`}`);
    lines.push('');
  }
  lines.push(problems.length ? `${problems.length} refused:` : 'Check: every licence is allowed or recorded in an ADR.');
  for (const problem of problems) lines.push(`  ${problem}`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (flag, fallback) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : fallback);
  const root = path.resolve(option('--root', path.resolve(import.meta.dirname, '..')));
  const policy = JSON.parse(fs.readFileSync(path.resolve(option('--policy', path.join(root, 'scripts/licences-allowed.json'))), 'utf8'));
  const result = checkLicences({ root, policy });
  console.log(args.includes('--json') ? JSON.stringify(result, null, 2) : formatReport(result));
  process.exit(result.problems.length ? 1 : 0);
}
