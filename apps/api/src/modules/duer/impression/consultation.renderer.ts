import { FONT } from '../../../common/pdf/pdf-fonts';
import { artifact, block, container } from '../../../common/pdf/pdf-tags';
import type { ImpressionData } from './duer-impression.types';
import { COLORS, type Doc, MARGINS, WIDTH, heading, paragraph } from './pdf-document';

function cadre(doc: Doc, titre: string, x: number, y: number, width: number, height: number): void {
  artifact(doc, () => doc.rect(x, y, width, height).strokeColor(COLORS.rule).lineWidth(0.8).stroke());
  const div = container(doc, 'Div');
  block(
    doc,
    'H2',
    () =>
      doc
        .font(FONT.bold)
        .fontSize(9.5)
        .fillColor(COLORS.heading)
        .text(titre, x + 8, y + 8, { width: width - 16 }),
    div,
  );
  for (const [i, libelle] of ['Nom et qualité :', 'Date :', 'Signature :'].entries()) {
    block(
      doc,
      'P',
      () =>
        doc
          .font(FONT.regular)
          .fontSize(9)
          .fillColor(COLORS.text)
          .text(libelle, x + 8, y + 42 + i * 24, { width: width - 16 }),
      div,
    );
  }
  div?.end();
}

/**
 * The consultation box that ends the document (as OiRA's report does): when and by whom it was presented, the
 * employer's and the workers' representatives' signatures (L4121-3, R4121-4).
 */
export function renderConsultation(doc: Doc, d: ImpressionData): void {
  heading(doc, 'Consultation et mise à disposition');
  paragraph(
    doc,
    `Le présent document unique d’évaluation des risques professionnels ${d.annee} de ${d.dossier.raisonSociale} est mis à jour au moins ` +
      'chaque année dans les entreprises d’au moins onze salariés, et lors de toute décision d’aménagement important modifiant les conditions ' +
      'de travail ou lorsqu’une information supplémentaire sur un risque est portée à la connaissance de l’employeur. ' +
      'Il est tenu à la disposition des travailleurs, des anciens travailleurs, des membres du comité social et économique (CSE), ' +
      'du médecin du travail et de l’inspection du travail.',
  );
  doc.moveDown(0.5);
  const y = doc.y;
  block(doc, 'P', () =>
    doc.font(FONT.regular).fontSize(9.5).text('Présenté aux travailleurs et, le cas échéant, soumis au CSE le : ____ / ____ / ________', MARGINS.left, y),
  );
  const top = doc.y + 18;
  const half = (WIDTH - 14) / 2;
  cadre(doc, 'L’employeur', MARGINS.left, top, half, 126);
  cadre(doc, 'Les représentants du personnel (CSE, le cas échéant)', MARGINS.left + half + 14, top, half, 126);
  doc.x = MARGINS.left;
  doc.y = top + 142;
  block(doc, 'H2', () => doc.font(FONT.bold).fontSize(9.5).text('Observations :', MARGINS.left, doc.y));
  const obs = doc.y + 4;
  artifact(doc, () => doc.rect(MARGINS.left, obs, WIDTH, 110).strokeColor(COLORS.rule).lineWidth(0.8).stroke());
  doc.y = obs + 118;
  doc.font(FONT.regular);
}
