import { BIBLIOTHEQUE, type ModuleBibliotheque } from './duer-bibliotheque';
import { DUER } from './ids';

export type Cotation = 'complet' | 'partiel' | 'aucun';
export interface Notes {
  gravite: number | null;
  frequence: number | null;
  /** Old method: maîtrise × 10. */
  maitriseDixiemes: number | null;
}

export interface DuerQa {
  id: number;
  codeDossier: string;
  annee: number;
  idBaseType: number;
  estFini: boolean;
  ancienneMethode?: boolean;
  /** Library work units of the dossier's base type, in order. */
  unites: string[];
  /** How far module n (from 0, over the whole DUER) is rated: every risk, every other risk, or none. */
  cotation: (indexModule: number) => Cotation;
  /** Ratings of risk n (from 0, over the whole DUER). */
  notes: (indexRisque: number) => Notes;
  /** Risks (index from 0) switched off: never rated, they do not block validity. */
  inactifs?: number[];
  qui: string[];
  delais: string[];
  /** Remark on the first module. */
  remarque?: string;
  /** Field history; risque is the risk's number n in the DUER (its id is duerLigneId(id, n)). */
  historique?: { risque: number; colonne: string; valeur: string; date: string; parCollaborateur: boolean; auteur: string }[];
}

const nouvelle = (n: number): Notes => ({ gravite: 1 + ((n * 7 + 3) % 5), frequence: 1 + ((n * 3 + 1) % 5), maitriseDixiemes: null });
const ancienne = (n: number): Notes => ({
  gravite: [1, 3, 7, 10][(n * 3 + 1) % 4],
  frequence: 1 + ((n * 5 + 2) % 4),
  maitriseDixiemes: [1, 5, 10, 15][(n + 2) % 4],
});

const UNITES_AGRI = ['Grandes cultures au champ', 'Stockage des grains et silos', 'Machinisme et atelier', 'Produits phytosanitaires'];
const QUI_AGRI = ['Le chef d’exploitation', 'Le salarié permanent', 'Le chef d’exploitation avec le fournisseur', 'Tous les salariés'];
const premierRisque = BIBLIOTHEQUE[0].modules[0].groupes[0].risques[0];

/** The dossier's own base modules, attached to a library work unit of its base type, seeded in each of its DUERs. */
export const BASE_PROPRE: Record<string, Record<string, ModuleBibliotheque[]>> = {
  '010001': {
    'Grandes cultures au champ': [
      {
        nom: 'Entretien des haies et bordures de parcelles',
        groupes: [
          {
            nom: 'Taille au lamier et broyage des accotements',
            risques: [
              {
                nom: 'Projection de branches et de pierres par le lamier',
                mesureExistante: 'Vitre arrière de la cabine fermée pendant la taille.',
                mesureAFaire: 'Interdire la présence de piétons à moins de 50 m et porter des lunettes pour dégager les branches coincées.',
                pictos: ['lunettes-obligatoires'],
              },
              {
                nom: 'Renversement du tracteur en bordure de fossé',
                mesureExistante: 'Tracteur lesté du côté opposé au bras.',
                mesureAFaire: 'Repérer les fossés profonds sur le plan des parcelles et travailler en marche avant à vitesse réduite.',
              },
            ],
          },
        ],
      },
    ],
  },
  '010002': {
    'Cuverie et vinification': [
      {
        nom: 'Pressurage au centre de pressurage partagé',
        groupes: [
          {
            nom: 'Travail au pressoir de la coopérative',
            risques: [
              {
                nom: 'Méconnaissance des consignes d’un pressoir qui n’est pas le nôtre',
                mesureExistante: 'Le responsable du centre présente le pressoir le premier jour.',
                mesureAFaire: 'Demander le protocole de sécurité du centre et le faire signer par chaque salarié envoyé au pressurage.',
              },
              {
                nom: 'Co-activité avec les salariés d’autres maisons',
                mesureExistante: 'Planning des pressées affiché au centre.',
                mesureAFaire: 'Désigner un seul interlocuteur par maison pendant chaque pressée.',
              },
            ],
          },
        ],
      },
    ],
  },
  '010003': {
    'Accueil du public et enseignement': [
      {
        nom: 'Promenades et randonnées en extérieur',
        groupes: [
          {
            nom: 'Encadrement des sorties',
            risques: [
              {
                nom: 'Chute de cheval en terrain varié',
                mesureExistante: 'Casque obligatoire pour tous les cavaliers.',
                mesureAFaire: 'Reconnaître les itinéraires avant la saison et emporter une trousse de secours et un téléphone chargé.',
                pictos: ['danger-general'],
              },
              {
                nom: 'Accident lors de la traversée d’une route',
                mesureExistante: 'Traversées repérées sur les itinéraires.',
                mesureAFaire: 'Équiper l’accompagnateur d’un gilet haute visibilité et faire traverser le groupe en bloc.',
              },
            ],
          },
        ],
      },
    ],
  },
};

