import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..');
const HEX = /#[0-9a-f]{3,8}\b/i;

/** Where a literal colour is the point: the theme's defaults, and a setting handed to a script that is not ours. */
const ALLOWED: Record<string, string> = {
  'lib/theme/palette.ts': 'the default theme, copied onto the tokens',
  'features/embauche/components/official-simulator.tsx': "the URSSAF script's data-couleur setting (spec 02 §2)",
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

/** The tokens themselves: the first rule of the global stylesheet. */
const withoutRoot = (css: string) => css.replace(/^[\s\S]*?:root\s*\{[\s\S]*?\n\}/, '');

describe('colours', () => {
  it('come only from the theme’s tokens (issue 29)', () => {
    const found: string[] = [];
    for (const file of files(SRC)) {
      const path = relative(SRC, file);
      if (path in ALLOWED || /\.test\.tsx?$/.test(path) || !/\.(css|tsx?)$/.test(path)) continue;
      let text = readFileSync(file, 'utf8');
      if (path === 'styles/global.css') text = withoutRoot(text);
      // Comments may name a colour (a spec's value); code may not.
      text = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
      for (const line of text.split('\n')) if (HEX.test(line)) found.push(`${path}: ${line.trim()}`);
    }
    expect(found).toEqual([]);
  });
});
