import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import PDFKit from 'pdfkit';
import { ROOT_DIR, type AppConfig } from '../../config/app-config';
import { createPdfDocument } from './pdf-fonts';
import { checkPdfA } from './pdfa-check';
import { argumentsGhostscript, PdfAConversion } from './pdfa';

/** The PDF/A-2b conversion of sealed DUER versions and the check that stands in for veraPDF (issue 31). */
jest.setTimeout(60_000);

const NOMS = 'Łukasz Wójcik, Ștefan Popescu, Ελένη Παπαδοπούλου, Дмитрий Иванов';
const TITRE = 'DUER 2026 – EARL Łukasz Wójcik & Fils';

function termine(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const fin = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.end();
  return fin;
}

/** Three pages in DejaVu (embedded), a half-transparent box, then title and language set by pdf-lib as the builder does. */
async function pdfPortail(): Promise<Buffer> {
  const doc = createPdfDocument({ size: 'A4', margin: 50 });
  for (let page = 1; page <= 3; page++) {
    if (page > 1) doc.addPage();
    doc.fontSize(14).text(`Page ${page} — ${NOMS}`);
    doc.fontSize(9).text('Risque : chute de hauteur lors de l’intervention sur la toiture ; mesure : garde-corps, ≤ 3 mois → 1ᵉʳ trimestre.');
    doc.rect(50, 700, 200, 40).fillOpacity(0.5).fill('#3366cc').fillOpacity(1);
  }
  const pdf = await PDFDocument.load(await termine(doc));
  pdf.setTitle(TITRE);
  pdf.setLanguage('fr-FR');
  return Buffer.from(await pdf.save());
}

/** The text layer as poppler reads it (common code reaches no feature module, so no PageRenderer here). */
function texte(pdf: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdfa-test-'));
  try {
    writeFileSync(path.join(dir, 'document.pdf'), pdf);
    return execFileSync('pdftotext', ['-q', '-enc', 'UTF-8', path.join(dir, 'document.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const config = { rootDir: ROOT_DIR } as AppConfig;
const ghostscript = (() => {
  try {
    return execFileSync('gs', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
})();

describe('checkPdfA', () => {
  it('finds a plain pdfkit PDF is not PDF/A: no XMP metadata, no output intent', async () => {
    const doc = createPdfDocument({ size: 'A4' });
    doc.text(NOMS);
    expect(await checkPdfA(await termine(doc))).toEqual([
      'pas de métadonnées XMP (/Metadata du catalogue)',
      'pas d’intention de sortie /GTS_PDFA1 (/OutputIntents)',
    ]);
  });

  it('names a font left out of the file (pdffonts), JavaScript and an unreadable file', async () => {
    const doc = new PDFKit({ size: 'A4' });
    doc.font('Helvetica').text('Helvetica, non incorporée');
    const pdf = await PDFDocument.load(await termine(doc));
    pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }));
    const problemes = await checkPdfA(await pdf.save());
    expect(problemes).toEqual(expect.arrayContaining(['police non incorporée : Helvetica', 'action JavaScript interdite', 'JavaScript (/JS)']));
    expect(await checkPdfA(Buffer.from('pas un PDF'))).toEqual([
      expect.stringMatching(/^en-tête absent/),
      expect.stringMatching(/^des données suivent/),
      expect.stringMatching(/^structure illisible/),
    ]);
  });
});

describe('PdfAConversion', () => {
  it('uses the PostScript interpreter before Ghostscript 10.02 only', () => {
    expect(argumentsGhostscript('10.00.0', 'a.pdf', 'b.pdf', 'def.ps')).toContain('-dNEWPDF=false');
    expect(argumentsGhostscript('10.05.1', 'a.pdf', 'b.pdf', 'def.ps', 'fr-FR')).toEqual(
      expect.arrayContaining(['-dPDFA=2', '-sPDFA_LANG=fr-FR', '-sOutputFile=b.pdf']),
    );
    expect(argumentsGhostscript('10.05.1', 'a.pdf', 'b.pdf', 'def.ps')).not.toContain('-dNEWPDF=false');
  });

  (ghostscript ? it : it.skip)('converts to a PDF/A-2b the check passes, with the same text, fonts embedded, title and language kept', async () => {
    const original = await pdfPortail();
    const archive = await new PdfAConversion(config).convertir(original);
    expect(archive).not.toBeNull();
    expect(await checkPdfA(archive!)).toEqual([]);
    const mots = (pdf: Uint8Array) => texte(pdf).split(' ').filter(Boolean).sort();
    expect(mots(archive!)).toEqual(mots(original));
    expect(texte(archive!)).toContain(NOMS);
    const doc = await PDFDocument.load(archive!, { updateMetadata: false });
    expect(doc.getTitle()).toBe(TITRE);
    expect(doc.catalog.lookup(PDFName.of('Lang'))?.toString()).toBe('(fr-FR)');
    expect(doc.getPageCount()).toBe(3);
  });

  (ghostscript?.startsWith('10.00') ? it : it.skip)('refuses a conversion whose text differs (Ghostscript 10.00’s new interpreter garbles it)', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const service = new PdfAConversion(config);
    Object.assign(service, { version: '10.05.0' });
    expect(await service.convertir(await pdfPortail())).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('le texte du PDF/A diffère de celui du PDF d’origine'));
    warn.mockRestore();
  });

  it('without Ghostscript: null, and one warning however many prints', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const service = new PdfAConversion(config);
    Object.assign(service, { programme: 'gs-absent-de-ce-poste' });
    const pdf = await pdfPortail();
    expect(await service.convertir(pdf)).toBeNull();
    expect(await service.convertir(pdf)).toBeNull();
    expect(warn.mock.calls.filter(([m]) => String(m).includes('Ghostscript (gs) introuvable'))).toHaveLength(1);
    warn.mockRestore();
  });
});
