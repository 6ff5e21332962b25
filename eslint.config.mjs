import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import webBoundaries from './eslint/web-boundaries.mjs';
import apiBoundaries from './eslint/api-boundaries.mjs';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', '**/*.config.{js,cjs,mjs,ts}', 'e2e/start-portal.mjs'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts', 'playwright.config.ts'],
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
  {
    // Every hash and verification goes through the password gate (a bounded queue) and its low-priority process.
    files: ['apps/api/**/*.ts', 'seeds/**/*.ts'],
    ignores: ['apps/api/src/modules/auth/argon2-process.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'argon2', message: 'Passez par hashPassword/verifyPassword (modules/auth/password.ts) : ils bornent le travail argon2.' }] },
      ],
    },
  },
  {
    // CommonJS programs: the stand-in images' (scripts/stack), the helper the jest configs require, the tests' pg clients.
    files: ['scripts/stack/**/*.{js,cjs}', 'scripts/*.cjs', 'apps/api/test/support/pg-client-in-container.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: Object.fromEntries(
        [
          'require',
          'module',
          'exports',
          '__dirname',
          'process',
          'console',
          'Buffer',
          'URL',
          'URLSearchParams',
          'fetch',
          'setTimeout',
          'clearTimeout',
          'setInterval',
          'clearInterval',
          'AbortSignal',
        ].map((name) => [name, 'readonly']),
      ),
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // expect(getBy…(…)).toBeTruthy() asserts nothing: the query has already thrown when nothing matches.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'arguments.0.callee.property.name', // expect(screen.getBy…(…))
          'arguments.0.callee.name', // expect(getBy…(…)), a query taken from render()
          'arguments.0.argument.callee.property.name', // expect(await screen.findBy…(…))
          'arguments.0.argument.callee.name', // expect(await findBy…(…))
        ].map((query) => ({
          selector: `CallExpression[callee.property.name='toBeTruthy'][callee.object.callee.name='expect'][callee.object.${query}=/^(get|find)(All)?By/]`,
          message: 'Une requête getBy…/findBy… lève déjà une erreur quand rien ne correspond : vérifiez ce dont parle le test (texte, attribut, état).',
        })),
      ],
    },
  },
  ...webBoundaries,
  ...apiBoundaries,
);
