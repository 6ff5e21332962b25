import type { ImpressionData } from './duer-impression.types';
import { field, COLORS, type Doc, paragraph, subheading, heading } from './pdf-document';
import { FONT } from '../../../common/pdf/pdf-fonts';
import { block } from '../../../common/pdf/pdf-tags';

/** Cover page 1 (spec 03 §2.9): lines 1 to 4, the dossier's managers, the writer and the update date. */
export function renderPageDeGarde(doc: Doc, d: ImpressionData): void {
  const g = d.pageDeGarde;
  doc.moveDown(6);
  block(doc, 'H1', () =>
    doc.font(FONT.bold).fontSize(24).fillColor(COLORS.heading).text(`DOCUMENT UNIQUE D'ÉVALUATION DES RISQUES ${d.annee}`, { align: 'center' }),
  );
  doc.moveDown(1.5).font(FONT.regular).fontSize(14).fillColor(COLORS.text);
  for (const ligne of [g.champ1, g.champ2, g.champ3, g.champ4].filter((l) => l.trim())) {
    block(doc, 'P', () => doc.text(ligne, { align: 'center' }));
    doc.moveDown(0.4);
  }
  doc.moveDown(3).fontSize(11);
  field(doc, 'Dossier', `${d.dossier.raisonSociale} (${d.dossier.codeDossier})`);
  field(doc, g.gerants.length > 1 ? 'Gérants' : 'Gérant', g.gerants.join(', '));
  field(doc, 'Rédacteur', g.ingenieurConseil);
  field(doc, 'Date de mise à jour', g.dateMiseAJour);
}

/** Sections and labels of spec 03 §2.9, as the general information screen shows them. */
const SECTIONS: [string, [keyof ImpressionData['informations'], string][]][] = [
  [
    'Informations générales',
    [
      ['natureActivite', "Nature de l'activité"],
      ['nombreSalaries', 'Nombre de salarié(s)'],
    ],
  ],
  [
    'Organisation des secours',
    [
      ['trousseDeSecours', 'Trousse de secours ?'],
      ['responsableTrousseDeSecours', 'Responsable trousse de secours'],
      ['presenceDeSecouriste', 'Présence de secouriste ?'],
      ['referentSecurite', 'Référent sécurité'],
    ],
  ],
  [
    'Accident de travail / maladie professionnelle',
    [
      ['auCoursDes12DerniersMois', 'Au cours de ces 12 derniers mois'],
      ['nombreAccidents', "Nombre d'accident(s) de travail"],
      ['nombreMaladiesProfessionnelles', 'Nombre de maladie(s) professionnelle(s)'],
    ],
  ],
];

/** General information page 3. */
export function renderInformationsGenerales(doc: Doc, d: ImpressionData): void {
  heading(doc, 'Informations générales');
  for (const [section, champs] of SECTIONS) {
    subheading(doc, section);
    for (const [cle, libelle] of champs) field(doc, libelle, d.informations[cle]);
    doc.moveDown();
  }
}

/** Preamble page 4: the three texts, then its categories in order. */
export function renderPreambule(doc: Doc, d: ImpressionData): void {
  const p = d.preambule;
  heading(doc, 'Préambule');
  subheading(doc, "Descriptif de l'exploitation");
  paragraph(doc, p.descriptifExploitation);
  subheading(doc, 'Ressources humaines');
  paragraph(doc, p.ressourcesHumaines);
  subheading(doc, 'Prestations de services');
  paragraph(doc, p.prestationsServices);
  for (const c of p.categories) {
    subheading(doc, c.titre);
    paragraph(doc, c.contenu);
  }
}
