import fs from 'node:fs';
import path from 'node:path';
import { parseTelepac, TELEPAC_DEFAULT_MAX_BYTES } from './parse-telepac';
import { mapCodes, summarizeTelepac } from './summarize-telepac';
import { TelepacError } from './telepac-error';

const fixtures = path.resolve(__dirname, '../../../../test/fixtures/telepac');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name));

function refusal(input: Buffer | string, options?: Parameters<typeof parseTelepac>[1]): TelepacError {
  try {
    parseTelepac(input, options);
  } catch (error) {
    expect(error).toBeInstanceOf(TelepacError);
    return error as TelepacError;
  }
  throw new Error('the file was accepted');
}

describe('parseTelepac: the three schema versions', () => {
  it('reads the 2024v4 export: îlots under rpg, surface-admissible in ares, geometry when it is absent', () => {
    const parsed = parseTelepac(fixture('export-2024v4.xml'));
    expect(parsed.version).toBe('2024v4');
    expect(parsed.producteurs).toHaveLength(1);
    const [producteur] = parsed.producteurs;
    expect(producteur.pacage).toBe('051000001');
    expect(producteur.ilots.map((i) => [i.numero, i.communeInsee, i.parcelles.length])).toEqual([
      ['1', '51454', 3],
      ['2', '51230', 2],
    ]);
    const [p1, p2, p3] = producteur.ilots[0].parcelles;
    // 1234 ares = 12.34 ha although its polygon measures 1 ha: surface-admissible wins.
    expect(p1).toEqual({ numero: '1', codeCulture: 'BTH', surfaceHa: 12.34, surfaceSource: 'surface-admissible' });
    expect(p2.surfaceHa).toBeCloseTo(5.67, 10);
    expect(p3).toMatchObject({ codeCulture: 'BTH', precision: '001', surfaceSource: 'surface-admissible' });
    expect(p3.surfaceHa).toBeCloseTo(2.504, 10);
    const czh = producteur.ilots[1].parcelles[1];
    // Right triangle 200 m x 150 m / 2 = 15 000 m2 = 1.5 ha.
    expect(czh).toMatchObject({ codeCulture: 'CZH', surfaceSource: 'geometrie' });
    expect(czh.surfaceHa).toBeCloseTo(1.5, 10);
  });

  it('reads the 2023v2 import: îlots wrapped in <ilots>, areas from gml:coordinates and gml:coord', () => {
    const parsed = parseTelepac(fixture('import-2023v2.xml'));
    expect(parsed.version).toBe('2023v2');
    const [ilot] = parsed.producteurs[0].ilots;
    expect(ilot).toMatchObject({ numero: '1', communeInsee: '51649' });
    expect(ilot.parcelles.map((p) => [p.codeCulture, p.surfaceSource])).toEqual([
      ['VRC', 'geometrie'],
      ['LUZ', 'geometrie'],
    ]);
    expect(ilot.parcelles[0].surfaceHa).toBeCloseTo(2, 10); // 200 m x 100 m
    expect(ilot.parcelles[1].surfaceHa).toBeCloseTo(1, 10); // 100 m x 100 m
  });

  it('reads the 2024v3 import with a polygon with a hole, and ignores the blocks after the îlots', () => {
    const parsed = parseTelepac(fixture('import-2024v3.xml'));
    expect(parsed.version).toBe('2024v3');
    const [bth, xyz] = parsed.producteurs[0].ilots[0].parcelles;
    // Outer 100 m x 100 m = 10 000 m2, hole 30 m x 20 m = 600 m2: 9 400 m2 = 0.94 ha.
    expect(bth.surfaceHa).toBeCloseTo(0.94, 10);
    expect(xyz.surfaceHa).toBeCloseTo(0.25, 10); // 100 m x 50 m / 2 = 2 500 m2
    expect(parsed.producteurs[0].ilots).toHaveLength(1); // the SNA block is not an îlot
  });

  it('decodes the encoding the prolog declares (ISO-8859-1)', () => {
    const bytes = fixture('export-iso-8859-1.xml');
    expect(bytes.includes(Buffer.from('été', 'latin1'))).toBe(true); // really latin1 bytes on disk
    const parsed = parseTelepac(bytes);
    expect(parsed.producteurs[0].ilots[0].parcelles[0]).toMatchObject({ codeCulture: 'PPH', precision: 'été', surfaceHa: 0.92 });
    // The same bytes claiming UTF-8 are refused rather than read as mojibake.
    const lying = Buffer.from(bytes.toString('latin1').replace('ISO-8859-1', 'UTF-8'), 'latin1');
    expect(refusal(lying).message).toBe(
      "Impossible de récupérer les cultures du fichier Telepac : le contenu du fichier ne correspond pas à l'encodage UTF-8 qu'il déclare.",
    );
    // A text already decoded (the spec's endpoint sends the file read as text) is read as is.
    expect(parseTelepac(bytes.toString('latin1')).producteurs[0].ilots[0].parcelles[0].precision).toBe('été');
  });

  it('reads UTF-16 with its byte order mark', () => {
    const xml = fixture('export-2024v4.xml').toString('utf8').replace('encoding="UTF-8"', 'encoding="UTF-16"');
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]);
    expect(parseTelepac(bytes).producteurs[0].pacage).toBe('051000001');
  });

  it('keeps every producer of a multi-producer file', () => {
    const parsed = parseTelepac(fixture('multi-producteurs-2024v4.xml'));
    expect(parsed.producteurs.map((p) => p.pacage)).toEqual(['051000010', '051000011', '051000012']);
  });
});

