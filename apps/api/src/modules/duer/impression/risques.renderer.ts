import { estNouvelleMethode, NON_INITIALISE } from '@portail/contracts';
import { FONT } from '../../../common/pdf/pdf-fonts';
import type { ImpressionModule, ImpressionRisque, ImpressionUnite } from './duer-impression.types';
import { drawNiveauBadge, niveauTexte } from './niveau-badge';
import { COLORS, type Doc, MARGINS, WIDTH, heading, field } from './pdf-document';

/** 'Oui' when no measure remains to be taken (the methodology page says so); a risk not yet rated is neither. */
export function maitriseTexte(r: ImpressionRisque): string {
  if (r.niveau === NON_INITIALISE) return '—';
  return r.mesureAFaire.trim() ? 'Non' : 'Oui';
}

interface Cellule {
  titre: string;
  largeur: number;
}

/** OiRA France's columns (activity, risk, existing measures, controlled?, measures to take) with the rating between. */
const COLONNES: Cellule[] = [
  { titre: 'Opération', largeur: 70 },
  { titre: 'Risque', largeur: 88 },
  { titre: 'Mesures existantes', largeur: 100 },
  { titre: 'Maîtrisé ?', largeur: 50 },
  { titre: 'Cotation', largeur: 70 },
  { titre: 'Mesures à mettre en place', largeur: WIDTH - 378 },
];
const PAD = 3;
const SIZE = 7.5;
const PICTO = 16;
const BADGE_H = 13;

function cotationLignes(r: ImpressionRisque, methode: number): string {
  const c = r.cotation;
  if (c.gravite === null) return 'Non coté';
  const lignes = [`Gravité ${c.gravite}`, `Fréquence ${c.frequence}`];
  if (!estNouvelleMethode(methode) && c.maitrise !== null) lignes.push(`Maîtrise ${String(c.maitrise).replace('.', ',')}`);
  return lignes.join('\n');
}

const aFaire = (r: ImpressionRisque) =>
  r.mesureAFaire.trim() ? [r.mesureAFaire.trim(), `Qui : ${r.mesureQui.trim() || '—'}`, `Délai : ${r.mesureDelai.trim() || '—'}`].join('\n') : '—';

/** The pictograms' names (with the risk's own description of one), printed under the images they stand for. */
const pictoNoms = (r: ImpressionRisque) => r.pictos.map((p) => (p.description.trim() ? `${p.nom} : ${p.description.trim()}` : p.nom)).join('\n');

function textes(r: ImpressionRisque, operation: string, methode: number): string[] {
  return [operation, r.nom, r.mesureExistante.trim() || '—', maitriseTexte(r), cotationLignes(r, methode), aFaire(r)];
}

function hauteurLigne(doc: Doc, r: ImpressionRisque, cells: string[]): number {
  doc.font(FONT.regular).fontSize(SIZE);
  const heights = cells.map((t, i) => doc.font(i === 1 ? FONT.bold : FONT.regular).heightOfString(t, { width: COLONNES[i].largeur - 2 * PAD }));
  heights[1] += (r.pictos.some((p) => p.png) ? PICTO + 3 : 0) + (r.pictos.length ? piedPictos(doc, r) : 0);
  heights[4] += BADGE_H + 3;
  return Math.max(...heights) + 2 * PAD;
}

function enTete(doc: Doc): void {
  doc.font(FONT.bold).fontSize(SIZE);
  const h = Math.max(...COLONNES.map((c) => doc.heightOfString(c.titre, { width: c.largeur - 2 * PAD }))) + 2 * PAD;
  const y = doc.y;
  doc.rect(MARGINS.left, y, WIDTH, h).fill(COLORS.heading).fillColor('#ffffff');
  let x = MARGINS.left;
  for (const c of COLONNES) {
    doc.text(c.titre, x + PAD, y + PAD, { width: c.largeur - 2 * PAD });
    x += c.largeur;
  }
  doc.fillColor(COLORS.text).font(FONT.regular);
  doc.x = MARGINS.left;
  doc.y = y + h;
}

/** The unit and module over the table, again at the top of each continuation page. */
function titreModule(doc: Doc, unite: string, module: string, suite: boolean): void {
  doc
    .font(FONT.bold)
    .fontSize(suite ? 9 : 11.5)
    .fillColor(COLORS.heading);
  doc.text(suite ? `${unite} — ${module} (suite)` : module, MARGINS.left, doc.y, { width: WIDTH }).moveDown(0.3);
  doc.font(FONT.regular).fontSize(SIZE).fillColor(COLORS.text);
}

