import fs from 'node:fs';
import path from 'node:path';
import fontkit from '@cantoo/fontkit';
import type { PDFDocument as PdfLibDocument, PDFFont } from '@cantoo/pdf-lib';
import PDFDocument from 'pdfkit';

/**
 * DejaVu Sans (npm dejavu-fonts-ttf, Bitstream Vera licence, docs/adr/0022-pdf-fonts.md) in every PDF the portal makes:
 * Latin Extended, Greek, Cyrillic and the usual symbols, where the standard Helvetica stops at Latin-1. A character
 * it lacks prints as the font's visible empty box, never as other letters.
 */
const FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf', italic: 'DejaVuSans-Oblique.ttf' } as const;
type Style = keyof typeof FILES;

/** The names the fonts are registered under in a pdfkit document. */
export const FONT: Record<Style, string> = { regular: 'Texte', bold: 'Texte-Gras', italic: 'Texte-Italique' };

const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const loaded = new Map<Style, Buffer>();

export function fontBytes(style: Style): Buffer {
  let bytes = loaded.get(style);
  if (!bytes) {
    bytes = fs.readFileSync(path.join(fontDir, FILES[style]));
    loaded.set(style, bytes);
  }
  return bytes;
}

/** A pdfkit document with the portal's fonts registered and the regular one current. */
export function createPdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument({ ...options, font: path.join(fontDir, FILES.regular) });
  for (const style of Object.keys(FILES) as Style[]) doc.registerFont(FONT[style], fontBytes(style));
  return doc.font(FONT.regular);
}

/** The same font embedded (subset) in a pdf-lib document, for the text stamped on merged pages. */
export function embedPdfLibFont(pdf: PdfLibDocument, style: Style): Promise<PDFFont> {
  pdf.registerFontkit(fontkit);
  return pdf.embedFont(fontBytes(style), { subset: true });
}
