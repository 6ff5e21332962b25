import type { ImpressionData } from './duer-impression.types';
import { COLORS, type Doc, WIDTH, MARGINS, breakIfLow, subheading, heading } from './pdf-document';
import { FONT } from '../../../common/pdf/pdf-fonts';

const COLUMNS = [
  { titre: 'N°', width: 30 },
  { titre: 'Libellé', width: 225 },
  { titre: 'Réponse', width: 80 },
  { titre: 'Remarques', width: WIDTH - 335 },
];

function row(doc: Doc, cells: string[], bold: boolean): void {
  doc.font(bold ? FONT.bold : FONT.regular).fontSize(9);
  const height = Math.max(...cells.map((c, i) => doc.heightOfString(c || ' ', { width: COLUMNS[i].width - 6 }))) + 6;
  breakIfLow(doc, height);
  const y = doc.y;
  let x = MARGINS.left;
  cells.forEach((c, i) => {
    doc.text(c, x + 3, y + 3, { width: COLUMNS[i].width - 6 });
    x += COLUMNS[i].width;
  });
  doc
    .moveTo(MARGINS.left, y + height)
    .lineTo(MARGINS.left + WIDTH, y + height)
    .strokeColor(COLORS.rule)
    .lineWidth(0.5)
    .stroke();
  doc.x = MARGINS.left;
  doc.y = y + height;
}

/** Prior audit page 10 (spec 03 §2.7): each category a table of its questions, answer and remarks. */
export function renderAudit(doc: Doc, d: ImpressionData): void {
  heading(doc, 'Audit préalable');
  if (!d.audit.categories.length) doc.text("Aucune question n'est associée à l'audit.");
  for (const c of d.audit.categories) {
    subheading(doc, c.nom, 12);
    row(
      doc,
      COLUMNS.map((column) => column.titre),
      true,
    );
    for (const q of c.questions) row(doc, [String(q.numero), q.libelle, q.reponse, q.remarque], false);
    doc.moveDown();
  }
}
