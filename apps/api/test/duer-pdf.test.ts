import { PDFDict, PDFDocument, PDFName } from '@cantoo/pdf-lib';
import type { HttpException } from '@nestjs/common';
import { formatScore, niveauOf } from '@portail/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DUER } from '../../../seeds/ids';
import { PageRenderer } from '../src/modules/documents/jobs/page-renderer';
import { runProgram } from '../src/modules/documents/jobs/run-program';
import { FsBlobStore } from '../src/common/storage/fs-blob-store';
import { DuerPdfBuilder } from '../src/modules/duer/impression/duer-pdf-builder';
import {
  type DuerSelection,
  type EtapeImpression,
  SELECTION_ANNEXES,
  SELECTION_PAGES,
  selectionFromCategories,
} from '../src/modules/duer/impression/duer-impression.types';
import { seededFilesDir } from './ged-blobs';
import { startTestPortal, type TestPortal } from './test-app';

/** The DUER's PDF (issue 13): built from the seeded QA DUERs and read back with poppler (pdftotext). */
jest.setTimeout(180_000);

let t: TestPortal;
let blobs: FsBlobStore;
let builder: DuerPdfBuilder;
const renderer = new PageRenderer();

beforeAll(async () => {
  const dir = seededFilesDir();
  blobs = new FsBlobStore(dir);
  t = await startTestPortal({ FILES_DIR: dir });
  builder = t.portal.app.get(DuerPdfBuilder);
});
afterAll(async () => {
  await renderer.stop();
  await t.close();
});

/**
 * Page count through the worker's renderer; the text in the order it was drawn (`pdftotext -raw`), which keeps the
 * table of contents' entries beside their page numbers and the diagonal watermark in one piece.
 */
async function read(pdf: Buffer): Promise<{ nbPages: number; texte: string }> {
  const r = await renderer.render({ bytes: new Uint8Array(pdf), mime: 'application/pdf', fromPage: 1, toPage: 0, withText: false });
  const file = path.join(os.tmpdir(), `duer-pdf-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    const texte = await runProgram('pdftotext', ['-q', '-raw', '-enc', 'UTF-8', file, '-'], { timeoutMs: 30_000, maxOutput: 20_000_000 });
    return { nbPages: r.nbPages, texte: texte.toString('utf8').replace(/\s+/g, ' ') };
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const occurrences = (texte: string, motif: string) => texte.split(motif).length - 1;

/** The structure tree as poppler reads it (`pdfinfo -struct-text`), block markers removed. */
async function structureOf(pdf: Buffer): Promise<string> {
  const file = path.join(os.tmpdir(), `duer-struct-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    const out = await runProgram('pdfinfo', ['-struct-text', file], { timeoutMs: 30_000, maxOutput: 20_000_000 });
    return out.toString('utf8').replace(/ \(block\)/g, '');
  } finally {
    fs.rmSync(file, { force: true });
  }
}

interface RisqueLigne {
  id_module: number;
  id_categorie: number;
  nom: string;
  est_actif: boolean;
  gravite: number | null;
  frequence: number | null;
  maitrise_dixiemes: number | null;
}

function risquesDe(idDuer: number): Promise<RisqueLigne[]> {
  return t.ds.query(
    `SELECT m.id AS id_module, c.id AS id_categorie, br.nom, r.est_actif, r.gravite, r.frequence, r.maitrise_dixiemes
       FROM duer_risque r JOIN duer_base_risque br ON br.id = r.id_base_risque JOIN duer_groupe g ON g.id = r.id_duer_groupe
       JOIN duer_module m ON m.id = g.id_duer_module JOIN duer_categorie c ON c.id = m.id_duer_categorie
      WHERE c.id_duer = $1 ORDER BY c.ordre, m.ordre, g.ordre, r.ordre`,
    [idDuer],
  );
}

