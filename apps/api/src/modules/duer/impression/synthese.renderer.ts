import { NIVEAUX, NON_INITIALISE, type NiveauRisque } from '@portail/contracts';
import { FONT } from '../../../common/pdf/pdf-fonts';
import type { ImpressionRisque, ImpressionUnite } from './duer-impression.types';
import { drawNiveauBadge, niveauTexte } from './niveau-badge';
import { COLORS, type Doc, MARGINS, WIDTH, breakIfLow, heading, subheading } from './pdf-document';

interface Entree {
  unite: string;
  module: string;
  risque: ImpressionRisque;
}

const PLUS_GRAVE_D_ABORD = [...NIVEAUX].reverse();
const SIZE = 8;
const scoreNombre = (r: ImpressionRisque) => Number(r.score.replace(',', '.')) || 0;

function entrees(unites: ImpressionUnite[]): Entree[] {
  return unites.flatMap((u) => u.modules.flatMap((m) => m.operations.flatMap((o) => o.risques.map((risque) => ({ unite: u.nom, module: m.nom, risque })))));
}

/** Per work unit, how many active risks at each level, the most serious column first. */
function comptes(doc: Doc, unites: ImpressionUnite[], toutes: Entree[]): void {
  const colonnes: (NiveauRisque | 'Total')[] = [...PLUS_GRAVE_D_ABORD, NON_INITIALISE, 'Total'];
  const largeurNom = WIDTH - colonnes.length * 52;
  const y0 = doc.y;
  doc.rect(MARGINS.left, y0, WIDTH, 26).fill(COLORS.heading).fillColor('#ffffff').font(FONT.bold).fontSize(7);
  doc.text('Unité de travail', MARGINS.left + 3, y0 + 8, { width: largeurNom - 6 });
  colonnes.forEach((c, i) => doc.text(c === NON_INITIALISE ? 'Non cotés' : c, MARGINS.left + largeurNom + i * 52, y0 + 4, { width: 52, align: 'center' }));
  doc.fillColor(COLORS.text).font(FONT.regular).fontSize(SIZE);
  doc.y = y0 + 26;
  for (const u of unites) {
    breakIfLow(doc, 18);
    const y = doc.y;
    const siennes = toutes.filter((e) => e.unite === u.nom);
    doc.text(u.nom, MARGINS.left + 3, y + 4, { width: largeurNom - 6, lineBreak: false, ellipsis: true });
    colonnes.forEach((c, i) => {
      const n = c === 'Total' ? siennes.length : siennes.filter((e) => e.risque.niveau === c).length;
      const box = { x: MARGINS.left + largeurNom + i * 52 + 8, y: y + 2, width: 36, height: 13 };
      if (n && c !== 'Total') drawNiveauBadge(doc, box, c, String(n), SIZE);
      else
        doc
          .font(c === 'Total' ? FONT.bold : FONT.regular)
          .text(n ? String(n) : '—', box.x, y + 4, { width: box.width, align: 'center' })
          .font(FONT.regular);
    });
    doc
      .moveTo(MARGINS.left, y + 17)
      .lineTo(MARGINS.left + WIDTH, y + 17)
      .strokeColor(COLORS.rule)
      .lineWidth(0.5)
      .stroke();
    doc.x = MARGINS.left;
    doc.y = y + 17;
  }
  doc.moveDown(1);
}

/** One line a risk: its level badge, then work unit, module and the risk's name. */
function liste(doc: Doc, lignes: Entree[]): void {
  doc.fontSize(SIZE);
  for (const e of lignes) {
    const texte = `${e.unite} — ${e.module} : ${e.risque.nom}`;
    const h = Math.max(14, doc.heightOfString(texte, { width: WIDTH - 100 }) + 3);
    breakIfLow(doc, h);
    const y = doc.y;
    drawNiveauBadge(doc, { x: MARGINS.left, y, width: 90, height: 12 }, e.risque.niveau, niveauTexte(e.risque.score, e.risque.niveau), SIZE);
    doc.text(texte, MARGINS.left + 98, y + 2, { width: WIDTH - 100 });
    doc.x = MARGINS.left;
    doc.y = Math.max(doc.y, y + h);
  }
}

/** The summary before the risk tables (issue 31): counts per unit and level, the risks from the most serious, the unrated ones apart. */
export function renderSynthese(doc: Doc, unites: ImpressionUnite[]): void {
  heading(doc, 'Synthèse des risques');
  const toutes = entrees(unites);
  if (!toutes.length) {
    doc.font(FONT.italic).text('Aucun risque actif dans les unités de travail imprimées.').font(FONT.regular);
    return;
  }
  comptes(doc, unites, toutes);
  const cotes = toutes.filter((e) => e.risque.niveau !== NON_INITIALISE);
  subheading(doc, 'Risques cotés, du plus grave au moins grave', 12);
  const rang = (n: NiveauRisque) => PLUS_GRAVE_D_ABORD.indexOf(n as (typeof NIVEAUX)[number]);
  liste(
    doc,
    [...cotes].sort((a, b) => rang(a.risque.niveau) - rang(b.risque.niveau) || scoreNombre(b.risque) - scoreNombre(a.risque)),
  );
  const nonCotes = toutes.filter((e) => e.risque.niveau === NON_INITIALISE);
  doc.moveDown(0.8);
  subheading(doc, `Risques non cotés (${nonCotes.length})`, 12);
  if (nonCotes.length) liste(doc, nonCotes);
  else doc.font(FONT.italic).fontSize(9).text('Tous les risques actifs sont cotés.').font(FONT.regular);
}
