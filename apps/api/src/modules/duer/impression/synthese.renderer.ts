import { NIVEAUX, NON_INITIALISE, type NiveauRisque } from '@portail/contracts';
import { FONT } from '../../../common/pdf/pdf-fonts';
import { type Colonne, drawTable } from '../../../common/pdf/pdf-table';
import { block, container } from '../../../common/pdf/pdf-tags';
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

type Compte = NiveauRisque | 'Total';

/** Per work unit, how many active risks at each level, the most serious column first. */
function comptes(doc: Doc, unites: ImpressionUnite[], toutes: Entree[]): void {
  const niveaux: Compte[] = [...PLUS_GRAVE_D_ABORD, NON_INITIALISE, 'Total'];
  const nombre = (u: ImpressionUnite, c: Compte) => toutes.filter((e) => e.unite === u.nom && (c === 'Total' || e.risque.niveau === c)).length;
  const colonne = (c: Compte): Colonne<ImpressionUnite> => ({
    titre: c === NON_INITIALISE ? 'Non cotés' : c,
    largeur: 56,
    cellule: {
      hauteur: () => 12,
      dessin: (d, u, box) => {
        const n = nombre(u, c);
        const inner = { x: box.x + 5, y: box.y - 1, width: box.width - 10, height: 13 };
        if (n && c !== 'Total') drawNiveauBadge(d, inner, c, String(n), SIZE);
        else d.font(c === 'Total' ? FONT.bold : FONT.regular).text(n ? String(n) : '—', inner.x, box.y + 1, { width: inner.width, align: 'center' });
      },
    },
  });
  drawTable(doc, [{ titre: 'Unité de travail', largeur: WIDTH - niveaux.length * 56, texte: (u) => u.nom }, ...niveaux.map(colonne)], unites, {
    left: MARGINS.left,
    top: MARGINS.top,
    bottom: doc.page.height - MARGINS.bottom,
    // 'Préoccupant' on one line in its column.
    size: 7,
    colors: { text: COLORS.text, rule: COLORS.rule, header: COLORS.heading, stripe: '#f3f5f8' },
    maxRowHeight: 60,
  });
  doc.moveDown(1);
}

/** One line a risk: its level badge, then work unit, module and the risk's name. */
function liste(doc: Doc, lignes: Entree[]): void {
  doc.fontSize(SIZE);
  const l = container(doc, 'L');
  for (const e of lignes) {
    const texte = `${e.unite} — ${e.module} : ${e.risque.nom}`;
    const h = Math.max(14, doc.heightOfString(texte, { width: WIDTH - 100 }) + 3);
    breakIfLow(doc, h);
    const y = doc.y;
    block(
      doc,
      'LI',
      () => {
        drawNiveauBadge(doc, { x: MARGINS.left, y, width: 90, height: 12 }, e.risque.niveau, niveauTexte(e.risque.score, e.risque.niveau), SIZE);
        doc.text(texte, MARGINS.left + 98, y + 2, { width: WIDTH - 100 });
      },
      l,
    );
    doc.x = MARGINS.left;
    doc.y = Math.max(doc.y, y + h);
  }
  l?.end();
}

/** The summary before the risk tables (issue 31): counts per unit and level, the risks from the most serious, the unrated ones apart. */
export function renderSynthese(doc: Doc, unites: ImpressionUnite[]): void {
  heading(doc, 'Synthèse des risques');
  const toutes = entrees(unites);
  if (!toutes.length) {
    block(doc, 'P', () => doc.font(FONT.italic).text('Aucun risque actif dans les unités de travail imprimées.'));
    doc.font(FONT.regular);
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
  else block(doc, 'P', () => doc.font(FONT.italic).fontSize(9).text('Tous les risques actifs sont cotés.'));
  doc.font(FONT.regular);
}
