import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import type { DataSource } from 'typeorm';

/** The folders the upload needs (the seed of the store may already have made them: kept then). */
export async function ensureFolders(ds: DataSource, codeDossier: string): Promise<void> {
  const rows: [string, string | null, string, string, 'documents' | 'factures', string][] = [
    ['main', null, 'Mes documents', 'main', 'documents', 'mesDocs'],
    ['attente', 'main', 'Documents en attente', 'waitingDocuments', 'documents', 'mesDocs'],
    ['fiscal', 'main', 'Fiscal', 'default', 'documents', 'mesDocs_fiscal'],
    ['factures', 'main', 'Factures', 'factures', 'factures', 'mesDocs_fiscal'],
  ];
  for (const [code, parent, titre, template, store, categorie] of rows) {
    await ds.query(
      `INSERT INTO ged_noeud (id, espace, code_dossier, code, parent_id, titre, template, store, categorie_id)
       VALUES ($1, 'dossier', $2::varchar, $3, (SELECT id FROM ged_noeud WHERE code_dossier = $2::varchar AND code = $4::varchar), $5, $6, $7, $8)
       ON CONFLICT DO NOTHING`,
      [randomUUID(), codeDossier, code, parent, titre, template, store, categorie],
    );
  }
}

export const pdf = (text = 'Bilan 2025') => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

export const png = () =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
    Buffer.alloc(64),
  ]);

/** A Windows executable's header (MZ, PE): what a renamed .exe starts with. */
export const exe = () => {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
};

/** A minimal OOXML word document: a stored zip with [Content_Types].xml first, as Word writes it. */
export function docx(): Buffer {
  const entries: [string, string][] = [
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ['word/document.xml', '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>'],
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.from(content);
    const nameBytes = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}
