import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Issue 28 §5, docs/adr/0018: every production dependency's licence is allowed or recorded in an ADR.
const script = path.resolve(__dirname, '../../scripts/licences.mjs');
const repo = path.resolve(__dirname, '../..');

interface Result {
  packages: { name: string; licence: string; verdict: string }[];
  problems: string[];
}

function check(root: string, policy = path.join(root, 'scripts/licences-allowed.json')): { code: number; result: Result } {
  try {
    const out = execFileSync(process.execPath, [script, '--json', '--root', root, '--policy', policy], { encoding: 'utf8' });
    return { code: 0, result: JSON.parse(out) as Result };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { code: failed.status, result: JSON.parse(failed.stdout) as Result };
  }
}

it('passes on the repository: no production dependency with an unknown or unrecorded copyleft licence', () => {
  const { code, result } = check(repo);
  expect(result.problems).toEqual([]);
  expect(code).toBe(0);
  const names = result.packages.map((p) => p.name);
  expect(names).toEqual(expect.arrayContaining(['@nestjs/core', 'react', 'zod']));
  // Development tools never enter the report.
  expect(names).not.toEqual(expect.arrayContaining(['jest']));
  expect(names).not.toContain('typescript');
  expect(names).not.toContain('mupdf');
});

describe('on a crafted lockfile', () => {
  let root: string;
  const policy = {
    allowed: ['MIT', 'Apache-2.0', 'ISC'],
    copyleft: ['AGPL', 'GPL', 'LGPL'],
    exceptions: { 'lib-lgpl': { licence: 'LGPL-3.0-or-later', adr: 'docs/adr/0099-lib.md' } },
  };
  const write = (file: string, content: unknown) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), typeof content === 'string' ? content : JSON.stringify(content));
  };
  const lockfile = (dependencies: Record<string, string>, packages: Record<string, object>) =>
    write('package-lock.json', {
      lockfileVersion: 3,
      packages: {
        '': { workspaces: ['apps/api'], devDependencies: { 'dev-tool': '1.0.0' } },
        'apps/api': { name: 'api', dependencies },
        'node_modules/api': { resolved: 'apps/api', link: true },
        'node_modules/dev-tool': { version: '1.0.0', license: 'AGPL-3.0-only', dev: true },
        ...packages,
      },
    });

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'licences-'));
    write('scripts/licences-allowed.json', policy);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('fails on an AGPL package reached through a dependency, and ignores an AGPL development tool', () => {
    lockfile(
      { a: '1.0.0' },
      {
        'node_modules/a': { version: '1.0.0', license: 'MIT', dependencies: { b: '2.0.0' } },
        'node_modules/a/node_modules/b': { version: '2.0.0', license: 'AGPL-3.0-or-later' },
        'node_modules/b': { version: '1.0.0', license: 'MIT' },
      },
    );
    const { code, result } = check(root);
    expect(code).toBe(1);
    expect(result.problems).toEqual(['b@2.0.0: copyleft licence AGPL-3.0-or-later, not recorded in an ADR (scripts/licences-allowed.json)']);
    expect(result.packages.map((p) => p.name).sort()).toEqual(['a', 'b']);
  });

  it('reads SPDX expressions: an OR with a permissive side passes, an AND with a copyleft side fails', () => {
    lockfile(
      { dual: '1.0.0', nested: '1.0.0', both: '1.0.0', odd: '1.0.0' },
      {
        'node_modules/dual': { version: '1.0.0', license: 'GPL-2.0-only OR MIT' },
        'node_modules/nested': { version: '1.0.0', license: '(ISC OR GPL-3.0-only) AND (Apache-2.0 OR AGPL-3.0-only)' },
        'node_modules/both': { version: '1.0.0', license: 'MIT AND LGPL-2.1-only' },
        'node_modules/odd': { version: '1.0.0', license: 'MIT OR (Apache-2.0' },
      },
    );
    const { result } = check(root);
    expect(result.problems.map((p) => p.split(':')[0]).sort()).toEqual(['both@1.0.0', 'odd@1.0.0']);
  });

  it('takes a missing lockfile licence from package.json, and fails a package without any', () => {
    lockfile({ legacy: '1.0.0', bare: '1.0.0' }, { 'node_modules/legacy': { version: '1.0.0' }, 'node_modules/bare': { version: '1.0.0' } });
    write('node_modules/legacy/package.json', { name: 'legacy', licenses: [{ type: 'MIT' }] });
    write('node_modules/bare/package.json', { name: 'bare' });
    const { result } = check(root);
    expect(result.packages.find((p) => p.name === 'legacy')).toMatchObject({ licence: 'MIT', verdict: 'allowed' });
    expect(result.problems).toEqual(['bare@1.0.0: no licence, not recorded in an ADR (scripts/licences-allowed.json)']);
  });

  it('passes an excepted package only while its ADR exists and names it, and only for the licence it records', () => {
    lockfile({ 'lib-lgpl': '1.0.0' }, { 'node_modules/lib-lgpl': { version: '1.0.0', license: 'LGPL-3.0-or-later' } });
    expect(check(root).code).toBe(1);
    write('docs/adr/0099-lib.md', '# ADR 0099\n\nlib-lgpl is loaded as a shared library.\n');
    expect(check(root)).toMatchObject({ code: 0, result: { packages: [{ verdict: 'exception (docs/adr/0099-lib.md)' }] } });
    lockfile({ 'lib-lgpl': '2.0.0' }, { 'node_modules/lib-lgpl': { version: '2.0.0', license: 'GPL-3.0-or-later' } });
    expect(check(root).result.problems).toEqual(['lib-lgpl@2.0.0: copyleft licence GPL-3.0-or-later, not recorded in an ADR (scripts/licences-allowed.json)']);
  });
});
