// Lints scratch snippets with the repository's ESLint config through the ESLint Node API.
// Run as a child process: jest's CommonJS sandbox cannot load the ESM flat config.
// stdin: [{ code, filePath }] (filePath relative to the repository); stdout: [{ ruleId, message }] of each.
import path from 'node:path';
import process from 'node:process';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
// Scratch files do not exist on disk: no type information (the layering and hooks rules need none).
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
});

let input = '';
for await (const chunk of process.stdin) input += chunk;
const results = [];
for (const { code, filePath } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  results.push(result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message })));
}
process.stdout.write(JSON.stringify(results));
