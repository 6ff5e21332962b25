import { type DuerPlanAction, DuerPlanActionMessages as P, type LignePlanAction, STATUT_PLAN_ACTION_LIBELLES } from '@portail/contracts';
import { drawNiveauBadge, niveauTexte } from '../impression/niveau-badge';
import { COLORS, type Doc, documentBytes } from '../impression/pdf-document';
import { FONT, createPdfDocument } from '../../../common/pdf/pdf-fonts';
import { type Colonne, drawTable } from '../../../common/pdf/pdf-table';
import { artifact, beginStructure, block, endStructure, TAGGED } from '../../../common/pdf/pdf-tags';

export interface PlanActionEntete {
  raisonSociale: string;
  codeDossier: string;
}

const PAGE = { width: 841.89, height: 595.28 };
const M = { top: 64, bottom: 44, left: 36, right: 36 };
const WIDTH = PAGE.width - M.left - M.right;
const TABLE_SIZE = 7.5;
const BADGE_H = 14;

const emplacement = (l: LignePlanAction) => `${l.uniteTravail}\n${l.module}\n${l.operation}`;

const niveau: Colonne<LignePlanAction>['cellule'] = {
  hauteur: () => BADGE_H,
  dessin: (doc, l, box) => drawNiveauBadge(doc, { ...box, height: BADGE_H }, l.niveau, niveauTexte(l.score, l.niveau), TABLE_SIZE),
};

function colonnes(papripact: boolean): Colonne<LignePlanAction>[] {
  const base = (w: number[]): Colonne<LignePlanAction>[] => [
    { titre: 'Unité de travail / module / opération', largeur: w[0], texte: emplacement },
    { titre: 'Risque', largeur: w[1], texte: (l) => l.risque },
    { titre: 'Niveau', largeur: w[2], cellule: niveau },
    { titre: 'Mesure à mettre en place', largeur: w[3], texte: (l) => l.mesureAFaire },
    { titre: 'Qui', largeur: w[4], texte: (l) => l.mesureQui },
    { titre: 'Délai', largeur: w[5], texte: (l) => l.mesureDelai },
    { titre: 'Statut', largeur: w[6], texte: (l) => STATUT_PLAN_ACTION_LIBELLES[l.statut] },
  ];
  if (!papripact) return base([150, 120, 80, 215, 85, 64, 55.89]);
  return [
    ...base([112, 88, 66, 140, 62, 50, 42]),
    { titre: 'Coût estimé', largeur: 55, texte: (l) => l.cout },
    { titre: 'Moyens', largeur: 77, texte: (l) => l.moyens },
    { titre: 'Indicateur', largeur: 77.89, texte: (l) => l.indicateur },
  ];
}

/** Header (dossier and year) and 'page x / y' footer on every buffered page. */
function tamponner(doc: Doc, entete: PlanActionEntete, annee: number): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bas = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    artifact(doc, () => {
      doc.font(FONT.regular).fontSize(8).fillColor(COLORS.muted);
      doc.text(`${entete.raisonSociale} (${entete.codeDossier}) — DUER ${annee}`, M.left, 24, { width: WIDTH, align: 'left', lineBreak: false });
      doc.text(`Page ${i - range.start + 1} sur ${range.count}`, M.left, PAGE.height - 28, { width: WIDTH, align: 'right', lineBreak: false });
    });
    doc.page.margins.bottom = bas;
  }
}

/** The title, the dossier line and the table (or the 'no measure' line), from the current position. */
export function drawPlanAction(doc: Doc, plan: DuerPlanAction, ligneDossier: string): void {
  block(doc, 'H1', () =>
    doc
      .font(FONT.bold)
      .fontSize(14)
      .fillColor(COLORS.heading)
      .text(plan.papripact ? P.titrePapripact : P.titre, { width: WIDTH }),
  );
  doc.moveDown(0.3);
  block(doc, 'P', () => doc.font(FONT.regular).fontSize(9).fillColor(COLORS.muted).text(ligneDossier, { width: WIDTH }));
  doc.moveDown(0.8).fillColor(COLORS.text);
  if (!plan.lignes.length) {
    block(doc, 'P', () => doc.font(FONT.italic).fontSize(10).text(P.aucuneMesure));
    return;
  }
  drawTable(doc, colonnes(plan.papripact), plan.lignes, {
    left: M.left,
    top: M.top,
    bottom: PAGE.height - M.bottom,
    size: TABLE_SIZE,
    colors: { text: COLORS.text, rule: COLORS.rule, header: COLORS.heading, stripe: '#f3f5f8' },
    maxRowHeight: PAGE.height - M.top - M.bottom - 30,
  });
}

const salariesTexte = (plan: DuerPlanAction) => (plan.nombreSalaries === null ? '' : ` — ${plan.nombreSalaries} salarié(s)`);

function landscape(title: string, bufferPages: boolean): Doc {
  return createPdfDocument({
    ...TAGGED,
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
    beginStructure(doc);
    drawPlanAction(doc, plan, `${entete.raisonSociale} — DUER ${plan.annee}${salariesTexte(plan)} — édité le ${editeLe}`);
    endStructure(doc);
    tamponner(doc, entete, plan.annee);
  });
}

/** The plan as a part of the DUER (L4121-3-1): the same table, the DUER's own header and footer stamped after merging. */
export function renderPlanActionPartie(plan: DuerPlanAction, raisonSociale: string): Promise<Buffer> {
  const doc = landscape(plan.papripact ? 'PAPRIPACT' : "Plan d'actions", false);
  return documentBytes(doc, () => {
    beginStructure(doc);
    drawPlanAction(doc, plan, `${raisonSociale} — DUER ${plan.annee}${salariesTexte(plan)}`);
    endStructure(doc);
  });
}
