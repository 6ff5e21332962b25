import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^;]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm;

function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

/** The app's own modules the entry loads before anything lazy: each with the module that imports it. */
function staticGraph(entry: string): Map<string, string | null> {
  const parents = new Map<string, string | null>([[entry, null]]);
  const pending = [entry];
  while (pending.length) {
    const file = pending.pop()!;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolve(file, match[1]);
      if (target && !parents.has(target)) {
        parents.set(target, file);
        pending.push(target);
      }
    }
  }
  return parents;
}

function chain(graph: Map<string, string | null>, file: string): string {
  const links = [file];
  for (let parent = graph.get(file); parent; parent = graph.get(parent)) links.push(parent);
  return links.map((f) => path.relative(SRC, f)).join(' ← ');
}

it('the entry does not load the api client (and zod with it) before the first screen asks for data (bench:bundle ≤ 120 kB)', () => {
  const graph = staticGraph(path.join(SRC, 'main.tsx'));
  const apiClient = path.join(SRC, 'lib/api-client.ts');
  expect(graph.has(apiClient) ? chain(graph, apiClient) : 'lazy').toBe('lazy');
});
