import type { TypeActivite } from '../common/modules';

/** Text limits and years of the DUER (spec 03 §5, §9); the api enforces the same. */
export const DUER_LIMITES = {
  libelleMax: 128,
  remarqueMax: 2048,
  mesureMax: 2042,
  pictoDescriptionMax: 255,
  anneeMin: 2000,
  /** Advisers choose a year up to the current year + 10. */
  anneeApresCourante: 10,
  /** Base items offered in a filtered list: the list stays bounded. */
  listeMax: 200,
} as const;

/** Activity type → base type number (spec 03 §1); the audit's base type is 99. */
export const BASE_TYPES = { AGRI: 1, VITI: 2, ACS: 3, AGRIVITI: 4 } as const satisfies Record<TypeActivite, number>;
export type BaseType = (typeof BASE_TYPES)[keyof typeof BASE_TYPES];
export const BASE_TYPE_AUDIT = 99;

/** Work units per DUER: 3 for VITI, 4 for AGRIVITI; no limit otherwise (spec 03 §2.2, §9). */
export const UNITES_MAX: Partial<Record<BaseType, number>> = { 2: 3, 4: 4 };

/** Staff function that may create DUERs, work units and modules (spec 03 §2.1, §6). */
export const FONCTION_CE = 'CE';

/**
 * The base type of a dossier (spec 03 §1 and our README decision): file code 0114 is VITI, FORM0005 and FORM00005
 * are ACS, else its activity type.
 */
export function baseTypeOf(codeDossier: string, typeActivite: TypeActivite): BaseType {
  if (codeDossier === '0114') return BASE_TYPES.VITI;
  if (codeDossier === 'FORM0005' || codeDossier === 'FORM00005') return BASE_TYPES.ACS;
  return BASE_TYPES[typeActivite];
}

/** Title font size of a tile (spec 03 §9): 0.6em up to 8 characters, 0.4em from 15, linear in between. */
export function tailleTitreTuile(nom: string): string {
  const n = nom.length;
  const em = n <= 8 ? 0.6 : n >= 15 ? 0.4 : 0.6 - ((n - 8) * 0.2) / 7;
  return `${Math.round(em * 1000) / 1000}em`;
}

const erreur = (quoi: string) => `Une erreur est survenue lors ${quoi}.`;

/** Messages of spec 03 §5 (validation, error modal) and §8 (error flashes). */
export const DuerMessages = {
  anneeInvalide: "L'année de création est invalide.",
  duerExistant: "Un DUER existe déjà pour l'année de création indiquée",
  aucunDuerSelectionne: "Aucun DUER n'a été sélectionné pour la copie",
  aucuneUniteSelectionnee: "Aucune unité de travail n'a été sélectionnée",
  aucunModuleSelectionne: "Aucun module n'a été sélectionné",
  risquesIncomplets: "Tous les risques n'ont pas été complétés",
  groupeExistant: 'Un groupe avec le même nom existe déjà',
  groupeEtRisqueRequis: 'Le libellé du groupe et le libellé du risque doivent être renseignés.',
  aucuneOperationSelectionnee: "Aucune opération n'a été sélectionnée",
  /** A new name equal to an existing base one (spec 03 §2.3). */
  nomExistant: 'Un élément du même nom existe déjà : utilisez l’option « élément existant ».',
  libelleRequis: 'Le libellé doit être renseigné.',
  libelleTropLong: `Le libellé ne doit pas dépasser ${DUER_LIMITES.libelleMax} caractères.`,
  remarqueTropLongue: `La remarque ne doit pas dépasser ${DUER_LIMITES.remarqueMax} caractères.`,
  mesureTropLongue: `Ce champ ne doit pas dépasser ${DUER_LIMITES.mesureMax} caractères.`,
  pictoDescriptionTropLongue: `La description ne doit pas dépasser ${DUER_LIMITES.pictoDescriptionMax} caractères.`,
  cotationInvalide: 'La cotation du risque est invalide.',
  cotationPartielle: 'Les cotations d’un risque sont toutes renseignées ou toutes vides.',
  uniteMax: (max: number) => `Ce DUER ne peut pas compter plus de ${max} unités de travail.`,
  copieUniteMax: (n: number, max: number) => `Le DUER choisi compte ${n} unités de travail : ce DUER ne peut pas en compter plus de ${max}.`,
  duerFini: 'Ce DUER est terminé : il ne peut plus être modifié.',
  duerIntrouvable: 'DUER introuvable.',
  elementIntrouvable: 'Élément introuvable dans ce DUER.',
  droitModifs: 'Vous n’avez pas le droit de modifier ce DUER.',
  droitCreation: 'Vous n’avez pas le droit d’ajouter ou de supprimer des éléments de ce DUER.',
  reserveCollaborateur: 'Cette action est réservée aux collaborateurs.',
  reserveCE: 'Cette action est réservée aux chargés d’études (fonction CE).',
  conflit: 'Ce module a été modifié par une autre personne depuis son ouverture : vos modifications n’ont pas été enregistrées.',
  /** The module screen after a 409: the typed values stay, the user chooses. */
  conflitChoix:
    'Ce module a été modifié par une autre personne depuis son ouverture : vos modifications n’ont pas été enregistrées. Elles restent affichées : rechargez la version enregistrée, ou réappliquez-les sur celle-ci puis enregistrez.',
  quitter: "Des modifications n'ont pas été enregistrées",
  quitterQuestion: 'Voulez-vous quitter la page sans enregistrer les modifications ?',
  aucunDuer: 'Aucun DUER',
  // §8 error flashes
  uniteCreation: erreur("de la création de l'unité de travail"),
  uniteCopie: erreur("de la copie de l'unité de travail"),
  uniteSuppression: erreur("de la suppression de l'unité de travail"),
  uniteModification: erreur("de la modification de l'unité de travail"),
  moduleCreation: erreur('de la création du module'),
  moduleCopie: erreur('de la copie du module'),
  moduleSuppression: erreur('de la suppression du module'),
  moduleModification: erreur('de la modification du module'),
  operationCreation: erreur("de la création de l'opération"),
  operationAjout: erreur("de l'ajout de l'opération"),
  operationCopie: erreur("de la copie de l'opération"),
  operationSuppression: erreur("de la suppression de l'opération"),
  groupeModification: erreur('de la modification du groupe'),
  operationEtRisque: erreur("de la création de l'opération et du risque"),
  risqueCreation: erreur('de la création du risque'),
  risqueSuppression: erreur('de la suppression du risque'),
  risqueModification: erreur('de la modification du risque'),
  pictos: erreur('de la mise à jour des pictogrammes'),
  enregistrement: erreur("de l'enregistrement des modifications"),
  chargementCategories: erreur('de la récupération des catégories'),
  chargementDocuments: erreur('du chargement des documents'),
  creationDuer: erreur('de la création du DUER'),
} as const;
