import { COMPTE, DOSSIER_ID, INVITATION, PERSONNE } from './ids';

const CORE = [
  'page_rdv',
  'mod_rdv',
  'page_events',
  'mod_events',
  'page_contacts',
  'mod_documents',
  'mod_factures',
  'page_tutoriels',
  'canShowAnnuaireServices',
  'dossier_cder',
  'canSubscribeAg',
  'non_cder_particulier',
  'mod_abo_dossier',
  'page_abo_dossier',
];
const FIGURES = ['mod_chiffres', 'page_chiffres'];

export const categories = [
  { id: 'mesDocs', libelle: 'Mes documents', parentId: null, modules: ['mod_documents', 'mod_factures'], ordre: 1 },
  { id: 'mesDocs_social', libelle: 'Documents sociaux', parentId: 'mesDocs', modules: ['acces_izipaie', 'droit_izipaie'], ordre: 2 },
  { id: 'mesDocs_fiscal', libelle: 'Documents fiscaux', parentId: 'mesDocs', modules: [], ordre: 3 },
  { id: 'mesDocs_juridique', libelle: 'Documents juridiques', parentId: 'mesDocs', modules: [], ordre: 4 },
  { id: 'mesChiffres', libelle: 'Mes chiffres', parentId: null, modules: FIGURES, ordre: 5 },
  { id: 'rendezVous', libelle: 'Rendez-vous', parentId: null, modules: ['page_rdv', 'mod_rdv'], ordre: 6 },
  {
    id: 'evenements',
    libelle: 'Événements et assemblée générale',
    parentId: null,
    modules: ['page_events', 'mod_events', 'dossier_cder', 'canSubscribeAg'],
    ordre: 7,
  },
  { id: 'contacts', libelle: 'Contacts', parentId: null, modules: ['page_contacts'], ordre: 8 },
  { id: 'outils', libelle: 'Outils', parentId: null, modules: ['tool_echanges', 'tool_duer'], ordre: 9 },
  { id: 'facturation', libelle: 'Facturation', parentId: null, modules: ['mod_abo_dossier', 'page_abo_dossier'], ordre: 10 },
];

export const roles = [
  { idRole: 1, nomRole: 'Gérant', categories: categories.map((c) => c.id) },
  { idRole: 2, nomRole: 'Associé', categories: ['mesChiffres', 'rendezVous', 'evenements', 'contacts', 'outils'] },
  { idRole: 3, nomRole: 'Comptable', categories: ['mesDocs_fiscal', 'contacts'] },
  { idRole: 4, nomRole: 'Salarié', categories: ['mesDocs_social', 'contacts'] },
];

export const fonctions = [
  { code: 'CE', libelle: "Chargé d'études", modules: ['*'] },
  { code: 'SE', libelle: 'Spécialiste entreprise', modules: ['*'] },
  { code: 'SEC', libelle: 'Secrétaire', modules: [...CORE, 'tool_duer', 'cder_particulier'] },
  { code: 'Gestionnaire Paie', libelle: 'Gestionnaire paie', modules: ['acces_izipaie', 'droit_izipaie', 'mod_documents', 'page_contacts'] },
];

