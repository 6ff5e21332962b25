import { beginMarkedContent, degrees, endMarkedContent, PDFDocument, rgb } from '@cantoo/pdf-lib';
import { embedPdfLibFont } from '../../../common/pdf/pdf-fonts';

export interface StampOptions {
  dossier: { codeDossier: string; raisonSociale: string };
  annee: number;
  /** 'Version définitive imprimée le …' or 'Version provisoire …'. */
  version: string;
  temporaire: boolean;
}

export const WATERMARK = 'DOCUMENT PROVISOIRE';

/** The page count of a PDF; null when pdf-lib cannot read it or it is encrypted (its pages would copy as garbage). */
export async function pageCount(pdf: Buffer): Promise<number | null> {
  try {
    const doc = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
    return doc.isEncrypted ? null : doc.getPageCount();
  } catch {
    return null;
  }
}

/**
 * Header (dossier, 'DUER année'), footer (dossier code, version, 'Page x sur y') and, for a temporary print, the
 * diagonal watermark on every page.
 */
export async function stamp(pdf: PDFDocument, t: StampOptions): Promise<void> {
  const font = await embedPdfLibFont(pdf, 'regular');
  const bold = await embedPdfLibFont(pdf, 'bold');
  const grey = rgb(0.35, 0.35, 0.35);
  const pages = pdf.getPages();
  const dossier = t.dossier.raisonSociale;
  const duer = `DUER ${t.annee}`;
  const pied = `Dossier ${t.dossier.codeDossier} — ${t.version}`;
  pages.forEach((page, i) => {
    const { width, height } = page.getSize();
    // Running header, footer and watermark are artifacts: a screen reader skips them.
    page.pushOperators(beginMarkedContent('Artifact'));
    page.drawText(dossier, { x: 40, y: height - 30, size: 8, font, color: grey, maxWidth: width / 2 });
    page.drawText(duer, { x: width - 40 - font.widthOfTextAtSize(duer, 8), y: height - 30, size: 8, font, color: grey });
    page.drawLine({ start: { x: 40, y: height - 36 }, end: { x: width - 40, y: height - 36 }, thickness: 0.4, color: grey });
    const footer = `Page ${i + 1} sur ${pages.length}`;
    page.drawLine({ start: { x: 40, y: 36 }, end: { x: width - 40, y: 36 }, thickness: 0.4, color: grey });
    page.drawText(pied, { x: 40, y: 25, size: 7.5, font, color: grey, maxWidth: width - 140 });
    page.drawText(footer, { x: width - 40 - font.widthOfTextAtSize(footer, 8), y: 25, size: 8, font, color: grey });
    if (t.temporaire) {
      // As large as fits along the diagonal with a margin at both corners.
      const size = Math.min(Math.min(width, height) / 9, (0.8 * Math.hypot(width, height)) / bold.widthOfTextAtSize(WATERMARK, 1));
      const textWidth = bold.widthOfTextAtSize(WATERMARK, size);
      const angle = Math.atan2(height, width);
      page.drawText(WATERMARK, {
        x: width / 2 - (Math.cos(angle) * textWidth) / 2 + (Math.sin(angle) * size) / 3,
        y: height / 2 - (Math.sin(angle) * textWidth) / 2 - (Math.cos(angle) * size) / 3,
        size: size,
        font: bold,
        color: rgb(0.8, 0.1, 0.1),
        opacity: 0.22,
        rotate: degrees((angle * 180) / Math.PI),
      });
    }
    page.pushOperators(endMarkedContent());
  });
}
