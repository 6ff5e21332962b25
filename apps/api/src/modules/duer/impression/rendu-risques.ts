import type { NiveauRisque } from '@portail/contracts';
import type { RisqueImprime, UniteImprimee } from './duer-impression.types';
import { champ, COULEURS, type Doc, LARGEUR, MARGES, sautSiBas, sousTitre, titre } from './pdf-document';

/** Badge colours of the levels (spec 03 §4): fill and text. */
export const COULEURS_NIVEAUX: Record<NiveauRisque, { fond: string; texte: string }> = {
  Faible: { fond: '#2e7d32', texte: '#ffffff' },
  'À surveiller': { fond: '#f9d71c', texte: '#1a1a1a' },
  Important: { fond: '#ef6c00', texte: '#ffffff' },
  Préoccupant: { fond: '#c62828', texte: '#ffffff' },
  'Non initialisé': { fond: '#9e9e9e', texte: '#ffffff' },
};

const BADGE = { largeur: 110, hauteur: 18 };

function badge(doc: Doc, r: RisqueImprime, y: number): void {
  const couleurs = COULEURS_NIVEAUX[r.niveau];
  const x = MARGES.left + LARGEUR - BADGE.largeur;
  doc.roundedRect(x, y, BADGE.largeur, BADGE.hauteur, 4).fill(couleurs.fond);
  doc
    .fillColor(couleurs.texte)
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(r.score ? `${r.score} · ${r.niveau}` : r.niveau, x, y + 5, { width: BADGE.largeur, align: 'center' });
  doc.fillColor(COULEURS.texte).font('Helvetica').fontSize(10);
}

function risque(doc: Doc, r: RisqueImprime): void {
  sautSiBas(doc, 110);
  const y = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .text(r.nom, MARGES.left, y + 3, { width: LARGEUR - BADGE.largeur - 10 });
  const bas = Math.max(doc.y, y + BADGE.hauteur);
  badge(doc, r, y);
  doc.x = MARGES.left;
  doc.y = bas + 4;
  doc.fontSize(9.5);
  // pdfkit draws no SVG: the pictograms are named (with the risk's own description when it has one).
  if (r.pictos.length) champ(doc, 'Pictogrammes', r.pictos.map((p) => (p.description ? `${p.nom} (${p.description})` : p.nom)).join(', '));
  champ(doc, 'Mesures existantes', r.mesureExistante);
  champ(doc, 'Mesures à mettre en place', r.mesureAFaire);
  champ(doc, 'Qui', r.mesureQui);
  champ(doc, 'Délai', r.mesureDelai);
  doc
    .moveDown(0.4)
    .moveTo(MARGES.left, doc.y)
    .lineTo(MARGES.left + LARGEUR, doc.y)
    .strokeColor(COULEURS.trait)
    .lineWidth(0.5)
    .stroke()
    .moveDown(0.6);
  doc.fontSize(10);
}

/** One work unit: its modules, their operations and active risks. */
export function renduUnite(doc: Doc, u: UniteImprimee): void {
  titre(doc, `Unité de travail : ${u.nom}`);
  for (const m of u.modules) {
    sousTitre(doc, m.nom, 14);
    if (m.remarque?.trim()) {
      champ(doc, 'Remarque', m.remarque);
      doc.moveDown(0.5);
    }
    const risques = m.operations.filter((o) => o.risques.length);
    if (!risques.length) doc.font('Helvetica-Oblique').text("Aucun risque actif n'est associé à ce module.").font('Helvetica').moveDown();
    for (const o of risques) {
      sousTitre(doc, o.nom, 11.5);
      for (const r of o.risques) risque(doc, r);
    }
  }
}
