import type { DonneesImpression } from './duer-impression.types';
import { champ, COULEURS, type Doc, paragraphe, sousTitre, titre } from './pdf-document';

/** Cover page 1 (spec 03 §2.9): lines 1 to 4, the dossier's managers, the writer and the update date. */
export function renduPageDeGarde(doc: Doc, d: DonneesImpression): void {
  const g = d.pageDeGarde;
  doc.moveDown(6);
  doc.font('Helvetica-Bold').fontSize(24).fillColor(COULEURS.titre).text(`DOCUMENT UNIQUE D'ÉVALUATION DES RISQUES ${d.annee}`, { align: 'center' });
  doc.moveDown(1.5).font('Helvetica').fontSize(14).fillColor(COULEURS.texte);
  for (const ligne of [g.champ1, g.champ2, g.champ3, g.champ4].filter((l) => l.trim())) doc.text(ligne, { align: 'center' }).moveDown(0.4);
  doc.moveDown(3).fontSize(11);
  champ(doc, 'Dossier', `${d.dossier.raisonSociale} (${d.dossier.codeDossier})`);
  champ(doc, g.gerants.length > 1 ? 'Gérants' : 'Gérant', g.gerants.join(', '));
  champ(doc, 'Rédacteur', g.ingenieurConseil);
  champ(doc, 'Date de mise à jour', g.dateMiseAJour);
}

/** Sections and labels of spec 03 §2.9, as the general information screen shows them. */
const SECTIONS: [string, [keyof DonneesImpression['informations'], string][]][] = [
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
export function renduInformationsGenerales(doc: Doc, d: DonneesImpression): void {
  titre(doc, 'Informations générales');
  for (const [section, champs] of SECTIONS) {
    sousTitre(doc, section);
    for (const [cle, libelle] of champs) champ(doc, libelle, d.informations[cle]);
    doc.moveDown();
  }
}

/** Preamble page 4: the three texts, then its categories in order. */
export function renduPreambule(doc: Doc, d: DonneesImpression): void {
  const p = d.preambule;
  titre(doc, 'Préambule');
  sousTitre(doc, "Descriptif de l'exploitation");
  paragraphe(doc, p.descriptifExploitation);
  sousTitre(doc, 'Ressources humaines');
  paragraphe(doc, p.ressourcesHumaines);
  sousTitre(doc, 'Prestations de services');
  paragraphe(doc, p.prestationsServices);
  for (const c of p.categories) {
    sousTitre(doc, c.titre);
    paragraphe(doc, c.contenu);
  }
}
