import { formaterIban } from '@portail/contracts';
import { FONT, createPdfDocument } from '../../common/pdf/pdf-fonts';
import { artifact, beginStructure, block, endStructure, TAGGED } from '../../common/pdf/pdf-tags';

export interface MandatPdfDonnees {
  creancier: { nom: string; adresse: string; ics: string };
  reference: string;
  debiteur: { titulaire: string; adresse: string; codePostal: string; ville: string; iban: string; bic: string };
  dossier: { codeDossier: string; raisonSociale: string };
  /** DD/MM/YYYY */
  dateSignature: string;
  /** The mandate's creation, the PDF's dates: the same mandate gives the same bytes. */
  creeLe: Date;
}

const LEFT = 50;
const WIDTH = 495;
const PRIMARY = '#1f4e3d';

/** The standard French SEPA Core mandate text (EPC rulebook), the creditor named. */
export const texteLegalMandat = (creancier: string): string[] => [
  `En signant ce formulaire de mandat, vous autorisez ${creancier} à envoyer des instructions à votre banque pour débiter votre compte, et votre banque à débiter votre compte conformément aux instructions de ${creancier}.`,
  'Vous bénéficiez du droit d’être remboursé par votre banque suivant les conditions décrites dans la convention que vous avez passée avec elle. Une demande de remboursement doit être présentée dans les 8 semaines suivant la date de débit de votre compte pour un prélèvement autorisé, et sans tarder et au plus tard dans les 13 mois en cas de prélèvement non autorisé.',
  'Vos droits concernant le présent mandat sont expliqués dans un document que vous pouvez obtenir auprès de votre banque.',
];

/** The SEPA direct-debit mandate to print, sign and send back (A4, pdfkit, standard fonts). */
export function renderMandatSepaPdf(d: MandatPdfDonnees): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = createPdfDocument({
      ...TAGGED,
      size: 'A4',
      margin: LEFT,
      info: { Title: 'Mandat de prélèvement SEPA', Author: d.creancier.nom, CreationDate: d.creeLe, ModDate: d.creeLe },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    beginStructure(doc);

    block(doc, 'H1', () => doc.font(FONT.bold).fontSize(18).fillColor(PRIMARY).text('Mandat de prélèvement SEPA', LEFT, 50, { width: WIDTH, align: 'center' }));
    doc.moveDown(0.4).font(FONT.regular).fontSize(10).fillColor('#000000');
    block(doc, 'P', () => doc.text(`Référence unique du mandat (RUM) : ${d.reference}`, { width: WIDTH, align: 'center' }));
    block(doc, 'P', () => doc.text('Type de paiement : Paiement récurrent', { width: WIDTH, align: 'center' }));
    doc.moveDown();

    doc.font(FONT.regular).fontSize(9);
    for (const p of texteLegalMandat(d.creancier.nom)) {
      block(doc, 'P', () => doc.text(p, { width: WIDTH, align: 'justify' }));
      doc.moveDown(0.4);
    }
    doc.moveDown(0.5);

    const section = (titre: string, lignes: [string, string][]) => {
      block(doc, 'H2', () => doc.font(FONT.bold).fontSize(11).fillColor(PRIMARY).text(titre, LEFT, doc.y, { width: WIDTH }));
      artifact(doc, () =>
        doc
          .moveTo(LEFT, doc.y + 2)
          .lineTo(LEFT + WIDTH, doc.y + 2)
          .strokeColor(PRIMARY)
          .lineWidth(0.7)
          .stroke(),
      );
      doc.moveDown(0.5).fillColor('#000000').fontSize(10);
      for (const [label, valeur] of lignes) {
        const y = doc.y;
        let hLabel = 0;
        block(doc, 'P', () => {
          doc.font(FONT.bold).fillColor('#000000').fontSize(10).text(label, LEFT, y, { width: 170 });
          hLabel = doc.y - y;
          doc.font(FONT.regular).text(valeur, LEFT + 175, y, { width: WIDTH - 175 });
        });
        doc.y = Math.max(doc.y, y + hLabel) + 3;
      }
      doc.moveDown(0.8);
    };

    const b = d.debiteur;
    section('Débiteur', [
      ['Nom du titulaire du compte', b.titulaire],
      ['Adresse', b.adresse],
      ['Code postal et ville', `${b.codePostal} ${b.ville}`],
      ['IBAN', formaterIban(b.iban)],
      ['BIC', b.bic],
      ['Dossier', `${d.dossier.codeDossier} – ${d.dossier.raisonSociale}`],
    ]);
    section('Créancier', [
      ['Nom du créancier', d.creancier.nom],
      ['Adresse', d.creancier.adresse],
      ['Identifiant créancier SEPA (ICS)', d.creancier.ics],
    ]);

    section('Signature', [
      ['Fait à', '.......................................................'],
      ['Le', d.dateSignature],
    ]);
    const y = doc.y;
    block(doc, 'P', () => doc.font(FONT.regular).fontSize(9).fillColor('#555555').text('Signature du titulaire du compte :', LEFT, y));
    artifact(doc, () =>
      doc
        .rect(LEFT, y + 14, 260, 80)
        .strokeColor('#999999')
        .lineWidth(0.7)
        .stroke(),
    );
    block(doc, 'P', () =>
      doc
        .font(FONT.regular)
        .fontSize(8)
        .fillColor('#555555')
        .text(
          'Merci de renvoyer ce mandat signé, accompagné d’un relevé d’identité bancaire (RIB). Note : vos droits concernant le présent mandat sont expliqués dans un document que vous pouvez obtenir auprès de votre banque.',
          LEFT,
          y + 104,
          { width: WIDTH },
        ),
    );
    endStructure(doc);
    doc.end();
  });
}
