import request from 'supertest';
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { DuerPlanActionMessages as P } from '@portail/contracts';
import { DUER } from '../../../seeds/ids';
import { PageRenderer } from '../src/modules/documents/jobs/page-renderer';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

/**
 * The action plan / PAPRIPACT (L4121-3-1 III) on the seeded DUERs: 010001's 2026 (1 employee, two seeded plan lines),
 * 010001's finished 2025 and 010003's 2026 (65 employees, a PAPRIPACT).
 */
jest.setTimeout(120_000);

let t: TestPortal;
const renderer = new PageRenderer();
const GERANT = 'gerant.multi@exemple.fr'; // gérant of 010001, 010002, 010003 (tool_duer); role 2 on 010004 (no tool_duer)
const ASSOCIE = 'associe@exemple.fr'; // 010004 only
type Caller = Awaited<ReturnType<typeof agent>>;
type Method = 'get' | 'put';

interface Ligne {
  idRisque: number;
  uniteTravail: string;
  module: string;
  operation: string;
  risque: string;
  niveau: string;
  score: string;
  mesureAFaire: string;
  mesureQui: string;
  statut: string;
  cout: string;
  moyens: string;
  indicateur: string;
  modifiePar: string | null;
}
interface Plan {
  papripact: boolean;
  nombreSalaries: number | null;
  peutModifier: boolean;
  lignes: Ligne[];
}

const D = (idDuer: number) => `/api/duer/${idDuer}/plan-action`;
const call = (c: Caller, method: Method, path: string, body?: object) => {
  let req = c.http[method](path);
  if (method !== 'get') req = req.set('x-csrf-token', c.csrf);
  return body ? req.send(body) : req;
};
const get = async (c: Caller, idDuer: number): Promise<Plan> => (await call(c, 'get', D(idDuer)).expect(200)).body;
const ligneBody = (l: Ligne, m: Partial<Ligne> = {}) => ({
  idRisque: l.idRisque,
  statut: l.statut,
  cout: l.cout,
  moyens: l.moyens,
  indicateur: l.indicateur,
  ...m,
});
const salaries = (idDuer: number, texte: string) =>
  t.ds.query(
    `INSERT INTO duer_informations_generales (id_duer, nombre_salaries) VALUES ($1, $2) ON CONFLICT (id_duer) DO UPDATE SET nombre_salaries = EXCLUDED.nombre_salaries`,
    [idDuer, texte],
  );

let sansModule: number; // 010004 (no tool_duer)
let g: Caller;

beforeAll(async () => {
  t = await startTestPortal();
  const rows: { id: number }[] = await t.ds.query(`INSERT INTO duer (code_dossier, annee) VALUES ('010004', 2031) RETURNING id`);
  sansModule = rows[0].id;
  g = await signIn(t.baseUrl, GERANT);
});
afterAll(async () => {
  await renderer.stop();
  await t.close();
});

const routes = (idDuer: number): [Method, string, object?][] => [
  ['get', D(idDuer)],
  ['put', D(idDuer), { lignes: [] }],
  ['get', `${D(idDuer)}/pdf`],
  ['get', `${D(idDuer)}/csv`],
  ['get', `${D(idDuer)}/xlsx`],
];

describe('access on every plan route', () => {
  it('401 anonymous', async () => {
    for (const [method, path, body] of routes(DUER.agri2026)) {
      const res = method === 'get' ? await request(t.baseUrl).get(path) : await call(await agent(t.baseUrl), method, path, body);
      expect([path, res.status]).toEqual([path, 401]);
      expectEnvelope(res.body, 401);
    }
  });

  it("403 on another person's dossier, 403 without the DUER module", async () => {
    const associe = await signIn(t.baseUrl, ASSOCIE);
    for (const [method, path, body] of routes(DUER.agri2026)) {
      const res = await call(associe, method, path, body);
      expect([path, res.status]).toEqual([path, 403]);
      expectEnvelope(res.body, 403);
    }
    for (const [method, path, body] of routes(sansModule)) {
      const res = await call(g, method, path, body);
      expect([path, res.status]).toEqual([path, 403]);
      expectEnvelope(res.body, 403, 'MODULE_INTERDIT');
    }
  });

  it('400 with the envelope and French messages on bad params and bodies, never 500', async () => {
    const plan = await get(g, DUER.agri2026);
    const l = plan.lignes[0];
    const bad = async (method: Method, path: string, body?: object, message?: string) => {
      const res = await call(g, method, path, body);
      expect([path, res.status]).toEqual([path, 400]);
      expectEnvelope(res.body, 400, 'VALIDATION');
      if (message) expect(res.body.issues.map((i: { message: string }) => i.message)).toContain(message);
    };
    for (const suffix of ['', '/pdf', '/csv', '/xlsx']) await bad('get', `/api/duer/abc/plan-action${suffix}`);
    const d = D(DUER.agri2026);
    await bad('put', d, { lignes: [ligneBody(l, { statut: 'termine' })] }, P.statutInvalide);
    await bad('put', d, { lignes: [ligneBody(l, { cout: 'x'.repeat(129) })] }, P.coutTropLong);
    await bad('put', d, { lignes: [ligneBody(l, { moyens: 'x'.repeat(2043) })] }, P.moyensTropLong);
    await bad('put', d, { lignes: [ligneBody(l, { indicateur: 'x'.repeat(2043) })] }, P.indicateurTropLong);
    await bad('put', d, { lignes: [ligneBody(l), ligneBody(l)] }, P.risqueEnDouble);
    await bad('put', d, { lignes: [{ ...ligneBody(l), mesureQui: 'Moi' }] });
    await bad('put', d, { lignes: [], extra: 1 });
    await bad('put', d, { lignes: 'non' });
    const autre = (await get(g, DUER.viti2026)).lignes[0];
    await bad('put', d, { lignes: [ligneBody(autre)] }, P.risqueIntrouvable);
  });
});