const cotation = (r: RisqueLigne) => ({ gravite: r.gravite, frequence: r.frequence, maitrise: r.maitrise_dixiemes === null ? null : r.maitrise_dixiemes / 10 });
const badge = (r: RisqueLigne, version: number) => {
  const score = formatScore(cotation(r), version);
  const niveau = niveauOf(cotation(r), version);
  return score ? `${score} · ${niveau}` : niveau;
};
/** Names that belong to a single module of the DUER (a name repeated elsewhere proves nothing). */
function nomsPropres(risques: RisqueLigne[], garder: (r: RisqueLigne) => boolean): { dedans: string[]; dehors: string[] } {
  const actifs = risques.filter((r) => r.est_actif);
  const uniques = actifs.filter((r) => actifs.filter((x) => x.nom === r.nom).length === 1);
  return { dedans: uniques.filter(garder).map((r) => r.nom), dehors: uniques.filter((r) => !garder(r)).map((r) => r.nom) };
}

/** The firm's uploaded pages: its methodology and table of contents are replaced by generated ones, its instructions merged. */
const METHODOLOGIE_STATIQUE = 'Chaque risque est coté en gravité (1 à 5) et en fréquence (1 à 5).';
const SOMMAIRE_STATIQUE = '1. Informations générales';
const PLAN_STATIQUE = 'voir les mesures de chaque risque';
const PAGE_CONSIGNES = 'Consignes en cas d’incendie';
const ANNEXE_FDS = 'Produits phytosanitaires stockés : liste et fiches de sécurité.';

