/** Fixed ids of the QA data set: tests, Playwright and QA refer to them. */
export const PERSONNE = {
  gerantMulti: '0a000000-0000-4000-8000-000000000001',
  associe: '0a000000-0000-4000-8000-000000000002',
  particulier: '0a000000-0000-4000-8000-000000000003',
  sansDossier: '0a000000-0000-4000-8000-000000000004',
  testeur: '0a000000-0000-4000-8000-000000000005',
  /** No account yet: registers with this guid as link code and dossier 010005 (issue 3). */
  nouvelAdherent: '0a000000-0000-4000-8000-000000000006',
  /** Second factor active (issue 33): the QA signs in with the published TOTP key. */
  doubleFacteur: '0a000000-0000-4000-8000-000000000007',
  ceConseiller: '0a000000-0000-4000-8000-000000000101',
  secAssistante: '0a000000-0000-4000-8000-000000000102',
  gestionnairePaie: '0a000000-0000-4000-8000-000000000103',
  seParticuliers: '0a000000-0000-4000-8000-000000000104',
} as const;

export const COMPTE = {
  gerantMulti: '0b000000-0000-4000-8000-000000000001',
  associe: '0b000000-0000-4000-8000-000000000002',
  particulier: '0b000000-0000-4000-8000-000000000003',
  sansDossier: '0b000000-0000-4000-8000-000000000004',
  testeur: '0b000000-0000-4000-8000-000000000005',
  doubleFacteur: '0b000000-0000-4000-8000-000000000007',
  ceConseiller: '0b000000-0000-4000-8000-000000000101',
  secAssistante: '0b000000-0000-4000-8000-000000000102',
  gestionnairePaie: '0b000000-0000-4000-8000-000000000103',
  seParticuliers: '0b000000-0000-4000-8000-000000000104',
} as const;

export const DOSSIER_ID: Record<string, string> = {
  '010001': '0d000000-0000-4000-8000-000000010001',
  '010002': '0d000000-0000-4000-8000-000000010002',
  '010003': '0d000000-0000-4000-8000-000000010003',
  '010004': '0d000000-0000-4000-8000-000000010004',
  '010005': '0d000000-0000-4000-8000-000000010005',
  '010016': '0d000000-0000-4000-8000-000000010016',
  '010901': '0d000000-0000-4000-8000-000000010901',
  '010902': '0d000000-0000-4000-8000-000000010902',
};

export const INVITATION = { sansDossier: '0e000000-0000-4000-8000-000000000001' } as const;

export const QA_PASSWORD = 'Portail-QA-2026!';

export const droitId = (guidPersonne: string, codeDossier: string) => `0c${guidPersonne.slice(-6)}-0000-4000-8000-000000${codeDossier}`;

/** Seeded appointment n of a dossier. */
export const rdvId = (codeDossier: string, n: number) => `1a000000-0000-4000-8000-${codeDossier}${String(n).padStart(6, '0')}`;

/** Seeded GED folder n of a dossier ('000000': the board workspaces). */
export const gedNoeudId = (scope: string, n: number) => `2a000000-0000-4000-8000-${scope}${String(n).padStart(6, '0')}`;
/** Seeded GED document n of a dossier ('000000': the board workspaces). */
export const gedDocumentId = (scope: string, n: number) => `2b000000-0000-4000-8000-${scope}${String(n).padStart(6, '0')}`;

/** Seeded web shortcuts of the QA member of 010001. */
export const RACCOURCI = {
  chambreAgriculture: '3a000000-0000-4000-8000-000000000001',
  comiteChampagne: '3a000000-0000-4000-8000-000000000002',
} as const;
/** Seeded loan n of a dossier (loan simulator). */
export const empruntId = (codeDossier: string, n: number) => `3e000000-0000-4000-8000-${codeDossier}${String(n).padStart(6, '0')}`;
/** Figures catalogue (issue 10). */
export const CHIFFRE = {
  recettes: '3b000000-0000-4000-8000-000000000001',
  depenses: '3b000000-0000-4000-8000-000000000002',
  endettementHectare: '3b000000-0000-4000-8000-000000000003',
  investissementHectare: '3b000000-0000-4000-8000-000000000004',
  tauxEndettement: '3b000000-0000-4000-8000-000000000005',
  investissements: '3b000000-0000-4000-8000-000000000006',
  capaciteRemboursement: '3b000000-0000-4000-8000-000000000007',
} as const;

/** Seeded fiscal year n of a dossier (0 = the oldest). */
export const exerciceId = (codeDossier: string, n: number) => `3c000000-0000-4000-8000-${codeDossier}${String(n).padStart(6, '0')}`;

/** Crop rotation: slot 1 = the previous year (definitive), slot 2 = the current year (open); lines numbered from 1. */
export const assolementId = (codeDossier: string, slot: 1 | 2) => `4a000000-0000-4000-8000-${codeDossier}00000${slot}`;
export const assolementCultureId = (codeDossier: string, slot: 1 | 2, n: number) => `4b00000${slot}-0000-4000-8000-${codeDossier}${String(n).padStart(6, '0')}`;

/** The QA DUERs (issue 12): 010001 2025 (finished) and 2026, 010002 2026 (old method), 010003 2026. */
export const DUER = { agri2025: 1, agri2026: 2, viti2026: 3, acs2026: 4 } as const;
/** Row n (from 1) of a table in the tree of a seeded DUER: work units, modules, operations, risks, pictograms. */
export const duerLigneId = (idDuer: number, n: number) => idDuer * 100_000 + n;
/** A dossier's own base item n (module, operation or risk) of the QA set. */
export const duerBasePropreId = (codeDossier: string, n: number) => 900_000 + (Number(codeDossier) % 1000) * 1000 + n;
/** Billing (issue 15): the firm's invoice n of a dossier, its PDF in the document store, and the store's 'Abonnement et factures du cabinet' folder. */
export const factureAbonnementId = (codeDossier: string, n: number) => `5a000000-0000-4000-8000-${codeDossier}${String(n).padStart(6, '0')}`;
export const factureAbonnementGedId = (codeDossier: string, n: number) => `5b000000-0000-4000-8000-${codeDossier}${String(n).padStart(6, '0')}`;
export const factureAbonnementNoeudId = (codeDossier: string) => `5c000000-0000-4000-8000-${codeDossier}000001`;
