import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const SRC = join(__dirname, '..', '..');
const VAGUE = ['Oui', 'Non', 'OK', 'Annuler', 'Confirmer', 'Valider'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
  );
}

describe('confirmation dialogs', () => {
  const calls = sources(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(confirmLabel|cancelLabel):\s*(['"`])(.*?)\2/g)].map((m) => ({ file, key: m[1], label: m[3] })),
  );

  it('are found in the screens', () => {
    expect(calls.filter((c) => c.key === 'confirmLabel').length).toBeGreaterThanOrEqual(7);
  });

  it('name both buttons by their effect, never a bare yes or cancel', () => {
    expect(calls.filter((c) => VAGUE.includes(c.label ?? ''))).toEqual([]);
    const confirms = calls.filter((c) => c.key === 'confirmLabel').length;
    expect(calls.filter((c) => c.key === 'cancelLabel')).toHaveLength(confirms);
  });
});
