const path = require('node:path');
const { esmIgnorePattern } = require('../../scripts/jest-esm-packages.cjs');

/** Unit tests of pure web code (node) and of components (`@jest-environment jsdom` docblock, testing-library). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  setupFiles: ['<rootDir>/src/test-utils/jsdom-globals.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test-utils/async-timeout.ts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '^@portail/contracts$': '<rootDir>/../../packages/contracts/src/index.ts',
    '\\.(css|svg|png)$': '<rootDir>/src/test-utils/file-stub.ts',
  },
  // Packages that ship ES modules only (react-router, modele-social…) are compiled like the app's own code.
  transformIgnorePatterns: [esmIgnorePattern(path.resolve(__dirname, '../..'))],
  transform: {
    '^.+\\.(tsx?|jsx?|mjs)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          // react-router's route-module loader reads import.meta.hot, which CommonJS cannot hold (no hot reload in tests).
          transform: { react: { runtime: 'automatic' }, optimizer: { globals: { vars: { 'import.meta.hot': 'undefined' } } } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
};
