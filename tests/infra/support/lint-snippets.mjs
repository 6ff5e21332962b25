// Lints code snippets as if they were repository files, with the repository's ESLint config.
// Run in its own Node process: jest's CommonJS sandbox cannot load the ESM config.
import { ESLint } from 'eslint';
import path from 'node:path';
import process from 'node:process';

const root = path.resolve(import.meta.dirname, '../../..');
const snippets = JSON.parse(process.argv[2]);
// Snippets are not files of a TypeScript project: lint them without type information.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } }, rules: { '@typescript-eslint/no-floating-promises': 'off' } },
});
const results = [];
for (const { code, filePath } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  results.push(result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message })));
}
process.stdout.write(JSON.stringify(results));
