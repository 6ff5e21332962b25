import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface Snippet {
  filePath: string;
  code: string;
}

export interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Lints snippets as the repository files they name, with the repository's ESLint config (one child process). */
export function lintSnippets(snippets: Snippet[]): LintMessage[][] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-text.mjs')], { input: JSON.stringify(snippets), encoding: 'utf8' });
  return JSON.parse(output) as LintMessage[][];
}
