/**
 * What the portal keeps about people, why, on which legal basis, for how long, and what a confirmed erasure does with
 * it (issue 33 §3): the one source of the retention job, of the erasure's journal and of the register of processing
 * (RGPD art. 30). The README's table is this one.
 */
export interface RetentionRule {
  key: string;
  /** The data, in the register's words. */
  donnees: string;
  finalite: string;
  baseLegale: string;
  /** How long, in words. */
  duree: string;
  /** Age past which the retention job removes the data; null: kept while the account or the dossier lives. */
  days: number | null;
  /** What a confirmed erasure of the person does. */
  aLEffacement: 'supprime' | 'anonymise' | 'conserve';
  personnes: string;
  destinataires: string;
}

const YEAR = 365;
const ADHERENTS = 'Adhérents (utilisateurs du portail)';
const CABINET = 'Collaborateurs du cabinet habilités sur le dossier';

export const RETENTION_TABLE: readonly RetentionRule[] = [
  {
    key: 'compte',
    donnees: 'Compte : identifiant (adresse e-mail), mot de passe haché, préférences de notification, double authentification',
    finalite: 'Accès sécurisé au portail',
    baseLegale: 'Exécution du contrat d’adhésion (RGPD art. 6.1.b)',
    duree: 'Jusqu’à la clôture du compte',
    days: null,
    aLEffacement: 'supprime',
    personnes: ADHERENTS,
    destinataires: 'Service informatique du cabinet',
  },
  {
    key: 'coordonnees',
    donnees: 'Identité et coordonnées (nom, prénom, e-mail, téléphones), adresses de communication des dossiers',
    finalite: 'Relation avec l’adhérent et envoi des informations de ses dossiers',
    baseLegale: 'Exécution du contrat d’adhésion (RGPD art. 6.1.b)',
    duree: 'Durée de la relation avec le cabinet',
    days: null,
    aLEffacement: 'anonymise',
    personnes: ADHERENTS,
    destinataires: CABINET,
  },
  {
    key: 'droits',
    donnees: 'Accès aux dossiers : rôle et catégories de droits, invitations reçues et envoyées',
    finalite: 'Partage des dossiers entre associés et salariés de l’entreprise',
    baseLegale: 'Exécution du contrat d’adhésion (RGPD art. 6.1.b)',
    duree: 'Tant que l’accès est accordé ; invitations : 1 an après leur expiration',
    days: YEAR,
    aLEffacement: 'supprime',
    personnes: ADHERENTS,
    destinataires: 'Gérants du dossier, ' + CABINET.toLowerCase(),
  },
  {
    key: 'rendez-vous',
    donnees: 'Demandes de rendez-vous, leurs messages et leurs fichiers',
    finalite: 'Organisation des rendez-vous avec les conseillers',
    baseLegale: 'Exécution du contrat d’adhésion (RGPD art. 6.1.b)',
    duree: '3 ans après le rendez-vous',
    days: 3 * YEAR,
    aLEffacement: 'anonymise',
    personnes: ADHERENTS,
    destinataires: CABINET,
  },
  {
    key: 'evenements',
    donnees: 'Inscriptions aux événements et à leurs participants',
    finalite: 'Organisation des événements du cabinet',
    baseLegale: 'Exécution du contrat d’adhésion (RGPD art. 6.1.b)',
    duree: '3 ans après l’événement',
    days: 3 * YEAR,
    aLEffacement: 'anonymise',
    personnes: 'Adhérents et participants qu’ils inscrivent',
    destinataires: 'Service événements du cabinet',
  },
  {
    key: 'assemblee-generale',
    donnees: 'Réponses à l’assemblée générale (présence, pouvoirs, votes)',
    finalite: 'Tenue de l’assemblée générale de la coopérative',
    baseLegale: 'Obligation légale (Code de commerce, art. L225-96 et suivants ; statuts)',
    duree: '5 ans après l’assemblée (prescription, Code civil art. 2224)',
    days: 5 * YEAR,
    aLEffacement: 'anonymise',
    personnes: 'Adhérents sociétaires',
    destinataires: 'Service juridique du cabinet',
  },
  {
    key: 'rappels',
    donnees: 'Demandes de rappel adressées à l’annuaire des services',
    finalite: 'Réponse aux demandes des adhérents',
    baseLegale: 'Intérêt légitime du cabinet à répondre (RGPD art. 6.1.f)',
    duree: '3 ans après la demande',
    days: 3 * YEAR,
    aLEffacement: 'supprime',
    personnes: ADHERENTS,
    destinataires: 'Services du cabinet sollicités',
  },
  {
    key: 'journal-connexion',
    donnees: 'Journal des connexions et de sécurité (date, adresse IP, navigateur, appareils connus), sessions',
    finalite: 'Sécurité des accès et détection des connexions frauduleuses',
    baseLegale: 'Intérêt légitime (RGPD art. 6.1.f) et sécurité du traitement (art. 32)',
    duree: '1 an (recommandation CNIL sur la journalisation) ; sessions : 24 h d’inactivité',
    days: YEAR,
    aLEffacement: 'supprime',
    personnes: ADHERENTS,
    destinataires: 'Service informatique du cabinet',
  },
  {
    key: 'consultations-identifiants',
    donnees: 'Identifiants partagés : titres, et qui a consulté un mot de passe et quand (jamais les secrets dans un export)',
    finalite: 'Traçabilité des accès aux identifiants confiés au cabinet',
    baseLegale: 'Intérêt légitime (RGPD art. 6.1.f) et sécurité du traitement (art. 32)',
    duree: '1 an pour le journal des consultations ; les identifiants tant que le dossier les garde',
    days: YEAR,
    aLEffacement: 'anonymise',
    personnes: 'Adhérents et collaborateurs',
    destinataires: 'Gérants du dossier',
  },
  {
    key: 'export-donnees',
    donnees: 'Archives d’export des données personnelles (droit d’accès)',
    finalite: 'Réponse au droit d’accès et à la portabilité (RGPD art. 15 et 20)',
    baseLegale: 'Obligation légale (RGPD art. 12)',
    duree: '7 jours',
    days: 7,
    aLEffacement: 'supprime',
    personnes: ADHERENTS,
    destinataires: 'La personne elle-même',
  },
  {
    key: 'demandes-rgpd',
    donnees: 'Demandes d’exercice des droits (date, décision, ce qui a été effacé)',
    finalite: 'Preuve du respect des droits des personnes',
    baseLegale: 'Obligation légale (RGPD art. 5.2 et 12)',
    duree: '5 ans après la réponse',
    days: 5 * YEAR,
    aLEffacement: 'conserve',
    personnes: ADHERENTS,
    destinataires: 'Délégué à la protection des données du cabinet',
  },
  {
    key: 'factures',
    donnees: 'Factures, abonnements et mandats de prélèvement du dossier',
    finalite: 'Facturation des missions',
    baseLegale: 'Obligation légale (Code de commerce art. L123-22 ; livre des procédures fiscales art. L102 B)',
    duree: '10 ans',
    days: null,
    aLEffacement: 'conserve',
    personnes: 'Entreprises adhérentes et leurs représentants',
    destinataires: 'Service facturation du cabinet',
  },
  {
    key: 'documents-comptables',
    donnees: 'Documents comptables et pièces de la GED du dossier',
    finalite: 'Tenue et conservation de la comptabilité',
    baseLegale: 'Obligation légale (Code de commerce art. L123-22)',
    duree: '10 ans',
    days: null,
    aLEffacement: 'conserve',
    personnes: 'Entreprises adhérentes et leurs représentants',
    destinataires: CABINET,
  },
  {
    key: 'duer',
    donnees: 'Document unique d’évaluation des risques et ses versions',
    finalite: 'Prévention des risques professionnels',
    baseLegale: 'Obligation légale (Code du travail art. L4121-3-1 et R4121-4)',
    duree: '40 ans à compter de chaque version',
    days: null,
    aLEffacement: 'conserve',
    personnes: 'Employeurs et salariés des entreprises adhérentes',
    destinataires: 'Employeur, salariés, médecine du travail, inspection du travail',
  },
];

export const retentionRule = (key: string): RetentionRule => {
  const rule = RETENTION_TABLE.find((r) => r.key === key);
  if (!rule) throw new Error(`Règle de conservation inconnue : ${key}`);
  return rule;
};
