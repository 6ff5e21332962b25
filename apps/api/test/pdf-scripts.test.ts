import type { LignePlanAction } from '@portail/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderMandatSepaPdf } from '../src/modules/abonnement/mandat-sepa.renderer';
import { renderPouvoirPdf } from '../src/modules/ag/ag-pouvoir.renderer';
import { PageRenderer } from '../src/modules/documents/jobs/page-renderer';
import { runProgram } from '../src/modules/documents/jobs/run-program';
import { stamp } from '../src/modules/duer/impression/duer-pdf-merge';
import { mergeParts } from '../src/common/pdf/tagged-merge';
import { heading, paragraph, renderPdf } from '../src/modules/duer/impression/pdf-document';
import { renderPlanActionPdf } from '../src/modules/duer/plan-action/plan-action.renderer';

/** Every PDF kind the portal makes prints names and symbols beyond Latin-1 (issue 31), read back from its text layer. */
const NOMS = 'Łukasz Wójcik, Ștefan Popescu, Çağlar Öztürk, Ελένη Παπαδοπούλου, Дмитрий Иванов';
const SYMBOLES = '≤ 3 mois → 1ᵉʳ trimestre ✓ €';
const creeLe = new Date('2026-11-02T10:00:00Z');

const tmp = (pdf: Buffer) => {
  const file = path.join(os.tmpdir(), `pdf-scripts-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  return file;
};

/** The text layer, read as the worker reads uploaded PDFs (poppler through PageRenderer). */
const renderer = new PageRenderer();
afterAll(() => renderer.stop());
async function text(pdf: Buffer): Promise<string> {
  const r = await renderer.render({ bytes: new Uint8Array(pdf), mime: 'application/pdf', fromPage: 1, toPage: 0, withText: true });
  return (r.text ?? '').replace(/\s+/g, ' ');
}

const fontsOf = async (pdf: Buffer) => {
  const file = tmp(pdf);
  try {
    return (await runProgram('pdffonts', [file], { timeoutMs: 30_000, maxOutput: 1_000_000 })).toString('utf8');
  } finally {
    fs.rmSync(file, { force: true });
  }
};

function ligne(i: number, uniteTravail: string): LignePlanAction {
  return {
    idRisque: i,
    idCategorie: 1,
    uniteTravail,
    idModule: 1,
    module: 'Vendanges',
    operation: 'Cueillette',
    risque: `Risque ${i} — ${SYMBOLES}`,
    score: '12',
    niveau: 'Important',
    mesureAFaire: 'Former l’équipe',
    mesureQui: 'Ștefan Popescu',
    mesureDelai: '≤ 3 mois',
    statut: 'a_faire',
    cout: '',
    moyens: '',
    indicateur: '',
    modifieLe: null,
    modifiePar: null,
  };
}

const plan = (unites: string[]) =>
  renderPlanActionPdf(
    { idDuer: 1, annee: 2026, estFini: false, papripact: false, nombreSalaries: 12, peutModifier: true, lignes: unites.map((u, i) => ligne(i + 1, u)) },
    { raisonSociale: 'EARL Wójcik', codeDossier: 'QA-001' },
    '02/11/2026',
  );

describe('fonts beyond Latin-1', () => {
  it('the DUER parts and their stamped header keep the names and symbols, with the fonts embedded', async () => {
    const part = await renderPdf((doc) => {
      heading(doc, `Unité ${NOMS}`);
      paragraph(doc, SYMBOLES);
    });
    const merged = await mergeParts([{ pdf: part, tagged: true }]);
    await stamp(merged, {
      dossier: { codeDossier: '010001', raisonSociale: 'EARL Ștefan Popescu' },
      annee: 2026,
      version: 'Version définitive imprimée le 28/11/2026 à 12:00',
      temporaire: false,
    });
    const pdf = Buffer.from(await merged.save());
    const lu = await text(pdf);
    expect(lu).toContain(NOMS);
    expect(lu).toContain(SYMBOLES);
    expect(lu).toContain('EARL Ștefan Popescu');
    const fonts = await fontsOf(pdf);
    expect(fonts).toContain('DejaVuSans');
    expect(fonts).not.toContain('Helvetica');
    // pdffonts' columns end with emb, sub, uni, object and generation: every font embedded, with its Unicode map.
    const rows = fonts
      .split('\n')
      .slice(2)
      .filter((l) => l.trim())
      .map((l) => l.trim().split(/\s+/));
    expect(rows.filter((cols) => cols.at(-5) !== 'yes' || cols.at(-3) !== 'yes')).toEqual([]);
  });

  it('the action plan, the AG proxy and the SEPA mandate print them too', async () => {
    const planLu = await text(await plan([NOMS]));
    for (const nom of NOMS.split(', ')) expect(planLu).toContain(nom);
    expect(planLu).toContain('≤ 3 mois');

    const pouvoir = await renderPouvoirPdf({
      entityName: 'Coopérative Ελένη',
      president: 'M. Łukasz Wójcik, Président',
      millesime: 2026,
      dateAg: creeLe,
      lieu: 'Épernay',
      dossier: { codeDossier: 'QA-001', raisonSociale: 'SCEA Дмитрий Иванов' },
      poids: 2,
      creeLe,
    });
    const pouvoirLu = await text(pouvoir);
    expect(pouvoirLu).toContain('M. Łukasz Wójcik, Président');
    expect(pouvoirLu).toContain('SCEA Дмитрий Иванов');

    const mandat = await renderMandatSepaPdf({
      creancier: { nom: 'Cabinet', adresse: '1 rue de Reims', ics: 'FR12ZZZ123456' },
      reference: 'RUM-1',
      debiteur: {
        titulaire: 'Çağlar Öztürk',
        adresse: '2 rue Ștefan',
        codePostal: '51200',
        ville: 'Épernay',
        iban: 'FR7630006000011234567890189',
        bic: 'AGRIFRPP',
      },
      dossier: { codeDossier: 'QA-001', raisonSociale: 'EARL Wójcik' },
      dateSignature: '02/11/2026',
      creeLe,
    });
    const mandatLu = await text(mandat);
    expect(mandatLu).toContain('Çağlar Öztürk');
    expect(mandatLu).toContain('2 rue Ștefan');

    // Each is tagged in French, its title first, the names read from the structure tree.
    for (const [pdf, titre, nom] of [
      [await plan([NOMS]), "Plan d'actions", 'Łukasz Wójcik'],
      [pouvoir, 'Pouvoir', 'SCEA Дмитрий Иванов'],
      [mandat, 'Mandat de prélèvement SEPA', 'Çağlar Öztürk'],
    ] as const) {
      const structure = await structureOf(pdf);
      expect(structure).toMatch(new RegExp(`^Document\\n {2}H1 \\(block\\)\\n {4}"${titre}"`));
      expect(structure).toContain(nom);
      expect(structure).not.toMatch(/Page \d+ sur/);
    }
  });
});

async function structureOf(pdf: Buffer): Promise<string> {
  const file = tmp(pdf);
  try {
    return (await runProgram('pdfinfo', ['-struct-text', file], { timeoutMs: 30_000, maxOutput: 10_000_000 })).toString('utf8');
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** The darkest grey (0–255) inside each box of the first page rendered at 72 dpi, where one pixel is one point. */
async function darkest(pdf: Buffer, word: string): Promise<number[]> {
  const file = tmp(pdf);
  try {
    const html = (await runProgram('pdftotext', ['-q', '-bbox', '-f', '1', '-l', '1', file, '-'], { timeoutMs: 30_000, maxOutput: 10_000_000 })).toString(
      'utf8',
    );
    const boxes = [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)]
      .filter((m) => m[5] === word)
      .map((m) => m.slice(1, 5).map(Number));
    const pgm = await runProgram('pdftoppm', ['-q', '-gray', '-r', '72', '-f', '1', '-l', '1', file], { timeoutMs: 30_000, maxOutput: 10_000_000 });
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
    const [width, offset] = [Number(header[1]), header[0].length];
    return boxes.map(([x0, y0, x1, y1]) => {
      let min = 255;
      for (let y = Math.ceil(y0); y < Math.floor(y1); y++)
        for (let x = Math.ceil(x0); x < Math.floor(x1); x++) min = Math.min(min, pgm[offset + y * width + x]);
      return min;
    });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

it('every row of the action plan shows its unit, the striped ones included', async () => {
  const minima = await darkest(await plan(['Chai', 'Chai', 'Chai', 'Chai']), 'Chai');
  expect(minima).toHaveLength(4);
  for (const min of minima) expect(min).toBeLessThan(100);
});
