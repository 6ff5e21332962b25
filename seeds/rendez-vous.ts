import type { EntityManager } from 'typeorm';
import { Collaborateur } from '../apps/api/src/modules/collaborateur/collaborateur.entity';
import { PageGenerique } from '../apps/api/src/modules/content/page-generique.entity';
import { RendezVous } from '../apps/api/src/modules/rendez-vous/rendez-vous.entity';
import { PERSONNE, rdvId } from './ids';

/** A small portrait (PNG) for the contacts that gave image rights. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAv0lEQVR42u3XsRXCMAxF0T8OMzFdaiZhCAZImYaeCRJsR46+43eOBni3kqTP+h16BAAAAAAAAAAAAAAAACvA9n7tjTvgIL0TQ9fXxxqUUh9oUFZ9lAHAifoQAwAAAAAAAMApMT5g+Gv0Dv/AHT6y4X/ix3MpHy9AVXosQ1npUQzlpp9nyKS+2SCf+jaDrOobDHKrrzXIsL7KMA3g4vpywxyAlPpCwwSAxPoSAwAAfQHp9X8NAAAAAGANYJF1B/wA+A6/TUMZ+E4AAAAASUVORK5CYII=',
  'base64',
);
const DAY = 24 * 60 * 60 * 1000;

/** Contact cards of the seeded collaborators: with a photo and image rights, with a photo but no rights, an assistant. */
export const contactProfiles = [
  {
    guidPersonne: PERSONNE.ceConseiller,
    nomAgence: 'Agence de Vertus',
    telephone: '03 26 52 00 01',
    mail: 'julie.bernard@cabinet.exemple.fr',
    sexe: 'F',
    droitImage: true,
    photo: PHOTO,
    photoType: 'image/png',
    mission:
      '<p>Je vous accompagne dans <strong>la tenue de votre comptabilité</strong> et vos déclarations fiscales.</p><ul><li>Bilan et liasse fiscale</li><li>Conseil de gestion</li></ul><script>alert(1)</script>',
  },
  {
    guidPersonne: PERSONNE.secAssistante,
    nomAgence: 'Agence d’Épernay',
    telephone: '03 26 52 00 02',
    mail: 'nadia.girard@cabinet.exemple.fr',
    sexe: 'A',
    droitImage: false,
    photo: null,
    photoType: null,
    mission: '<p>Je prends vos rendez-vous et réponds à vos questions administratives.</p>',
  },
  {
    guidPersonne: PERSONNE.gestionnairePaie,
    nomAgence: 'Agence de Vertus',
    telephone: '03 26 52 00 03',
    mail: 'marc.roussel@cabinet.exemple.fr',
    sexe: 'M',
    droitImage: false,
    photo: PHOTO,
    photoType: 'image/png',
    mission: '<p>Je réalise vos <em>bulletins de paie</em> et vos déclarations sociales (DSN).</p>',
  },
  {
    guidPersonne: PERSONNE.seParticuliers,
    nomAgence: 'Agence de Reims',
    telephone: '03 26 52 00 04',
    mail: 'emilie.fontaine@cabinet.exemple.fr',
    sexe: 'F',
    droitImage: false,
    photo: null,
    photoType: null,
    mission: '<p>J’accompagne les <strong>particuliers</strong> et les nouveaux adhérents : déclarations de revenus, patrimoine.</p>',
  },
];

export const pagesGeneriques = [
  {
    id: 'mentions-rdv',
    titre: 'Préparer votre rendez-vous',
    url: null,
    publiee: true,
    contenu:
      '<h2>Avant le rendez-vous</h2><p>Rassemblez vos <strong>relevés bancaires</strong> et vos factures.</p><p><a href="https://www.impots.gouv.fr">Site des impôts</a> <a href="javascript:alert(1)">piège</a></p><img src=x onerror=alert(1)>',
  },
  {
    id: 'qui-sommes-nous',
    titre: 'Qui sommes-nous ?',
    url: 'https://www.exemple.fr/cabinet',
    publiee: true,
    contenu: '<p>Un cabinet d’expertise comptable et de conseil au service des exploitations agricoles et viticoles.</p>',
  },
  { id: 'brouillon', titre: 'Page non publiée', url: null, publiee: false, contenu: '<p>Brouillon</p>' },
];