export const dossiers = [
  {
    codeDossier: '010001',
    raisonSociale: 'EARL des Coteaux de Vertus',
    codeEntite: '0001',
    typeActivite: 'AGRI',
    guidPersonne: PERSONNE.gerantMulti,
    /** The producer of the shared Telepac sample (issue 11); 010004 has none, so a multi-producer file asks which one. */
    numeroPacage: '999000000',
    modules: [...CORE, ...FIGURES, 'tool_echanges', 'tool_duer', 'acces_izipaie', 'droit_izipaie'],
  },
  {
    codeDossier: '010002',
    raisonSociale: 'Champagne Lemaire Père et Fils',
    codeEntite: '0003',
    typeActivite: 'VITI',
    guidPersonne: PERSONNE.gerantMulti,
    modules: [...CORE, ...FIGURES, 'tool_duer', 'acces_izipaie', 'droit_izipaie'],
  },
  {
    codeDossier: '010003',
    raisonSociale: 'Écuries du Mont Aimé SAS',
    codeEntite: '0015',
    typeActivite: 'ACS',
    guidPersonne: PERSONNE.gerantMulti,
    modules: [...CORE, ...FIGURES, 'tool_duer', 'oic'],
  },
  {
    codeDossier: '010004',
    raisonSociale: 'SCEA Ferme de la Vesle',
    codeEntite: '0001',
    typeActivite: 'AGRIVITI',
    guidPersonne: PERSONNE.associe,
    // Without page_tutoriels (issue 14): the tutorials of a dossier that has not subscribed them are refused.
    modules: [...CORE.filter((m) => m !== 'page_tutoriels'), ...FIGURES, 'tool_echanges'],
  },
  {
    codeDossier: '010005',
    raisonSociale: 'GAEC Garnier des Trois Vallées',
    codeEntite: '0004',
    typeActivite: 'AGRI',
    guidPersonne: PERSONNE.nouvelAdherent,
    modules: [...CORE, ...FIGURES],
  },
  {
    codeDossier: '010016',
    raisonSociale: 'M. et Mme Julien Moreau',
    codeEntite: '0016',
    typeActivite: 'ACS',
    guidPersonne: PERSONNE.particulier,
    modules: ['page_rdv', 'mod_rdv', 'page_events', 'mod_events', 'page_contacts', 'mod_documents', 'cder_particulier', 'page_tutoriels'],
  },
  // The staff picker's states (spec 02 §4), in ce.conseiller's portfolio: only 010902 may be picked.
  {
    codeDossier: '010901',
    raisonSociale: 'EARL du Moulin de Sézanne',
    codeEntite: '0001',
    typeActivite: 'AGRI',
    guidPersonne: null,
    statut: 'Demissionne',
    modules: CORE,
  },
  {
    codeDossier: '010902',
    raisonSociale: 'SCEA du Moulin Neuf',
    codeEntite: '0001',
    typeActivite: 'AGRI',
    guidPersonne: null,
    statut: 'PasInscrit',
    modules: CORE,
  },
  {
    codeDossier: '010903',
    raisonSociale: 'GAEC du Moulin Rouge',
    codeEntite: '0004',
    typeActivite: 'VITI',
    guidPersonne: null,
    statut: 'PasInscrit',
    sansId: true,
    modules: CORE,
  },
].map(({ sansId, ...d }) => ({
  ...d,
  typeActivite: d.typeActivite as 'AGRI' | 'VITI' | 'ACS' | 'AGRIVITI',
  id: sansId ? null : DOSSIER_ID[d.codeDossier],
  statut: (d.statut ?? 'Bon') as 'Bon' | 'PasInscrit' | 'Demissionne',
  numeroPacage: d.numeroPacage ?? null,
}));

export const personnes = [
  {
    guidPersonne: PERSONNE.gerantMulti,
    compte: COMPTE.gerantMulti,
    civilite: 'MME',
    prenom: 'Claire',
    nom: 'Martin',
    email: 'gerant.multi@exemple.fr',
    telephone: '03 26 52 10 20',
    portable: '06 12 34 56 78',
    adresse: '12 rue des Vignes, 51130 Vertus',
    canalPrefere: 'mail',
    modules: ['administrateur_cder'],
  },
  {
    guidPersonne: PERSONNE.associe,
    compte: COMPTE.associe,
    civilite: 'M.',
    prenom: 'Thomas',
    nom: 'Dubois',
    email: 'associe@exemple.fr',
    telephone: '06 23 45 67 89',
    modules: [],
  },
  {
    guidPersonne: PERSONNE.particulier,
    compte: COMPTE.particulier,
    civilite: 'M.',
    prenom: 'Julien',
    nom: 'Moreau',
    email: 'particulier@exemple.fr',
    telephone: null,
    modules: [],
  },
  {
    guidPersonne: PERSONNE.sansDossier,
    compte: COMPTE.sansDossier,
    civilite: 'MME',
    prenom: 'Sophie',
    nom: 'Petit',
    email: 'sans.dossier@exemple.fr',
    telephone: null,
    modules: [],
  },
  {
    guidPersonne: PERSONNE.testeur,
    compte: COMPTE.testeur,
    civilite: 'M.',
    prenom: 'Hugo',
    nom: 'Lefèvre',
    email: 'testeur@exemple.fr',
    telephone: null,
    modules: [],
    estTesteur: true,
  },
  // Signs in with a second factor (issue 33): the TOTP key and recovery codes of seeds/securite.ts.
  {
    guidPersonne: PERSONNE.doubleFacteur,
    compte: COMPTE.doubleFacteur,
    civilite: 'MME',
    prenom: 'Anne',
    nom: 'Rousseau',
    email: 'double.facteur@exemple.fr',
    telephone: null,
    modules: [],
  },
  // Known to the firm, no account yet: the registration scenario of issue 3.
  {
    guidPersonne: PERSONNE.nouvelAdherent,
    compte: null,
    civilite: 'M.',
    prenom: 'Lucas',
    nom: 'Garnier',
    email: 'nouvel.adherent@exemple.fr',
    telephone: null,
    modules: [],
  },
];

