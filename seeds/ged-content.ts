import type { TypeFacture } from '@portail/contracts';
import { euros, type Block, type PdfSpec } from './ged-pdf';

/**
 * What the seeded PDFs say. Words chosen to be found by a search inside the files and never in
 * their names (docs/features/ged.md, QA data): 'amortissement' (balance sheet), 'bénéfice imposable' (tax
 * return), 'honoraires' (engagement letter), the employees' surnames (payslips: 'Rousseau' on
 * 010001, 'Charpentier' on 010004), 'pulvérisateur' (the fixed-asset invoice), 'vendangeurs'
 * (harvest register), 'quorum' (board minute), 'quotient familial' (0016's tax notice).
 */
export interface DossierInfo {
  codeDossier: string;
  raisonSociale: string;
  ville: string;
  salaries: { prenom: string; nom: string; emploi: string; taux: number; matricule: string }[];
}

export const DOSSIER_INFOS: Record<string, DossierInfo> = {
  '010001': {
    codeDossier: '010001',
    raisonSociale: 'EARL des Coteaux de Vertus',
    ville: '51130 Vertus',
    salaries: [
      { prenom: 'Bastien', nom: 'Rousseau', emploi: 'Tractoriste', taux: 13.2, matricule: '0001' },
      { prenom: 'Inès', nom: 'Marchal', emploi: 'Ouvrière viticole', taux: 12.4, matricule: '0002' },
    ],
  },
  '010002': {
    codeDossier: '010002',
    raisonSociale: 'Champagne Lemaire Père et Fils',
    ville: '51160 Hautvillers',
    salaries: [
      { prenom: 'Paul', nom: 'Lemoine', emploi: 'Chef de cave', taux: 17.8, matricule: '0001' },
      { prenom: 'Chloé', nom: 'Vasseur', emploi: 'Caviste', taux: 12.9, matricule: '0002' },
    ],
  },
  '010003': {
    codeDossier: '010003',
    raisonSociale: 'Écuries du Mont Aimé SAS',
    ville: '51130 Bergères-lès-Vertus',
    salaries: [
      { prenom: 'Antoine', nom: 'Perrin', emploi: 'Palefrenier soigneur', taux: 12.1, matricule: '0001' },
      { prenom: 'Léa', nom: 'Fournier', emploi: "Monitrice d'équitation", taux: 14.6, matricule: '0002' },
    ],
  },
  '010004': {
    codeDossier: '010004',
    raisonSociale: 'SCEA Ferme de la Vesle',
    ville: '51390 Gueux',
    salaries: [
      { prenom: 'Nicolas', nom: 'Hubert', emploi: 'Conducteur de machines agricoles', taux: 13.5, matricule: '0001' },
      { prenom: 'Manon', nom: 'Charpentier', emploi: 'Ouvrière agricole', taux: 12.2, matricule: '0002' },
    ],
  },
  '010005': {
    codeDossier: '010005',
    raisonSociale: 'GAEC Garnier des Trois Vallées',
    ville: '51800 Sainte-Menehould',
    salaries: [
      { prenom: 'Romain', nom: 'Collet', emploi: 'Vacher', taux: 12.6, matricule: '0001' },
      { prenom: 'Sarah', nom: 'Gillet', emploi: 'Agent polyvalent', taux: 12.3, matricule: '0002' },
    ],
  },
};

const header = (d: DossierInfo) => [`${d.raisonSociale} — dossier ${d.codeDossier}`, d.ville, 'Cabinet CDER, 2 rue de l’Arbalète, 51100 Reims'];

export function bilan(d: DossierInfo, annee: number): PdfSpec {
  return {
    title: `Bilan de l'exercice clos le 31/12/${annee}`,
    header: header(d),
    pages: [
      [
        {
          title: 'Actif',
          rows: [
            ['Terrains et constructions', euros(182_400)],
            ['Matériel agricole (brut)', euros(264_900)],
            ['Amortissements cumulés du matériel', euros(-141_320)],
            ['Stocks (récoltes, approvisionnements)', euros(58_730)],
            ['Créances clients', euros(34_215.4)],
            ['Disponibilités', euros(27_904.12)],
            ['Total actif', euros(426_829.52)],
          ],
        },
        { lines: ["La dotation aux amortissements de l'exercice s'élève à 38 410,00 € (linéaire, 7 ans pour le matériel)."] },
      ],
      [
        {
          title: 'Passif',
          rows: [
            ['Capital social', euros(120_000)],
            ['Réserves', euros(96_400)],
            [`Résultat de l'exercice ${annee}`, euros(41_862.52)],
            ['Emprunts auprès des établissements de crédit', euros(139_200)],
            ['Dettes fournisseurs', euros(29_367)],
            ['Total passif', euros(426_829.52)],
          ],
        },
      ],
    ],
  };
}

