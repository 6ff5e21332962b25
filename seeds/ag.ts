import type { EntityManager } from 'typeorm';
import type { Resolution } from '@portail/contracts';
import { AgAnnee, AgInvitation } from '../apps/api/src/modules/ag/ag.entity';
import { anneeParis, parisTime } from '../apps/api/src/modules/ag/ag-dates';
import { PERSONNE } from './ids';

/** General assembly QA data (issue 14): 2024 closed with the spec's four resolutions, this year open relative to the reset. */
export const AG_MILLESIME_HISTORIQUE = 2024;
export const agInvitationId = (codeDossier: string, millesime: number) => `a6000000-0000-4000-8000-${codeDossier}${millesime}00`;

const DAY = 86_400_000;

/** Spec 02 §9: the 2024 resolutions (the administrators' names are not repeated). */
export const RESOLUTIONS_2024: Resolution[] = [
  {
    titre: 'Première résolution — Approbation des comptes',
    texte:
      "L'assemblée générale, après avoir entendu la lecture du rapport du conseil d'administration et du rapport du commissaire aux comptes, approuve les comptes de l'exercice clos le 31 décembre 2023 tels qu'ils lui ont été présentés. Elle donne quitus au président et aux administrateurs pour leur gestion de l'exercice écoulé.",
  },
  {
    titre: 'Deuxième résolution — Affectation du résultat',
    texte: "L'assemblée générale décide d'affecter le résultat de l'exercice, soit un bénéfice de 3 806 670,50 €, en totalité au compte « report à nouveau ».",
  },
  {
    titre: "Troisième résolution — Renouvellement du conseil d'administration",
    texte:
      "Le conseil d'administration compte de 10 à 15 administrateurs, renouvelés par cinquième chaque année. Trois administrateurs arrivent au terme de leur mandat et se représentent : l'assemblée générale renouvelle leur mandat. Le mandat d'un administrateur prend fin par la limite d'âge.",
  },
  {
    titre: 'Quatrième résolution — Pouvoirs pour formalités',
    texte: "L'assemblée générale donne tous pouvoirs au porteur d'une copie ou d'un extrait du présent procès-verbal pour accomplir les formalités légales.",
  },
];

const resolutionsCourantes = (millesime: number): Resolution[] => [
  {
    titre: 'Première résolution — Approbation des comptes',
    texte: `L'assemblée générale approuve les comptes de l'exercice clos le 31 décembre ${millesime - 1} et donne quitus au président et aux administrateurs pour leur gestion.`,
  },
  {
    titre: 'Deuxième résolution — Affectation du résultat',
    texte: "L'assemblée générale décide d'affecter le bénéfice de l'exercice, soit 2 954 310,20 €, en totalité au compte « report à nouveau ».",
  },
  {
    titre: "Troisième résolution — Renouvellement du conseil d'administration",
    texte:
      "Un cinquième des administrateurs est renouvelé : les trois administrateurs sortants se représentent et l'assemblée générale renouvelle leur mandat.",
  },
  {
    titre: 'Quatrième résolution — Pouvoirs pour formalités',
    texte: "L'assemblée générale donne tous pouvoirs au porteur d'une copie du procès-verbal pour les formalités légales.",
  },
];

export function agAnnees(now = new Date()): AgAnnee[] {
  const millesime = anneeParis(now);
  return [
    {
      millesime: AG_MILLESIME_HISTORIQUE,
      dateOuverture: new Date('2024-03-01T08:00:00Z'),
      dateFermeture: new Date('2024-05-31T21:59:00Z'),
      dateAg: new Date('2024-06-13T16:30:00Z'),
      lieu: 'Reims, Centre des congrès',
      president: null,
      resolutions: RESOLUTIONS_2024,
    },
    {
      millesime,
      dateOuverture: new Date(now.getTime() - 30 * DAY),
      dateFermeture: new Date(now.getTime() + 60 * DAY),
      dateAg: parisTime(new Date(now.getTime() + 75 * DAY), '18:30'),
      lieu: 'Reims, Centre des congrès',
      president: null,
      resolutions: resolutionsCourantes(millesime),
    },
  ];
}

/** Voting weights of this year's invitations; 010003 has none (no proxy form). */
const POIDS: Record<string, number> = { '010001': 3, '010002': 2, '010003': 0, '010004': 1, '010005': 1, '010016': 1 };

/** The years; `keep` leaves years already there (a dossier's reset must not undo staff's edits in Contenus). */
export async function seedAgAnnees(tx: EntityManager, keep = false): Promise<void> {
  for (const a of agAnnees()) {
    if (keep && (await tx.existsBy(AgAnnee, { millesime: a.millesime }))) continue;
    await tx.save(AgAnnee, a);
  }
}

export async function seedAgInvitations(tx: EntityManager, codeDossier: string): Promise<void> {
  const poids = POIDS[codeDossier];
  if (poids === undefined) return;
  const millesime = anneeParis();
  await tx.delete(AgInvitation, { codeDossier });
  const vide = {
    nbPersonne: null,
    participe: null,
    pouvoirPresident: false,
    userModification: null,
    libelleUserModification: null,
    idAgDossierPouvoir: null,
    dateReponse: null,
    dateModification: null,
    adresseIp: null,
  };
  await tx.insert(AgInvitation, { ...vide, id: agInvitationId(codeDossier, millesime), codeDossier, millesime, poids });
  if (codeDossier === '010001') {
    // 2024: Claire Martin attended with two people.
    const id = agInvitationId(codeDossier, AG_MILLESIME_HISTORIQUE);
    const date = new Date('2024-04-02T07:12:00Z');
    await tx.insert(AgInvitation, {
      ...vide,
      id,
      codeDossier,
      millesime: AG_MILLESIME_HISTORIQUE,
      poids: 3,
      participe: true,
      nbPersonne: 2,
      pouvoirPresident: true,
      userModification: PERSONNE.gerantMulti,
      libelleUserModification: 'Claire Martin',
      idAgDossierPouvoir: id,
      dateReponse: date,
      dateModification: date,
    });
  }
}
