import { type Colonne, drawTable } from '../../../common/pdf/pdf-table';
import { block } from '../../../common/pdf/pdf-tags';
import type { ImpressionData } from './duer-impression.types';
import { COLORS, type Doc, MARGINS, WIDTH, heading, subheading } from './pdf-document';

type Question = ImpressionData['audit']['categories'][number]['questions'][number];

const COLUMNS: Colonne<Question>[] = [
  { titre: 'N°', largeur: 30, texte: (q) => String(q.numero) },
  { titre: 'Libellé', largeur: 225, texte: (q) => q.libelle },
  { titre: 'Réponse', largeur: 80, texte: (q) => q.reponse },
  { titre: 'Remarques', largeur: WIDTH - 335, texte: (q) => q.remarque || ' ' },
];

/** Prior audit page 10 (spec 03 §2.7): each category a table of its questions, answer and remarks. */
export function renderAudit(doc: Doc, d: ImpressionData): void {
  heading(doc, 'Audit préalable');
  if (!d.audit.categories.length) block(doc, 'P', () => doc.text("Aucune question n'est associée à l'audit."));
  for (const c of d.audit.categories) {
    subheading(doc, c.nom, 12);
    drawTable(doc, COLUMNS, c.questions, {
      left: MARGINS.left,
      top: MARGINS.top,
      bottom: doc.page.height - MARGINS.bottom,
      size: 9,
      colors: { text: COLORS.text, rule: COLORS.rule, header: COLORS.heading, stripe: '#f3f5f8' },
      maxRowHeight: doc.page.height - MARGINS.top - MARGINS.bottom - 60,
    });
    doc.moveDown();
  }
}
