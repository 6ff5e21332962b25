import { decodePDFRawStream, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFRef, PDFStream, PDFString, type PDFObject } from '@cantoo/pdf-lib';

/** The XMP title: `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">…</rdf:li>`, its opening and closing around it. */
export const DC_TITLE = /(<dc:title>\s*<rdf:Alt>\s*<rdf:li[^>]*>)([\s\S]*?)(<\/rdf:li>)/;

export function fluxDecode(stream: PDFStream): Uint8Array {
  return stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents();
}

export const texte = (o: PDFObject | undefined) => (o instanceof PDFString || o instanceof PDFHexString ? o.decodeText() : undefined);

export const xmlTexte = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const xmlEchappe = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface Metadonnees {
  titre?: string;
  /** The catalog's /Lang, when it looks like a language tag. */
  langue?: string;
}

export async function lireMetadonnees(pdf: Uint8Array): Promise<Metadonnees> {
  const doc = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
  const langue = texte(doc.catalog.lookup(PDFName.of('Lang')));
  return { titre: doc.getTitle(), langue: langue && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(langue) ? langue : undefined };
}

/**
 * The title written back into Info and the XMP dc:title when Ghostscript dropped it: 10.00 drops every non-ASCII
 * DOCINFO string in PDF/A mode ('Text string detected in DOCINFO cannot be represented in XMP'); later versions keep it.
 */
export async function retablirTitre(pdfa: Uint8Array, titre: string | undefined): Promise<Uint8Array> {
  if (!titre) return pdfa;
  const doc = await PDFDocument.load(pdfa, { updateMetadata: false });
  if (doc.getTitle() === titre) return pdfa;
  const ref = doc.catalog.get(PDFName.of('Metadata'));
  const xmp = ref instanceof PDFRef ? doc.context.lookup(ref) : undefined;
  if (!(ref instanceof PDFRef) || !(xmp instanceof PDFStream)) return pdfa;
  const xml = Buffer.from(fluxDecode(xmp)).toString('utf8');
  if (!DC_TITLE.test(xml)) return pdfa;
  const corrige = xml.replace(DC_TITLE, (_, debut: string, _ancien: string, fin: string) => debut + xmlEchappe(titre) + fin);
  doc.setTitle(titre);
  doc.context.assign(ref, doc.context.stream(Buffer.from(corrige, 'utf8'), { Type: 'Metadata', Subtype: 'XML' }));
  return doc.save({ useObjectStreams: false });
}
