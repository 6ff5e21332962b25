import { z } from 'zod';
import { lienChamp, ordreChamp, titreChamp } from '@portail/contracts';
import type { ChampContenu } from '../types';
import { buildContenuSchema, cellText, initialValues, SaisieMessages as M, VALEUR } from './contenu-schema';

const FIELDS: ChampContenu[] = [
  { name: 'titre', label: 'Titre', kind: 'text' },
  { name: 'resume', label: 'Résumé', kind: 'textarea' },
  { name: 'corps', label: 'Corps', kind: 'html' },
  { name: 'lien', label: 'Lien', kind: 'text' },
  { name: 'meta', label: 'Métadonnées', kind: 'json' },
  { name: 'ordre', label: 'Ordre', kind: 'number' },
  { name: 'actif', label: 'Actif', kind: 'boolean' },
  { name: 'jour', label: 'Jour', kind: 'date' },
  { name: 'debut', label: 'Début', kind: 'datetime' },
  { name: 'type', label: 'Type', kind: 'select', options: [{ value: 'video', label: 'Vidéo' }] },
];
/** A contract as the api's: the rules and their messages are its own. */
const CONTRAT = z.object({
  titre: titreChamp(),
  resume: z.string().optional(),
  corps: z.string().optional(),
  lien: lienChamp().optional(),
  meta: z.unknown().optional(),
  ordre: ordreChamp().optional(),
  actif: z.boolean(),
  jour: z.string().optional(),
  debut: z.string().optional(),
  type: z.enum(['video'], { error: 'Le type doit être video.' }).optional(),
});
const EMPTY = initialValues(FIELDS);
const parse = (values: Record<string, string | boolean>) => buildContenuSchema(FIELDS, CONTRAT).safeParse({ ...EMPTY, ...values });
const issues = (values: Record<string, string | boolean>) => {
  const result = parse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('buildContenuSchema', () => {
  it('converts the filled-in values for the api and leaves empty optional fields out', () => {
    const result = parse({
      titre: 'Vendanges',
      meta: ' {"a": [1, 2]} ',
      ordre: '12',
      actif: true,
      jour: '20/06/2026',
      lien: 'https://exemple.fr/x',
      type: 'video',
    });
    expect(result.success && result.data).toEqual({
      titre: 'Vendanges',
      meta: { a: [1, 2] },
      ordre: 12,
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

  it('says the contract’s message for a missing required field, blank included', () => {
    expect(issues({})).toEqual({ titre: 'Le titre est obligatoire.' });
    expect(issues({ titre: '   ' })).toEqual({ titre: 'Le titre est obligatoire.' });
  });

  it('applies the contract’s limits with its messages, and wants a number', () => {
    expect(issues({ titre: 'x'.repeat(201) })).toEqual({ titre: 'Le titre ne doit pas dépasser 200 caractères.' });
    expect(issues({ titre: 'A', ordre: '-1' })).toEqual({ ordre: "L'ordre doit être positif." });
    expect(issues({ titre: 'A', ordre: '10000' })).toEqual({ ordre: "L'ordre ne doit pas dépasser 9999." });
    expect(issues({ titre: 'A', ordre: '12,5' })).toEqual({ ordre: "L'ordre doit être un nombre entier." });
    expect(issues({ titre: 'A', ordre: 'douze' })).toEqual({ ordre: M.nombre });
  });

  it('says why JSON does not parse', () => {
    const message = issues({ titre: 'A', meta: '{"a": }' }).meta;
    expect(message).toMatch(/^JSON invalide : ./);
  });

  it('wants a real date, and the contract’s address and option', () => {
    const adresse = "L'adresse doit commencer par https:// ou http://, ou être un chemin du portail commençant par /.";
    expect(issues({ titre: 'A', lien: 'javascript:alert(1)' })).toEqual({ lien: adresse });
    expect(issues({ titre: 'A', lien: '//exemple.fr' })).toEqual({ lien: adresse });
    expect(issues({ titre: 'A', lien: '/documentations/cabinet-et-vous' })).toEqual({});
    expect(issues({ titre: 'A', jour: '2026-06-20' })).toEqual({ jour: M.date });
    expect(issues({ titre: 'A', jour: '31/02/2026' })).toEqual({ jour: M.date });
    expect(issues({ titre: 'A', debut: '20/06/2026' })).toEqual({ debut: M.dateHeure });
    expect(issues({ titre: 'A', debut: '20/06/2026 25:00' })).toEqual({ debut: M.dateHeure });
    expect(issues({ titre: 'A', type: 'podcast' })).toEqual({ type: 'Le type doit être video.' });
  });

  it('says every message at once: what does not convert, and the contract’s on the other fields', () => {
    expect(issues({ titre: '', ordre: 'douze' })).toEqual({ titre: 'Le titre est obligatoire.', ordre: M.nombre });
  });

  it('checks only the fields the contract takes (an update without its id), and sets its other issues on the form', () => {
    const fields: ChampContenu[] = [
      { name: 'code', label: 'Code', kind: 'text' },
      { name: 'titre', label: 'Titre', kind: 'text' },
    ];
    const modification = z.strictObject({ titre: titreChamp() }).refine((v) => v.titre !== 'interdit', 'Ce titre est réservé.');
    const schema = buildContenuSchema(fields, modification);
    expect(schema.safeParse({ code: 'tva', titre: 'TVA' })).toMatchObject({ success: true, data: { code: 'tva', titre: 'TVA' } });
    expect(schema.safeParse({ code: 'tva', titre: 'interdit' }).error?.issues).toMatchObject([{ path: ['root'], message: 'Ce titre est réservé.' }]);
  });

  it('sends the rows of a list, blank rows dropped, and sets the contract’s issue on the row’s input', () => {
    const fields: ChampContenu[] = [{ name: 'tags', label: 'Mots-clés', kind: 'liste', liste: { item: 'Mot-clé' } }];
    const schema = buildContenuSchema(fields, z.object({ tags: z.array(z.string().max(5, 'Trop long.')) }));
    const rows = (...valeurs: string[]) => ({ tags: valeurs.map((v) => ({ [VALEUR]: v })) });
    expect(schema.safeParse(rows(' vin ', '', 'cave')).data).toEqual({ tags: ['vin', 'cave'] });
    expect(schema.safeParse(rows('vin', '', 'vendanges')).error?.issues).toMatchObject([{ path: ['tags', 2, VALEUR], message: 'Trop long.' }]);
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
    const result = buildContenuSchema(FIELDS, CONTRAT).safeParse(initialValues(FIELDS, row));
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
