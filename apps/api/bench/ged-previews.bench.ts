import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { renderPdf } from '../../../seeds/ged-pdf';
import { PageRenderer, type RenderRequest } from '../src/modules/documents/jobs/page-renderer';
import { SMOKE, cleanupOnInterrupt, size } from './bench-support';

/**
 * The preview part of `npm run bench:ged`: what one first processing of a document costs the worker (text of every
 * page, pages 1–20 in both widths), median of BENCH_ROUNDS runs per document, one at a time as the queue runs them.
 * No database: the renderer alone, so the figure is the renderer's (docs/adr/0018 compares mupdf and poppler). The CPU
 * column counts the programs the renderer runs, so it stays comparable on a machine busy with other work.
 * Smoke run (bench:smoke): one round without warm-up, the ledger 30 pages instead of 300, pages 1–2 rendered.
 */
const ROUNDS = size('BENCH_ROUNDS', 7, 1);
const LEDGER_PAGES = SMOKE ? 30 : 300;
const TO_PAGE = SMOKE ? 2 : 20;

/** A scanned page: an A4 greyscale JPEG at 200 dpi with noise, so the encoder cannot shrink it to nothing. */
async function scannedPdf(pages: number): Promise<Buffer> {
  const width = 1654;
  const height = 2339;
  const pixels = Buffer.alloc(width * height);
  for (let i = 0; i < pixels.length; i++) pixels[i] = 200 + ((i * 7919) % 56);
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 1 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (let p = 0; p < pages; p++) doc.addPage().image(jpeg, 0, 0, { width: 595.28, height: 841.89 });
    doc.end();
  });
}

async function photo(): Promise<Buffer> {
  const width = 3000;
  const height = 2000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 31) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * CPU time in ms of this process (all its threads: mupdf ran in one) and of its finished children (poppler's programs),
 * which, unlike the wall clock, a busy machine does not inflate.
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[13]) + Number(fields[14]); // cutime, cstime (fields 16 and 17 of proc(5))
  return (user + system) / 1000 + ticks * 10;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main(): Promise<void> {
  const lines = (n: number) => Array.from({ length: 40 }, (_, i) => `Écriture ${n}.${i + 1} : 411000 Client Coteaux de Vertus, 1 250,00 €`);
  const cases: [string, RenderRequest][] = [
    [
      'balance sheet, 2 text pages',
      {
        bytes: await renderPdf({ title: 'Bilan 2025', header: [], pages: [[{ lines: lines(1) }], [{ lines: lines(2) }]] }),
        mime: 'application/pdf',
        fromPage: 1,
        toPage: TO_PAGE,
        withText: true,
      },
    ],
    [
      `ledger, ${LEDGER_PAGES} text pages (text of all, ${TO_PAGE} rendered)`,
      {
        bytes: await renderPdf({ title: 'Grand livre', header: [], pages: Array.from({ length: LEDGER_PAGES }, (_, i) => [{ lines: lines(i + 1) }]) }),
        mime: 'application/pdf',
        fromPage: 1,
        toPage: TO_PAGE,
        withText: true,
      },
    ],
    ['scan, 5 pages of 200 dpi JPEG', { bytes: await scannedPdf(5), mime: 'application/pdf', fromPage: 1, toPage: TO_PAGE, withText: true }],
    ['photo, 3000×2000 JPEG', { bytes: await photo(), mime: 'image/jpeg', fromPage: 1, toPage: TO_PAGE, withText: false }],
  ];
  const renderer = new PageRenderer();
  cleanupOnInterrupt(() => renderer.stop());
  try {
    console.log(`| document | size | first processing, median of ${ROUNDS}: wall (CPU) | per rendered page |`);
    console.log('|---|---|---|---|');
    for (const [name, request] of cases) {
      if (!SMOKE) await renderer.render(request); // warm-up: the first call starts the renderer
      const times: number[] = [];
      const cpu: number[] = [];
      let pages = 0;
      for (let r = 0; r < ROUNDS; r++) {
        const [start, startCpu] = [performance.now(), cpuMs()];
        const result = await renderer.render(request);
        times.push(performance.now() - start);
        cpu.push(cpuMs() - startCpu);
        pages = result.pages.length / 2;
        if (!pages) throw new Error(`${name}: no page rendered`);
      }
      const [ms, cpuTime] = [median(times), median(cpu)];
      const size = `${(request.bytes.byteLength / 1024).toFixed(0)} kB`;
      console.log(
        `| ${name} | ${size} | ${ms.toFixed(0)} ms (CPU ${cpuTime.toFixed(0)} ms) | ${(ms / pages).toFixed(1)} ms (CPU ${(cpuTime / pages).toFixed(1)} ms) |`,
      );
    }
  } finally {
    await renderer.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