describe('the whole 010001 2026 DUER', () => {
  let pdf: Buffer;
  let pages: number;
  let texte: string;
  let nbPages: number;
  const etapes: [EtapeImpression, number][] = [];

  beforeAll(async () => {
    ({ pdf, pages } = await builder.build(DUER.agri2026, { type: 'duer' }, { temporaire: true, onProgress: (e, p) => etapes.push([e, p]) }));
    ({ texte, nbPages } = await read(pdf));
  });

  it('is a PDF whose page count is the one returned, each footer with the dossier, the version and Page x sur N', () => {
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(nbPages).toBe(pages);
    expect(pages).toBeGreaterThan(8);
    for (let i = 1; i <= pages; i++) expect(texte).toContain(`Page ${i} sur ${pages}`);
    expect(texte).toContain('DUER 2026');
    expect(occurrences(texte, 'Dossier 010001 — Version provisoire imprimée le ')).toBe(pages);
  });

  it("has the cover page with the writer prefilled, the managers' label and the update date, then the table of contents", async () => {
    const [{ raison_sociale }]: { raison_sociale: string }[] = await t.ds.query("SELECT raison_sociale FROM dossier WHERE code_dossier = '010001'");
    expect(texte).toContain("DOCUMENT UNIQUE D'ÉVALUATION DES RISQUES 2026");
    expect(texte).toContain(raison_sociale);
    expect(texte).toMatch(/Rédacteur : \S+/);
    expect(texte).toContain('Date de mise à jour');
    expect(texte).toMatch(/Gérants? :/);
    expect(texte.indexOf('Sommaire')).toBeGreaterThan(texte.indexOf('Rédacteur'));
    for (const entree of ['Informations générales', 'Préambule', 'Liste des risques', 'Audit préalable', 'Annexes', 'Fiche de données de sécurité']) {
      expect(texte).toContain(entree);
    }
  });

  it('renders general information, the preamble and the prior audit from their data', () => {
    expect(texte).toContain('Organisation des secours');
    expect(texte).toContain('Aucun accident ni arrêt de travail');
    expect(texte).toContain('Organisation des vendanges');
    expect(texte).toMatch(/N° Libellé Réponse Remarques/);
    expect(texte).toMatch(/\b(Oui|Non|Non applicable)\b/);
    // The 2026 audit is half answered: an unanswered question is neither Oui nor Non (issue 29, defect 26).
    expect(texte).toContain('Non renseigné');
  });

  it('lists every active risk with its score badge and the measure labels, and no inactive risk', async () => {
    const risques = await risquesDe(DUER.agri2026);
    const { dedans } = nomsPropres(risques, () => true);
    for (const r of risques.filter((x) => x.est_actif)) {
      expect(texte).toContain(r.nom);
      expect(texte).toContain(badge(r, 1));
    }
    const actifs = new Set(risques.filter((r) => r.est_actif).map((r) => r.nom));
    for (const r of risques.filter((x) => !x.est_actif && !actifs.has(x.nom))) expect(texte).not.toContain(r.nom);
    expect(dedans.length).toBeGreaterThan(0);
    for (const libelle of ['Mesures existantes', 'Mesures à mettre en place', 'Qui :', 'Délai :']) expect(texte).toContain(libelle);
  });

  it('merges the uploaded pages and the annexes as they are, in the order of the pages screen', () => {
    expect(texte).toContain(ANNEXE_FDS);
    for (const remplacee of [METHODOLOGIE_STATIQUE, SOMMAIRE_STATIQUE, PLAN_STATIQUE]) expect(texte).not.toContain(remplacee);
    expect(texte.lastIndexOf('Unité de travail')).toBeLessThan(texte.lastIndexOf('Consignes en cas d’incendie'));
    expect(texte.lastIndexOf('Consignes en cas d’incendie')).toBeLessThan(texte.lastIndexOf(ANNEXE_FDS));
  });

  it('gives in the table of contents the page where each section starts', async () => {
    // Each page's text ends with its stamped footer: the text between two footers is one page.
    const pageOf = (needle: string) => texte.split(new RegExp(`Page \\d+ sur ${pages}`)).findIndex((t) => t.includes(needle)) + 1;
    const [{ nom: premiereUnite }]: { nom: string }[] = await t.ds.query(
      `SELECT bc.nom FROM duer_categorie c JOIN duer_base_categorie bc ON bc.id = c.id_base_categorie WHERE c.id_duer = $1 ORDER BY c.ordre, c.id LIMIT 1`,
      [DUER.agri2026],
    );
    const numero = (entree: string) => Number(new RegExp(`${entree} (\\d+)`).exec(texte)?.[1]);
    expect(numero('Liste des risques')).toBe(pageOf('Synthèse des risques'));
    expect(numero(premiereUnite)).toBe(pageOf(`Unité de travail : ${premiereUnite}`));
    expect(numero('Méthodologie d’évaluation')).toBe(pageOf('Grille des scores'));
    expect(numero('Plan d’actions')).toBe(pageOf('Mesure à mettre en place'));
    expect(numero('Consultation et mise à disposition')).toBe(pageOf('Les représentants du personnel'));
    expect(numero('Annexes')).toBe(pageOf(ANNEXE_FDS));
    expect(numero('Audit préalable')).toBe(pageOf('N° Libellé Réponse Remarques'));
  });

  it('is tagged in French: headings, tables and lists in reading order, the running header and footer left out', async () => {
    const doc = await PDFDocument.load(pdf);
    expect(doc.catalog.get(PDFName.of('Lang'))?.toString()).toBe('(fr-FR)');
    expect(doc.catalog.lookup(PDFName.of('MarkInfo'), PDFDict).get(PDFName.of('Marked'))?.toString()).toBe('true');
    const structure = await structureOf(pdf);
    const titres = [...structure.matchAll(/^ {4}H1\n {6}"(.*)"$/gm)].map((m) => m[1]);
    expect(titres.slice(0, 6)).toEqual([
      "DOCUMENT UNIQUE D'ÉVALUATION DES RISQUES 2026",
      'Sommaire',
      'Informations générales',
      'Préambule',
      'Méthodologie d’évaluation',
      'Synthèse des risques',
    ]);
    expect(titres).toContain("Plan d'actions");
    expect(titres.at(-1)).toBe('Consultation et mise à disposition');
    for (const type of ['TOCI', 'Table', 'TR', 'TH', 'TD', 'L', 'LI']) expect(structure).toMatch(new RegExp(`^ +${type}$`, 'm'));
    // A sentence of each generated part is in the tree, so no renderer draws outside it.
    for (const texte of ['Rédacteur', 'Organisation des secours', 'Score jusqu’à 3', 'Fréquence', 'Risques non cotés', '"Mesures existantes"']) {
      expect(structure).toContain(texte);
    }
    for (const texte of ['"Remarques"', '"Statut"', 'Présenté aux travailleurs', 'Nom et qualité']) expect(structure).toContain(texte);
    expect(structure).toMatch(/"Liste des risques\d+"/);
    expect(structure).not.toContain('Page 1 sur');
    expect(structure).not.toContain('DOCUMENT PROVISOIRE');
  });

  it("stamps 'DOCUMENT PROVISOIRE' on every page of a temporary print", () => {
    // pdftotext reads the diagonal text one letter a line.
    expect(occurrences(texte.replace(/ /g, ''), 'DOCUMENTPROVISOIRE')).toBe(pages);
  });

  it('reports its progress through reading, pages and merging up to 100 %', () => {
    expect(etapes[0]).toEqual(['lecture', 0]);
    expect(etapes.map(([e]) => e).filter((e, i, all) => e !== all[i - 1])).toEqual(['lecture', 'pages', 'fusion']);
    expect(etapes.at(-1)).toEqual(['fusion', 100]);
  });

  it('has no watermark when definitive', async () => {
    const definitif = await builder.build(DUER.agri2026, { type: 'duer' }, { temporaire: false });
    const lu = await read(definitif.pdf);
    expect(lu.texte.replace(/ /g, '')).not.toContain('DOCUMENTPROVISOIRE');
    expect(lu.nbPages).toBe(pages);
  });
});

