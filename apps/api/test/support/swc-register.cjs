/* global require */
/* eslint-disable @typescript-eslint/no-require-imports -- loaded by `node -r` before any TypeScript can be */
// Lets a child process of a test run the api's TypeScript as jest does (swc, legacy decorators with metadata).
const { addHook } = require('pirates');
const { transformSync } = require('@swc/core');

addHook(
  (code, filename) =>
    transformSync(code, {
      filename,
      jsc: { target: 'es2022', parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true } },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    }).code,
  { exts: ['.ts'], ignoreNodeModules: true },
);
