import path from 'node:path';

/**
 * Api layering (issue 7): a module owns its tables, common code knows no feature, and only the seeding
 * commands reach the QA seed. Imports are resolved against the importing file, so relative paths of
 * any depth are judged alike.
 */
const root = path.resolve(import.meta.dirname, '..');
const api = path.join(root, 'apps/api/src');
const modulesDir = path.join(api, 'modules');

const rel = (file) => path.relative(root, file).split(path.sep).join('/');
const moduleOf = (file) => {
  const r = path.relative(modulesDir, file);
  return r.startsWith('..') || path.isAbsolute(r) ? undefined : r.split(path.sep)[0];
};

function importRule(description, check) {
  return {
    meta: { type: 'problem', docs: { description }, schema: [] },
    create(context) {
      const file = context.filename;
      const judge = (node, source) => {
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = path.resolve(path.dirname(file), source);
        const message = check(file, target);
        if (message) context.report({ node, message });
      };
      const fromSource = (node) => node.source && judge(node, node.source.value);
      return {
        ImportDeclaration: fromSource,
        ExportNamedDeclaration: fromSource,
        ExportAllDeclaration: fromSource,
        ImportExpression: (node) => node.source.type === 'Literal' && judge(node, node.source.value),
      };
    },
  };
}

/** What only repositories and infrastructure may hold: services start transactions through TransactionRunner. */
const DATA_SOURCE_IMPORTS = { typeorm: ['DataSource'], '@nestjs/typeorm': ['InjectDataSource', 'getDataSourceToken'] };

const noDataSource = {
  meta: { type: 'problem', docs: { description: 'Services and controllers never hold the DataSource' }, schema: [] },
  create(context) {
    return {
      ImportDeclaration(node) {
        const forbidden = DATA_SOURCE_IMPORTS[node.source.value];
        if (!forbidden) return;
        for (const specifier of node.specifiers) {
          const name = specifier.type === 'ImportSpecifier' ? specifier.imported.name : undefined;
          if (name && forbidden.includes(name)) {
            context.report({
              node: specifier,
              message: `${name} est réservé aux repositories et à l’infrastructure : injectez le repository du module (@InjectRepository) et ouvrez les transactions avec TransactionRunner.`,
            });
          }
        }
      },
    };
  },
};

const plugin = {
  rules: {
    'no-data-source': noDataSource,
    'module-owns-tables': importRule("A module reads another module's tables only through its exported service", (file, target) => {
      const [from, to] = [moduleOf(file), moduleOf(target)];
      if (!from || !to || from === to || /\.entity\.ts$/.test(file)) return undefined;
      if (!/\.(entity|repository)(\.ts)?$/.test(target)) return undefined;
      return `modules/${from} ne doit pas importer ${path.basename(target)} du module ${to} : passez par le service qu'il exporte.`;
    }),
    'common-knows-no-feature': importRule('common, config, database and queue never import a feature module', (_file, target) =>
      moduleOf(target) ? `Le code commun ne doit pas importer modules/${moduleOf(target)} : le module s'enregistre lui-même.` : undefined,
    ),
    'no-seeds': importRule('Only the seeding commands and the tests import the QA seed', (_file, target) =>
      rel(target).startsWith('seeds/') ? 'Le jeu de données QA (seeds/) est réservé à cli.ts, à l’entrée de développement et aux tests.' : undefined,
    ),
  },
};

export default [
  {
    files: ['apps/api/src/modules/**/*.ts'],
    plugins: { 'api-boundaries': plugin },
    rules: { 'api-boundaries/module-owns-tables': 'error' },
  },
  {
    files: ['apps/api/src/modules/**/*.{service,controller}.ts'],
    plugins: { 'api-boundaries': plugin },
    rules: { 'api-boundaries/no-data-source': 'error' },
  },
  {
    files: ['apps/api/src/{common,config,database,queue}/**/*.ts'],
    plugins: { 'api-boundaries': plugin },
    rules: { 'api-boundaries/common-knows-no-feature': 'error' },
  },
  {
    files: ['apps/**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['apps/api/src/cli.ts', 'apps/api/src/dev/**', 'apps/api/test/**', 'apps/api/bench/**'],
    plugins: { 'api-boundaries': plugin },
    rules: { 'api-boundaries/no-seeds': 'error' },
  },
];
