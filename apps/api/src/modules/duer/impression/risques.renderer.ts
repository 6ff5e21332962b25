import { estNouvelleMethode, NON_INITIALISE } from '@portail/contracts';
import { FONT } from '../../../common/pdf/pdf-fonts';
import type { ImpressionModule, ImpressionRisque, ImpressionUnite } from './duer-impression.types';
import { drawNiveauBadge, niveauTexte } from './niveau-badge';
import { type Box, type Colonne, drawTable } from '../../../common/pdf/pdf-table';
import { block } from '../../../common/pdf/pdf-tags';
import { COLORS, type Doc, MARGINS, WIDTH, breakIfLow, field, heading, subheading } from './pdf-document';

/** 'Oui' when no measure remains to be taken (the methodology page says so); a risk not yet rated is neither. */
export function maitriseTexte(r: ImpressionRisque): string {
  if (r.niveau === NON_INITIALISE) return '—';
  return r.mesureAFaire.trim() ? 'Non' : 'Oui';
}

const SIZE = 7.5;
const PICTO = 16;
const PICTO_SIZE = 6.5;
const BADGE_H = 13;

interface Ligne {
  r: ImpressionRisque;
  /** The operation's name on its first risk only (and again at the top of a page). */
  operation: string;
  nomOperation: string;
}

function cotationLignes(r: ImpressionRisque, methode: number): string {
  const c = r.cotation;
  if (c.gravite === null) return 'Non coté';
  const lignes = [`Gravité ${c.gravite}`, `Fréquence ${c.frequence}`];
  if (!estNouvelleMethode(methode) && c.maitrise !== null) lignes.push(`Maîtrise ${String(c.maitrise).replace('.', ',')}`);
  return lignes.join('\n');
}

const aFaire = (r: ImpressionRisque) =>
  r.mesureAFaire.trim() ? [r.mesureAFaire.trim(), `Qui : ${r.mesureQui.trim() || '—'}`, `Délai : ${r.mesureDelai.trim() || '—'}`].join('\n') : '—';

/** The pictograms' names (with the risk's own description of one), printed under the images they stand for. */
const pictoNoms = (r: ImpressionRisque) => r.pictos.map((p) => (p.description.trim() ? `${p.nom} : ${p.description.trim()}` : p.nom)).join('\n');

/** Each pictogram decoded and embedded once per document, however many risks show it. */
const images = new WeakMap<Doc, Map<Buffer, PDFKit.Mixins.ImageSrc>>();
function imageOf(doc: Doc, png: Buffer): PDFKit.Mixins.ImageSrc {
  let cache = images.get(doc);
  if (!cache) images.set(doc, (cache = new Map()));
  let image = cache.get(png);
  if (!image) cache.set(png, (image = (doc as unknown as { openImage(src: Buffer): PDFKit.Mixins.ImageSrc }).openImage(png)));
  return image;
}

/** The risk's name, its pictograms as images, then their names (the images say nothing to a text reader). */
const risqueCellule = {
  hauteur(doc: Doc, { r }: Ligne, width: number): number {
    const nom = doc.font(FONT.bold).fontSize(SIZE).heightOfString(r.nom, { width });
    if (!r.pictos.length) return nom;
    const images = r.pictos.some((p) => p.png) ? PICTO + 3 : 0;
    return nom + 2 + images + doc.font(FONT.italic).fontSize(PICTO_SIZE).heightOfString(pictoNoms(r), { width });
  },
  dessin(doc: Doc, { r }: Ligne, box: Box): void {
    doc.font(FONT.bold).fontSize(SIZE).text(r.nom, box.x, box.y, { width: box.width });
    if (!r.pictos.length) return;
    const y = doc.y + 2;
    let left = box.x;
    for (const p of r.pictos.filter((x) => x.png)) {
      doc.image(imageOf(doc, p.png!), left, y, { width: PICTO, height: PICTO });
      left += PICTO + 2;
    }
    const images = r.pictos.some((p) => p.png) ? PICTO + 3 : 0;
    doc
      .font(FONT.italic)
      .fontSize(PICTO_SIZE)
      .fillColor(COLORS.muted)
      .text(pictoNoms(r), box.x, y + images, { width: box.width });
  },
};

function cotationCellule(methode: number) {
  return {
    hauteur: (doc: Doc, { r }: Ligne, width: number) =>
      BADGE_H + 3 + doc.font(FONT.regular).fontSize(SIZE).heightOfString(cotationLignes(r, methode), { width }),
    dessin(doc: Doc, { r }: Ligne, box: Box): void {
      drawNiveauBadge(doc, { x: box.x, y: box.y, width: box.width, height: BADGE_H }, r.niveau, niveauTexte(r.score, r.niveau), SIZE);
      doc.text(cotationLignes(r, methode), box.x, box.y + BADGE_H + 3, { width: box.width });
    },
  };
}

/** OiRA France's columns (activity, risk, existing measures, controlled?, measures to take) with the rating between. */
function colonnes(methode: number): Colonne<Ligne>[] {
  return [
    { titre: 'Opération', largeur: 70, texte: (l) => l.operation || ' ' },
    { titre: 'Risque', largeur: 88, cellule: risqueCellule },
    { titre: 'Mesures existantes', largeur: 100, texte: (l) => l.r.mesureExistante.trim() },
    { titre: 'Maîtrisé ?', largeur: 50, texte: (l) => maitriseTexte(l.r) },
    { titre: 'Cotation', largeur: 70, cellule: cotationCellule(methode) },
    { titre: 'Mesures à mettre en place', largeur: WIDTH - 378, texte: (l) => aFaire(l.r) },
  ];
}

function renderModule(doc: Doc, unite: string, m: ImpressionModule, methode: number): void {
  breakIfLow(doc, 80);
  subheading(doc, m.nom, 11.5);
  if (m.remarque?.trim()) field(doc.fontSize(9), 'Remarque', m.remarque);
  const lignes: Ligne[] = m.operations.flatMap((o) => o.risques.map((r, i) => ({ r, operation: i === 0 ? o.nom : '', nomOperation: o.nom })));
  if (!lignes.length) {
    block(doc, 'P', () => doc.font(FONT.italic).fontSize(9).text("Aucun risque actif n'est associé à ce module."));
    doc.font(FONT.regular).moveDown();
    return;
  }
  doc.moveDown(0.2);
  drawTable(doc, colonnes(methode), lignes, {
    left: MARGINS.left,
    top: MARGINS.top,
    bottom: doc.page.height - MARGINS.bottom,
    size: SIZE,
    colors: { text: COLORS.text, rule: COLORS.rule, header: COLORS.heading, stripe: '#f3f5f8' },
    maxRowHeight: doc.page.height - MARGINS.top - MARGINS.bottom - 60,
    // The unit and module over the table again on each continuation page; the operation named again at its top.
    suite: () => {
      doc.font(FONT.bold).fontSize(9).fillColor(COLORS.heading).text(`${unite} — ${m.nom} (suite)`, MARGINS.left, MARGINS.top, { width: WIDTH });
      doc.moveDown(0.3).fillColor(COLORS.text);
    },
    texteEnHautDePage: (l, c) => (c.titre === 'Opération' ? l.nomOperation : undefined),
  });
  doc.moveDown(1);
}

/** One work unit: each module's active risks as one table. */
export function renderUnite(doc: Doc, u: ImpressionUnite, methode: number): void {
  heading(doc, `Unité de travail : ${u.nom}`);
  for (const m of u.modules) renderModule(doc, u.nom, m, methode);
}
