import type { NiveauRisque } from '@portail/contracts';
import { FONT } from '../../../common/pdf/pdf-fonts';
import { COLORS, type Doc } from './pdf-document';

/** Badge colours of the levels (spec 03 §4): fill and text. */
export const NIVEAU_COLORS: Record<NiveauRisque, { fill: string; text: string }> = {
  Faible: { fill: '#2e7d32', text: '#ffffff' },
  'À surveiller': { fill: '#f9d71c', text: '#1a1a1a' },
  Important: { fill: '#ef6c00', text: '#ffffff' },
  Préoccupant: { fill: '#c62828', text: '#ffffff' },
  'Non initialisé': { fill: '#9e9e9e', text: '#ffffff' },
};

export const niveauTexte = (score: string, niveau: NiveauRisque) => (score ? `${score} · ${niveau}` : niveau);

/**
 * A level's coloured badge with its text on one line, the size shrinking for the longest ('12 · Préoccupant' in a
 * narrow column); the text colour and regular font come back after it, at `size`.
 */
export function drawNiveauBadge(
  doc: Doc,
  box: { x: number; y: number; width: number; height: number },
  niveau: NiveauRisque,
  texte: string,
  size: number,
): void {
  const colors = NIVEAU_COLORS[niveau];
  doc.roundedRect(box.x, box.y, box.width, box.height, 3).fill(colors.fill);
  doc.fillColor(colors.text).font(FONT.bold);
  const fitted = Math.min(size, (size * (box.width - 4)) / doc.fontSize(size).widthOfString(texte));
  doc.fontSize(fitted).text(texte, box.x, box.y + (box.height - fitted) / 2, { width: box.width, align: 'center', lineBreak: false });
  doc.fillColor(COLORS.text).font(FONT.regular).fontSize(size);
}