describe('the plan', () => {
  it("lists the active risks with a measure to put in place, in the DUER's order, with the seeded statuses", async () => {
    const plan = await get(g, DUER.agri2026);
    expect(plan).toMatchObject({ papripact: false, nombreSalaries: 1, peutModifier: true });
    expect(plan.lignes.length).toBeGreaterThanOrEqual(3);
    expect(plan.lignes.slice(0, 3).map((l) => l.statut)).toEqual(['en_cours', 'fait', 'a_faire']);
    expect(plan.lignes.every((l) => l.mesureAFaire.trim() !== '')).toBe(true);
    const attendus: { id: number }[] = await t.ds.query(
      `SELECT r.id FROM duer_risque r JOIN duer_groupe g ON g.id = r.id_duer_groupe JOIN duer_module m ON m.id = g.id_duer_module
         JOIN duer_categorie c ON c.id = m.id_duer_categorie
        WHERE c.id_duer = $1 AND r.est_actif AND btrim(r.mesure_a_faire) <> '' ORDER BY c.ordre, m.ordre, g.ordre, r.ordre`,
      [DUER.agri2026],
    );
    expect(plan.lignes.map((l) => l.idRisque)).toEqual(attendus.map((r) => r.id));
  });

  it('saves statuses, records who changed them, and drops a risk whose measure is emptied', async () => {
    const plan = await get(g, DUER.agri2026);
    const [a, b, c] = plan.lignes;
    const res = await call(g, 'put', D(DUER.agri2026), { lignes: [ligneBody(c, { statut: 'fait' }), ligneBody(a, { statut: 'fait' })] }).expect(200);
    const apres: Plan = res.body;
    expect(apres.lignes.find((l) => l.idRisque === c.idRisque)).toMatchObject({ statut: 'fait', modifiePar: expect.stringMatching(/\S/) });
    expect(apres.lignes.find((l) => l.idRisque === b.idRisque)?.statut).toBe('fait');
    expect((await get(g, DUER.agri2026)).lignes.find((l) => l.idRisque === a.idRisque)?.statut).toBe('fait');
    await t.ds.query(`UPDATE duer_risque SET mesure_a_faire = '  ' WHERE id = $1`, [c.idRisque]);
    expect((await get(g, DUER.agri2026)).lignes.some((l) => l.idRisque === c.idRisque)).toBe(false);
    await call(g, 'put', D(DUER.agri2026), { lignes: [ligneBody(c)] }).expect(400);
  });

  it('lets a member update the plan of a finished DUER (following the plan goes on)', async () => {
    const plan = await get(g, DUER.agri2025);
    expect(plan.peutModifier).toBe(true);
    const res = await call(g, 'put', D(DUER.agri2025), { lignes: [ligneBody(plan.lignes[0], { statut: 'en_cours' })] }).expect(200);
    expect((res.body as Plan).lignes[0].statut).toBe('en_cours');
  });

  it("is a PAPRIPACT from 50 employees (first integer of 'Nombre de salarié(s)'), with cost, resources and indicator", async () => {
    const seeded = await get(g, DUER.acs2026);
    expect(seeded).toMatchObject({ papripact: true, nombreSalaries: 65 });
    expect(seeded.lignes[0]).toMatchObject({ statut: 'en_cours', cout: '1 200 €' });
    await salaries(DUER.viti2026, 'environ 49 salariés');
    expect(await get(g, DUER.viti2026)).toMatchObject({ papripact: false, nombreSalaries: 49 });
    await salaries(DUER.viti2026, '50');
    expect(await get(g, DUER.viti2026)).toMatchObject({ papripact: true, nombreSalaries: 50 });
    await salaries(DUER.viti2026, 'non communiqué');
    expect(await get(g, DUER.viti2026)).toMatchObject({ papripact: false, nombreSalaries: null });
    const l = seeded.lignes[1];
    const res = await call(g, 'put', D(DUER.acs2026), { lignes: [ligneBody(l, { cout: '2 500 €', moyens: 'Prestataire\nagréé', indicateur: 'Taux' })] }).expect(
      200,
    );
    expect((res.body as Plan).lignes[1]).toMatchObject({ cout: '2 500 €', moyens: 'Prestataire\nagréé', indicateur: 'Taux' });
  });
});

