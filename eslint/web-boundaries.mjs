import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Web layering (bulletproof-react): app/ composes features; a feature imports only itself, lib/,
 * components/, config/ and the contracts; the shared layers never import features or app/.
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
const web = 'apps/web/src';
const features = readdirSync(path.join(repoRoot, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((feature) => ({
  target: `${web}/features/!(${feature})/**/*`,
  from: `${web}/features/${feature}`,
  message: 'Une feature n’importe pas une autre feature : passez par lib/, components/ ou app/.',
}));

const sharedZone = {
  target: `${web}/{components,lib,config}/**/*`,
  from: [`${web}/features`, `${web}/app`],
  message: 'components/, lib/ et config/ ne dépendent ni des features ni de app/.',
};

export default [
  {
    files: [`${web}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: [...featureZones, sharedZone] }],
    },
  },
];
