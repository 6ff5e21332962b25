import type { EntityManager } from 'typeorm';
import { Chiffre } from '../apps/api/src/modules/chiffres/chiffre.entity';
import { ChiffreFavori } from '../apps/api/src/modules/chiffres/chiffre-favori.entity';
import { Exercice } from '../apps/api/src/modules/chiffres/exercice.entity';
import { CHIFFRE, exerciceId, PERSONNE } from './ids';

/** The figure catalogue: what each figure charts and for which accounts type (AGRI or BIC). */
export const catalogueChiffres = [
  {
    id: CHIFFRE.recettes,
    slug: 'recettes',
    nom: 'Recettes',
    display: 'line' as const,
    source: 'recettes',
    types: ['AGRI', 'BIC'],
    explication: 'Recettes encaissées, cumulées mois par mois, comparées aux deux années précédentes.',
  },
  {
    id: CHIFFRE.depenses,
    slug: 'depenses',
    nom: 'Dépenses',
    display: 'line' as const,
    source: 'depenses',
    types: ['AGRI', 'BIC'],
    explication: 'Dépenses payées, cumulées mois par mois, comparées aux deux années précédentes.',
  },
  {
    id: CHIFFRE.endettementHectare,
    slug: 'endettement-hectare',
    nom: 'Endettement à l’hectare',
    display: 'bar' as const,
    source: 'endettementAGRI',
    types: ['AGRI'],
    explication: 'Capital restant dû de vos emprunts rapporté à la surface exploitée, à la clôture de chaque exercice.',
  },
  {
    id: CHIFFRE.investissementHectare,
    slug: 'investissement-hectare',
    nom: 'Investissement à l’hectare',
    display: 'bar' as const,
    source: 'investissementAGRI',
    types: ['AGRI'],
    explication: 'Investissements de l’exercice (matériel, plantations, bâtiments) rapportés à la surface exploitée.',
  },
  {
    id: CHIFFRE.tauxEndettement,
    slug: 'taux-endettement',
    nom: 'Taux d’endettement',
    display: 'bar' as const,
    source: 'endettementBIC',
    types: ['BIC'],
    explication: 'Dettes financières rapportées aux capitaux propres, à la clôture de chaque exercice.',
  },
  {
    id: CHIFFRE.investissements,
    slug: 'investissements',
    nom: 'Investissements',
    display: 'bar' as const,
    source: 'investissementBIC',
    types: ['BIC'],
    explication: 'Montant des investissements de chaque exercice clôturé.',
  },
  {
    id: CHIFFRE.capaciteRemboursement,
    slug: 'capacite-remboursement',
    nom: 'Capacité de remboursement',
    display: 'line' as const,
    source: 'capaciteRemboursement',
    types: ['AGRI', 'BIC'],
    explication: 'Part de l’excédent brut d’exploitation consacrée aux annuités d’emprunts : plus elle est basse, plus la marge de manœuvre est grande.',
  },
].map((c, ordre) => ({ ...c, ordre }));

interface Profil {
  /** First month of the fiscal year, 1 = January. */
  debut: number;
  type: 'AGRI' | 'BIC';
  /** Yearly receipts and expenses of a normal year, in euros. */
  recettes: number;
  depenses: number;
  /** Monthly shares (January to December, summing to 100). */
  partsRecettes: number[];
  partsDepenses: number[];
  endettement: number;
  investissement: number;
  capacite: number;
}

/**
 * QA fiscal years of realistic size (spec 02 §3, issue 10): Champagne grapes ~1,35 M€ for 10 ha paid at
 * the September–October harvest, cereals sold after the July–August harvest, a riding stable in BIC.
 */
const profils: Record<string, Profil> = {
  // EARL des Coteaux de Vertus: 160 ha of cereals and sugar beet, fiscal year July to June.
  '010001': {
    debut: 7,
    type: 'AGRI',
    recettes: 352_000,
    depenses: 287_000,
    partsRecettes: [5, 4, 4, 3, 3, 3, 18, 22, 8, 12, 10, 8],
    partsDepenses: [5, 8, 12, 10, 8, 6, 10, 9, 10, 9, 7, 6],
    endettement: 2_450,
    investissement: 380,
    capacite: 47.8,
  },
  // Champagne Lemaire Père et Fils: 10 ha of Champagne vines, civil fiscal year.
  '010002': {
    debut: 1,
    type: 'AGRI',
    recettes: 1_350_000,
    depenses: 905_000,
    partsRecettes: [4, 3, 3, 3, 3, 3, 2, 2, 25, 30, 8, 14],
    partsDepenses: [6, 6, 7, 8, 9, 9, 7, 6, 20, 8, 7, 7],
    endettement: 48_500,
    investissement: 8_200,
    capacite: 35.42,
  },
  // Écuries du Mont Aimé SAS: riding stable and livery, BIC, civil fiscal year.
  '010003': {
    debut: 1,
    type: 'BIC',
    recettes: 418_000,
    depenses: 377_000,
    partsRecettes: [8, 7, 8, 8, 8, 9, 11, 10, 8, 8, 7, 8],
    partsDepenses: [8, 8, 8, 8, 8, 8, 10, 9, 8, 8, 8, 9],
    endettement: 46,
    investissement: 34_500,
    capacite: 22.5,
  },
  // SCEA Ferme de la Vesle: 120 ha of cereals and 3 ha of Champagne vines, fiscal year October to September.
  '010004': {
    debut: 10,
    type: 'AGRI',
    recettes: 655_000,
    depenses: 512_000,
    partsRecettes: [4, 3, 3, 3, 3, 3, 12, 15, 22, 20, 6, 6],
    partsDepenses: [6, 8, 10, 9, 8, 7, 9, 9, 12, 8, 7, 7],
    endettement: 5_900,
    investissement: 720,
    capacite: 41.15,
  },
  // GAEC Garnier des Trois Vallées: 220 ha, dairy and cereals, fiscal year April to March.
  '010005': {
    debut: 4,
    type: 'AGRI',
    recettes: 720_000,
    depenses: 598_000,
    partsRecettes: [7, 6, 7, 7, 7, 6, 13, 14, 8, 9, 8, 8],
    partsDepenses: [7, 8, 10, 9, 8, 7, 10, 9, 9, 8, 8, 7],
    endettement: 3_150,
    investissement: 540,
    capacite: 52.3,
  },
};

