import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { HEADER_APERCU_PDF } from '@portail/contracts';
import type { DuerFichier } from './duer-fichiers.service';
import { contentDisposition } from '../../../common/download';

/**
 * The file with its stored type, never sniffed; inline only for a PDF. No file: text/plain with the spec's message
 * (the web reads a plain-text answer as "no document attached").
 */
export async function sendDuerFichier(res: Response, fichier: DuerFichier): Promise<void> {
  res.status(200);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  if (fichier.kind === 'aucun') {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.send(fichier.message);
    return;
  }
  const inline = fichier.inline && fichier.mime === 'application/pdf';
  res.setHeader('Content-Type', fichier.mime);
  res.setHeader('Content-Length', String(fichier.size));
  res.setHeader('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', fichier.nom));
  if (fichier.apercuIndisponible) res.setHeader(HEADER_APERCU_PDF, 'indisponible');
  if (inline) {
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Content-Security-Policy', "default-src 'none'; object-src 'self'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'");
  }
  await pipeline(fichier.stream, res);
}
