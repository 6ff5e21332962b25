import { Inject, Injectable, Logger } from '@nestjs/common';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from '@cantoo/pdf-lib';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { checkPdfA } from './pdfa-check';
import { lireMetadonnees, retablirTitre } from './pdfa-metadonnees';

const run = promisify(execFile);
const TIMEOUT_MS = 180_000;
/** Our prefix file (output intent, language), shipped with the api's assets. */
export const PDFA_DEF = 'apps/api/assets/pdfa/PDFA_def.ps';
/** sRGB IEC 61966-2.1 (ICC v2, 3 KB) that pdfkit ships: present wherever the api runs, whatever Ghostscript's packaging. */
const ICC = path.join(path.dirname(require.resolve('pdfkit')), 'data', 'sRGB_IEC61966_2_1.icc');

/** Ghostscript before 10.02 still has its PostScript PDF interpreter (removed in 10.02). */
function interpreteurHistorique(version: string): boolean {
  const [majeure, mineure] = version.split('.').map(Number);
  return majeure < 10 || (majeure === 10 && mineure < 2);
}

export function argumentsGhostscript(version: string, entree: string, sortie: string, definition: string, langue?: string): string[] {
  return [
    // 10.00's new interpreter keeps only the low byte of pdfkit's ToUnicode entries ('Ł' extracted as 'A').
    ...(interpreteurHistorique(version) ? ['-dNEWPDF=false'] : []),
    '-q',
    '-dPDFA=2',
    '-dBATCH',
    '-dNOPAUSE',
    '-dNOOUTERSAVE',
    '-dPDFACompatibilityPolicy=1',
    '-sColorConversionStrategy=RGB',
    '-sDEVICE=pdfwrite',
    // Pages as printed (no turning by text direction), images kept lossless (no JPEG re-encoding of scans).
    '-dAutoRotatePages=/None',
    '-dAutoFilterColorImages=false',
    '-dColorImageFilter=/FlateEncode',
    '-dAutoFilterGrayImages=false',
    '-dGrayImageFilter=/FlateEncode',
    `-sPDFA_ICC=${ICC}`,
    `--permit-file-read=${ICC}`,
    ...(langue ? [`-sPDFA_LANG=${langue}`] : []),
    `-sOutputFile=${sortie}`,
    definition,
    entree,
  ];
}

/**
 * A definitive DUER print as PDF/A-2b (issue 31) with Ghostscript, run as a separate program (no shell, killed past
 * 3 minutes) on files in a private temporary folder. The result is kept only when `checkPdfA` finds nothing and it
 * holds the original's words (pdftotext); otherwise, or without Ghostscript, null: the caller seals the original PDF.
 */
@Injectable()
export class PdfAConversion {
  private readonly logger = new Logger(PdfAConversion.name);
  /** The Ghostscript program, found on PATH. */
  private readonly programme: string = 'gs';
  private version: string | null = null;
  private absenceSignalee = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async convertir(pdf: Uint8Array): Promise<Buffer | null> {
    const version = await this.ghostscript();
    if (!version) return null;
    const dir = await mkdtemp(path.join(tmpdir(), 'pdfa-'));
    try {
      const [entree, sortie] = [path.join(dir, 'document.pdf'), path.join(dir, 'pdfa.pdf')];
      await writeFile(entree, pdf, { mode: 0o600 });
      const { titre, langue } = await lireMetadonnees(pdf);
      const definition = path.join(this.config.rootDir, PDFA_DEF);
      await run(this.programme, argumentsGhostscript(version, entree, sortie, definition, langue), {
        timeout: TIMEOUT_MS,
        killSignal: 'SIGKILL',
        maxBuffer: 4 * 1024 * 1024,
      });
      const archive = Buffer.from(await retablirTitre(await readFile(sortie), titre));
      const problemes = [...(await checkPdfA(archive)), ...(await memeTexte(entree, sortie))];
      if (!problemes.length) return archive;
      this.logger.warn(`PDF/A-2b écarté, le PDF d’origine est scellé : ${problemes.join(' ; ')}`);
    } catch (error) {
      this.logger.warn(`Conversion PDF/A-2b impossible, le PDF d’origine est scellé : ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    return null;
  }

  /**
   * Uploaded parts (annexes, the firm's pages) as PDF/A-2b, to be merged into a document the portal makes PDF/A itself:
   * one Ghostscript run over all of them, split back by their page counts. Null when any cannot be converted.
   */
  async convertirParties(parties: Buffer[]): Promise<Buffer[] | null> {
    if (!parties.length) return [];
    const ensemble = await PDFDocument.create({ updateMetadata: false });
    const comptes: number[] = [];
    for (const partie of parties) {
      const source = await PDFDocument.load(partie, { ignoreEncryption: true, updateMetadata: false });
      for (const page of await ensemble.copyPages(source, source.getPageIndices())) ensemble.addPage(page);
      comptes.push(source.getPageCount());
    }
    const converti = await this.convertir(await ensemble.save());
    if (!converti) return null;
    const archive = await PDFDocument.load(converti, { updateMetadata: false });
    if (archive.getPageCount() !== ensemble.getPageCount()) return null;
    const sorties: Buffer[] = [];
    let debut = 0;
    for (const n of comptes) {
      const partie = await PDFDocument.create({ updateMetadata: false });
      const indices = Array.from({ length: n }, (_, i) => debut + i);
      for (const page of await partie.copyPages(archive, indices)) partie.addPage(page);
      sorties.push(Buffer.from(await partie.save()));
      debut += n;
    }
    return sorties;
  }

  /** `gs --version`, looked up until found (an install needs no restart); its absence is logged once. */
  private async ghostscript(): Promise<string | null> {
    if (this.version) return this.version;
    try {
      this.version = (await run(this.programme, ['--version'], { timeout: 10_000 })).stdout.trim();
      return this.version;
    } catch {
      if (!this.absenceSignalee) {
        this.logger.warn('Ghostscript (gs) introuvable : les versions définitives du DUER sont scellées sans conversion PDF/A-2b.');
        this.absenceSignalee = true;
      }
      return null;
    }
  }
}

/**
 * The converted file holds the original's words (pdftotext), in any order: rewritten content streams may change the
 * reading order pdftotext infers, a garbled text layer changes the words. Not compared without pdftotext.
 */
async function memeTexte(original: string, converti: string): Promise<string[]> {
  const mots = async (fichier: string) => {
    const { stdout } = await run('pdftotext', ['-q', '-enc', 'UTF-8', fichier, '-'], {
      timeout: TIMEOUT_MS,
      killSignal: 'SIGKILL',
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout.split(/\s+/).filter(Boolean).sort().join(' ');
  };
  try {
    return (await mots(original)) === (await mots(converti)) ? [] : ['le texte du PDF/A diffère de celui du PDF d’origine'];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
