import { PDFDocument, PDFHexString, PDFName, PDFString } from '@cantoo/pdf-lib';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** sRGB IEC 61966-2.1, the profile pdfkit ships (the colours of every page the portal draws are DeviceRGB). */
const ICC = path.join(path.dirname(require.resolve('pdfkit')), 'data', 'sRGB_IEC61966_2_1.icc');
let icc: Buffer | undefined;

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface ArchiveMeta {
  titre: string;
  langue: string;
  auteur: string;
  date: Date;
}

function xmp(m: ArchiveMeta, producteur: string): string {
  const date = m.date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/" xmlns:dc="http://purl.org/dc/elements/1.1/"
    xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
   <pdfaid:part>2</pdfaid:part>
   <pdfaid:conformance>B</pdfaid:conformance>
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xml(m.titre)}</rdf:li></rdf:Alt></dc:title>
   <dc:creator><rdf:Seq><rdf:li>${xml(m.auteur)}</rdf:li></rdf:Seq></dc:creator>
   <dc:language><rdf:Bag><rdf:li>${xml(m.langue)}</rdf:li></rdf:Bag></dc:language>
   <xmp:CreatorTool>${xml(producteur)}</xmp:CreatorTool>
   <xmp:CreateDate>${date}</xmp:CreateDate>
   <xmp:ModifyDate>${date}</xmp:ModifyDate>
   <xmp:MetadataDate>${date}</xmp:MetadataDate>
   <pdf:Producer>${xml(producteur)}</pdf:Producer>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/**
 * Makes a document the portal drew (embedded fonts, DeviceRGB, no transparency once the watermark is off) a PDF/A-2b
 * without redrawing it, so that its structure tree stays: the sRGB output intent, XMP metadata agreeing with the
 * document information, and a file identifier. Ghostscript would rewrite the file and drop the tags (10.x keeps no
 * structure tree); it is kept for the uploaded parts and as the fallback.
 */
export function archiverPdfA(doc: PDFDocument, m: ArchiveMeta): void {
  const producteur = 'Portail des adhérents';
  const context = doc.context;
  icc ??= fs.readFileSync(ICC);
  const profil = context.register(context.flateStream(icc, { N: 3 }));
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of('sRGB IEC61966-2.1'),
    Info: PDFString.of('sRGB IEC61966-2.1'),
    DestOutputProfile: profil,
  });
  doc.catalog.set(PDFName.of('OutputIntents'), context.obj([intent]));
  doc.setTitle(m.titre, { showInWindowTitleBar: true });
  doc.setAuthor(m.auteur);
  doc.setCreator(producteur);
  doc.setProducer(producteur);
  doc.setCreationDate(m.date);
  doc.setModificationDate(m.date);
  doc.setLanguage(m.langue);
  // The metadata stream stays uncompressed, as PDF/A readers expect to find it.
  const metadata = context.register(context.stream(Buffer.from(xmp(m, producteur), 'utf8'), { Type: 'Metadata', Subtype: 'XML' }));
  doc.catalog.set(PDFName.of('Metadata'), metadata);
  const id = createHash('md5').update(`${m.titre}|${m.date.toISOString()}|${doc.getPageCount()}`).digest('hex');
  context.trailerInfo.ID = context.obj([PDFHexString.of(id), PDFHexString.of(id)]);
}