interface RdvSeed {
  n: number;
  inDays: number;
  titre: string;
  lieu: string | null;
  adresse: string | null;
  cp: string | null;
  ville: string | null;
  typeCommunication: string;
  motif: string;
  description: string;
  participants: string[];
}

const modeles: RdvSeed[] = [
  {
    n: 1,
    inDays: 7,
    titre: 'Point bilan annuel',
    lieu: 'Cabinet — Agence de Vertus',
    adresse: '5 place de la République',
    cp: '51130',
    ville: 'Vertus',
    typeCommunication: 'Présentiel',
    motif: 'Préparer la clôture de l’exercice',
    description: 'Apporter les inventaires de stocks.',
    participants: [PERSONNE.ceConseiller],
  },
  {
    n: 2,
    inDays: 21,
    titre: 'Rendez-vous conseil de gestion',
    lieu: null,
    adresse: null,
    cp: null,
    ville: null,
    typeCommunication: 'Visioconférence',
    motif: 'Prévisionnel de trésorerie',
    description: 'Lien de visioconférence envoyé la veille.',
    participants: [PERSONNE.ceConseiller, PERSONNE.secAssistante],
  },
  {
    n: 3,
    inDays: 45,
    titre: 'Entretien fiscal',
    lieu: 'Sur l’exploitation',
    adresse: '12 rue des Vignes',
    cp: '51130',
    ville: 'Vertus',
    typeCommunication: 'Présentiel',
    motif: 'Option TVA',
    description: 'Visite sur place.',
    participants: [PERSONNE.ceConseiller],
  },
  {
    n: 4,
    inDays: -10,
    titre: 'Remise des comptes',
    lieu: 'Cabinet — Agence de Vertus',
    adresse: '5 place de la République',
    cp: '51130',
    ville: 'Vertus',
    typeCommunication: 'Présentiel',
    motif: 'Présentation des comptes annuels',
    description: 'Comptes signés.',
    participants: [PERSONNE.ceConseiller],
  },
  {
    n: 5,
    inDays: -60,
    titre: 'Appel de suivi',
    lieu: null,
    adresse: null,
    cp: null,
    ville: null,
    typeCommunication: 'Téléphone',
    motif: 'Suivi des déclarations',
    description: 'Échange téléphonique.',
    participants: [PERSONNE.secAssistante],
  },
];

export async function seedContactProfiles(tx: EntityManager): Promise<void> {
  for (const { guidPersonne, ...profile } of contactProfiles) await tx.update(Collaborateur, { guidPersonne }, profile);
}

export async function seedPages(tx: EntityManager): Promise<void> {
  for (const p of pagesGeneriques) await tx.save(PageGenerique, p);
}

/**
 * Past and future appointments of a dossier, dated from today so that the future ones stay in the
 * future; participants are collaborators of the dossier's portfolio (or the CE by default).
 */
export async function seedRendezVous(tx: EntityManager, codeDossier: string, portefeuille: string[]): Promise<void> {
  const today = new Date();
  today.setUTCHours(8, 30, 0, 0);
  await tx.delete(RendezVous, { codeDossier });
  for (const m of modeles) {
    const participants = m.participants.filter((g) => portefeuille.includes(g));
    const guids = participants.length > 0 ? participants : [PERSONNE.ceConseiller];
    const date = new Date(today.getTime() + m.inDays * DAY);
    await tx.save(RendezVous, {
      id: rdvId(codeDossier, m.n),
      codeDossier,
      titre: m.titre,
      date,
      dateFin: new Date(date.getTime() + 60 * 60 * 1000),
      lieu: m.lieu,
      adresse: m.adresse,
      cp: m.cp,
      ville: m.ville,
      typeCommunication: m.typeCommunication,
      motif: m.motif,
      description: m.description,
      telephoneContact: null,
      emailContact: null,
      guidResponsable: guids[0],
      annuleLe: null,
      participants: guids.map((guidPersonne) => ({ guidPersonne })),
    });
  }
}
