import PDFDocument from 'pdfkit';
import { crc32, deflateSync } from 'node:zlib';

/** A titled section of a generated PDF: lines of text, or a table of label/amount rows. */
export type Block = { title?: string; lines?: string[]; rows?: [string, string][] };

export interface PdfSpec {
  title: string;
  /** Header lines under the title (firm, dossier, address). */
  header: string[];
  /** One array of blocks per page. */
  pages: Block[][];
}

/** Fixed dates inside the files: the same spec gives the same bytes (pdfkit derives the file id from them). */
const FIXED_DATE = new Date('2026-11-01T08:00:00Z');

/** A real PDF (pdfkit, standard Helvetica fonts) of a few pages. */
export function renderPdf(spec: PdfSpec): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: spec.title, Author: 'Cabinet CDER', CreationDate: FIXED_DATE, ModDate: FIXED_DATE } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    spec.pages.forEach((blocks, i) => {
      if (i > 0) doc.addPage();
      doc.font('Helvetica-Bold').fontSize(16).text(spec.title);
      doc.font('Helvetica').fontSize(9).fillColor('#555555');
      for (const line of spec.header) doc.text(line);
      doc.fillColor('#000000').moveDown();
      for (const block of blocks) {
        if (block.title) doc.font('Helvetica-Bold').fontSize(11).text(block.title).moveDown(0.3);
        doc.font('Helvetica').fontSize(10);
        for (const line of block.lines ?? []) doc.text(line);
        for (const [label, amount] of block.rows ?? []) {
          const y = doc.y;
          doc.text(label, 50, y, { width: 360 });
          doc.text(amount, 420, y, { width: 125, align: 'right' });
        }
        doc.moveDown();
      }
      doc
        .fontSize(8)
        .fillColor('#777777')
        .text(`Page ${i + 1} / ${spec.pages.length}`, 50, 780, { align: 'center', width: 495 })
        .fillColor('#000000');
    });
    doc.end();
  });
}

/** A small RGB PNG (a scanned receipt's stand-in) drawn pixel by pixel, for the image previews. */
export function renderPng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** 1 234,50 € */
export const euros = (n: number): string =>
  `${n.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/\u202f|\u00a0/g, ' ')} €`;
