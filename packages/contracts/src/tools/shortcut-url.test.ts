import { normalizeShortcutUrl, safeShortcutHref, ShortcutMessages as M } from './shortcut-url';
import { SaveShortcutSchema } from './shortcuts.schema';

describe('normalizeShortcutUrl', () => {
  it('keeps http and https addresses', () => {
    expect(normalizeShortcutUrl('https://www.champagne.fr')).toEqual({ ok: true, url: 'https://www.champagne.fr' });
    expect(normalizeShortcutUrl(' HTTP://exemple.fr/a?b=1 ')).toEqual({ ok: true, url: 'HTTP://exemple.fr/a?b=1' });
  });
  it('prefixes http:// when the address lacks //', () => {
    expect(normalizeShortcutUrl('www.exemple.fr')).toEqual({ ok: true, url: 'http://www.exemple.fr' });
    expect(normalizeShortcutUrl('exemple.fr:8080/page')).toEqual({ ok: true, url: 'http://exemple.fr:8080/page' });
    expect(normalizeShortcutUrl('localhost:3000')).toEqual({ ok: true, url: 'http://localhost:3000' });
    expect(normalizeShortcutUrl('//exemple.fr')).toEqual({ ok: true, url: 'http://exemple.fr' });
  });
  it('refuses every other scheme', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT://%0aalert(1)',
      ' javascript:void(0)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:x',
      'file:///etc/passwd',
      'ftp://exemple.fr',
      'mailto:a@b.fr',
    ]) {
      expect(normalizeShortcutUrl(url)).toEqual({ ok: false, message: M.protocoleInterdit });
    }
  });
  it('refuses empty and unparsable addresses', () => {
    expect(normalizeShortcutUrl('   ')).toEqual({ ok: false, message: M.urlObligatoire });
    expect(normalizeShortcutUrl('http://')).toEqual({ ok: false, message: M.urlInvalide });
    expect(normalizeShortcutUrl('exemple fr')).toEqual({ ok: false, message: M.urlInvalide });
  });
  it('safeShortcutHref opens only http(s)', () => {
    expect(safeShortcutHref('exemple.fr')).toBe('http://exemple.fr');
    expect(safeShortcutHref('javascript:alert(1)')).toBeNull();
  });
});

describe('SaveShortcutSchema', () => {
  it('trims, normalises and limits to 255 characters', () => {
    expect(SaveShortcutSchema.parse({ libelle: ' Banque ', url: 'banque.fr' })).toEqual({ libelle: 'Banque', url: 'http://banque.fr' });
    const long = SaveShortcutSchema.safeParse({ libelle: 'x'.repeat(256), url: `${'a'.repeat(251)}.fr/x` });
    expect(long.success).toBe(false);
    expect(long.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['libelle', M.tropLong],
      ['url', M.tropLong],
    ]);
  });
  it('requires both fields with the French messages', () => {
    const empty = SaveShortcutSchema.safeParse({ libelle: '', url: '' });
    expect(empty.error?.issues.map((i) => i.message)).toEqual([M.libelleObligatoire, M.urlObligatoire]);
  });
});
