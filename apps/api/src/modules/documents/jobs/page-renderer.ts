import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { decodeBmp } from './bmp-decoder';
import { runProgram } from './run-program';

export type PreviewQuality = 'normale' | 'vignette';

/** Target widths in pixels of the rendered pages. */
export const PREVIEW_WIDTHS: Record<PreviewQuality, number> = { normale: 1000, vignette: 200 };

export interface RenderRequest {
  bytes: Uint8Array;
  /** 'application/pdf', 'image/png', 'image/jpeg', 'image/bmp'. */
  mime: string;
  /** Pages to render, 1-based, inclusive (clamped to the document). */
  fromPage: number;
  toPage: number;
  /** Extract the text of every page (the first processing) or not (later pages on demand). */
  withText: boolean;
}

export interface RenderedPage {
  page: number;
  quality: PreviewQuality;
  png: Uint8Array;
}

export interface RenderResult {
  nbPages: number;
  text: string | null;
  pages: RenderedPage[];
}

/** Text beyond this many characters is not kept (search reads the start of long documents). */
const MAX_TEXT = 1_000_000;
/** A page is rendered at most this many widths high: a pathological page size cannot ask for a giant bitmap. */
const MAX_ASPECT = 10;
/** Standard output kept from pdfinfo and from pdftotext (UTF-8: up to 4 bytes a character). */
const MAX_INFO = 64 * 1024;
const MAX_TEXT_BYTES = 4 * MAX_TEXT;
/** Pages pdftoppm renders per run: at most 5 × 1000 × 10,000 RGB pixels on disk at once. */
const PAGES_PER_RUN = 5;

/**
 * Text and page images of pdf and images (docs/adr/0018). PDFs go to poppler-utils run as separate programs
 * (pdfinfo, pdftotext, pdftoppm: no shell, killed past the timeout, output bounded) on a copy in a private temporary
 * folder; png, jpeg and bmp to sharp, never enlarged. The whole call shares one deadline; stop() kills what runs.
 */
export class PageRenderer {
  private aborter = new AbortController();

  constructor(private readonly timeoutMs = 60_000) {}

  async render(request: RenderRequest): Promise<RenderResult> {
    const deadline = Date.now() + this.timeoutMs;
    if (request.mime === 'application/pdf') return this.renderPdf(request, deadline);
    return this.renderImage(request, deadline);
  }

  async stop(): Promise<void> {
    this.aborter.abort();
    this.aborter = new AbortController();
    await Promise.resolve();
  }

  private async renderPdf(request: RenderRequest, deadline: number): Promise<RenderResult> {
    const dir = await mkdtemp(path.join(tmpdir(), 'ged-apercu-'));
    try {
      const input = path.join(dir, 'document.pdf');
      await writeFile(input, request.bytes, { mode: 0o600 });
      const info = (await this.run('pdfinfo', [input], deadline, MAX_INFO)).toString('utf8');
      const nbPages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
      if (nbPages < 1) throw new Error('document sans page lisible');
      let text: string | null = null;
      if (request.withText) {
        const out = await this.run('pdftotext', ['-q', '-enc', 'UTF-8', input, '-'], deadline, MAX_TEXT_BYTES, true);
        text = out.toString('utf8').replace(/\f/g, '\n').replaceAll('\u0000', '').slice(0, MAX_TEXT);
      }
      const first = Math.max(1, request.fromPage);
      const last = Math.min(nbPages, request.toPage);
      const pages: RenderedPage[] = [];
      if (first > last) return { nbPages, text, pages };
      // pdftoppm's own PNG encoder costs ten times its rendering: it writes raw PPM, a few pages at a time (bounded
      // temporary space), and sharp encodes the PNG.
      for (let from = first; from <= last; from += PAGES_PER_RUN) {
        const to = Math.min(last, from + PAGES_PER_RUN - 1);
        for (const [quality, width] of Object.entries(PREVIEW_WIDTHS) as [PreviewQuality, number][]) {
          const prefix = path.join(dir, quality);
          const args = ['-q', '-f', String(from), '-l', String(to), '-scale-to-x', String(width), '-scale-to-y', '-1'];
          args.push('-W', String(width), '-H', String(width * MAX_ASPECT), input, prefix);
          await this.run('pdftoppm', args, deadline, MAX_INFO);
          for (const name of (await readdir(dir)).filter((n) => n.startsWith(`${quality}-`))) {
            const file = path.join(dir, name);
            pages.push({ page: Number(/-(\d+)\.ppm$/.exec(name)![1]), quality, png: await ppmToPng(await readFile(file)) });
            await rm(file);
          }
        }
      }
      pages.sort((a, b) => a.page - b.page);
      return { nbPages, text, pages };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private async renderImage(request: RenderRequest, deadline: number): Promise<RenderResult> {
    const bytes = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength);
    const seconds = () => Math.max(1, Math.ceil((deadline - Date.now()) / 1000));
    const open = () => {
      if (request.mime !== 'image/bmp') return sharp(bytes, { failOn: 'error' });
      const bmp = decodeBmp(bytes);
      return sharp(bmp.data, { raw: { width: bmp.width, height: bmp.height, channels: 4 } });
    };
    const image = open().rotate();
    const meta = await image.metadata();
    const native = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
    const pages: RenderedPage[] = [];
    if (request.fromPage <= 1 && request.toPage >= 1) {
      for (const [quality, target] of Object.entries(PREVIEW_WIDTHS) as [PreviewQuality, number][]) {
        const png = await image
          .clone()
          .flatten({ background: '#ffffff' })
          .resize({ width: Math.min(target, native) })
          .png()
          .timeout({ seconds: seconds() })
          .toBuffer();
        pages.push({ page: 1, quality, png });
      }
    }
    return { nbPages: 1, text: null, pages };
  }

  private run(program: string, args: string[], deadline: number, maxOutput: number, truncate = false): Promise<Buffer> {
    const timeoutMs = deadline - Date.now();
    if (timeoutMs <= 0) return Promise.reject(new Error(`rendu interrompu après ${this.timeoutMs} ms`));
    return runProgram(program, args, { timeoutMs, maxOutput, truncate, signal: this.aborter.signal });
  }
}

/** A binary PPM (P6, 8 bits) as pdftoppm writes it → PNG. */
function ppmToPng(ppm: Buffer): Promise<Buffer> {
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.toString('latin1', 0, 40));
  if (!header) throw new Error('pdftoppm : image illisible');
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = ppm.subarray(header[0].length, header[0].length + width * height * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ adaptiveFiltering: false })
    .toBuffer();
}
