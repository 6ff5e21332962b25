import type { ChampContenu } from '../types';
import { buildContenuSchema, cellText, ContenuMessages as M, initialValues } from './contenu-schema';

const FIELDS: ChampContenu[] = [
  { name: 'titre', label: 'Titre', kind: 'text', required: true, maxLength: 10 },
  { name: 'resume', label: 'Résumé', kind: 'textarea' },
  { name: 'corps', label: 'Corps', kind: 'html' },
  { name: 'lien', label: 'Lien', kind: 'url' },
  { name: 'meta', label: 'Métadonnées', kind: 'json' },
  { name: 'ordre', label: 'Ordre', kind: 'number', min: 0, max: 100 },
  { name: 'actif', label: 'Actif', kind: 'boolean' },
  { name: 'jour', label: 'Jour', kind: 'date' },
  { name: 'debut', label: 'Début', kind: 'datetime' },
  { name: 'type', label: 'Type', kind: 'select', options: [{ value: 'video', label: 'Vidéo' }] },
];
const EMPTY = initialValues(FIELDS);
const parse = (values: Record<string, string | boolean>) => buildContenuSchema(FIELDS).safeParse({ ...EMPTY, ...values });
const issues = (values: Record<string, string | boolean>) => {
  const result = parse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('buildContenuSchema', () => {
  it('converts the filled-in values for the api and leaves empty optional fields out', () => {
    const result = parse({
      titre: 'Vendanges',
      meta: ' {"a": [1, 2]} ',
      ordre: '12,5',
      actif: true,
      jour: '20/06/2026',
      lien: 'https://exemple.fr/x',
      type: 'video',
    });
    expect(result.success && result.data).toEqual({
      titre: 'Vendanges',
      meta: { a: [1, 2] },
      ordre: 12.5,
      actif: true,
      jour: '2026-06-20',
      lien: 'https://exemple.fr/x',
      type: 'video',
    });
  });

  it('reads dates typed in French, whatever the browser’s language, and sends a date-time as ISO', () => {
    const iso = new Date(2026, 5, 20, 18, 30).toISOString();
    for (const debut of ['20/06/2026 18:30', '20/06/2026 à 18h30', ' 20/6/2026 18:30 ']) {
      const result = parse({ titre: 'A', debut });
      expect(result.success && result.data.debut).toBe(iso);
    }
    const jour = parse({ titre: 'A', jour: '1/2/2027' });
    expect(jour.success && jour.data.jour).toBe('2027-02-01');
  });

  it('refuses a missing required field, blank included', () => {
    expect(issues({})).toEqual({ titre: M.requis });
    expect(issues({ titre: '   ' })).toEqual({ titre: M.requis });
  });

  it('applies maxLength, min and max, and wants a number', () => {
    expect(issues({ titre: 'x'.repeat(11) })).toEqual({ titre: M.tropLong(10) });
    expect(issues({ titre: 'A', ordre: '-1' })).toEqual({ ordre: M.min(0) });
    expect(issues({ titre: 'A', ordre: '101' })).toEqual({ ordre: M.max(100) });
    expect(issues({ titre: 'A', ordre: 'douze' })).toEqual({ ordre: M.nombre });
  });

  it('says why JSON does not parse', () => {
    const message = issues({ titre: 'A', meta: '{"a": }' }).meta;
    expect(message).toMatch(/^JSON invalide : ./);
  });

  it('wants an http(s) address, a real date and a listed option', () => {
    expect(issues({ titre: 'A', lien: 'javascript:alert(1)' })).toEqual({ lien: M.url });
    expect(issues({ titre: 'A', lien: 'ftp://exemple.fr' })).toEqual({ lien: M.url });
    expect(issues({ titre: 'A', lien: 'http://' })).toEqual({ lien: M.url });
    expect(issues({ titre: 'A', jour: '2026-06-20' })).toEqual({ jour: M.date });
    expect(issues({ titre: 'A', jour: '31/02/2026' })).toEqual({ jour: M.date });
    expect(issues({ titre: 'A', debut: '20/06/2026' })).toEqual({ debut: M.dateHeure });
    expect(issues({ titre: 'A', debut: '20/06/2026 25:00' })).toEqual({ debut: M.dateHeure });
    expect(issues({ titre: 'A', type: 'podcast' })).toEqual({ type: M.choix });
  });

  it('takes a portal path where the api does, and refuses what it refuses (issue 29, defect 16)', () => {
    const schema = buildContenuSchema([{ name: 'chemin', label: 'Lien ou chemin', kind: 'lien', required: true }]);
    const ok = (chemin: string) => schema.safeParse({ chemin }).success;
    expect(ok('/documentations/cabinet-et-vous')).toBe(true);
    expect(ok('https://exemple.fr/tuto')).toBe(true);
    expect(ok('//exemple.fr')).toBe(false);
    expect(ok('javascript:alert(1)')).toBe(false);
  });
});

describe('initialValues', () => {
  it('fills an edit form from the row: json pretty-printed, dates in French (datetime in local time), booleans as booleans, missing as empty', () => {
    const row = {
      titre: 'A',
      meta: { a: 1 },
      ordre: 3,
      actif: true,
      jour: '2026-06-20T00:00:00Z',
      debut: new Date(2026, 5, 20, 18, 30).toISOString(),
      resume: null,
    };
    expect(initialValues(FIELDS, row)).toEqual({
      titre: 'A',
      resume: '',
      corps: '',
      lien: '',
      meta: '{\n  "a": 1\n}',
      ordre: '3',
      actif: true,
      jour: '20/06/2026',
      debut: '20/06/2026 18:30',
      type: '',
    });
  });

  it('round-trips through the schema', () => {
    const row = { titre: 'A', meta: { a: 1 }, ordre: 3, actif: false, type: 'video', jour: '2026-06-20', debut: new Date(2026, 5, 20, 18, 30).toISOString() };
    const result = buildContenuSchema(FIELDS).safeParse(initialValues(FIELDS, row));
    expect(result.success && result.data).toEqual(row);
  });
});

describe('cellText', () => {
  it('shows a dash for nothing, Oui/Non, JSON for objects', () => {
    expect([cellText(null), cellText(''), cellText(true), cellText(false), cellText({ a: 1 }), cellText(3)]).toEqual(['-', '-', 'Oui', 'Non', '{"a":1}', '3']);
  });

  it('shows dates in French and a list of words joined, never ISO text nor JSON', () => {
    expect(cellText('2026-06-20', 'date')).toBe('20/06/2026');
    expect(cellText('2026-06-20T16:30:00.000Z', 'datetime')).toBe('20/06/2026 à 18:30');
    expect(cellText(['Transmission', 'Juridique'], 'liste')).toBe('Transmission, Juridique');
  });
});
