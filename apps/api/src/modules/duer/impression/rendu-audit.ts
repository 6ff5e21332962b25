import type { DonneesImpression } from './duer-impression.types';
import { COULEURS, type Doc, LARGEUR, MARGES, sautSiBas, sousTitre, titre } from './pdf-document';

const COLONNES = [
  { titre: 'N°', largeur: 30 },
  { titre: 'Libellé', largeur: 225 },
  { titre: 'Réponse', largeur: 80 },
  { titre: 'Remarques', largeur: LARGEUR - 335 },
];

function ligne(doc: Doc, cellules: string[], gras: boolean): void {
  doc.font(gras ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  const hauteur = Math.max(...cellules.map((c, i) => doc.heightOfString(c || ' ', { width: COLONNES[i].largeur - 6 }))) + 6;
  sautSiBas(doc, hauteur);
  const y = doc.y;
  let x = MARGES.left;
  cellules.forEach((c, i) => {
    doc.text(c, x + 3, y + 3, { width: COLONNES[i].largeur - 6 });
    x += COLONNES[i].largeur;
  });
  doc
    .moveTo(MARGES.left, y + hauteur)
    .lineTo(MARGES.left + LARGEUR, y + hauteur)
    .strokeColor(COULEURS.trait)
    .lineWidth(0.5)
    .stroke();
  doc.x = MARGES.left;
  doc.y = y + hauteur;
}

/** Prior audit page 10 (spec 03 §2.7): each category a table of its questions, answer and remarks. */
export function renduAudit(doc: Doc, d: DonneesImpression): void {
  titre(doc, 'Audit préalable');
  if (!d.audit.categories.length) doc.text("Aucune question n'est associée à l'audit.");
  for (const c of d.audit.categories) {
    sousTitre(doc, c.nom, 12);
    ligne(
      doc,
      COLONNES.map((col) => col.titre),
      true,
    );
    for (const q of c.questions) ligne(doc, [String(q.numero), q.libelle, q.reponse, q.remarque], false);
    doc.moveDown();
  }
}
