/** Unit tests of pure web code (node) and of components (`@jest-environment jsdom` docblock, testing-library). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  setupFiles: ['<rootDir>/src/test-utils/jsdom-globals.ts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '^@portail/contracts$': '<rootDir>/../../packages/contracts/src/index.ts',
    '\\.(css|svg|png)$': '<rootDir>/src/test-utils/file-stub.ts',
  },
  // modele-social and yet-another-react-lightbox ship ES modules only: compiled like the app's own code.
  transformIgnorePatterns: ['/node_modules/(?!(modele-social|yet-another-react-lightbox)/)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
};