describe('parseTelepac: damaged, foreign and hostile files are refused with a reason', () => {
  const prefix = 'Impossible de récupérer les cultures du fichier Telepac : ';

  it('not XML, empty', () => {
    expect(refusal(Buffer.from('%PDF-1.7\n%âãÏÓ')).message).toBe(`${prefix}le fichier n'est pas un XML.`);
    expect(refusal(Buffer.from('PACAGE;ILOT;CULTURE\n051000001;1;BTH\n')).reason).toBe("le fichier n'est pas un XML");
    expect(refusal(Buffer.alloc(0)).reason).toBe('le fichier est vide');
    expect(refusal(Buffer.from('  \n ')).reason).toBe("le fichier n'est pas un XML");
    expect(refusal(Buffer.from('<producteurs xmlns="urn:x-telepac:fr.gouv.agriculture.telepac:echange-producteur"><producteur>')).reason).toBe(
      'le fichier XML est mal formé',
    );
    const whole = fixture('export-2024v4.xml');
    expect(refusal(whole.subarray(0, Math.floor(whole.length / 2))).reason).toBe('le fichier XML est mal formé'); // truncated download
  });

  it('another schema', () => {
    expect(refusal(fixture('autre-schema.xml')).reason).toBe('le fichier ne suit pas un schéma Telepac reconnu (export 2024v4, import 2023v2 ou 2024v3)');
    expect(refusal(Buffer.from('<producteurs><producteur numero-pacage="1"/></producteurs>')).reason).toMatch(/schéma Telepac reconnu/);
  });

  it('a billion-laughs entity is refused before any expansion', () => {
    const started = Date.now();
    expect(refusal(fixture('billion-laughs.xml')).reason).toBe('le fichier déclare un DOCTYPE ou des entités XML, refusés par sécurité');
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('over the size limit (default 10 MB, or the option) before reading a byte of it', () => {
    expect(TELEPAC_DEFAULT_MAX_BYTES).toBe(10 * 1024 * 1024);
    const big = Buffer.alloc(TELEPAC_DEFAULT_MAX_BYTES + 1, 0x20);
    expect(refusal(big).reason).toBe('le fichier dépasse la taille maximale de 10 Mo');
    expect(refusal(fixture('export-2024v4.xml'), { maxBytes: 2048 }).reason).toBe('le fichier dépasse la taille maximale de 2 Ko');
  });

  it('deeply nested elements', () => {
    const depth = 100_000;
    const xml =
      '<producteurs xmlns="urn:x-telepac:fr.gouv.agriculture.telepac:echange-producteur"><producteur numero-pacage="1">' +
      '<a>'.repeat(depth) +
      '</a>'.repeat(depth) +
      '</producteur></producteurs>';
    expect(refusal(Buffer.from(xml)).reason).toBe('le fichier XML est trop profondément imbriqué');
  });

  it('no parcels, a parcel without a crop code or without any area', () => {
    const ns = 'urn:x-telepac:fr.gouv.agriculture.telepac:echange-producteur';
    expect(refusal(Buffer.from(`<producteurs xmlns="${ns}"><producteur numero-pacage="051000001"><rpg/></producteur></producteurs>`)).reason).toBe(
      'le fichier ne contient aucune parcelle',
    );
    expect(refusal(Buffer.from(`<producteurs xmlns="${ns}"></producteurs>`)).reason).toBe('le fichier ne contient aucun producteur');
    const parcelle = (inner: string) =>
      Buffer.from(
        `<producteurs xmlns="${ns}"><producteur numero-pacage="051000001"><rpg><ilot numero-ilot="3"><parcelles><parcelle>${inner}</parcelle></parcelles></ilot></rpg></producteur></producteurs>`,
      );
    expect(refusal(parcelle('<descriptif-parcelle numero-parcelle="7"><culture-principale/></descriptif-parcelle>')).reason).toBe(
      "la parcelle 7 de l'îlot 3 n'a pas de code culture",
    );
    expect(
      refusal(
        parcelle('<descriptif-parcelle numero-parcelle="7"><culture-principale><code-culture>BTH</code-culture></culture-principale></descriptif-parcelle>'),
      ).reason,
    ).toBe("la parcelle 7 de l'îlot 3 n'a ni surface admissible ni géométrie lisible");
    expect(
      refusal(
        parcelle(
          '<descriptif-parcelle numero-parcelle="7"><culture-principale><code-culture>BTH</code-culture></culture-principale></descriptif-parcelle><surface-admissible>beaucoup</surface-admissible>',
        ),
      ).reason,
    ).toBe("la surface admissible de la parcelle 7 de l'îlot 3 n'est pas un nombre");
  });

  it('an unknown declared encoding', () => {
    expect(refusal(Buffer.from('<?xml version="1.0" encoding="KLINGON-1"?><producteurs/>')).reason).toBe(
      "l'encodage KLINGON-1 déclaré par le fichier n'est pas pris en charge",
    );
  });
});

describe('summarizeTelepac and mapCodes', () => {
  it('sums per PAC code, rounding the total (not the parcels) to 2 decimals', () => {
    const summary = summarizeTelepac(parseTelepac(fixture('export-2024v4.xml')));
    expect(summary.pacage).toBe('051000001');
    expect(summary.cultures).toEqual([
      { codePac: 'BTH', surfaceHa: 14.84, parcelles: 2 }, // 12.34 + 2.504
      { codePac: 'ORH', surfaceHa: 5.67, parcelles: 1 },
      { codePac: 'CZH', surfaceHa: 1.5, parcelles: 1 },
      { codePac: 'VRC', surfaceHa: 0.8, parcelles: 1 },
    ]);
    // Three parcels of 0.333 ha: 0.999 ha summed then rounded = 1 ha (0.99 if each were rounded first).
    const parcelle = (numero: string) => ({ numero, codeCulture: 'LUZ', surfaceHa: 0.333, surfaceSource: 'geometrie' as const });
    const thirds = summarizeTelepac({
      version: '2024v3',
      producteurs: [{ pacage: '1', ilots: [{ numero: '1', communeInsee: null, parcelles: ['1', '2', '3'].map(parcelle) }] }],
    });
    expect(thirds.cultures).toEqual([{ codePac: 'LUZ', surfaceHa: 1, parcelles: 3 }]);
  });

  it("multi-producer: the dossier's PACAGE is chosen when present, else the user picks from the list", () => {
    const parsed = parseTelepac(fixture('multi-producteurs-2024v4.xml'));
    const chosen = summarizeTelepac(parsed, '051 000 011');
    expect(chosen.pacage).toBe('051000011');
    expect(chosen.cultures.map((c) => [c.codePac, c.surfaceHa])).toEqual([
      ['BTN', 4.2],
      ['ORP', 3],
    ]);
    const unknown = summarizeTelepac(parsed, '099999999');
    expect(unknown).toMatchObject({ pacage: null, pacageConcorde: false, cultures: [] });
    expect(unknown.producteurs).toEqual([
      { pacage: '051000010', parcelles: 1, surfaceHa: 5 },
      { pacage: '051000011', parcelles: 2, surfaceHa: 7.2 },
      { pacage: '051000012', parcelles: 1, surfaceHa: 10 },
    ]);
    expect(summarizeTelepac(parsed).pacage).toBeNull();
    // A single-producer file is used even when its PACAGE differs from the dossier's, flagged for the screen.
    expect(summarizeTelepac(parseTelepac(fixture('import-2023v2.xml')), '051000001')).toMatchObject({ pacage: '051000002', pacageConcorde: false });
  });

  it('names the codes it cannot map instead of dropping them', () => {
    const summary = summarizeTelepac(parseTelepac(fixture('import-2024v3.xml')));
    const mapped = mapCodes(
      summary,
      new Map([
        ['BTH', { idCultureType: 1015, intitule: 'Blé tendre hiver' }],
        ['LUZ', null],
      ]),
    );
    expect(mapped.lignes).toEqual([{ codePac: 'BTH', surfaceHa: 0.94, parcelles: 1, idCultureType: 1015, intitule: 'Blé tendre hiver' }]);
    expect(mapped.nonReconnus).toEqual([{ codePac: 'XYZ', surfaceHa: 0.25, parcelles: 1 }]);
    const nullMapped = mapCodes([{ codePac: 'LUZ', surfaceHa: 2, parcelles: 1 }], new Map([['LUZ', null]]));
    expect(nullMapped).toEqual({ lignes: [], nonReconnus: [{ codePac: 'LUZ', surfaceHa: 2, parcelles: 1 }] });
  });
});

// The shared real export (not shipped with the project): TELEPAC_SAMPLE, or ../shared beside the repository.
const sample = process.env.TELEPAC_SAMPLE ?? path.resolve(__dirname, '../../../../../../../shared/data/telepac/telepac-multi-2024v4.xml');
(fs.existsSync(sample) ? it : it.skip)('reads the shared real 2024v4 export: PTR 10.63 ha, PPH 0.92 ha, BTH 1.92 ha', () => {
  const parsed = parseTelepac(fs.readFileSync(sample));
  expect(parsed.version).toBe('2024v4');
  expect(parsed.producteurs.map((p) => p.pacage)).toEqual(['999000000']);
  const summary = summarizeTelepac(parsed, '999000000');
  expect(Object.fromEntries(summary.cultures.map((c) => [c.codePac, c.surfaceHa]))).toEqual({ PTR: 10.63, PPH: 0.92, BTH: 1.92 });
});
