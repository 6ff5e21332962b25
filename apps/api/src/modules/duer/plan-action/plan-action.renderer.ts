import { type DuerPlanAction, DuerPlanActionMessages as P, type LignePlanAction, STATUT_PLAN_ACTION_LIBELLES } from '@portail/contracts';
import { drawNiveauBadge, niveauTexte } from '../impression/niveau-badge';
import { COLORS, type Doc, documentBytes } from '../impression/pdf-document';
import { FONT, createPdfDocument } from '../../../common/pdf/pdf-fonts';

export interface PlanActionEntete {
  raisonSociale: string;
  codeDossier: string;
}

interface Colonne {
  titre: string;
  largeur: number;
  valeur: (l: LignePlanAction) => string;
}

const PAGE = { width: 841.89, height: 595.28 };
const M = { top: 64, bottom: 44, left: 36, right: 36 };
const WIDTH = PAGE.width - M.left - M.right;
const PAD = 3;
const TABLE_SIZE = 7.5;
const BADGE_H = 14;

const emplacement = (l: LignePlanAction) => `${l.uniteTravail}\n${l.module}\n${l.operation}`;

function colonnes(papripact: boolean): Colonne[] {
  const base = (w: number[]): Colonne[] => [
    { titre: 'Unité de travail / module / opération', largeur: w[0], valeur: emplacement },
    { titre: 'Risque', largeur: w[1], valeur: (l) => l.risque },
    { titre: 'Niveau', largeur: w[2], valeur: (l) => niveauTexte(l.score, l.niveau) },
    { titre: 'Mesure à mettre en place', largeur: w[3], valeur: (l) => l.mesureAFaire },
    { titre: 'Qui', largeur: w[4], valeur: (l) => l.mesureQui },
    { titre: 'Délai', largeur: w[5], valeur: (l) => l.mesureDelai },
    { titre: 'Statut', largeur: w[6], valeur: (l) => STATUT_PLAN_ACTION_LIBELLES[l.statut] },
  ];
  if (!papripact) return base([150, 120, 80, 215, 85, 64, 55.89]);
  return [
    ...base([112, 88, 66, 140, 62, 50, 42]),
    { titre: 'Coût estimé', largeur: 55, valeur: (l) => l.cout },
    { titre: 'Moyens', largeur: 77, valeur: (l) => l.moyens },
    { titre: 'Indicateur', largeur: 77.89, valeur: (l) => l.indicateur },
  ];
}

function hauteur(doc: Doc, cols: Colonne[], l: LignePlanAction): number {
  doc.font(FONT.regular).fontSize(TABLE_SIZE);
  const h = Math.max(BADGE_H, ...cols.map((c) => doc.heightOfString(c.valeur(l) || '—', { width: c.largeur - 2 * PAD })));
  return Math.min(h + 2 * PAD, PAGE.height - M.top - M.bottom - 30);
}

function enTeteTableau(doc: Doc, cols: Colonne[]): void {
  doc.font(FONT.bold).fontSize(TABLE_SIZE);
  const h = Math.max(...cols.map((c) => doc.heightOfString(c.titre, { width: c.largeur - 2 * PAD }))) + 2 * PAD;
  let x = M.left;
  const y = doc.y;
  doc.rect(M.left, y, WIDTH, h).fill(COLORS.heading);
  doc.fillColor('#ffffff');
  for (const c of cols) {
    doc.text(c.titre, x + PAD, y + PAD, { width: c.largeur - 2 * PAD });
    x += c.largeur;
  }
  doc.fillColor(COLORS.text).font(FONT.regular);
  doc.y = y + h;
}

