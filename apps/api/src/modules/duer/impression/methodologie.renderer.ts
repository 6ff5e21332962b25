import { ECHELLES, estNouvelleMethode, NIVEAUX, type NiveauRisque, niveauOf } from '@portail/contracts';
import { FONT } from '../../../common/pdf/pdf-fonts';
import { block, container } from '../../../common/pdf/pdf-tags';
import type { ImpressionData } from './duer-impression.types';
import { drawNiveauBadge } from './niveau-badge';
import { COLORS, type Doc, MARGINS, WIDTH, heading, paragraph, subheading } from './pdf-document';

const virgule = (n: number) => String(n).replace('.', ',');

/** Each level's range of scores from the method's thresholds (a score at a threshold belongs to the lower level). */
function plages(seuils: readonly number[], max: number): [NiveauRisque, string][] {
  const bornes = [0, ...seuils, max];
  return NIVEAUX.map((n, i) => [
    n,
    i === 0
      ? `jusqu’à ${virgule(bornes[1])}`
      : i === 3
        ? `plus de ${virgule(bornes[3])} (jusqu’à ${max})`
        : `plus de ${virgule(bornes[i])} jusqu’à ${virgule(bornes[i + 1])}`,
  ]);
}

const SENS: Record<(typeof NIVEAUX)[number], string> = {
  Faible: 'risque résiduel acceptable : maintenir les mesures existantes',
  'À surveiller': 'améliorer les mesures quand l’occasion se présente',
  Important: 'mesures à planifier à court terme',
  Préoccupant: 'mesures prioritaires, à engager sans délai',
};

function tableauNiveaux(doc: Doc, seuils: readonly number[], max: number): void {
  for (const [niveau, plage] of plages(seuils, max)) {
    const y = doc.y;
    block(doc, 'P', () => {
      drawNiveauBadge(doc, { x: MARGINS.left, y, width: 90, height: 15 }, niveau, niveau, 8.5);
      doc.fontSize(9).text(`Score ${plage} : ${SENS[niveau as (typeof NIVEAUX)[number]]}.`, MARGINS.left + 100, y + 3, { width: WIDTH - 100 });
    });
    doc.x = MARGINS.left;
    doc.y = Math.max(doc.y, y + 15) + 4;
  }
}

/** A gravité × fréquence grid, each cell the score and the colour of its level. */
function grille(doc: Doc, titre: string, gravites: readonly number[], frequences: readonly number[], maitrise: number | null, methode: number): void {
  const cell = { w: 34, h: 17 };
  const left = MARGINS.left + 70;
  if (doc.y + (gravites.length + 2) * cell.h + 20 > doc.page.height - MARGINS.bottom) doc.addPage();
  block(doc, 'H3', () => doc.font(FONT.bold).fontSize(9).fillColor(COLORS.heading).text(titre, MARGINS.left, doc.y));
  doc.moveDown(0.3);
  const top = doc.y;
  const table = container(doc, 'Table');
  const entete = container(doc, 'TR', table);
  const th = (texte: string, x: number, y: number, width: number, align: 'left' | 'center' | 'right') =>
    block(doc, 'TH', () => doc.font(FONT.bold).fontSize(8).fillColor(COLORS.text).text(texte, x, y, { width, align }), entete);
  th('Gravité \\ Fréquence', MARGINS.left, top + 3, 68, 'left');
  frequences.forEach((f, j) => th(String(f), left + j * cell.w, top + 4, cell.w, 'center'));
  entete?.end();
  [...gravites].reverse().forEach((g, i) => {
    const y = top + (i + 1) * cell.h;
    const tr = container(doc, 'TR', table);
    block(
      doc,
      'TH',
      () =>
        doc
          .font(FONT.bold)
          .fontSize(8)
          .fillColor(COLORS.text)
          .text(String(g), MARGINS.left, y + 4, { width: 60, align: 'right' }),
      tr,
    );
    frequences.forEach((f, j) => {
      const niveau = niveauOf({ gravite: g, frequence: f, maitrise }, methode);
      const score = Math.round(g * f * (maitrise ?? 1) * 10) / 10;
      const box = { x: left + j * cell.w + 1, y: y + 1, width: cell.w - 2, height: cell.h - 2 };
      block(doc, 'TD', () => drawNiveauBadge(doc, box, niveau, virgule(score), 8), tr);
    });
    tr?.end();
  });
  table?.end();
  doc.x = MARGINS.left;
  doc.y = top + (gravites.length + 1) * cell.h + 8;
}

/**
 * The rating method the DUER was scored with, its scales, thresholds and grids, so that an inspector reads each score;
 * generated from the scoring code, so the page cannot drift from the scores printed.
 */
export function renderMethodologie(doc: Doc, d: ImpressionData): void {
  heading(doc, 'Méthodologie d’évaluation');
  paragraph(
    doc,
    'Chaque unité de travail est parcourue opération par opération. Pour chaque risque, les mesures de prévention déjà en place sont décrites, ' +
      'puis le risque est coté. Le score situe le risque sur quatre niveaux, qui fixent la priorité des mesures à mettre en place.',
  );
  if (estNouvelleMethode(d.methode)) {
    const e = ECHELLES.nouvelle;
    subheading(doc, 'Cotation : gravité × fréquence', 12);
    paragraph(
      doc,
      'La gravité du dommage possible et la fréquence d’exposition au danger sont notées de 1 (la plus faible) à 5 (la plus forte). ' +
        `Le score est leur produit, de 1 à ${e.max}.`,
    );
    subheading(doc, 'Niveaux', 12);
    tableauNiveaux(doc, e.seuils, e.max);
    doc.moveDown(0.5);
    grille(doc, 'Grille des scores', e.gravite, e.frequence, null, d.methode);
  } else {
    const e = ECHELLES.ancienne;
    subheading(doc, 'Cotation : gravité × fréquence × maîtrise', 12);
    paragraph(
      doc,
      `La gravité du dommage possible vaut ${e.gravite.join(', ')}, la fréquence d’exposition ${e.frequence.join(', ')}, et la maîtrise des mesures existantes ` +
        `${e.maitrise.map(virgule).join(' ; ')} (de la mieux à la moins bien maîtrisée). Le score est leur produit, jusqu’à ${e.max}.`,
    );
    subheading(doc, 'Niveaux', 12);
    tableauNiveaux(doc, e.seuils, e.max);
    doc.moveDown(0.5);
    for (const m of e.maitrise) grille(doc, `Grille des scores, maîtrise ${virgule(m)}`, e.gravite, e.frequence, m, d.methode);
  }
  subheading(doc, 'Lecture des tableaux', 12);
  paragraph(
    doc,
    'Maîtrisé ? : « Oui » quand aucune mesure ne reste à mettre en place, « Non » sinon. Un risque « Non initialisé » n’a pas encore été coté (« — ») : ' +
      'la synthèse le liste à part. Les mesures à mettre en place sont reprises, avec leur responsable, leur délai et leur suivi, dans le plan d’actions.',
  );
}
