import { FONT } from './pdf-fonts';
import { artifact, block, container, type Structure } from './pdf-tags';

type Doc = PDFKit.PDFDocument;

export interface Box {
  x: number;
  y: number;
  width: number;
}

/** A column: its header, width, and either a text or a drawing of its own (which says how tall it is). */
export interface Colonne<T> {
  titre: string;
  largeur: number;
  texte?: (ligne: T) => string;
  gras?: boolean;
  /** A cell drawn by hand: `hauteur` measures it, `dessin` draws it inside the TD (no artifact there). */
  cellule?: { hauteur: (doc: Doc, ligne: T, width: number) => number; dessin: (doc: Doc, ligne: T, box: Box) => void };
}

export interface TableOptions<T> {
  left: number;
  /** The lowest y a row may reach. */
  bottom: number;
  /** Where rows start on a continuation page. */
  top: number;
  size: number;
  colors: { text: string; rule: string; header: string; stripe: string };
  /** A row's height is capped so that one row never needs more than a page. */
  maxRowHeight: number;
  /** Drawn at the top of each continuation page, before the repeated header (as an artifact). */
  suite?: () => void;
  /** Text of a cell on the first row of a new page (e.g. a group name that was left blank under its first row). */
  texteEnHautDePage?: (ligne: T, colonne: Colonne<T>) => string | undefined;
}

const PAD = 3;

function cellText<T>(c: Colonne<T>, ligne: T, enHaut: boolean, o: TableOptions<T>): string {
  const premier = enHaut ? o.texteEnHautDePage?.(ligne, c) : undefined;
  return premier ?? (c.texte?.(ligne) || '—');
}

function rowHeight<T>(doc: Doc, colonnes: Colonne<T>[], ligne: T, enHaut: boolean, o: TableOptions<T>): number {
  const heights = colonnes.map((c) => {
    const width = c.largeur - 2 * PAD;
    if (c.cellule) return c.cellule.hauteur(doc, ligne, width);
    return doc
      .font(c.gras ? FONT.bold : FONT.regular)
      .fontSize(o.size)
      .heightOfString(cellText(c, ligne, enHaut, o), { width });
  });
  return Math.min(Math.max(...heights) + 2 * PAD, o.maxRowHeight);
}

function header<T>(doc: Doc, colonnes: Colonne<T>[], o: TableOptions<T>, table?: Structure): void {
  doc.font(FONT.bold).fontSize(o.size);
  const width = colonnes.reduce((s, c) => s + c.largeur, 0);
  const h = Math.max(...colonnes.map((c) => doc.heightOfString(c.titre, { width: c.largeur - 2 * PAD }))) + 2 * PAD;
  const y = doc.y;
  artifact(doc, () => doc.rect(o.left, y, width, h).fill(o.colors.header));
  const cells = () => {
    let x = o.left;
    for (const c of colonnes) {
      const cx = x;
      // Header text in white on the band; the colour is set inside each block so that it is part of the cell.
      const draw = () =>
        doc
          .fillColor('#ffffff')
          .font(FONT.bold)
          .fontSize(o.size)
          .text(c.titre, cx + PAD, y + PAD, { width: c.largeur - 2 * PAD });
      if (tr) block(doc, 'TH', draw, tr);
      else draw();
      x += c.largeur;
    }
  };
  const tr = table && container(doc, 'TR', table);
  if (tr) {
    cells();
    tr.end();
  } else artifact(doc, cells);
  doc.fillColor(o.colors.text).font(FONT.regular);
  doc.x = o.left;
  doc.y = y + h;
}

/**
 * A table as an inspector reads it and a screen reader too: a header band (a TH row, repeated as an artifact on each
 * continuation page after `suite`), striped rows that never split across pages, rules between rows.
 */
export function drawTable<T>(doc: Doc, colonnes: Colonne<T>[], lignes: T[], o: TableOptions<T>, parent?: Structure): void {
  const table = container(doc, 'Table', parent);
  const width = colonnes.reduce((s, c) => s + c.largeur, 0);
  header(doc, colonnes, o, table);
  lignes.forEach((ligne, i) => {
    let enHaut = false;
    let h = rowHeight(doc, colonnes, ligne, false, o);
    if (doc.y + h > o.bottom) {
      doc.addPage();
      doc.y = o.top;
      if (o.suite) artifact(doc, o.suite);
      header(doc, colonnes, o);
      enHaut = true;
      h = rowHeight(doc, colonnes, ligne, true, o);
    }
    const y = doc.y;
    // fill() leaves the stripe's colour current: the text after it must get its own back.
    if (i % 2 === 1) artifact(doc, () => doc.rect(o.left, y, width, h).fill(o.colors.stripe));
    const tr = container(doc, 'TR', table);
    let x = o.left;
    for (const c of colonnes) {
      const box = { x: x + PAD, y: y + PAD, width: c.largeur - 2 * PAD };
      const draw = () => {
        doc
          .fillColor(o.colors.text)
          .font(c.gras ? FONT.bold : FONT.regular)
          .fontSize(o.size);
        if (c.cellule) c.cellule.dessin(doc, ligne, box);
        else doc.text(cellText(c, ligne, enHaut, o), box.x, box.y, { width: box.width, height: h - 2 * PAD, ellipsis: true });
      };
      if (tr) block(doc, 'TD', draw, tr);
      else draw();
      x += c.largeur;
    }
    tr?.end();
    artifact(doc, () =>
      doc
        .moveTo(o.left, y + h)
        .lineTo(o.left + width, y + h)
        .strokeColor(o.colors.rule)
        .lineWidth(0.5)
        .stroke(),
    );
    doc.fillColor(o.colors.text).font(FONT.regular).fontSize(o.size);
    doc.x = o.left;
    doc.y = y + h;
  });
  table?.end();
}
