import { In, type EntityManager } from 'typeorm';
import { PARTAGER_DROITS_PATH } from '@portail/contracts';
import { HomeSection } from '../apps/api/src/modules/home/home-section.entity';
import { Evenement } from '../apps/api/src/modules/events/evenement.entity';
import { Inscription } from '../apps/api/src/modules/events/inscription.entity';
import { Notification } from '../apps/api/src/modules/notifications/notification.entity';
import { PERSONNE } from './ids';
import { BANNIERE_FACTURATION, IMAGE_WEBINAIRE, PICTOGRAMMES } from './illustrations';

/** Fixed ids of the events QA set (issue 4 part B). */
export const EVENT = { ouvert: 101, complet: 102, annule: 103, campagne1: 104, campagne2: 105, unePlace: 106, webinaire: 107 } as const;
export const CAMPAGNE = 7;
export const WEBINAR_GUID = '0f000000-0000-4000-8000-000000000107';

const DAY = 24 * 3600 * 1000;
const at = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};

const agence = { lieu: 'Agence CDER de Vertus', adresse: '3 place de la République', cp: '51130', ville: 'Vertus' };
const salle = { lieu: 'Salle des fêtes', adresse: '1 rue de la Mairie', cp: '51200', ville: 'Épernay' };

export const evenements = [
  {
    id: EVENT.ouvert,
    titre: 'Formation : les nouveautés fiscales 2027',
    type: 'formation' as const,
    debut: at(20, 8),
    fin: at(20, 16),
    ...agence,
    nbMaxInscription: 30,
    url: null,
    idCampagne: null,
    estAnnule: false,
    icone: PICTOGRAMMES.formation,
  },
  {
    id: EVENT.complet,
    titre: 'Matinale viticole : marchés et vendanges',
    type: 'autre' as const,
    debut: at(12, 7),
    fin: at(12, 10),
    ...salle,
    nbMaxInscription: 4,
    url: null,
    idCampagne: null,
    estAnnule: false,
    icone: PICTOGRAMMES.viticole,
  },
  {
    id: EVENT.annule,
    titre: 'Journée portes ouvertes du cabinet',
    type: 'autre' as const,
    debut: at(8, 8),
    fin: at(8, 17),
    ...agence,
    nbMaxInscription: 0,
    url: null,
    idCampagne: null,
    estAnnule: true,
    icone: null,
  },
  {
    id: EVENT.campagne1,
    titre: 'Cycle gestion — session 1 : le prévisionnel',
    type: 'formation' as const,
    debut: at(30, 8),
    fin: at(30, 12),
    ...agence,
    nbMaxInscription: 15,
    url: null,
    idCampagne: CAMPAGNE,
    estAnnule: false,
    icone: PICTOGRAMMES.prevision,
  },
  {
    id: EVENT.campagne2,
    titre: 'Cycle gestion — session 2 : la trésorerie',
    type: 'formation' as const,
    debut: at(37, 8),
    fin: at(37, 12),
    ...agence,
    nbMaxInscription: 15,
    url: null,
    idCampagne: CAMPAGNE,
    estAnnule: false,
    icone: PICTOGRAMMES.tresorerie,
  },
  {
    id: EVENT.unePlace,
    titre: "Atelier : transmission d'exploitation",
    type: 'formation' as const,
    debut: at(15, 13),
    fin: at(15, 17),
    ...salle,
    nbMaxInscription: 3,
    url: null,
    idCampagne: null,
    estAnnule: false,
    icone: PICTOGRAMMES.transmission,
  },
  {
    id: EVENT.webinaire,
    titre: 'Webinaire : la facturation électronique',
    type: 'autre' as const,
    debut: at(5, 10),
    fin: at(5, 11),
    lieu: 'En ligne',
    adresse: null,
    cp: null,
    ville: null,
    nbMaxInscription: 0,
    url: 'https://webinaire.exemple.fr/facturation',
    idCampagne: null,
    estAnnule: false,
    icone: null,
    image: IMAGE_WEBINAIRE,
  },
];

