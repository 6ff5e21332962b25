import { FONT, createPdfDocument } from '../../../common/pdf/pdf-fonts';
import { beginStructure, block, endStructure, TAGGED } from '../../../common/pdf/pdf-tags';

export type Doc = PDFKit.PDFDocument;

/** Room above and below for the header and footer that are stamped on every page after merging. */
export const MARGINS = { top: 70, bottom: 60, left: 50, right: 50 };
export const WIDTH = 595.28 - MARGINS.left - MARGINS.right;

export const COLORS = { text: '#1a1a1a', muted: '#555555', rule: '#bbbbbb', heading: '#1f3b5a' } as const;

/** One generated part (A4, the portal's fonts, tagged) as PDF bytes. */
export function renderPdf(draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = createPdfDocument({
    ...TAGGED,
    size: 'A4',
    margins: MARGINS,
    bufferPages: false,
    info: { Producer: 'Portail des adhérents', Creator: 'Portail des adhérents' },
  });
  return documentBytes(doc, () => {
    beginStructure(doc);
    doc.fillColor(COLORS.text).font(FONT.regular).fontSize(10);
    draw(doc);
    endStructure(doc);
  });
}

/** The bytes of a pdfkit document once `draw` has filled it; a throw in `draw` rejects. */
export function documentBytes(doc: Doc, draw: () => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw();
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

export function heading(doc: Doc, text: string): void {
  block(doc, 'H1', () => doc.font(FONT.bold).fontSize(18).fillColor(COLORS.heading).text(text, { align: 'left' }));
  doc.moveDown(0.6).font(FONT.regular).fontSize(10).fillColor(COLORS.text);
}

/** A heading under the page's title: H2 by default, H3 for a third level. */
export function subheading(doc: Doc, text: string, size = 13, level: 'H2' | 'H3' = 'H2'): void {
  breakIfLow(doc, 60);
  block(doc, level, () => doc.font(FONT.bold).fontSize(size).fillColor(COLORS.heading).text(text));
  doc.moveDown(0.3).font(FONT.regular).fontSize(10).fillColor(COLORS.text);
}

/** A label and its value; an empty value prints as a dash so a blank field is visibly blank. */
export function field(doc: Doc, label: string, value: string): void {
  breakIfLow(doc, 30);
  block(doc, 'P', () =>
    doc
      .font(FONT.bold)
      .text(`${label} : `, { continued: true })
      .font(FONT.regular)
      .text(value.trim() || '—'),
  );
}

/** A paragraph of free text (empty texts stay a dash). */
export function paragraph(doc: Doc, text: string): void {
  block(doc, 'P', () =>
    doc
      .font(FONT.regular)
      .fontSize(10)
      .text(text.trim() || '—', { align: 'justify' }),
  );
  doc.moveDown(0.5);
}

/** A new page when less than `height` points are left above the bottom margin. */
export function breakIfLow(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - MARGINS.bottom) doc.addPage();
}