export const collaborateurs = [
  {
    guidPersonne: PERSONNE.ceConseiller,
    compte: COMPTE.ceConseiller,
    prenom: 'Julie',
    nom: 'Bernard',
    email: 'julie.bernard@cabinet.exemple.fr',
    loginAd: 'ce.conseiller',
    codeAgent: 'AG0101',
    fonctions: ['CE'],
    portefeuille: ['010001', '010002', '010003', '010004', '010901', '010902', '010903'],
  },
  {
    guidPersonne: PERSONNE.secAssistante,
    compte: COMPTE.secAssistante,
    prenom: 'Nadia',
    nom: 'Girard',
    email: 'nadia.girard@cabinet.exemple.fr',
    loginAd: 'sec.assistante',
    codeAgent: 'AG0102',
    fonctions: ['SEC'],
    portefeuille: ['010002'],
  },
  {
    guidPersonne: PERSONNE.gestionnairePaie,
    compte: COMPTE.gestionnairePaie,
    prenom: 'Marc',
    nom: 'Roussel',
    email: 'marc.roussel@cabinet.exemple.fr',
    loginAd: 'gest.paie',
    codeAgent: 'AG0103',
    fonctions: ['Gestionnaire Paie'],
    portefeuille: ['010001'],
  },
  {
    guidPersonne: PERSONNE.seParticuliers,
    compte: COMPTE.seParticuliers,
    prenom: 'Émilie',
    nom: 'Fontaine',
    email: 'emilie.fontaine@cabinet.exemple.fr',
    loginAd: 'se.particuliers',
    codeAgent: 'AG0104',
    fonctions: ['SE'],
    portefeuille: ['010005', '010016'],
  },
];

const roleCategories = (idRole: number) => roles.find((r) => r.idRole === idRole)?.categories ?? [];

export const droits = [
  { guidPersonne: PERSONNE.gerantMulti, codeDossier: '010001', idRole: 1, estFavoris: false, categories: roleCategories(1) },
  { guidPersonne: PERSONNE.gerantMulti, codeDossier: '010002', idRole: 1, estFavoris: true, categories: roleCategories(1) },
  { guidPersonne: PERSONNE.gerantMulti, codeDossier: '010003', idRole: 1, estFavoris: false, categories: roleCategories(1) },
  { guidPersonne: PERSONNE.gerantMulti, codeDossier: '010004', idRole: 2, estFavoris: false, categories: roleCategories(2) },
  { guidPersonne: PERSONNE.associe, codeDossier: '010004', idRole: 3, estFavoris: true, categories: roleCategories(3) },
  { guidPersonne: PERSONNE.particulier, codeDossier: '010016', idRole: 1, estFavoris: true, categories: roleCategories(1) },
  { guidPersonne: PERSONNE.testeur, codeDossier: '010001', idRole: 4, estFavoris: true, categories: roleCategories(4) },
  { guidPersonne: PERSONNE.doubleFacteur, codeDossier: '010004', idRole: 4, estFavoris: true, categories: roleCategories(4) },
  { guidPersonne: PERSONNE.nouvelAdherent, codeDossier: '010005', idRole: 1, estFavoris: true, categories: roleCategories(1) },
];

/** Contact details of some dossiers, with who changed them last (account information screen). */
export const communications = [
  {
    codeDossier: '010001',
    telephone: '0326512345',
    indicatifTelephone: 74,
    portable: '0612345678',
    indicatifPortable: 74,
    emailPrincipal: 'contact@coteaux-vertus.exemple.fr',
    emailFacturation: 'comptabilite@coteaux-vertus.exemple.fr',
    modifications: [
      {
        champ: 'telephone' as const,
        date: '2026-09-14T08:30:00Z',
        guidPersonne: PERSONNE.gerantMulti,
        userModification: 'Claire Martin',
        agentModification: null,
      },
      { champ: 'emailFacturation' as const, date: '2026-06-02T14:10:00Z', guidPersonne: null, userModification: null, agentModification: 'Julie Bernard' },
    ],
  },
  {
    codeDossier: '010004',
    telephone: '0326778899',
    indicatifTelephone: 74,
    portable: null,
    indicatifPortable: null,
    emailPrincipal: 'scea.vesle@exemple.fr',
    emailFacturation: null,
    modifications: [],
  },
];

const DAY = 24 * 3600 * 1000;

/** Pending invitation for sans.dossier: 010001 offered by the gérante under the Associé role. */
export const invitations = [
  {
    id: INVITATION.sansDossier,
    guidPersonneCreateur: PERSONNE.gerantMulti,
    emailInvite: 'sans.dossier@exemple.fr',
    nomInvite: 'Petit',
    prenomInvite: 'Sophie',
    expiresInMs: 30 * DAY,
    dossiers: [{ codeDossier: '010001', idRole: 2, categories: roleCategories(2) }],
  },
];
