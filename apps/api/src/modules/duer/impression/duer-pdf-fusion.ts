import { degrees, PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

export interface Tampon {
  dossier: string;
  annee: number;
  temporaire: boolean;
}

export const FILIGRANE = 'DOCUMENT PROVISOIRE';

/** The page count of a PDF (null when pdf-lib cannot read it). */
export async function nombreDePages(pdf: Buffer): Promise<number | null> {
  try {
    return (await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false })).getPageCount();
  } catch {
    return null;
  }
}

/** The parts one after the other, each page as it is; `onPart` after each part. */
export async function fusionner(parts: Buffer[], onPart?: (fait: number) => void): Promise<PDFDocument> {
  const sortie = await PDFDocument.create();
  for (const [i, part] of parts.entries()) {
    const source = await PDFDocument.load(part, { ignoreEncryption: true, updateMetadata: false });
    for (const page of await sortie.copyPages(source, source.getPageIndices())) sortie.addPage(page);
    onPart?.(i + 1);
  }
  return sortie;
}

/** Only the characters the standard font encodes (WinAnsi): a name with another script must not stop the print. */
function encodable(font: PDFFont, texte: string): string {
  const jeu = new Set(font.getCharacterSet());
  return [...texte.replace(/[’‘]/g, "'").replace(/[“”«»]/g, '"')].map((c) => (jeu.has(c.codePointAt(0)!) ? c : '?')).join('');
}

/** Header (dossier, 'DUER année'), 'page x / y' footer and, for a temporary print, the diagonal watermark on every page. */
export async function tamponner(pdf: PDFDocument, t: Tampon): Promise<void> {
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const gras = await pdf.embedFont(StandardFonts.HelveticaBold);
  const gris = rgb(0.35, 0.35, 0.35);
  const pages = pdf.getPages();
  const dossier = encodable(font, t.dossier);
  const duer = `DUER ${t.annee}`;
  pages.forEach((page, i) => {
    const { width, height } = page.getSize();
    page.drawText(dossier, { x: 40, y: height - 30, size: 8, font, color: gris, maxWidth: width / 2 });
    page.drawText(duer, { x: width - 40 - font.widthOfTextAtSize(duer, 8), y: height - 30, size: 8, font, color: gris });
    page.drawLine({ start: { x: 40, y: height - 36 }, end: { x: width - 40, y: height - 36 }, thickness: 0.4, color: gris });
    const pied = `page ${i + 1} / ${pages.length}`;
    page.drawText(pied, { x: (width - font.widthOfTextAtSize(pied, 8)) / 2, y: 25, size: 8, font, color: gris });
    if (t.temporaire) {
      const taille = Math.min(width, height) / 9;
      const longueur = gras.widthOfTextAtSize(FILIGRANE, taille);
      const angle = Math.atan2(height, width);
      page.drawText(FILIGRANE, {
        x: width / 2 - (Math.cos(angle) * longueur) / 2 + (Math.sin(angle) * taille) / 3,
        y: height / 2 - (Math.sin(angle) * longueur) / 2 - (Math.cos(angle) * taille) / 3,
        size: taille,
        font: gras,
        color: rgb(0.8, 0.1, 0.1),
        opacity: 0.22,
        rotate: degrees((angle * 180) / Math.PI),
      });
    }
  });
}
