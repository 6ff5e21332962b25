/**
 * ~60 fictitious Marne farms for the average-yield map (issue 11): dossiers 020001–020060, no person linked,
 * clustered by 3–4 in communes so that a commune shows a figure (3-farm floor), yields drawn deterministically
 * around the Marne's recent averages (Agreste, 2015–2017 magnitudes, quintals/ha ÷ 10 = t/ha).
 */
export interface FermeSeed {
  codeDossier: string;
  raisonSociale: string;
  typeActivite: 'AGRI' | 'AGRIVITI';
  communeInsee: string;
  annees: { offset: -3 | -2 | -1; lignes: { culture: number; surface: number; rendement: number }[] }[];
}

/** t/ha around which the farms' yields are drawn (vines: grapes, about 11 t/ha in Champagne). */
export const RENDEMENTS_MARNE: Record<number, number> = {
  1015: 8.2, // blé tendre d'hiver
  1020: 7.6, // orge d'hiver
  1022: 7.5, // escourgeon
  1021: 6.8, // orge de printemps
  1035: 3.9, // colza d'hiver
  1045: 88, // betterave sucrière
  1055: 11.5, // luzerne
  1040: 4.1, // pois protéagineux
  1046: 47, // pomme de terre de consommation
  1060: 11, // vigne
};
/** A good, a poor (like 2016) and an average year. */
const ANNEE: Record<-3 | -2 | -1, number> = { [-3]: 1.02, [-2]: 0.82, [-1]: 1.05 };
const ROTATION = [1020, 1022, 1021, 1035, 1045, 1055, 1040, 1046];

/** Communes holding 4 farms (3 in Sillery and Blancs-Coteaux, where 010004 and 010001 add theirs), then 5 lone farms. */
const GROUPES: [string, number][] = [
  ['51612', 4], // Blancs-Coteaux (Vertus)
  ['51536', 3], // Sillery
  ['51559', 4], // Suippes
  ['51535', 4], // Sézanne
  ['51248', 4], // Fère-Champenoise
  ['51388', 4], // Mourmelon-le-Grand
  ['51436', 4], // Pogny
  ['51165', 4], // Connantre
  ['51250', 4], // Fismes
  ['51660', 4], // Warmeriville
  ['51193', 4], // Courtisols
  ['51550', 4], // Sompuis
  ['51440', 4], // Pontfaverger-Moronvilliers
  ['51227', 4], // Écury-sur-Coole
  ['51009', 1], // Anglure
  ['51507', 1], // Sainte-Menehould
  ['51289', 1], // Heiltz-le-Maurupt
  ['51380', 1], // Montmirail
  ['51291', 1], // Hermonville
];
const VITICOLES = new Set(['51612', '51536']);
const FORMES = ['EARL', 'SCEA', 'GAEC'];
const NOMS = [
  'des Crayères',
  'du Mont Aimé',
  'de la Coole',
  'des Trois Fontaines',
  'du Moulin Brûlé',
  'de la Somme-Soude',
  'des Grands Champs',
  'du Chemin Blanc',
  'de la Suippe',
  'des Larris',
  'du Bois Guillaume',
  'de la Vallée de l’Ardre',
  'des Hautes Bornes',
  'du Champ Fleuri',
  'de la Noue',
  'des Terres Rouges',
  'du Val des Marais',
  'de la Croix Blanche',
  'des Perthois',
  'de Beauregard',
];

/** mulberry32: a small seeded PRNG, the same draws on every seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function ferme(i: number, communeInsee: string): FermeSeed {
  const random = prng(20_000 + i);
  const viticole = VITICOLES.has(communeInsee);
  // Blé always (the map's default crop), then 3 or 4 crops of the rotation; vines for the AGRIVITI.
  const melange = [...ROTATION];
  for (let k = melange.length - 1; k > 0; k--) {
    const j = Math.floor(random() * (k + 1));
    [melange[k], melange[j]] = [melange[j], melange[k]];
  }
  const autres = melange.slice(0, 3 + Math.floor(random() * 2));
  const cultures = [1015, ...autres, ...(viticole ? [1060] : [])];
  const surfaces = cultures.map((c) => (c === 1060 ? 2 + random() * 6 : c === 1015 ? 30 + random() * 50 : 8 + random() * 30));
  const niveau = 0.92 + random() * 0.16; // a farm a little above or below the average
  const annees = ([-3, -2, -1] as const).map((offset) => ({
    offset,
    lignes: cultures.map((culture, k) => {
      const bruit = 1 + (random() + random() + random() - 1.5) * 0.12;
      return { culture, surface: round1(surfaces[k]), rendement: round1(RENDEMENTS_MARNE[culture] * ANNEE[offset] * niveau * bruit) };
    }),
  }));
  return {
    codeDossier: `02${String(i).padStart(4, '0')}`,
    raisonSociale: `${FORMES[(i - 1) % 3]} ${NOMS[(i - 1) % 20]}`,
    typeActivite: viticole ? 'AGRIVITI' : 'AGRI',
    communeInsee,
    annees,
  };
}

export const fermes: FermeSeed[] = GROUPES.flatMap(([commune, n]) => Array.from({ length: n }, () => commune)).map((commune, i) => ferme(i + 1, commune));

export const fermeDossierId = (codeDossier: string) => `0d000000-0000-4000-8000-000000${codeDossier}`;
export const fermeAssolementId = (codeDossier: string, offset: number) => `4a000000-0000-4000-8000-${codeDossier}00010${-offset}`;
export const fermeLigneId = (codeDossier: string, offset: number, n: number) => `4b00001${-offset}-0000-4000-8000-${codeDossier}${String(n).padStart(6, '0')}`;

/** The commune of the QA dossiers' own assolements, so that their yield shows on the map. */
export const COMMUNE_ASSOLEMENT: Record<string, string> = { '010001': '51612', '010004': '51536' };