function ligne(doc: Doc, r: ImpressionRisque, cells: string[], h: number, pair: boolean): void {
  const y = doc.y;
  // fill() leaves the stripe's colour current: the text after it must get its own back.
  if (pair) doc.rect(MARGINS.left, y, WIDTH, h).fill('#f3f5f8').fillColor(COLORS.text);
  let x = MARGINS.left;
  cells.forEach((t, i) => {
    const width = COLONNES[i].largeur - 2 * PAD;
    doc.font(i === 1 ? FONT.bold : FONT.regular).fontSize(SIZE);
    if (i === 4) drawNiveauBadge(doc, { x: x + PAD, y: y + PAD, width, height: BADGE_H }, r.niveau, niveauTexte(r.score, r.niveau), SIZE);
    doc.text(t, x + PAD, y + PAD + (i === 4 ? BADGE_H + 3 : 0), { width });
    if (i === 1) pictos(doc, r, x + PAD, doc.y + 2, width);
    x += COLONNES[i].largeur;
  });
  doc
    .moveTo(MARGINS.left, y + h)
    .lineTo(MARGINS.left + WIDTH, y + h)
    .strokeColor(COLORS.rule)
    .lineWidth(0.5)
    .stroke();
  doc.x = MARGINS.left;
  doc.y = y + h;
}

const PICTO_SIZE = 6.5;

function piedPictos(doc: Doc, r: ImpressionRisque): number {
  const h = doc
    .font(FONT.italic)
    .fontSize(PICTO_SIZE)
    .heightOfString(pictoNoms(r), { width: COLONNES[1].largeur - 2 * PAD });
  doc.font(FONT.regular).fontSize(SIZE);
  return h + 2;
}

/** The pictograms as images under the risk's name, then their names (the images say nothing to a text reader). */
function pictos(doc: Doc, r: ImpressionRisque, x: number, y: number, width: number): void {
  if (!r.pictos.length) return;
  let left = x;
  const images = r.pictos.filter((p) => p.png);
  for (const p of images) {
    doc.image(p.png!, left, y, { width: PICTO, height: PICTO });
    left += PICTO + 2;
  }
  doc.font(FONT.italic).fontSize(PICTO_SIZE).fillColor(COLORS.muted);
  doc.text(pictoNoms(r), x, y + (images.length ? PICTO + 3 : 0), { width });
  doc.font(FONT.regular).fontSize(SIZE).fillColor(COLORS.text);
}

function renderModule(doc: Doc, unite: string, m: ImpressionModule, methode: number): void {
  const bottom = () => doc.page.height - MARGINS.bottom;
  if (doc.y + 80 > bottom()) doc.addPage();
  titreModule(doc, unite, m.nom, false);
  if (m.remarque?.trim()) field(doc.fontSize(9), 'Remarque', m.remarque);
  const lignes = m.operations.flatMap((o) => o.risques.map((r, i) => ({ r, operation: i === 0 ? o.nom : '', nomOperation: o.nom })));
  if (!lignes.length) {
    doc.font(FONT.italic).fontSize(9).text("Aucun risque actif n'est associé à ce module.").font(FONT.regular).moveDown();
    return;
  }
  doc.moveDown(0.2);
  enTete(doc);
  lignes.forEach(({ r, operation, nomOperation }, i) => {
    let cells = textes(r, operation, methode);
    let h = Math.min(hauteurLigne(doc, r, cells), bottom() - MARGINS.top - 60);
    if (doc.y + h > bottom()) {
      doc.addPage();
      titreModule(doc, unite, m.nom, true);
      enTete(doc);
      // The operation is named again at the top of a page, so no row reads as belonging to nothing.
      cells = textes(r, nomOperation, methode);
      h = Math.min(hauteurLigne(doc, r, cells), bottom() - MARGINS.top - 60);
    }
    ligne(doc, r, cells, h, i % 2 === 1);
  });
  doc.moveDown(1);
}

/** One work unit: each module's active risks as one table. */
export function renderUnite(doc: Doc, u: ImpressionUnite, methode: number): void {
  heading(doc, `Unité de travail : ${u.nom}`);
  for (const m of u.modules) renderModule(doc, u.nom, m, methode);
}
