import type { NiveauRisque } from '@portail/contracts';
import type { ImpressionRisque, ImpressionUnite } from './duer-impression.types';
import { field, COLORS, type Doc, WIDTH, MARGINS, breakIfLow, subheading, heading } from './pdf-document';
import { FONT } from '../../../common/pdf/pdf-fonts';

/** Badge colours of the levels (spec 03 §4): fill and text. */
export const NIVEAU_COLORS: Record<NiveauRisque, { fill: string; text: string }> = {
  Faible: { fill: '#2e7d32', text: '#ffffff' },
  'À surveiller': { fill: '#f9d71c', text: '#1a1a1a' },
  Important: { fill: '#ef6c00', text: '#ffffff' },
  Préoccupant: { fill: '#c62828', text: '#ffffff' },
  'Non initialisé': { fill: '#9e9e9e', text: '#ffffff' },
};

const BADGE = { width: 110, height: 18 };

function badge(doc: Doc, r: ImpressionRisque, y: number): void {
  const colors = NIVEAU_COLORS[r.niveau];
  const x = MARGINS.left + WIDTH - BADGE.width;
  doc.roundedRect(x, y, BADGE.width, BADGE.height, 4).fill(colors.fill);
  doc
    .fillColor(colors.text)
    .font(FONT.bold)
    .fontSize(9)
    .text(r.score ? `${r.score} · ${r.niveau}` : r.niveau, x, y + 5, { width: BADGE.width, align: 'center' });
  doc.fillColor(COLORS.text).font(FONT.regular).fontSize(10);
}

function renderRisque(doc: Doc, r: ImpressionRisque): void {
  breakIfLow(doc, 110);
  const y = doc.y;
  doc
    .font(FONT.bold)
    .fontSize(10.5)
    .text(r.nom, MARGINS.left, y + 3, { width: WIDTH - BADGE.width - 10 });
  const bottom = Math.max(doc.y, y + BADGE.height);
  badge(doc, r, y);
  doc.x = MARGINS.left;
  doc.y = bottom + 4;
  doc.fontSize(9.5);
  // pdfkit draws no SVG: the pictograms are named (with the risk's own description when it has one).
  if (r.pictos.length) field(doc, 'Pictogrammes', r.pictos.map((p) => (p.description ? `${p.nom} (${p.description})` : p.nom)).join(', '));
  field(doc, 'Mesures existantes', r.mesureExistante);
  field(doc, 'Mesures à mettre en place', r.mesureAFaire);
  field(doc, 'Qui', r.mesureQui);
  field(doc, 'Délai', r.mesureDelai);
  doc
    .moveDown(0.4)
    .moveTo(MARGINS.left, doc.y)
    .lineTo(MARGINS.left + WIDTH, doc.y)
    .strokeColor(COLORS.rule)
    .lineWidth(0.5)
    .stroke()
    .moveDown(0.6);
  doc.fontSize(10);
}

/** One work unit: its modules, their operations and active risks. */
export function renderUnite(doc: Doc, u: ImpressionUnite): void {
  heading(doc, `Unité de travail : ${u.nom}`);
  for (const m of u.modules) {
    subheading(doc, m.nom, 14);
    if (m.remarque?.trim()) {
      field(doc, 'Remarque', m.remarque);
      doc.moveDown(0.5);
    }
    const risques = m.operations.filter((o) => o.risques.length);
    if (!risques.length) doc.font(FONT.italic).text("Aucun risque actif n'est associé à ce module.").font(FONT.regular).moveDown();
    for (const o of risques) {
      subheading(doc, o.nom, 11.5);
      for (const r of o.risques) renderRisque(doc, r);
    }
  }
}
