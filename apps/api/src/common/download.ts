import type { Response } from 'express';

/** RFC 6266 / 5987: an ASCII fallback and the UTF-8 name. */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A file generated for this request (PDF, CSV…) answered as a download: never sniffed, never cached. */
export function sendGenerated(res: Response, type: string, fichier: { nom: string; contenu: Buffer }): void {
  res.status(200);
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', String(fichier.contenu.length));
  res.setHeader('Content-Disposition', contentDisposition('attachment', fichier.nom));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(fichier.contenu);
}