describe('exports', () => {
  it('CSV for Excel FR: BOM, French headers, ";", CRLF, quotes escaped, formulas disarmed', async () => {
    const plan = await get(g, DUER.acs2026);
    const l = plan.lignes[0];
    await t.ds.query(`UPDATE duer_risque SET mesure_qui = '=HYPERLINK("x")', mesure_a_faire = 'Former; puis "vérifier"' WHERE id = $1`, [l.idRisque]);
    const res = await call(g, 'get', `${D(DUER.acs2026)}/csv`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    const texte = (res.body as Buffer).toString('utf8');
    expect(texte.startsWith('\uFEFF')).toBe(true);
    const lignes = texte.slice(1).split('\r\n');
    expect(lignes[0]).toBe('Unité de travail;Module;Opération;Risque;Score;Niveau;Mesure à mettre en place;Qui;Délai;Statut;Coût estimé;Moyens;Indicateur');
    expect(lignes).toHaveLength(plan.lignes.length + 2);
    expect(lignes.at(-1)).toBe('');
    expect(lignes[1]).toContain(`;"Former; puis ""vérifier""";"'=HYPERLINK(""x"")";`);
    expect(lignes[1]).toContain(';En cours;1 200 €;');
    const simple = await call(g, 'get', `${D(DUER.agri2026)}/csv`).expect(200);
    expect(String(simple.text).split('\r\n')[0]).toBe('\uFEFFUnité de travail;Module;Opération;Risque;Score;Niveau;Mesure à mettre en place;Qui;Délai;Statut');
  });

  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const xml = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    alwaysCreateTextNode: true,
    parseTagValue: false,
    isArray: (n) => ['row', 'c', 'si', 'xf', 'font', 'definedName'].includes(n),
  });
  type XmlCell = { r: string; t?: string; s?: string; v?: { '#text': string }; f?: unknown };
  /** The workbook read back from its zip: sheet name, values by row ('' where no cell), the raw cells, the parsed sheet and workbook. */
  const classeur = async (idDuer: number) => {
    const res = await call(g, 'get', `${D(idDuer)}/xlsx`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe(XLSX);
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const read = (name: string) => xml.parse(strFromU8(files[name]!));
    const partages: string[] = read('xl/sharedStrings.xml').sst.si.map((si: { t: { '#text': string } }) => si.t['#text']);
    const feuille = read('xl/worksheets/sheet1.xml').worksheet;
    const styles = read('xl/styles.xml').styleSheet;
    const colonne = (ref: string) => [...ref.replace(/\d+$/, '')].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
    const cellules: XmlCell[][] = feuille.sheetData.row.map((row: { c?: XmlCell[] }) => row.c ?? []);
    const lignes = cellules.map((cs) => {
      const out: (string | number)[] = [];
      for (const c of cs) out[colonne(c.r)] = c.t === 's' ? partages[Number(c.v!['#text'])] : Number(c.v!['#text']);
      return Array.from(out, (v) => v ?? '');
    });
    const style = (c: XmlCell) => styles.cellXfs.xf[Number(c.s ?? 0)];
    const gras = (c: XmlCell) => 'b' in styles.fonts.font[Number(style(c).fontId ?? 0)];
    const wb = read('xl/workbook.xml').workbook;
    return { res, feuille, cellules, lignes, style, gras, wb, nomFeuille: wb.sheets.sheet.name as string };
  };

  it('Excel workbook: one sheet, bold frozen headers with an autofilter, the CSV columns, score as a number, empty values empty cells', async () => {
    const plan = await get(g, DUER.agri2026);
    const l = plan.lignes[1];
    await t.ds.query(`UPDATE duer_risque SET mesure_delai = '' WHERE id = $1`, [l.idRisque]);
    const { res, feuille, cellules, lignes, style, gras, wb, nomFeuille } = await classeur(DUER.agri2026);
    expect(res.headers['content-disposition']).toContain(`attachment; filename="Plan d'actions DUER 2026.xlsx"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(nomFeuille).toBe('Plan d’actions');
    const entetes = ['Unité de travail', 'Module', 'Opération', 'Risque', 'Score', 'Niveau', 'Mesure à mettre en place', 'Qui', 'Délai', 'Statut'];
    expect(lignes[0]).toEqual(entetes);
    expect(cellules[0].every(gras)).toBe(true);
    expect(lignes).toHaveLength(plan.lignes.length + 1);
    plan.lignes.forEach((p, i) => expect(lignes[i + 1].slice(0, 4)).toEqual([p.uniteTravail, p.module, p.operation, p.risque]));
    expect(lignes[1][6]).toBe(plan.lignes[0].mesureAFaire);
    expect(style(cellules[1].find((c) => c.r === 'G2')!).alignment).toMatchObject({ wrapText: '1' });
    expect(gras(cellules[1][0])).toBe(false);
    expect(lignes[2][8]).toBe('');
    expect(cellules[2].some((c) => c.r === 'I3')).toBe(false);
    const i = plan.lignes.findIndex((p) => p.score);
    const score = cellules[i + 1].find((c) => c.r === `E${i + 2}`)!;
    expect(score.t).toBeUndefined();
    expect(lignes[i + 1][4]).toBe(Number(plan.lignes[i].score.replace(',', '.')));
    expect(feuille.sheetViews.sheetView.pane).toMatchObject({ ySplit: '1', topLeftCell: 'A2', state: 'frozen' });
    expect(feuille.autoFilter.ref).toBe(`A1:J${plan.lignes.length + 1}`);
    expect(wb.definedNames.definedName[0]).toMatchObject({
      name: '_xlnm._FilterDatabase',
      localSheetId: '0',
      '#text': `'Plan d’actions'!$A$1:$J$${plan.lignes.length + 1}`,
    });
    const largeurs = feuille.cols.col.map((c: { width: string }) => Number(c.width));
    expect(largeurs).toHaveLength(10);
    expect(largeurs.every((w: number) => w >= 8 && w <= 62)).toBe(true);
  });

  it('Excel workbook of a PAPRIPACT: its sheet name, the cost, resources and indicator columns; text starting with = stays text', async () => {
    const plan = await get(g, DUER.acs2026);
    const { res, cellules, lignes, feuille, nomFeuille } = await classeur(DUER.acs2026);
    expect(res.headers['content-disposition']).toContain('filename="PAPRIPACT DUER 2026.xlsx"');
    expect(nomFeuille).toBe('PAPRIPACT');
    expect(lignes[0].slice(9)).toEqual(['Statut', 'Coût estimé', 'Moyens', 'Indicateur']);
    expect(lignes).toHaveLength(plan.lignes.length + 1);
    expect(feuille.autoFilter.ref).toBe(`A1:M${plan.lignes.length + 1}`);
    expect(lignes[1].slice(9, 11)).toEqual(['En cours', '1 200 €']);
    expect(lignes[2].slice(10)).toEqual(['2 500 €', 'Prestataire\nagréé', 'Taux']);
    // set by the CSV test above: in a workbook it stays a text cell, not a formula
    expect(lignes[1][7]).toBe('=HYPERLINK("x")');
    expect(cellules[1].every((c) => c.f === undefined)).toBe(true);
  });

  const pdfText = async (idDuer: number) => {
    const res = await call(g, 'get', `${D(idDuer)}/pdf`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const r = await renderer.render({ bytes: new Uint8Array(pdf), mime: 'application/pdf', fromPage: 1, toPage: 0, withText: true });
    return { nbPages: r.nbPages, texte: (r.text ?? '').replace(/\s+/g, ' ') };
  };

  it('PDF: title, dossier and year, each measure with its risk and level badge, Page x sur y', async () => {
    const plan = await get(g, DUER.agri2026);
    const { nbPages, texte } = await pdfText(DUER.agri2026);
    expect(texte).toContain("Plan d'actions");
    expect(texte).not.toContain('PAPRIPACT');
    expect(texte).toContain('DUER 2026');
    expect(texte).toContain(`Page 1 sur ${nbPages}`);
    expect(texte).toContain(`Page ${nbPages} sur ${nbPages}`);
    const cote = plan.lignes.find((l) => l.score)!;
    expect(texte).toContain(`${cote.score} · ${cote.niveau}`);
    expect(texte).toContain(plan.lignes[0].risque.split(' ')[0]);
    const papripact = await pdfText(DUER.acs2026);
    expect(papripact.texte).toContain('(PAPRIPACT)');
    expect(papripact.texte).toContain('Coût estimé');
    expect(papripact.texte).toContain('1 200 €');
  });
});
