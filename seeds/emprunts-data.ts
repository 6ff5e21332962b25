import type { EcheancierInput } from '@portail/contracts';
import { empruntId } from './ids';

type SeedLoan = EcheancierInput & { libelle: string };

/** Two or three loans of a Champagne farm or estate for each agricultural and wine dossier (issue 10 QA data). */
const LOANS: Record<string, SeedLoan[]> = {
  '010001': [
    {
      libelle: 'Tracteur John Deere 6R 150',
      valeurEntree: 142_000,
      taux: 3.45,
      periodicite: 'Mensuelle',
      modeRemboursement: 'ANC',
      nombrePeriodes: 84,
      exerciceDateDebut: '2024-04-01',
    },
    {
      libelle: 'Hangar de stockage 600 m²',
      valeurEntree: 260_000,
      taux: 2.9,
      periodicite: 'Trimestrielle',
      modeRemboursement: 'AMC',
      nombrePeriodes: 60,
      exerciceDateDebut: '2022-10-01',
    },
    {
      libelle: 'Semoir et herse rotative',
      valeurEntree: 48_500,
      taux: 4.1,
      periodicite: 'Annuelle',
      modeRemboursement: 'ANC',
      nombrePeriodes: 5,
      exerciceDateDebut: '2025-09-15',
    },
  ],
  '010002': [
    {
      libelle: 'Pressoir pneumatique 8 000 kg',
      valeurEntree: 185_000,
      taux: 3.2,
      periodicite: 'Mensuelle',
      modeRemboursement: 'ANC',
      nombrePeriodes: 96,
      exerciceDateDebut: '2023-08-01',
    },
    {
      libelle: 'Cuverie inox thermorégulée',
      valeurEntree: 320_000,
      taux: 2.75,
      periodicite: 'Semestrielle',
      modeRemboursement: 'AMC',
      nombrePeriodes: 24,
      exerciceDateDebut: '2021-03-01',
    },
    {
      libelle: 'Enjambeur New Holland Braud',
      valeurEntree: 96_000,
      taux: 3.9,
      periodicite: 'Trimestrielle',
      modeRemboursement: 'ANC',
      nombrePeriodes: 28,
      exerciceDateDebut: '2025-02-01',
    },
  ],
  '010004': [
    {
      libelle: 'Bâtiment de vinification',
      valeurEntree: 450_000,
      taux: 3.05,
      periodicite: 'Annuelle',
      modeRemboursement: 'ANC',
      nombrePeriodes: 20,
      exerciceDateDebut: '2020-12-01',
    },
    {
      libelle: 'Moissonneuse-batteuse Claas Lexion',
      valeurEntree: 210_000,
      taux: 3.6,
      periodicite: 'Mensuelle',
      modeRemboursement: 'AMC',
      nombrePeriodes: 72,
      exerciceDateDebut: '2024-07-01',
    },
  ],
  '010005': [
    {
      libelle: 'Installation jeune agriculteur – reprise du foncier',
      valeurEntree: 175_000,
      taux: 1.5,
      periodicite: 'Annuelle',
      modeRemboursement: 'ANC',
      nombrePeriodes: 15,
      exerciceDateDebut: '2025-11-01',
    },
    {
      libelle: 'Tracteur Fendt 211 Vario',
      valeurEntree: 78_000,
      taux: 3.8,
      periodicite: 'Mensuelle',
      modeRemboursement: 'ANC',
      nombrePeriodes: 60,
      exerciceDateDebut: '2025-03-01',
    },
  ],
};

/** The seeded loans of a dossier, as written (e2e and tests read them). */
export const seededEmprunts = (codeDossier: string) =>
  (LOANS[codeDossier] ?? []).map((loan, i) => ({ id: empruntId(codeDossier, i + 1), codeDossier, ...loan }));
