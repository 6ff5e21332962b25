import type { Doc } from './pdf-document';
import { COLORS, WIDTH, MARGINS, breakIfLow, heading } from './pdf-document';
import { FONT } from '../../../common/pdf/pdf-fonts';
import { block, container } from '../../../common/pdf/pdf-tags';

export interface SommaireEntry {
  title: string;
  level: 0 | 1;
  page: number;
}

/** The table of contents: one line per page, work unit and annex, with the page where it starts. */
export function renderSommaire(doc: Doc, entries: SommaireEntry[]): void {
  heading(doc, 'Sommaire');
  const toc = container(doc, 'TOC');
  for (const e of entries) {
    breakIfLow(doc, 18);
    const y = doc.y;
    const indent = e.level * 18;
    doc
      .font(e.level ? FONT.regular : FONT.bold)
      .fontSize(10.5)
      .fillColor(COLORS.text);
    block(
      doc,
      'TOCI',
      () => {
        doc.text(e.title, MARGINS.left + indent, y, { width: WIDTH - indent - 50, lineBreak: false, ellipsis: true });
        doc.text(String(e.page), MARGINS.left + WIDTH - 40, y, { width: 40, align: 'right', lineBreak: false });
      },
      toc,
    );
    doc.x = MARGINS.left;
    doc.y = y + 18;
  }
  toc?.end();
}
