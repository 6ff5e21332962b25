import type { Doc } from './pdf-document';
import { COULEURS, LARGEUR, MARGES, sautSiBas, titre } from './pdf-document';

export interface EntreeSommaire {
  titre: string;
  niveau: 0 | 1;
  page: number;
}

/** The table of contents: one line per page, work unit and annex, with the page where it starts. */
export function renduSommaire(doc: Doc, entrees: EntreeSommaire[]): void {
  titre(doc, 'Sommaire');
  for (const e of entrees) {
    sautSiBas(doc, 18);
    const y = doc.y;
    const retrait = e.niveau * 18;
    doc
      .font(e.niveau ? 'Helvetica' : 'Helvetica-Bold')
      .fontSize(10.5)
      .fillColor(COULEURS.texte);
    doc.text(e.titre, MARGES.left + retrait, y, { width: LARGEUR - retrait - 50, lineBreak: false, ellipsis: true });
    doc.text(String(e.page), MARGES.left + LARGEUR - 40, y, { width: 40, align: 'right', lineBreak: false });
    doc.x = MARGES.left;
    doc.y = y + 18;
  }
}