function ligne(doc: Doc, cols: Colonne[], l: LignePlanAction, pair: boolean): void {
  const h = hauteur(doc, cols, l);
  if (doc.y + h > PAGE.height - M.bottom) {
    doc.addPage();
    enTeteTableau(doc, cols);
  }
  const y = doc.y;
  // fill() leaves the stripe's colour current: the text after it must get its own back.
  if (pair) doc.rect(M.left, y, WIDTH, h).fill('#f3f5f8').fillColor(COLORS.text);
  let x = M.left;
  for (const c of cols) {
    if (c.titre === 'Niveau') {
      drawNiveauBadge(doc, { x: x + PAD, y: y + PAD, width: c.largeur - 2 * PAD, height: BADGE_H }, l.niveau, c.valeur(l), TABLE_SIZE);
    } else {
      doc.text(c.valeur(l) || '—', x + PAD, y + PAD, { width: c.largeur - 2 * PAD, height: h - 2 * PAD, ellipsis: true });
    }
    x += c.largeur;
  }
  doc
    .moveTo(M.left, y + h)
    .lineTo(M.left + WIDTH, y + h)
    .strokeColor(COLORS.rule)
    .lineWidth(0.5)
    .stroke();
  doc.y = y + h;
}

/** Header (dossier and year) and 'page x / y' footer on every buffered page. */
function tamponner(doc: Doc, entete: PlanActionEntete, annee: number): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bas = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(FONT.regular).fontSize(8).fillColor(COLORS.muted);
    doc.text(`${entete.raisonSociale} (${entete.codeDossier}) — DUER ${annee}`, M.left, 24, { width: WIDTH, align: 'left', lineBreak: false });
    doc.text(`Page ${i - range.start + 1} sur ${range.count}`, M.left, PAGE.height - 28, { width: WIDTH, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bas;
  }
}

/** The title, the dossier line and the table (or the 'no measure' line), from the current position. */
export function drawPlanAction(doc: Doc, plan: DuerPlanAction, ligneDossier: string): void {
  doc
    .font(FONT.bold)
    .fontSize(14)
    .fillColor(COLORS.heading)
    .text(plan.papripact ? P.titrePapripact : P.titre, { width: WIDTH });
  doc.moveDown(0.3).font(FONT.regular).fontSize(9).fillColor(COLORS.muted);
  doc.text(ligneDossier, { width: WIDTH }).moveDown(0.8);
  doc.fillColor(COLORS.text);
  if (!plan.lignes.length) {
    doc.font(FONT.italic).fontSize(10).text(P.aucuneMesure);
    return;
  }
  const cols = colonnes(plan.papripact);
  enTeteTableau(doc, cols);
  plan.lignes.forEach((l, i) => ligne(doc, cols, l, i % 2 === 1));
}

const salariesTexte = (plan: DuerPlanAction) => (plan.nombreSalaries === null ? '' : ` — ${plan.nombreSalaries} salarié(s)`);

function landscape(title: string, bufferPages: boolean): Doc {
  return createPdfDocument({
    size: 'A4',
    layout: 'landscape',
    margins: M,
    bufferPages,
    info: { Title: title, Producer: 'Portail des adhérents', Creator: 'Portail des adhérents' },
  });
}

/** The action plan (or PAPRIPACT from 50 employees) as a landscape A4 table, one line per measure to put in place. */
export function renderPlanActionPdf(plan: DuerPlanAction, entete: PlanActionEntete, editeLe: string): Promise<Buffer> {
  const doc = landscape(plan.papripact ? 'PAPRIPACT' : "Plan d'actions", true);
  return documentBytes(doc, () => {
    drawPlanAction(doc, plan, `${entete.raisonSociale} — DUER ${plan.annee}${salariesTexte(plan)} — édité le ${editeLe}`);
    tamponner(doc, entete, plan.annee);
  });
}

/** The plan as a part of the DUER (L4121-3-1): the same table, the DUER's own header and footer stamped after merging. */
export function renderPlanActionPartie(plan: DuerPlanAction, raisonSociale: string): Promise<Buffer> {
  const doc = landscape(plan.papripact ? 'PAPRIPACT' : "Plan d'actions", false);
  return documentBytes(doc, () => drawPlanAction(doc, plan, `${raisonSociale} — DUER ${plan.annee}${salariesTexte(plan)}`));
}