export const DUERS_QA: DuerQa[] = [
  {
    id: DUER.agri2025,
    codeDossier: '010001',
    annee: 2025,
    idBaseType: 1,
    estFini: true,
    unites: UNITES_AGRI,
    cotation: () => 'complet',
    notes: nouvelle,
    qui: QUI_AGRI,
    delais: ['Fait', 'Avant la moisson 2026', 'Hiver 2025-2026', 'En continu'],
  },
  {
    id: DUER.agri2026,
    codeDossier: '010001',
    annee: 2026,
    idBaseType: 1,
    estFini: false,
    unites: UNITES_AGRI,
    // About half of the modules fully rated, a quarter every other risk, a quarter not at all.
    cotation: (i) => (i % 2 === 0 ? 'complet' : i % 4 === 1 ? 'partiel' : 'aucun'),
    notes: nouvelle,
    inactifs: [5],
    qui: QUI_AGRI,
    delais: ['Fait', 'Avant la moisson 2027', 'Décembre 2026', 'En continu'],
    remarque: 'Attelage automatique commandé pour la herse rotative : livraison prévue en mars.',
    historique: [
      { risque: 1, colonne: 'gravite', valeur: '3', date: '2026-03-10T08:30:00Z', parCollaborateur: false, auteur: 'gerant.multi@exemple.fr' },
      { risque: 1, colonne: 'gravite', valeur: '4', date: '2026-04-02T14:05:00Z', parCollaborateur: true, auteur: 'ce.conseiller' },
      {
        risque: 1,
        colonne: 'mesureAFaire',
        valeur: premierRisque.mesureAFaire,
        date: '2026-04-02T14:07:00Z',
        parCollaborateur: true,
        auteur: 'ce.conseiller',
      },
      { risque: 2, colonne: 'frequence', valeur: '5', date: '2026-03-10T08:34:00Z', parCollaborateur: false, auteur: 'gerant.multi@exemple.fr' },
      { risque: 2, colonne: 'mesureDelai', valeur: 'Avant la moisson 2027', date: '2026-04-02T14:10:00Z', parCollaborateur: true, auteur: 'ce.conseiller' },
      { risque: 3, colonne: 'mesureQui', valeur: QUI_AGRI[2], date: '2026-05-18T17:45:00Z', parCollaborateur: false, auteur: 'gerant.multi@exemple.fr' },
    ],
  },
  {
    id: DUER.viti2026,
    codeDossier: '010002',
    annee: 2026,
    idBaseType: 2,
    estFini: false,
    ancienneMethode: true,
    unites: ['Travaux de la vigne', 'Cuverie et vinification', 'Cave, tirage et expédition'],
    cotation: (i) => (i < 8 ? 'complet' : i % 2 === 0 ? 'partiel' : 'aucun'),
    notes: ancienne,
    qui: ['Le chef de cave', 'Le chef de culture', 'Le gérant', 'Chaque salarié'],
    delais: ['Fait', 'Avant les vendanges 2027', 'Premier trimestre 2027', 'En continu'],
  },
  {
    id: DUER.acs2026,
    codeDossier: '010003',
    annee: 2026,
    idBaseType: 3,
    estFini: false,
    unites: ['Soins aux chevaux', 'Écuries et bâtiments équestres', 'Accueil du public et enseignement', 'Déplacements et services extérieurs'],
    cotation: (i) => (i % 3 === 2 ? 'aucun' : 'complet'),
    notes: nouvelle,
    qui: ['La responsable d’écurie', 'Les enseignants', 'La gérante', 'Tous les salariés'],
    delais: ['Fait', 'Avant l’été 2027', 'Janvier 2027', 'En continu'],
  },
];
