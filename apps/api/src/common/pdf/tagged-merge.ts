import { PDFArray, PDFBool, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, type PDFObject, PDFRef, PDFString } from '@cantoo/pdf-lib';

export interface MergePart {
  pdf: Buffer;
  /** A part the portal drew, tagged: its structure tree joins the document's. Other parts (uploads) are merged untagged. */
  tagged: boolean;
}

const N = (name: string) => PDFName.of(name);
const isSimple = (v: PDFObject) =>
  v instanceof PDFName || v instanceof PDFString || v instanceof PDFHexString || v instanceof PDFNumber || v instanceof PDFBool;

/** Every key → value of a number tree (/Nums, or /Kids of number trees). */
function numberTree(doc: PDFDocument, node: PDFObject | undefined, out = new Map<number, PDFObject>()): Map<number, PDFObject> {
  const dict = node instanceof PDFRef ? doc.context.lookup(node) : node;
  if (!(dict instanceof PDFDict)) return out;
  const nums = dict.lookup(N('Nums'));
  if (nums instanceof PDFArray) {
    for (let i = 0; i + 1 < nums.size(); i += 2) {
      const key = nums.lookup(i);
      if (key instanceof PDFNumber) out.set(key.asNumber(), nums.get(i + 1));
    }
  }
  const kids = dict.lookup(N('Kids'));
  if (kids instanceof PDFArray) for (let i = 0; i < kids.size(); i++) numberTree(doc, kids.get(i), out);
  return out;
}

/**
 * Copies one part's structure elements into the output: parents, pages and children remapped, marked-content ids kept
 * (they are per page, and pages are copied whole). Annotation references are left out (the portal's parts have none).
 */
class StructureCopier {
  readonly elements = new Map<string, PDFRef>();

  constructor(
    private readonly source: PDFDocument,
    private readonly output: PDFDocument,
    private readonly pages: Map<string, PDFRef>,
  ) {}

  element(ref: PDFRef, parent: PDFRef, type?: string): PDFRef | undefined {
    const src = this.source.context.lookup(ref);
    if (!(src instanceof PDFDict) || !src.get(N('S'))) return undefined;
    const target = this.output.context.nextRef();
    this.elements.set(ref.toString(), target);
    const dict = this.output.context.obj({}) as PDFDict;
    for (const [key, value] of src.entries()) {
      const name = key.asString();
      if (name === '/P') dict.set(key, parent);
      else if (name === '/Pg') this.page(value, (p) => dict.set(key, p));
      else if (name === '/K') dict.set(key, this.kids(value, target));
      else if (isSimple(value)) dict.set(key, value);
    }
    if (type) dict.set(N('S'), N(type));
    this.output.context.assign(target, dict);
    return target;
  }

  private page(value: PDFObject, set: (ref: PDFRef) => void): void {
    const mapped = value instanceof PDFRef ? this.pages.get(value.toString()) : undefined;
    if (mapped) set(mapped);
  }

  private kids(value: PDFObject, parent: PDFRef): PDFObject {
    const out = this.output.context.obj([]) as PDFArray;
    const add = (kid: PDFObject) => {
      if (kid instanceof PDFNumber) return out.push(kid);
      const resolved = kid instanceof PDFRef ? this.source.context.lookup(kid) : kid;
      if (!(resolved instanceof PDFDict)) return;
      const type = resolved.get(N('Type'));
      if (type instanceof PDFName && type.asString() === '/MCR') {
        const mcr = this.output.context.obj({ Type: 'MCR', MCID: resolved.get(N('MCID')) }) as PDFDict;
        this.page(resolved.get(N('Pg')) as PDFObject, (p) => mcr.set(N('Pg'), p));
        return out.push(mcr);
      }
      if (kid instanceof PDFRef) {
        const copied = this.element(kid, parent);
        if (copied) out.push(copied);
      }
    };
    if (value instanceof PDFArray) for (let i = 0; i < value.size(); i++) add(value.get(i));
    else add(value);
    return out;
  }
}

/**
 * The parts one after the other, each page as it is, and the tagged parts' structure trees joined under one
 * 'Document' element (each part a 'Sect'), with one parent tree: the merged document reads in order for a screen
 * reader. `onPartMerged` after each part.
 */
export async function mergeParts(parts: MergePart[], onPartMerged?: (done: number) => void): Promise<PDFDocument> {
  const output = await PDFDocument.create({ updateMetadata: false });
  const context = output.context;
  const rootRef = context.nextRef();
  const documentRef = context.nextRef();
  const sections: PDFRef[] = [];
  const nums: PDFObject[] = [];
  let nextKey = 0;
  for (const [i, part] of parts.entries()) {
    const source = await PDFDocument.load(part.pdf, { ignoreEncryption: true, updateMetadata: false });
    const sourcePages = source.getPages();
    const copied = await output.copyPages(source, source.getPageIndices());
    const structRoot = part.tagged ? source.catalog.lookupMaybe(N('StructTreeRoot'), PDFDict) : undefined;
    if (structRoot) {
      const pages = new Map(sourcePages.map((p, j) => [p.ref.toString(), copied[j].ref]));
      const copier = new StructureCopier(source, output, pages);
      const top = structRoot.get(N('K'));
      const tops = top instanceof PDFArray ? top.asArray() : top ? [top] : [];
      for (const t of tops) if (t instanceof PDFRef) sections.push(...[copier.element(t, documentRef, 'Sect')].filter((r): r is PDFRef => !!r));
      const parentTree = numberTree(source, structRoot.get(N('ParentTree')));
      sourcePages.forEach((p, j) => {
        const key = p.node.get(N('StructParents'));
        const entry = key instanceof PDFNumber ? parentTree.get(key.asNumber()) : undefined;
        const list = entry instanceof PDFRef ? source.context.lookup(entry) : entry;
        if (!(list instanceof PDFArray)) return copied[j].node.delete(N('StructParents'));
        const mapped = list.asArray().map((el) => (el instanceof PDFRef ? (copier.elements.get(el.toString()) ?? context.obj(null)) : context.obj(null)));
        nums.push(PDFNumber.of(nextKey), context.obj(mapped));
        copied[j].node.set(N('StructParents'), PDFNumber.of(nextKey++));
      });
    } else {
      for (const page of copied) page.node.delete(N('StructParents'));
    }
    for (const page of copied) output.addPage(page);
    onPartMerged?.(i + 1);
  }
  if (sections.length) {
    context.assign(documentRef, context.obj({ Type: 'StructElem', S: 'Document', P: rootRef, K: sections }));
    context.assign(rootRef, context.obj({ Type: 'StructTreeRoot', K: documentRef, ParentTree: context.obj({ Nums: nums }), ParentTreeNextKey: nextKey }));
    output.catalog.set(N('StructTreeRoot'), rootRef);
    output.catalog.set(N('MarkInfo'), context.obj({ Marked: true }));
    output.catalog.getOrCreateViewerPreferences().setDisplayDocTitle(true);
  }
  return output;
}