export function liasse(d: DossierInfo, annee: number): PdfSpec {
  return {
    title: `Liasse fiscale ${annee} — formulaires 2139 et 2143`,
    header: header(d),
    pages: [
      [
        {
          title: 'Détermination du résultat fiscal',
          rows: [
            ['Résultat comptable', euros(41_862.52)],
            ['Réintégrations (amendes, taxe sur les véhicules)', euros(1_240)],
            ['Déductions (déduction pour épargne de précaution)', euros(-8_000)],
            ['Bénéfice imposable', euros(35_102.52)],
          ],
        },
        { lines: ['Régime réel normal, exercice de 12 mois.', `Déclaration déposée par voie dématérialisée (EDI-TDFC) le 15/05/${annee + 1}.`] },
      ],
    ],
  };
}

export function lettreMission(d: DossierInfo): PdfSpec {
  return {
    title: 'Lettre de mission',
    header: header(d),
    pages: [
      [
        {
          lines: [
            'Madame, Monsieur,',
            'Nous vous remercions de la confiance que vous nous témoignez. La présente lettre précise la nature et',
            "l'étendue de la mission de présentation des comptes annuels que vous nous confiez, ainsi que nos honoraires.",
          ],
        },
        {
          title: 'Honoraires annuels',
          rows: [
            ['Tenue et présentation des comptes', euros(3_600)],
            ['Liasse fiscale et déclarations', euros(900)],
            ['Social (par bulletin)', euros(28)],
          ],
        },
        { lines: ['Fait à Reims, le 12 janvier 2024, en deux exemplaires.'] },
      ],
    ],
  };
}

export function bulletin(d: DossierInfo, s: DossierInfo['salaries'][number], annee: number, mois: number, moisLibelle: string): PdfSpec {
  const heures = 151.67;
  const base = Math.round(heures * s.taux * 100) / 100;
  const supp = mois === 9 ? Math.round(12 * s.taux * 1.25 * 100) / 100 : 0;
  const brut = base + supp;
  const pct = (p: number, assiette = brut) => Math.round(assiette * p) / 100;
  const cotisations: [string, number][] = [
    ['Assurance vieillesse plafonnée 6,90 %', pct(6.9)],
    ['Assurance vieillesse déplafonnée 0,40 %', pct(0.4)],
    ['Retraite complémentaire Agirc-Arrco T1 3,15 %', pct(3.15)],
    ["Contribution d'équilibre général 0,86 %", pct(0.86)],
    ['CSG déductible 6,80 % (sur 98,25 %)', pct(6.8, brut * 0.9825)],
    ['CSG/CRDS non déductibles 2,90 % (sur 98,25 %)', pct(2.9, brut * 0.9825)],
  ];
  const total = cotisations.reduce((sum, [, v]) => sum + v, 0);
  const netAvantImpot = Math.round((brut - total) * 100) / 100;
  const pas = pct(2.1, netAvantImpot + pct(2.9, brut * 0.9825));
  const blocks: Block[] = [
    {
      lines: [
        `Employeur : ${d.raisonSociale}, ${d.ville} — MSA Marne Ardennes Meuse`,
        `Salarié : ${s.prenom} ${s.nom}, matricule ${s.matricule}, ${s.emploi}`,
        `Période : ${moisLibelle} ${annee}`,
      ],
    },
    {
      title: 'Rémunération',
      rows: [
        [`Salaire de base ${heures.toFixed(2).replace('.', ',')} h × ${euros(s.taux)}`, euros(base)],
        ...(supp ? [['Heures supplémentaires 12 h à 125 %', euros(supp)] as [string, string]] : []),
        ['Salaire brut', euros(brut)],
      ],
    },
    {
      title: 'Cotisations et contributions salariales',
      rows: [...cotisations.map(([l, v]): [string, string] => [l, euros(v)]), ['Total des cotisations', euros(total)]],
    },
    {
      rows: [
        ['Net à payer avant impôt sur le revenu', euros(netAvantImpot)],
        ['Impôt sur le revenu prélevé à la source, taux 2,10 %', euros(pas)],
        ['Net payé par virement', euros(netAvantImpot - pas)],
      ],
    },
  ];
  return { title: 'Bulletin de paie', header: header(d), pages: [blocks] };
}