describe('selections', () => {
  it("reads the calls' work unit lists, where -1 stands for the pages and -2 for the annexes", () => {
    expect(selectionFromCategories([SELECTION_PAGES, 12, SELECTION_ANNEXES, 13])).toEqual({
      type: 'categories',
      idCategories: [12, 13],
      pages: true,
      annexes: true,
    });
    expect(selectionFromCategories([12])).toEqual({ type: 'categories', idCategories: [12], pages: false, annexes: false });
  });

  it('prints only the selected modules, without pages nor annexes', async () => {
    const risques = await risquesDe(DUER.agri2026);
    const idModule = risques.find((r) => r.est_actif)!.id_module;
    const { dedans, dehors } = nomsPropres(risques, (r) => r.id_module === idModule);
    const { pdf } = await builder.build(DUER.agri2026, { type: 'modules', idModules: [idModule] }, { temporaire: false });
    const { texte } = await read(pdf);
    for (const nom of dedans) expect(texte).toContain(nom);
    for (const nom of dehors) expect(texte).not.toContain(nom);
    expect(texte).not.toContain(PAGE_CONSIGNES);
    expect(texte).not.toContain(ANNEXE_FDS);
    expect(texte).not.toContain('Organisation des secours');
  });

  it.each([
    [false, false],
    [true, true],
  ])('prints only the selected work units, pages %s and annexes %s', async (pages, annexes) => {
    const risques = await risquesDe(DUER.agri2026);
    const idCategorie = risques[0].id_categorie;
    const { dedans, dehors } = nomsPropres(risques, (r) => r.id_categorie === idCategorie);
    const selection: DuerSelection = { type: 'categories', idCategories: [idCategorie], pages, annexes };
    const { texte } = await read((await builder.build(DUER.agri2026, selection, { temporaire: false })).pdf);
    for (const nom of dedans) expect(texte).toContain(nom);
    for (const nom of dehors) expect(texte).not.toContain(nom);
    expect(texte.includes(PAGE_CONSIGNES)).toBe(pages);
    expect(texte.includes('Organisation des secours')).toBe(pages);
    expect(texte.includes(ANNEXE_FDS)).toBe(annexes);
  });

  it('refuses a module or work unit of another DUER', async () => {
    const [autre] = await risquesDe(DUER.agri2025);
    const statut = (selection: DuerSelection) =>
      builder.build(DUER.agri2026, selection, { temporaire: true }).then(
        () => 200,
        (e: HttpException) => e.getStatus(),
      );
    expect(await statut({ type: 'modules', idModules: [autre.id_module] })).toBe(404);
    expect(await statut({ type: 'categories', idCategories: [autre.id_categorie], pages: false, annexes: false })).toBe(404);
  });
});