const p = (n: number) => `0f000000-0000-4000-8001-${String(n).padStart(12, '0')}`;
const who = (n: number, prenom: string, nom: string, email: string, extra: Partial<Inscription> = {}) => ({ n, prenom, nom, email, ...extra });

/** Participants per dossier: 102 is full (4/4), 106 has exactly one place left (2/3). */
export const inscriptions: Record<string, { idEvent: number; list: ReturnType<typeof who>[] }[]> = {
  '010001': [
    {
      idEvent: EVENT.ouvert,
      list: [
        who(1, 'Claire', 'Martin', 'gerant.multi@exemple.fr', { guidPersonne: PERSONNE.gerantMulti, estDossierMembre: true }),
        who(2, 'Paul', 'Roux', 'paul.roux@exemple.fr', { participe: null, commentaire: 'Arrivera vers 9 h' }),
      ],
    },
    {
      idEvent: EVENT.complet,
      list: [
        who(3, 'Claire', 'Martin', 'gerant.multi@exemple.fr', { guidPersonne: PERSONNE.gerantMulti, estDossierMembre: true }),
        who(4, 'Marc', 'Leroy', 'marc.leroy@exemple.fr'),
      ],
    },
    { idEvent: EVENT.campagne1, list: [who(5, 'Claire', 'Martin', 'gerant.multi@exemple.fr', { guidPersonne: PERSONNE.gerantMulti, estDossierMembre: true })] },
    { idEvent: EVENT.webinaire, list: [who(6, 'Claire', 'Martin', 'gerant.multi@exemple.fr', { guidPersonne: PERSONNE.gerantMulti, estDossierMembre: true })] },
    { idEvent: EVENT.annule, list: [who(7, 'Ancien', 'Participant', 'ancien@exemple.fr', { deleted: true })] },
  ],
  '010003': [{ idEvent: EVENT.complet, list: [who(8, 'Léa', 'Fontaine', 'lea.fontaine@exemple.fr'), who(9, 'Hugo', 'Blanc', 'hugo.blanc@exemple.fr')] }],
  '010004': [
    {
      idEvent: EVENT.unePlace,
      list: [
        who(10, 'Thomas', 'Dubois', 'associe@exemple.fr', { guidPersonne: PERSONNE.associe, estDossierMembre: true }),
        who(11, 'Emma', 'Dubois', 'emma.dubois@exemple.fr'),
      ],
    },
  ],
  '010016': [
    {
      idEvent: EVENT.ouvert,
      list: [who(12, 'Julien', 'Moreau', 'particulier@exemple.fr', { guidPersonne: PERSONNE.particulier, estDossierMembre: true, participe: false })],
    },
  ],
};

export const HOME_SECTION = '0f000000-0000-4000-8003-000000000001';

/** Events and the promoted section: shared by every dossier, restored by seedAll and resetDossier. */
export async function seedEvenements(tx: EntityManager): Promise<void> {
  for (const { debut, fin, icone, ...rest } of evenements) {
    const { image = null, ...e } = rest as typeof rest & { image?: Buffer };
    await tx.save(Evenement, {
      ...e,
      guid: e.id === EVENT.webinaire ? WEBINAR_GUID : `0f000000-0000-4000-8000-000000000${e.id}`,
      dateDebut: debut,
      dateFin: fin,
      inscriptionRequise: true,
      icone,
      iconeType: icone ? 'image/svg+xml' : null,
      image,
      imageType: image ? 'image/svg+xml' : null,
    });
  }
  await tx.save(HomeSection, {
    id: HOME_SECTION,
    titre: 'Nouveau : la facturation électronique',
    sousTitre: 'Tout ce qui change pour votre exploitation en 2027',
    url: '/event/107',
    estPrioritaire: true,
    datePublication: new Date(Date.now() - 2 * DAY),
    image: BANNIERE_FACTURATION,
    imageType: 'image/svg+xml',
  });
}

