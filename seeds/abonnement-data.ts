import type { EtatFacture, ModeReglement } from '@portail/contracts';

/** QA billing set (issue 15): amounts in cents, fixed dates (invoices on the 5th, December 2025 to November 2026). */
export interface AbonnementSeed {
  cotisations: { millesime: number; cotisation: number; compta: number; conseil: number; juridique: number }[];
  parametres: { receptionCderInfo: '0' | '1'; receptionFactureElectronique: boolean; emailPlateformeFacturation: string; modeReglement: ModeReglement };
  /** State of the invoice of each month, December 2025 first. */
  etats: EtatFacture[];
  mandat?: { titulaire: string; adresse: string; codePostal: string; ville: string; iban: string; bic: string; dateSignature: string };
}

const R: EtatFacture = 'Réglée';
const A: EtatFacture = 'Archivée';

export const ABONNEMENTS: Record<string, AbonnementSeed> = {
  '010001': {
    cotisations: [
      { millesime: 2025, cotisation: 17_500, compta: 228_000, conseil: 84_000, juridique: 42_000 },
      { millesime: 2026, cotisation: 18_000, compta: 240_000, conseil: 90_000, juridique: 45_000 },
    ],
    parametres: { receptionCderInfo: '0', receptionFactureElectronique: false, emailPlateformeFacturation: '', modeReglement: 'VIREMENT' },
    // Unpaid: July and August (over 90 days), September; October to be debited; November to invoice.
    etats: [A, A, A, A, R, R, R, 'Facturée', 'Emis', 'Emis', 'A prélever', 'A facturer'],
  },
  '010002': {
    cotisations: [
      { millesime: 2025, cotisation: 17_500, compta: 312_000, conseil: 120_000, juridique: 60_000 },
      { millesime: 2026, cotisation: 18_000, compta: 324_000, conseil: 126_000, juridique: 60_000 },
    ],
    // Electronic invoicing on the public platform: the address is locked (spec 02 §5).
    parametres: {
      receptionCderInfo: '1',
      receptionFactureElectronique: true,
      emailPlateformeFacturation: 'lemaire.factures@chorus-pro.gouv.fr',
      modeReglement: 'PRELEVEMENT',
    },
    etats: [A, A, R, R, R, R, R, R, R, R, 'A prélever', 'A facturer'],
    mandat: {
      titulaire: 'Champagne Lemaire Père et Fils',
      adresse: '8 rue des Crayères',
      codePostal: '51200',
      ville: 'Épernay',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP851',
      dateSignature: '2026-01-12',
    },
  },
  '010003': {
    cotisations: [{ millesime: 2026, cotisation: 18_000, compta: 156_000, conseil: 60_000, juridique: 36_000 }],
    parametres: {
      receptionCderInfo: '1',
      receptionFactureElectronique: true,
      emailPlateformeFacturation: 'factures@ecuries-mont-aime.fr',
      modeReglement: 'CHEQUE',
    },
    // Unpaid since May (all over 90 days but the last ones).
    etats: ['Facturée', 'Facturée', R, R, R, 'Emis', 'Emis', 'Emis', 'Facturée', 'Facturée', 'Facturée', 'A facturer'],
  },
  '010004': {
    cotisations: [
      { millesime: 2025, cotisation: 17_500, compta: 180_000, conseil: 48_000, juridique: 24_000 },
      { millesime: 2026, cotisation: 18_000, compta: 186_000, conseil: 48_000, juridique: 24_000 },
    ],
    parametres: { receptionCderInfo: '0', receptionFactureElectronique: false, emailPlateformeFacturation: '', modeReglement: 'CHEQUE' },
    etats: [R, R, R, R, R, R, R, R, R, R, 'Emis', 'A facturer'],
  },
};

export const MOIS_FACTURES = Array.from({ length: 12 }, (_, i) => {
  const annee = i === 0 ? 2025 : 2026;
  const mois = i === 0 ? 12 : i;
  return { annee, mois, date: `${annee}-${String(mois).padStart(2, '0')}-05` };
});