export interface FactureSeed {
  n: number;
  annee: number;
  date: string;
  fournisseur: string;
  numero: string;
  type: TypeFacture;
  lignes: [string, number][];
  tva: number;
}

/** Six invoices a year, 2025 and 2026: purchases, sales and one fixed asset (the sprayer) in 2025. */
export function factures(d: DossierInfo): FactureSeed[] {
  const list: Omit<FactureSeed, 'n' | 'annee' | 'numero'>[] = [];
  for (const annee of [2025, 2026]) {
    list.push(
      {
        date: `${annee}-02-14`,
        fournisseur: 'Coopérative agricole de la Marne',
        type: 'Achat',
        lignes: [
          ['Engrais azoté 27 % (12 t)', 5_460],
          ['Livraison', 180],
        ],
        tva: 20,
      },
      { date: `${annee}-03-28`, fournisseur: 'Établissements Pernet Carburants', type: 'Achat', lignes: [['Gazole non routier 3 000 l', 3_270]], tva: 20 },
      {
        date: `${annee}-05-06`,
        fournisseur: 'Vignes et Sols SARL',
        type: 'Achat',
        lignes: [
          ['Semences certifiées', 1_840],
          ['Analyse de terre', 95],
        ],
        tva: 10,
      },
      { date: `${annee}-09-30`, fournisseur: 'Négoce Champenois SA', type: 'Vente', lignes: [[`Vente récolte ${annee}, lot A`, 28_400]], tva: 10 },
      { date: `${annee}-10-21`, fournisseur: 'Moulins de Reims', type: 'Vente', lignes: [['Blé tendre 85 t', 16_150]], tva: 10 },
    );
    list.push(
      annee === 2025
        ? {
            date: '2025-04-11',
            fournisseur: `Garage Agri-Services ${d.ville.split(' ').slice(1).join(' ')}`,
            type: 'Immobilisation',
            lignes: [['Pulvérisateur traîné 3 200 l, rampe 24 m', 38_900]],
            tva: 20,
          }
        : { date: '2026-07-03', fournisseur: 'Énergies de Champagne', type: 'Achat', lignes: [['Électricité, relevé semestriel', 1_412.6]], tva: 20 },
    );
  }
  return list.map((f, i) => {
    const annee = Number(f.date.slice(0, 4));
    return { ...f, n: i + 1, annee, numero: `F${annee}-${d.codeDossier.slice(-2)}${String(i + 1).padStart(3, '0')}` };
  });
}

export const totalTTC = (f: FactureSeed): number => Math.round(f.lignes.reduce((s, [, v]) => s + v, 0) * (1 + f.tva / 100) * 100) / 100;

export function facture(d: DossierInfo, f: FactureSeed): PdfSpec {
  const ht = f.lignes.reduce((s, [, v]) => s + v, 0);
  const vente = f.type === 'Vente';
  return {
    title: `Facture n° ${f.numero}`,
    header: [
      vente ? `Émise par ${d.raisonSociale}, ${d.ville}` : `Émise par ${f.fournisseur}`,
      vente ? `Client : ${f.fournisseur}` : `Client : ${d.raisonSociale}, ${d.ville}`,
      `Date : ${f.date.split('-').reverse().join('/')}`,
    ],
    pages: [
      [
        { title: 'Désignation', rows: f.lignes.map(([l, v]): [string, string] => [l, euros(v)]) },
        {
          rows: [
            ['Total HT', euros(ht)],
            [`TVA ${String(f.tva)} %`, euros(totalTTC(f) - ht)],
            ['Total TTC', euros(totalTTC(f))],
          ],
        },
        { lines: ['Paiement à 30 jours fin de mois. Pénalités de retard : trois fois le taux légal.'] },
      ],
    ],
  };
}