/** A dossier's registrations, replaced as a whole. */
export async function seedEvenementsDossier(tx: EntityManager, codeDossier: string): Promise<void> {
  await tx.delete(Inscription, { codeDossier });
  for (const { idEvent, list } of inscriptions[codeDossier] ?? []) {
    const idCampagne = evenements.find((e) => e.id === idEvent)!.idCampagne;
    await tx.insert(
      Inscription,
      list.map(({ n, ...x }) => ({
        tel: null,
        participe: true,
        deleted: false,
        guidPersonne: null,
        estDossierMembre: false,
        commentaire: null,
        ...x,
        id: p(n),
        idEvent,
        codeDossier,
        idCampagne,
        dateCreation: new Date(Date.now() - n * 3600 * 1000),
      })),
    );
  }
}

/** Start of the Europe/Paris week (Monday 00:00) containing `d`, as an instant. */
function parisWeekStart(d: Date): Date {
  const local = new Date(d.toLocaleString('en-US', { timeZone: 'Europe/Paris' }));
  const offset = local.getTime() - d.getTime();
  const day = (local.getDay() + 6) % 7;
  local.setHours(0, 0, 0, 0);
  return new Date(local.getTime() - day * DAY - offset);
}

/** Notifications of the gérante spread over this week, last week, earlier this month and before (spec 01 §2.4). */
export function notificationsSeed(now = new Date()) {
  const weekStart = parisWeekStart(now);
  const monthStartLocal = new Date(now.toLocaleString('en-US', { timeZone: 'Europe/Paris' }));
  monthStartLocal.setDate(1);
  monthStartLocal.setHours(12, 0, 0, 0);
  const earlierThisMonth = new Date(Math.min(monthStartLocal.getTime(), weekStart.getTime() - 7 * DAY - 3600 * 1000));
  const id = (n: number) => `0f000000-0000-4000-8004-${String(n).padStart(12, '0')}`;
  return [
    {
      id: id(1),
      date: new Date(now.getTime() - 10 * 60 * 1000),
      category: 'evenement' as const,
      message: 'Votre inscription à « Formation : les nouveautés fiscales 2027 » a bien été enregistrée.',
      url: `/event/${EVENT.ouvert}`,
    },
    {
      id: id(2),
      date: new Date(now.getTime() - 2 * 3600 * 1000),
      category: 'document' as const,
      message: 'Un nouveau document est disponible : bilan 2025.',
      url: null,
    },
    {
      id: id(3),
      date: new Date(Math.min(now.getTime() - 60 * 1000, Math.max(weekStart.getTime() + 60 * 1000, now.getTime() - 4 * 3600 * 1000))),
      category: 'rendez-vous' as const,
      message: 'Votre demande de rendez-vous a bien été transmise.',
      url: null,
    },
    {
      id: id(4),
      date: new Date(weekStart.getTime() - 2 * DAY),
      category: 'invitation' as const,
      message: 'Thomas Dubois a accepté votre invitation.',
      url: PARTAGER_DROITS_PATH,
    },
    {
      id: id(5),
      date: new Date(weekStart.getTime() - 5 * DAY),
      category: 'information' as const,
      message: 'Le portail évolue : découvrez les nouveautés.',
      url: null,
    },
    {
      id: id(6),
      date: earlierThisMonth,
      category: 'evenement' as const,
      message: 'Nouvel événement : Cycle gestion — session 1.',
      url: `/event/${EVENT.campagne1}`,
    },
    { id: id(7), date: new Date(now.getTime() - 45 * DAY), category: 'document' as const, message: 'Votre liasse fiscale est disponible.', url: null },
    { id: id(8), date: new Date(now.getTime() - 60 * DAY), category: 'information' as const, message: 'Bienvenue sur votre portail.', url: null },
  ].map((n) => ({ ...n, guidPersonne: PERSONNE.gerantMulti, lue: false }));
}

export async function seedNotifications(tx: EntityManager): Promise<void> {
  const rows = notificationsSeed();
  await tx.delete(Notification, { id: In(rows.map((n) => n.id)) });
  await tx.insert(Notification, rows);
}
