type Doc = PDFKit.PDFDocument;
export type Structure = PDFKit.PDFStructureElement;

/**
 * The structure tree of a tagged pdfkit document (RGAA, PDF/UA's reading model): headings, paragraphs, tables and
 * figures in reading order under one 'Document' element, decoration marked as artifacts. Renderers draw through these
 * helpers, so an untagged document (no `beginStructure`) draws the same without tags.
 */
const roots = new WeakMap<Doc, Structure>();

/** Options of every PDF the portal draws: tagged, in French, PDF 1.7, its title shown by readers. */
export const TAGGED = { tagged: true, lang: 'fr-FR', pdfVersion: '1.7', displayTitle: true } as const;

/** Starts the tree; `endStructure` closes it before `doc.end()`. */
export function beginStructure(doc: Doc): Structure {
  const root = doc.struct('Document');
  doc.addStructure(root);
  roots.set(doc, root);
  return root;
}

export function endStructure(doc: Doc): void {
  roots.get(doc)?.end();
}

/**
 * Draws one block as a structure element of `type` (H1, P, TD, Figure…) under `parent`, the document's root by
 * default. `draw` runs at once; it must not draw artifacts, which would close the block's marked content.
 */
export function block(doc: Doc, type: string, draw: () => void, parent?: Structure, options?: { alt?: string; lang?: string }): void {
  const into = parent ?? roots.get(doc);
  if (!into) return draw();
  into.add(doc.struct(type, options ?? {}, [draw]));
}

/** An element holding others (Table, TR, Sect, L…), already in the tree under `parent`; end it when it is complete. */
export function container(doc: Doc, type: string, parent?: Structure): Structure | undefined {
  const into = parent ?? roots.get(doc);
  if (!into) return undefined;
  const element = doc.struct(type);
  into.add(element);
  return element;
}

/** Decoration (stripes, rules, repeated table headers): drawn, but not read. */
export function artifact(doc: Doc, draw: () => void): void {
  if (!roots.has(doc)) return draw();
  doc.markContent('Artifact', { type: 'Layout' });
  draw();
  doc.endMarkedContent();
}