/** Good and bad years: the harvest of each of the five years, oldest first. */
const ANNEES = [0.94, 1.06, 0.91, 1.03, 1.0];
const NB_EXERCICES = ANNEES.length;
const DAY = 24 * 3600 * 1000;

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const cents = (n: number) => Math.round(n * 100) / 100;
/** A small deterministic wobble so months and years differ (±4 %). */
const wobble = (seed: number) => 1 + (((seed * 7919) % 81) - 40) / 1000;

/** Five fiscal years, the latest the one under way (open, filled up to last month), the four before closed. */
export function exercicesSeed(codeDossier: string, now = new Date()) {
  const p = profils[codeDossier];
  if (!p) return [];
  const currentStartYear = now.getMonth() + 1 >= p.debut ? now.getFullYear() : now.getFullYear() - 1;
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return ANNEES.map((factor, n) => {
    const startYear = currentStartYear - (NB_EXERCICES - 1 - n);
    const start = startYear * 12 + p.debut - 1;
    const endYear = Math.floor((start + 11) / 12);
    const endMonth = ((start + 11) % 12) + 1;
    const clos = n < NB_EXERCICES - 1;
    const month = (i: number) => (start + i) % 12;
    const value = (total: number, parts: number[], i: number, salt: number) =>
      start + i >= thisMonth ? null : cents(((total * factor * parts[month(i)]!) / 100) * wobble(start + i + salt));
    const dateFin = iso(endYear, endMonth, new Date(endYear, endMonth, 0).getDate());
    const trend = 1 + (n - 2) * 0.03;
    return {
      id: exerciceId(codeDossier, n),
      codeDossier,
      dateDebut: iso(startYear, p.debut, 1),
      dateFin,
      clos,
      typeDossier: p.type,
      recettes: Array.from({ length: 12 }, (_, i) => value(p.recettes, p.partsRecettes, i, 0)),
      depenses: Array.from({ length: 12 }, (_, i) => value(p.depenses, p.partsDepenses, i, 17)),
      endettementAGRI: p.type === 'AGRI' ? Math.round(p.endettement * (2 - trend)) : null,
      endettementBIC: p.type === 'BIC' ? Math.round(p.endettement * (2 - trend)) : null,
      investissementAGRI: p.type === 'AGRI' ? Math.round(p.investissement * wobble(n * 13 + 5) * factor) : null,
      investissementBIC: p.type === 'BIC' ? cents(p.investissement * wobble(n * 13 + 5) * factor) : null,
      capaciteRemboursement: cents(p.capacite * (2 - trend) * wobble(n * 29 + 3)),
      // Closed years were last updated when the accounts were closed, four months after year end, never later than a
      // few days ago (a year closed lately would otherwise say it was updated in the future); the open one a few days ago.
      updatedAt: new Date(Math.min(clos ? new Date(dateFin).getTime() + 120 * DAY : Infinity, now.getTime() - 5 * DAY)),
    };
  });
}

/** Favourite figures of the QA people. */
const favoris = [{ guidPersonne: PERSONNE.gerantMulti, chiffres: [CHIFFRE.recettes] }];

export async function seedChiffresCatalogue(tx: EntityManager): Promise<void> {
  for (const c of catalogueChiffres) await tx.save(Chiffre, c);
}

export async function seedChiffresFavoris(tx: EntityManager): Promise<void> {
  for (const f of favoris) {
    await tx.delete(ChiffreFavori, { guidPersonne: f.guidPersonne });
    await tx.insert(
      ChiffreFavori,
      f.chiffres.map((chiffreId) => ({ guidPersonne: f.guidPersonne, chiffreId })),
    );
  }
}

/** A dossier's fiscal years, replaced as a whole. */
export async function seedExercices(tx: EntityManager, codeDossier: string): Promise<void> {
  await tx.delete(Exercice, { codeDossier });
  const rows = exercicesSeed(codeDossier);
  if (rows.length) await tx.insert(Exercice, rows);
}