export function releveBancaire(d: DossierInfo): PdfSpec {
  return {
    title: 'Relevé de compte — septembre 2026',
    header: [`${d.raisonSociale}`, 'Crédit Agricole du Nord Est, agence de Reims'],
    pages: [
      [
        {
          rows: [
            ['Solde au 31/08/2026', euros(18_420.55)],
            ['Prélèvement MSA', euros(-2_310)],
            ['Virement Négoce Champenois SA', euros(12_500)],
            ['Solde au 30/09/2026', euros(28_610.55)],
          ],
        },
      ],
    ],
  };
}

export function vendanges(d: DossierInfo): PdfSpec {
  return {
    title: 'Registre des vendanges 2026',
    header: header(d),
    pages: [
      [
        {
          lines: ['Contrats vendanges (TESA) du 8 au 19 septembre 2026 : 14 vendangeurs, 2 porteurs, 1 chef d’équipe.'],
          rows: [
            ['Heures travaillées', '1 624 h'],
            ['Masse salariale brute', euros(20_137.6)],
            ['Hébergement et repas (avantage en nature)', euros(2_380)],
          ],
        },
      ],
    ],
  };
}

export function pvConseil(): PdfSpec {
  return {
    title: "Procès-verbal du conseil d'administration du 15 septembre 2026",
    header: ['CDER — Centre de gestion et d’économie rurale', 'Siège : 2 rue de l’Arbalète, 51100 Reims'],
    pages: [
      [
        { lines: ['Le conseil s’est réuni au siège sur convocation du président. 11 administrateurs sur 14 sont présents : le quorum est atteint.'] },
        {
          title: 'Délibérations',
          lines: [
            '1. Approbation du procès-verbal de la séance du 16 juin 2026 (unanimité).',
            '2. Budget prévisionnel 2027 : adopté par 10 voix pour, 1 abstention.',
            '3. Ouverture d’une antenne à Sézanne au 1er mars 2027.',
          ],
        },
      ],
    ],
  };
}

export function rapportAg(): PdfSpec {
  return {
    title: 'Rapport de gestion — assemblée générale 2026',
    header: ['CDER — Centre de gestion et d’économie rurale'],
    pages: [[{ lines: ['Nombre d’adhérents au 31/12/2025 : 4 812.', 'Le conseil propose l’affectation du résultat au report à nouveau.'] }]],
  };
}

export const particulier = {
  avis: (): PdfSpec => ({
    title: "Avis d'impôt 2026 sur les revenus de 2025",
    header: ['M. et Mme Julien Moreau', '12 rue des Tanneurs, 51100 Reims'],
    pages: [
      [
        {
          rows: [
            ['Revenu fiscal de référence', euros(58_420)],
            ['Nombre de parts (quotient familial)', '3'],
            ['Impôt net', euros(3_184)],
          ],
        },
      ],
    ],
  }),
  declaration: (): PdfSpec => ({
    title: 'Déclaration des revenus 2025 (2042)',
    header: ['M. et Mme Julien Moreau'],
    pages: [
      [
        {
          rows: [
            ['Traitements et salaires, déclarant 1', euros(36_900)],
            ['Traitements et salaires, déclarant 2', euros(28_100)],
            ['Frais réels', euros(0)],
          ],
        },
      ],
    ],
  }),
  acte: (): PdfSpec => ({
    title: 'Attestation de propriété immobilière',
    header: ['Office notarial de Reims-Cathédrale'],
    pages: [
      [
        {
          lines: [
            'Maître Anne Delorme, notaire, atteste que M. et Mme Julien Moreau sont propriétaires d’une maison d’habitation',
            'sise 12 rue des Tanneurs à Reims, cadastrée section AB n° 214, acquise le 3 juillet 2019.',
          ],
        },
      ],
    ],
  }),
  foncier: (): PdfSpec => ({
    title: 'Taxe foncière 2026',
    header: ['M. et Mme Julien Moreau'],
    pages: [
      [
        {
          rows: [
            ['Base d’imposition', euros(2_145)],
            ['Montant à payer avant le 15/10/2026', euros(1_126)],
          ],
        },
      ],
    ],
  }),
};
