import { AG_HORAIRES, formatDate } from '@portail/contracts';
import { FONT, createPdfDocument } from '../../common/pdf/pdf-fonts';
import { artifact, beginStructure, block, endStructure, TAGGED } from '../../common/pdf/pdf-tags';

export interface PouvoirPdfDonnees {
  entityName: string;
  /** 'M. Jean Dupont, Président' or, when the year names none, the office. */
  president: string;
  millesime: number;
  dateAg: Date;
  lieu: string;
  dossier: { codeDossier: string; raisonSociale: string };
  poids: number;
  /** The PDF's dates: the same invitation gives the same bytes. */
  creeLe: Date;
}

const LEFT = 50;
const WIDTH = 495;
const PRIMARY = '#1f4e3d';

/** The mandate sentence, also checked by the api test. */
export const textePouvoir = (d: PouvoirPdfDonnees): string =>
  `donne pouvoir à ${d.president} pour la représenter à l'assemblée générale de ${d.entityName} qui se tiendra le ${formatDate(d.dateAg)} à ${AG_HORAIRES.assemblee.replace(':', 'h')} à ${d.lieu}, prendre part aux délibérations et voter en son nom sur les résolutions inscrites à l'ordre du jour.`;

/** The proxy form to the president of the firm (A4, pdfkit, standard fonts): company, voting weight, signature area. */
export function renderPouvoirPdf(d: PouvoirPdfDonnees): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = createPdfDocument({
      ...TAGGED,
      size: 'A4',
      margin: LEFT,
      info: { Title: `Pouvoir - Assemblée générale ${d.millesime}`, Author: d.entityName, CreationDate: d.creeLe, ModDate: d.creeLe },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    beginStructure(doc);

    block(doc, 'H1', () => doc.font(FONT.bold).fontSize(20).fillColor(PRIMARY).text('Pouvoir', LEFT, 60, { width: WIDTH, align: 'center' }));
    doc.moveDown(0.3);
    block(doc, 'P', () => doc.fontSize(13).text(`Assemblée générale ${d.entityName} ${d.millesime}`, { width: WIDTH, align: 'center' }));
    doc.moveDown(2).font(FONT.regular).fontSize(11).fillColor('#000000');

    block(doc, 'P', () => doc.text('La société soussignée :', { width: WIDTH }));
    doc.moveDown(0.6);
    const ligne = (label: string, valeur: string) => {
      const y = doc.y;
      block(doc, 'P', () => {
        doc.font(FONT.bold).text(label, LEFT + 20, y, { width: 160 });
        doc.font(FONT.regular).text(valeur, LEFT + 185, y, { width: WIDTH - 185 });
      });
      doc.moveDown(0.4);
    };
    ligne('Raison sociale', d.dossier.raisonSociale);
    ligne('Code dossier', d.dossier.codeDossier);
    ligne('Nombre de voix', String(d.poids));
    doc.moveDown(1);
    block(doc, 'P', () => doc.font(FONT.regular).text(textePouvoir(d), LEFT, doc.y, { width: WIDTH, align: 'justify' }));
    doc.moveDown(0.8);
    block(doc, 'P', () =>
      doc.text(
        'En conséquence, signer toute feuille de présence, prendre part à tout vote et, plus généralement, faire le nécessaire. Le présent pouvoir vaut pour toute assemblée ultérieure convoquée sur le même ordre du jour.',
        { width: WIDTH, align: 'justify' },
      ),
    );
    doc.moveDown(2);
    block(doc, 'P', () =>
      doc.text('Fait à ......................................................, le ......................................', { width: WIDTH }),
    );
    doc.moveDown(1.5);

    const top = doc.y;
    block(doc, 'P', () =>
      doc
        .font(FONT.regular)
        .fontSize(9)
        .text('Nom et qualité du signataire :', LEFT, top + 8, { width: WIDTH - 280 }),
    );
    artifact(doc, () =>
      doc
        .rect(LEFT + WIDTH - 260, top, 260, 120)
        .strokeColor(PRIMARY)
        .lineWidth(0.8)
        .stroke(),
    );
    block(doc, 'P', () => {
      doc
        .font(FONT.bold)
        .fontSize(10)
        .text('Signature', LEFT + WIDTH - 250, top + 8, { width: 240 });
      doc
        .font(FONT.regular)
        .fontSize(9)
        .text('précédée de la mention manuscrite « Bon pour pouvoir »', LEFT + WIDTH - 250, doc.y + 2, { width: 240 });
    });
    block(doc, 'P', () =>
      doc
        .fontSize(8)
        .fillColor('#555555')
        .text(`Pouvoir à retourner à ${d.entityName} avant l'assemblée générale.`, LEFT, 760, { width: WIDTH, align: 'center' }),
    );
    endStructure(doc);
    doc.end();
  });
}
