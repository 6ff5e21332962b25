import type { Request } from 'express';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkFiles } from './upload-checks';
import type { UploadOptions, UploadedFile } from './upload-options';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const options: UploadOptions = {
  dir: () => os.tmpdir(),
  fileField: /^files$/,
  maxFiles: 2,
  maxFileBytes: 1024,
  extensions: ['pdf', 'png', 'txt'],
  messages: { tooBig: 'trop gros', tooMany: (n) => `plus de ${n}`, empty: 'vide', typeRefused: 'type refusé', contentMismatch: 'contenu incohérent' },
};

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-checks-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function file(originalname: string, data: Buffer): UploadedFile {
  const p = path.join(dir, `${Math.random()}`);
  fs.writeFileSync(p, data);
  return { originalname, path: p, size: data.length } as UploadedFile;
}
const req = (files: UploadedFile[]) => ({ files }) as unknown as Request;

it('accepts contents that agree with an extension of the allow-list, whatever its case', async () => {
  const files = [file('Scan.PNG', PNG), file('../bilan.pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n'))];
  await expect(checkFiles(req(files), options)).resolves.toBeUndefined();
  expect(files[1].originalname).toBe('bilan.pdf');
});

it('refuses a content that does not agree with its extension, an empty file and one file too many, naming each', async () => {
  const files = [file('photo.png', Buffer.from('MZ\x90\x00 pas une image')), file('vide.pdf', Buffer.alloc(0)), file('c.png', PNG)];
  const err: unknown = await checkFiles(req(files), options).catch((e: { getResponse(): unknown }) => e.getResponse());
  expect((err as { issues: unknown }).issues).toEqual([
    { path: 'files.0', message: 'photo.png : contenu incohérent' },
    { path: 'files.1', message: 'vide.pdf : vide' },
    { path: 'files', message: 'plus de 2' },
  ]);
});

it('refuses extensions outside the allow-list whatever the content, and files without one', async () => {
  const page = Buffer.from('<html><script>alert(1)</script></html>\n');
  const files = [file('page.html', page), file('logo.svg', page), file('outil.hta', page), file('LISEZMOI', page)];
  const err: unknown = await checkFiles(req(files), { ...options, maxFiles: 4 }).catch((e: { getResponse(): unknown }) => e.getResponse());
  expect((err as { issues: unknown }).issues).toEqual(
    ['page.html', 'logo.svg', 'outil.hta', 'LISEZMOI'].map((n, i) => ({ path: `files.${i}`, message: `${n} : type refusé` })),
  );
});

it('sets each file’s media type from its content, never the client’s', async () => {
  const files = [
    file('facture.pdf', PNG),
    file('photo.png', PNG),
    file('notes.txt', Buffer.from('Récolte 2025 : 12 t/ha\n')),
    file('data.txt', Buffer.from([0x01, 0x00, 0xfe, 0xff])),
  ];
  files.forEach((f) => (f.mimetype = 'application/pdf'));
  const err: unknown = await checkFiles(req(files), { ...options, maxFiles: 4 }).catch((e: { getResponse(): unknown }) => e.getResponse());
  expect(files.map((f) => f.mimetype)).toEqual(['image/png', 'image/png', 'text/plain', 'application/octet-stream']);
  expect((err as { issues: unknown }).issues).toEqual([
    { path: 'files.0', message: 'facture.pdf : contenu incohérent' },
    { path: 'files.3', message: 'data.txt : contenu incohérent' },
  ]);
});

it('strips control and bidi characters and lone surrogates from names, without cutting a pair', async () => {
  const files = [
    file('facture\u202Efdp.png', PNG),
    file('\u2066a\u200Fb\u0085c\u009b.png\u2069', PNG),
    file('\u202E', PNG),
    file('a\uD800b.png', PNG),
    file(`${'x'.repeat(199)}😀.png`, PNG),
  ];
  await checkFiles(req(files), { ...options, maxFiles: 5 }).catch(() => undefined);
  expect(files.map((f) => f.originalname)).toEqual(['facturefdp.png', 'abc.png', 'piece-jointe', 'ab.png', 'x'.repeat(199)]);
});
