// Self time of a V8 CPU profile (`node --cpu-prof`, e.g. BENCH_PORTAL_NODE_ARGS=--cpu-prof for `npm run bench`)
// summed by package, portal file or node internal module: where the CPU of a request goes.
// Usage: node scripts/bench-profile.mjs <file.cpuprofile> [--top 40] [--by file|package]
import console from 'node:console';
import fs from 'node:fs';
import process from 'node:process';

const [file] = process.argv.slice(2);
const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const TOP = Number(option('top', 40));
const BY = option('by', 'package');
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));

/** The layer a function belongs to: a package of node_modules, a file of the portal, a node internal, or V8's own. */
function layer(frame) {
  const url = frame.url || '';
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : `(native) ${frame.functionName}`;
  if (url.startsWith('node:'))
    return url
      .replace(/^node:internal\//, 'node:')
      .split('/')
      .slice(0, 2)
      .join('/');
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + 14).split('/');
    const pkg = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    return BY === 'file' ? `${pkg}: ${parts.slice(pkg.split('/').length).join('/')}` : pkg;
  }
  const src = url.match(/\/(apps\/api|packages\/\w+)\/(?:dist\/)?(?:apps\/api\/)?(.*)$/);
  return src ? `portal: ${src[2]}` : url;
}

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const deltas = profile.timeDeltas;
// --from LAYER: only the samples after the first one of LAYER (e.g. 'portal: src/modules/auth/session-cookie.js': the first request), without start-up.
const from = option('from', undefined);
let first = 0;
if (from) while (first < profile.samples.length && layer(byId.get(profile.samples[first]).callFrame) !== from) first++;
for (let i = first; i < profile.samples.length; i++) {
  const node = byId.get(profile.samples[i]);
  const key = layer(node.callFrame);
  self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0));
}
const idle = self.get('(idle)') ?? 0;
const busy = [...self.values()].reduce((a, b) => a + b, 0) - idle;
console.log(`busy ${(busy / 1e6).toFixed(2)} s (idle ${(idle / 1e6).toFixed(2)} s excluded)`);
for (const [key, us] of [...self]
  .filter(([k]) => k !== '(idle)')
  .sort((a, b) => b[1] - a[1])
  .slice(0, TOP))
  console.log(`${((100 * us) / busy).toFixed(1).padStart(5)} %  ${(us / 1e3).toFixed(0).padStart(7)} ms  ${key}`);

// --callers KEY: for the samples whose layer is KEY, the nearest frames of another layer above them.
const callers = option('callers', undefined);
if (callers) {
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const by = new Map();
  for (let i = first; i < profile.samples.length; i++) {
    let node = byId.get(profile.samples[i]);
    if (layer(node.callFrame) !== callers) continue;
    const chain = [];
    while (node && chain.length < Number(option('depth', 4))) {
      const p = byId.get(parent.get(node.id));
      if (!p) break;
      if (layer(p.callFrame) !== callers || chain.length) chain.push(`${layer(p.callFrame)} ${p.callFrame.functionName}`);
      node = p;
    }
    const key = chain.join(' < ');
    by.set(key, (by.get(key) ?? 0) + (deltas[i] ?? 0));
  }
  console.log(`\ncallers of ${callers}:`);
  for (const [key, us] of [...by].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${(us / 1e3).toFixed(0).padStart(7)} ms  ${key}`);
}

// --groups: the same self time by layer of the request path.
const GROUPS = [
  ['socket writes (syscalls: PostgreSQL, Redis, HTTP)', /^\(native\) (writev|writeUtf8String|writeBuffer|writeLatin1String)$/],
  ['garbage collector', /^\(garbage collector\)$/],
  ['session (cookie signature, store, data)', /^(node:crypto.*|portal: src\/modules\/auth\/session.*)$/],
  [
    'express routing and body parsing',
    /^(express|router|parseurl|body-parser|content-type|type-is|media-typer|etag|fresh|on-finished|finalhandler|send|serve-static|path-to-regexp|mime-types|vary|depd|debug|ms|qs|raw-body|iconv-lite|encodeurl|escape-html)$/,
  ],
  ['Nest (core, guard, pipes, rxjs, metadata)', /^(@nestjs\/.*|rxjs|reflect-metadata|portal: src\/common\/.*|zod)$/],
  ['PostgreSQL client (pg, typeorm)', /^(pg|pg-protocol|pg-pool|pg-types|postgres-.*|typeorm)$/],
  ['Redis client and rights cache', /^(ioredis|redis-parser|redis-errors|denque|cluster-key-slot|standard-as-callback|portal: src\/modules\/droits\/.*)$/],
  [
    'request log (pino, pino-http, fs writes)',
    /^(pino|pino-http|pino-std-serializers|@pinojs\/redact|sonic-boom|quick-format-unescaped|fast-redact|safe-stable-stringify|\(native\) writeString|node:fs)$/,
  ],
  ['security headers (helmet)', /^(helmet)$/],
  ['node http, streams, events, timers', /^(node:.*|\(native\) .*)$/],
];
if (process.argv.includes('--groups')) {
  const sums = new Map();
  for (const [key, us] of self) {
    if (key === '(idle)') continue;
    const group = GROUPS.find(([, re]) => re.test(key))?.[0] ?? 'other (portal code, program, start-up leftovers)';
    sums.set(group, (sums.get(group) ?? 0) + us);
  }
  console.log('\nby layer:');
  for (const [group, us] of [...sums].sort((a, b) => b[1] - a[1])) console.log(`${((100 * us) / busy).toFixed(1).padStart(5)} %  ${group}`);
}