it('prints the old method DUER (010002) with decimal scores written with a comma', async () => {
  // The seeded ratings all give whole scores: one risk rated gravité 3, fréquence 1, maîtrise 0.1 scores 0.3.
  const [{ id }]: { id: number }[] = await t.ds.query(
    `SELECT r.id FROM duer_risque r JOIN duer_groupe g ON g.id = r.id_duer_groupe JOIN duer_module m ON m.id = g.id_duer_module
       JOIN duer_categorie c ON c.id = m.id_duer_categorie WHERE c.id_duer = $1 AND r.est_actif ORDER BY r.id LIMIT 1`,
    [DUER.viti2026],
  );
  await t.ds.query('UPDATE duer_risque SET gravite = 3, frequence = 1, maitrise_dixiemes = 1 WHERE id = $1', [id]);
  const risques = (await risquesDe(DUER.viti2026)).filter((r) => r.est_actif);
  const { texte } = await read((await builder.build(DUER.viti2026, { type: 'duer' }, { temporaire: false })).pdf);
  expect(texte).toContain('0,3 · Faible');
  for (const r of risques) expect(texte).toContain(badge(r, 0));
  expect(texte).not.toMatch(/\d\.\d · /);
});

/** A page of the dossier's own on the 2026 DUER, removed after `test`. */
async function avecPage(fichier: { key: string | null; extension: string | null }, test: () => Promise<void>): Promise<void> {
  const [{ id }]: { id: number }[] = await t.ds.query(
    `INSERT INTO duer_base_page (nom, est_fixe, est_avant_risques, ordre, code_dossier, blob_key, nom_fichier, extension, mime, taille)
     VALUES ('Organigramme', false, true, 99, '010001', $1, $2, $3, 'application/octet-stream', 19) RETURNING id`,
    [fichier.key, fichier.extension && `organigramme.${fichier.extension}`, fichier.extension],
  );
  await t.ds.query('INSERT INTO duer_page (id_duer, id_base_page, est_avant_risques, ordre) VALUES ($1, $2, true, 99)', [DUER.agri2026, id]);
  try {
    await test();
  } finally {
    await t.ds.query('DELETE FROM duer_base_page WHERE id = $1', [id]);
  }
}

const pagesSeules: DuerSelection = { type: 'categories', idCategories: [], pages: true, annexes: false };
const NON_CONVERTI = "Le fichier « Organigramme » n'a pas pu être converti en PDF.";

describe('files that cannot be merged give one page saying so, never a silent gap', () => {
  it('a .docx page without LibreOffice', async () => {
    const key = 'duer/010001/page-test.docx';
    await blobs.put(key, Readable.from([Buffer.from('PK pas un vrai docx')]));
    await avecPage({ key, extension: 'docx' }, async () => {
      const path = process.env.PATH;
      process.env.PATH = '/nonexistent';
      try {
        const { pdf } = await builder.build(DUER.agri2026, pagesSeules, { temporaire: false });
        const { texte } = await read(pdf);
        expect(texte).toContain(NON_CONVERTI);
        expect(texte).toContain(PAGE_CONSIGNES);
      } finally {
        process.env.PATH = path;
      }
    });
  });

  it('a .pdf page whose bytes are not a PDF', async () => {
    const key = 'duer/010001/page-test.pdf';
    await blobs.put(key, Readable.from([Buffer.from('ceci n’est pas un PDF')]));
    await avecPage({ key, extension: 'pdf' }, async () => {
      const { texte } = await read((await builder.build(DUER.agri2026, pagesSeules, { temporaire: false })).pdf);
      expect(texte).toContain(NON_CONVERTI);
    });
  });

  it('a page without file', async () => {
    await avecPage({ key: null, extension: null }, async () => {
      const { texte } = await read((await builder.build(DUER.agri2026, pagesSeules, { temporaire: false })).pdf);
      expect(texte).toContain("Aucun document n'est associé à « Organigramme ».");
    });
  });
});
