import PDFDocument from 'pdfkit';

export type Doc = PDFKit.PDFDocument;

/** Room above and below for the header and footer that are stamped on every page after merging. */
export const MARGES = { top: 70, bottom: 60, left: 50, right: 50 };
export const LARGEUR = 595.28 - MARGES.left - MARGES.right;

export const COULEURS = { texte: '#1a1a1a', discret: '#555555', trait: '#bbbbbb', titre: '#1f3b5a' } as const;

/** One generated part (A4, standard Helvetica) as PDF bytes. */
export function enPdf(dessin: (doc: Doc) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margins: MARGES, bufferPages: false, info: { Producer: 'Portail CDER', Creator: 'Portail CDER' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      doc.fillColor(COULEURS.texte).font('Helvetica').fontSize(10);
      dessin(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

export function titre(doc: Doc, texte: string): void {
  doc.font('Helvetica-Bold').fontSize(18).fillColor(COULEURS.titre).text(texte, { align: 'left' }).moveDown(0.6);
  doc.font('Helvetica').fontSize(10).fillColor(COULEURS.texte);
}

export function sousTitre(doc: Doc, texte: string, taille = 13): void {
  sautSiBas(doc, 60);
  doc.font('Helvetica-Bold').fontSize(taille).fillColor(COULEURS.titre).text(texte).moveDown(0.3);
  doc.font('Helvetica').fontSize(10).fillColor(COULEURS.texte);
}

/** A label and its value; an empty value prints as a dash so a blank field is visibly blank. */
export function champ(doc: Doc, libelle: string, valeur: string): void {
  sautSiBas(doc, 30);
  doc
    .font('Helvetica-Bold')
    .text(`${libelle} : `, { continued: true })
    .font('Helvetica')
    .text(valeur.trim() || '—');
}

/** A paragraph of free text (empty texts stay a dash). */
export function paragraphe(doc: Doc, texte: string): void {
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(texte.trim() || '—', { align: 'justify' })
    .moveDown(0.5);
}

/** A new page when less than `hauteur` points are left above the bottom margin. */
export function sautSiBas(doc: Doc, hauteur: number): void {
  if (doc.y + hauteur > doc.page.height - MARGES.bottom) doc.addPage();
}
