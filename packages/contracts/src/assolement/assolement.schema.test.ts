import {
  AssolementFormSchema,
  AssolementLigneInputSchema,
  AssolementMessages as M,
  firstAssolementIssue,
  millesimesOfferts,
  parseCorrespondancesCsv,
  rendementAuDessusDuMax,
} from './assolement.schema';

const form = { culture: '1015', surface: '12.5', rendement: '', libellePerso: '', estDerobee: false };

describe('crop-line form (spec 02 §5)', () => {
  it('reports culture first, then surface, then the limits', () => {
    expect(firstAssolementIssue({ ...form, culture: '', surface: '' })?.message).toBe(M.culture);
    expect(firstAssolementIssue({ ...form, surface: ' ' })?.message).toBe(M.surface);
    expect(firstAssolementIssue({ ...form, surface: '0.9' })?.message).toBe(M.surfaceHorsLimites);
    expect(firstAssolementIssue({ ...form, surface: '1000000' })?.message).toBe(M.surfaceHorsLimites);
    expect(firstAssolementIssue({ ...form, surface: '1.25' })?.message).toBe(M.surfaceHorsLimites);
    expect(firstAssolementIssue({ ...form, rendement: '-1000.1' })?.message).toBe(M.rendementHorsLimites);
    expect(firstAssolementIssue({ ...form, rendement: '-1000' })).toBeNull();
    expect(firstAssolementIssue(form)).toBeNull();
  });

  it('turns the typed strings into the body (comma read as a dot, empty yield null)', () => {
    expect(AssolementFormSchema.parse({ ...form, surface: '12,5', rendement: '8,2', libellePerso: ' Safran ' })).toEqual({
      culture: 1015,
      surface: 12.5,
      rendement: 8.2,
      libellePerso: 'Safran',
      estDerobee: false,
    });
    expect(AssolementFormSchema.parse(form).rendement).toBeNull();
  });

  it('offers the current year -3 to +1 and refuses other years', () => {
    const today = new Date(2026, 5, 1);
    expect(millesimesOfferts(today)).toEqual([2023, 2024, 2025, 2026, 2027]);
    const year = new Date().getFullYear();
    const body = { codeDossier: '010001', culture: 1015, surface: 1, estDerobee: false };
    expect(AssolementLigneInputSchema.safeParse({ ...body, millesime: year - 3 }).success).toBe(true);
    expect(AssolementLigneInputSchema.safeParse({ ...body, millesime: year + 2 }).success).toBe(false);
  });

  it('warns only above a defined maximum', () => {
    expect(rendementAuDessusDuMax(12.1, 12)).toBe(true);
    expect(rendementAuDessusDuMax(12, 12)).toBe(false);
    expect(rendementAuDessusDuMax(50, null)).toBe(false);
    expect(rendementAuDessusDuMax(null, 12)).toBe(false);
  });
});

describe('official PAC code list', () => {
  const header = 'CODE_CULTURE;LIBELLE_CULTURE;CODE_GROUPE_CULTURE;LIBELLE_GROUPE_CULTURE';

  it('reads code, label and group; an optional crop type column', () => {
    expect(parseCorrespondancesCsv(`\uFEFF${header}\r\nBTH;Blé tendre d’hiver;1;Blé tendre\r\n\r\nORH;Orge d'hiver;3;Orge\r\n`)).toEqual({
      rows: [
        { codePac: 'BTH', libellePac: 'Blé tendre d’hiver', groupe: 'Blé tendre', idCultureType: null },
        { codePac: 'ORH', libellePac: "Orge d'hiver", groupe: 'Orge', idCultureType: null },
      ],
      issues: [],
    });
    expect(parseCorrespondancesCsv(`${header};ID_CULTURE_TYPE\nBTH;Blé;1;Blé tendre;1015`).rows[0]?.idCultureType).toBe(1015);
  });

  it('names the bad lines and a wrong header', () => {
    const { issues } = parseCorrespondancesCsv(`${header}\nBTH;Blé;1;Blé tendre\nbt;x;1;G\nABC;;1;G`);
    expect(issues.map((i) => i.message.split(' : ')[0])).toEqual(['Ligne 3', 'Ligne 4']);
    expect(parseCorrespondancesCsv('CODE;LIBELLE\nBTH;Blé').issues[0]?.message).toBe(M.correspondanceLigne(1, M.correspondanceEntete));
    expect(parseCorrespondancesCsv(`${header}\n`).issues[0]?.message).toBe(M.correspondanceVide);
  });
});
