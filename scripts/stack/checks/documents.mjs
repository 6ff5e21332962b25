/**
 * The document store (GED, packages/contracts/src/documents/documents.routes.ts): a member's upload lands in the
 * dossier's 'Documents en attente' (multipart, fields codedossier and typeFichier before the file `files`, the dossier
 * also in ?codeDossier=, x-csrf-token), listed by /ged/inprogress, downloaded by /ged/download/{id}.
 */
/* global FormData -- Node's own (with fetch) */
import { Blob, Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { URLSearchParams } from 'node:url';
import { callJson, request } from './http.mjs';
import { expect } from './report.mjs';

export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** A one-page PDF with a line of text (ASCII), valid enough for the worker's text extraction and preview. */
export function makePdf(text) {
  const line = text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const content = `BT /F1 14 Tf 72 770 Td (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** POST /api/documents/upload: 201 {id, nomFichier, taille}. */
export async function uploadDocument(origin, session, codeDossier, name, bytes, typeFichier = 'AUTRESDOCS') {
  const form = new FormData();
  form.append('codedossier', codeDossier);
  form.append('typeFichier', typeFichier);
  form.append('files', new Blob([bytes], { type: 'application/pdf' }), name);
  const body = await callJson(origin, `/api/documents/upload?codeDossier=${codeDossier}`, { method: 'POST', session, formData: form }, 201);
  expect(body.id && body.taille === bytes.length, `dépôt : réponse ${JSON.stringify(body)} (${bytes.length} octets envoyés)`);
  return body;
}

/** GET /api/documents/ged/inprogress/{codeDossier}: the waiting documents whose name or content matches `filter`. */
export async function waitingDocuments(origin, session, codeDossier, filter = '*') {
  const query = new URLSearchParams({ containsfilter: filter, size: '100' });
  const body = await callJson(origin, `/api/documents/ged/inprogress/${codeDossier}?${query}`, { session });
  return body.data;
}

/** GET /api/documents/ged/download/{id}: the reply (bytes), whatever its status. */
export const downloadDocument = (origin, session, id) => request(origin, `/api/documents/ged/download/${id}`, { session });

/** Downloads the document and checks its SHA-256; returns the digest. */
export async function expectDocumentBytes(origin, session, id, expectedSha) {
  const res = (await downloadDocument(origin, session, id)).expectStatus(200);
  const digest = sha256(res.bytes);
  expect(digest === expectedSha, `${res.summary()} : SHA-256 ${digest} (${res.bytes.length} octets), attendu ${expectedSha}`);
  return digest;
}

/** GET /api/documents/ged/document/{id}: the reply (metadata when 200, 404 once the document is gone). */
export const documentMetadata = (origin, session, id) => request(origin, `/api/documents/ged/document/${id}`, { session });
