import { Injectable, Logger } from '@nestjs/common';
import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const NAMES = ['soffice', 'libreoffice'];
const TIMEOUT_MS = 60_000;

/**
 * .doc/.docx → PDF with LibreOffice headless, in a child process (the event loop keeps serving) with a timeout and its
 * own profile folder (two conversions at once do not share a lock). Absent binary: null, the caller serves the original.
 */
@Injectable()
export class DuerPdfConversion {
  private readonly logger = new Logger(DuerPdfConversion.name);

  /** The converter found on PATH now (looked up on each call: cheap, and follows an install without restart). */
  async binary(): Promise<string | null> {
    const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
    for (const dir of dirs) {
      for (const name of NAMES) {
        const candidate = path.join(dir, name);
        if (
          await access(candidate, constants.X_OK).then(
            () => true,
            () => false,
          )
        )
          return candidate;
      }
    }
    return null;
  }

  async toPdf(content: Buffer, extension: string): Promise<Buffer | null> {
    const binary = await this.binary();
    if (!binary) return null;
    const dir = await mkdtemp(path.join(tmpdir(), 'duer-pdf-'));
    try {
      const input = path.join(dir, `document.${extension}`);
      await writeFile(input, content);
      await run(binary, [`-env:UserInstallation=file://${path.join(dir, 'profil')}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, input], {
        timeout: TIMEOUT_MS,
        killSignal: 'SIGKILL',
      });
      return await readFile(path.join(dir, 'document.pdf'));
    } catch (error) {
      this.logger.warn(`Conversion PDF impossible : ${error instanceof Error ? error.message : String(error)}`);
      return null;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
