import fs from 'node:fs';
import { createRequire } from 'node:module';
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

/** pdfkit's own fontkit, so that the parsed fonts are the objects it expects. */
interface FontkitFont {
  name: { records: Record<string, unknown> };
  _glyphs: Record<number, unknown>;
}
const pdfkitFontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create(bytes: Buffer): FontkitFont };

/** The name records pdfkit reads; the others (licence texts in many languages) only slow its font comparison down. */
const NAME_RECORDS = ['postscriptName', 'fullName', 'fontFamily', 'fontSubfamily'];
const parsed = new Map<Style, FontkitFont>();

/**
 * A font parsed once for the process and shared by every document: parsing DejaVu (and its glyph and layout caches)
 * for each document made a 300-risk DUER take 15 s instead of under one. pdfkit accepts a fontkit font as a source.
 */
function parsedFont(style: Style): PDFKit.Mixins.PDFFontSource {
  let font = parsed.get(style);
  if (!font) {
    font = pdfkitFontkit.create(fontBytes(style));
    // pdfkit compares a newly opened font with the document's by JSON of these records, once per document and font.
    const records = font.name.records;
    font.name.records = Object.fromEntries(NAME_RECORDS.map((k) => [k, records[k]]));
    parsed.set(style, font);
  }
  // fontkit keeps each glyph with the characters it was first met for: a glyph met without them (when a subset is
  // written) would lose its Unicode mapping in the next document. Tables stay parsed; glyphs are per document again.
  font._glyphs = {};
  return font as unknown as PDFKit.Mixins.PDFFontSource;
}

/** A pdfkit document with the portal's fonts registered and the regular one current. */
export function createPdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument({ ...options, font: parsedFont('regular') as string });
  for (const style of Object.keys(FILES) as Style[]) doc.registerFont(FONT[style], parsedFont(style));
  return doc.font(FONT.regular);
}

/** The same font embedded (subset) in a pdf-lib document, for the text stamped on merged pages. */
export function embedPdfLibFont(pdf: PdfLibDocument, style: Style): Promise<PDFFont> {
  pdf.registerFontkit(fontkit);
  return pdf.embedFont(fontBytes(style), { subset: true });
}
