import { readdirSync, readFileSync } from 'node:fs';
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

/** `@Entity('table')` and `@JoinTable({ name: 'table' })`: the tables a module's entities declare. */
const DECLARED_TABLE = /@(?:Entity\(\s*|JoinTable\(\s*\{\s*name:\s*)['"]([a-z_][a-z0-9_]*)['"]/g;

let declaredOwners;
/** table → module, from the entities under each module's folder (read once per ESLint process). */
function declaredTableOwners() {
  if (declaredOwners) return declaredOwners;
  declaredOwners = new Map();
  for (const entry of readdirSync(modulesDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.ts$/.test(entry.name) || /\.test\.ts$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    for (const [, table] of readFileSync(file, 'utf8').matchAll(DECLARED_TABLE)) if (!declaredOwners.has(table)) declaredOwners.set(table, moduleOf(file));
  }
  return declaredOwners;
}

/**
 * A table an SQL statement reads or writes: after FROM, JOIN, INTO, UPDATE, TABLE or TRUNCATE (schema and quotes allowed).
 * The api writes its SQL keywords in capitals: lower-case prose ("la table outbox") is no statement.
 */
const SQL_TABLE = /\b(?:FROM|JOIN|INTO|UPDATE|TABLE|TRUNCATE)\s+(?:ONLY\s+)?(?:IF\s+(?:NOT\s+)?EXISTS\s+)?(?:"?public"?\s*\.\s*)?"?([A-Za-z_][A-Za-z0-9_]*)"?/g;

const noForeignTables = {
  meta: {
    type: 'problem',
    docs: { description: "A module's raw SQL names only its own tables; another module's data comes through its exported service" },
    schema: [
      {
        type: 'object',
        properties: {
          /** Tables no entity declares (created by a migration only): their owning module, and why. */
          owners: {
            type: 'object',
            additionalProperties: {
              type: 'object',
              properties: { module: { type: 'string' }, reason: { type: 'string' } },
              required: ['module', 'reason'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const from = moduleOf(context.filename);
    if (!from) return {};
    const { owners = {} } = context.options[0] ?? {};
    const ownerOf = (table) => owners[table]?.module ?? declaredTableOwners().get(table);
    const judge = (node, text) => {
      const reported = new Set();
      for (const [, name] of text.matchAll(SQL_TABLE)) {
        const table = name.toLowerCase();
        const owner = ownerOf(table);
        if (!owner || owner === from || reported.has(table)) continue;
        reported.add(table);
        context.report({
          node,
          message: `modules/${from} nomme en SQL la table ${table} du module ${owner} : passez par le service qu'il exporte.`,
        });
      }
    };
    return {
      Literal: (node) => typeof node.value === 'string' && judge(node, node.value),
      // An interpolation is no table name: `FROM ${table}` names none the rule can judge.
      TemplateLiteral: (node) => judge(node, node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ${} ')),
    };
  },
};

const plugin = {
  rules: {
    'no-data-source': noDataSource,
    'no-foreign-tables': noForeignTables,
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

/** What the SQL rule cannot read from the entities. */
const NO_FOREIGN_TABLES = {
  owners: {
    session: { module: 'auth', reason: 'Created by its migration for connect-pg-simple; only the session store of modules/auth reads it.' },
  },
};

export default [
  {
    files: ['apps/api/src/modules/**/*.ts'],
    plugins: { 'api-boundaries': plugin },
    rules: { 'api-boundaries/module-owns-tables': 'error' },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/**/*.test.ts'],
    plugins: { 'api-boundaries': plugin },
    rules: { 'api-boundaries/no-foreign-tables': ['error', NO_FOREIGN_TABLES] },
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
