/** Infra checks (Docker, compose, themes) that run without a Docker engine. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/infra'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } }],
  },
};
