import type { EtatRappel, Ressource } from '@portail/contracts';

/** The QA service directory (issue 14): services of an accounting and advisory firm in Champagne. */
export const annuaireServiceId = (n: number) => `5c000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const demandeRappelId = (codeDossier: string, n: number) => `5d000000-0000-4000-8000-${codeDossier}${String(n).padStart(6, '0')}`;

export interface ServiceSeed {
  n: number;
  slug: string;
  titre: string;
  description: string;
  categories: string[];
  tags: string[];
  dateCreation: string;
  isStarred: boolean;
  presentation: string;
  accompagnement: string;
  expertise: string;
  ressources: Ressource[];
}

/** The directory's PDF guides, drawn by pdfkit at seed time (no date inside) under `annuaire/` in the blob store. */
export const GUIDES_PDF: { fichier: string; titre: string; lignes: string[] }[] = [
  {
    fichier: 'guide-transmission.pdf',
    titre: 'Guide de la transmission d’exploitation',
    lignes: [
      'Anticiper la transmission cinq à dix ans avant la cessation d’activité.',
      'Évaluer l’exploitation : foncier, bâtiments, matériel, cheptel, droits de plantation.',
      'Choisir le cadre : cession de parts de société, bail cessible, donation-partage.',
      'Mesurer la fiscalité : plus-values professionnelles, pacte Dutreil, abattements.',
    ],
  },
  {
    fichier: 'parcours-installation-ja.pdf',
    titre: 'Parcours à l’installation des jeunes agriculteurs',
    lignes: [
      'Point accueil installation, plan de professionnalisation personnalisé.',
      'Plan d’entreprise sur quatre ans et dotation jeune agriculteur (DJA).',
      'Prêts bonifiés, exonérations sociales et fiscales des premières années.',
    ],
  },
  {
    fichier: 'calendrier-paie-vendanges.pdf',
    titre: 'Calendrier social des vendanges',
    lignes: [
      'Avant les vendanges : contrats vendanges, DPAE, registre unique du personnel.',
      'Pendant : relevés d’heures, hébergement et restauration des saisonniers.',
      'Après : bulletins de paie, TESA, attestation France Travail.',
    ],
  },
];
export const guideLien = (fichier: string) => `/api/annuaire-services/ressources/${fichier}`;

const html = (...parts: string[]) => parts.join('');

export const SERVICES: ServiceSeed[] = [
  {
    n: 1,
    slug: 'transmission-exploitation',
    titre: 'Transmission d’exploitation',
    description: 'Préparer la cession ou la transmission familiale de votre exploitation ou de votre domaine, pas à pas.',
    categories: ['Transmission', 'Juridique'],
    tags: ['cession', 'succession', 'pacte Dutreil'],
    dateCreation: '2026-03-02',
    isStarred: true,
    presentation: 'Transmettre une exploitation agricole ou un domaine viticole se prépare plusieurs années à l’avance.',
    accompagnement: 'Diagnostic de transmissibilité, évaluation, choix du montage juridique et fiscal, suivi jusqu’à la signature.',
    expertise: html(
      '<p>Nos juristes et fiscalistes accompagnent chaque année une quarantaine de <strong>transmissions</strong> en Champagne.</p>',
      '<ul><li>Évaluation des parts et du foncier viticole</li><li>Pacte Dutreil et donation-partage</li></ul>',
    ),
    ressources: [
      { type: 'pdf', lien: guideLien('guide-transmission.pdf'), nom: 'Guide de la transmission (PDF)' },
      { type: 'video', idVideo: 'transmission-2026', titre: 'Témoignage : la transmission du domaine Lemaire' },
    ],
  },
  {
    n: 2,
    slug: 'installation-jeunes-agriculteurs',
    titre: 'Installation des jeunes agriculteurs',
    description: 'Plan d’entreprise, dotation jeune agriculteur et choix du statut pour réussir votre installation.',
    categories: ['Installation', 'Conseil'],
    tags: ['DJA', 'plan d’entreprise', 'prêts bonifiés'],
    dateCreation: '2026-05-18',
    isStarred: true,
    presentation: 'S’installer en agriculture ou en viticulture demande un projet solide et financé.',
    accompagnement: 'Étude de faisabilité, plan d’entreprise sur quatre ans, dossier DJA, choix entre individuel, EARL ou GAEC.',
    expertise: '<p>Un conseiller dédié suit votre projet avec le <em>Point accueil installation</em> de la Marne.</p>',
    ressources: [{ type: 'pdf', lien: guideLien('parcours-installation-ja.pdf'), nom: 'Le parcours à l’installation (PDF)' }],
  },
  {
    n: 3,
    slug: 'gestion-viticole',
    titre: 'Gestion viticole et coûts de production',
    description: 'Coût de revient de la bouteille, stocks de vins et réserve interprofessionnelle suivis au plus près.',
    categories: ['Gestion', 'Viticulture'],
    tags: ['coût de revient', 'stocks', 'réserve'],
    dateCreation: '2025-11-20',
    isStarred: true,
    presentation: 'Les domaines champenois portent des stocks importants : leur valorisation pèse sur vos résultats.',
    accompagnement: 'Calcul du coût de revient par cuvée, valorisation des stocks, tableaux de bord trimestriels.',
    expertise: '<p>Expertise <strong>viticole</strong> : vins clairs, tirage, dégorgement et réserve qualitative.</p>',
    ressources: [{ type: 'video', idVideo: 'cout-revient-bouteille', titre: 'Le coût de revient d’une bouteille de champagne' }],
  },
  {
    n: 4,
    slug: 'paie-saisonniers',
    titre: 'Paie et saisonniers',
    description: 'Bulletins de paie, contrats vendanges, TESA et déclarations sociales confiés au cabinet.',
    categories: ['Social'],
    tags: ['paie', 'vendanges', 'DSN'],
    dateCreation: '2026-07-01',
    isStarred: false,
    presentation: 'Chaque vendange mobilise des dizaines de saisonniers : autant de contrats et de bulletins.',
    accompagnement: 'Contrats, DPAE, bulletins, DSN et attestations France Travail, en lien avec la MSA.',
    expertise: '<p>Nos gestionnaires paie traitent plus de 3 000 bulletins de vendanges chaque année.</p>',
    ressources: [{ type: 'pdf', lien: guideLien('calendrier-paie-vendanges.pdf'), nom: 'Calendrier social des vendanges (PDF)' }],
  },
  {
    n: 5,
    slug: 'juridique-societes',
    titre: 'Juridique des sociétés agricoles',
    description: 'Création, modification et approbation des comptes de vos EARL, GAEC, SCEA et SAS.',
    categories: ['Juridique'],
    tags: ['assemblée', 'statuts', 'GAEC'],
    dateCreation: '2025-09-15',
    isStarred: false,
    presentation: 'Votre société vit : entrée d’un associé, augmentation de capital, approbation annuelle des comptes.',
    accompagnement: 'Rédaction des statuts et procès-verbaux, formalités au greffe, secrétariat juridique annuel.',
    expertise: '<p>Secrétariat juridique de plus de 800 sociétés agricoles et viticoles.</p>',
    ressources: [],
  },
  {
    n: 6,
    slug: 'gestion-patrimoine',
    titre: 'Gestion de patrimoine',
    description: 'Organiser votre patrimoine privé et professionnel, préparer la retraite et protéger votre conjoint.',
    categories: ['Patrimoine'],
    tags: ['retraite', 'succession', 'placements'],
    dateCreation: '2026-01-10',
    isStarred: false,
    presentation: 'Patrimoine professionnel et privé se mêlent souvent : une vision d’ensemble évite les mauvaises surprises.',
    accompagnement: 'Bilan patrimonial, stratégie retraite, protection du conjoint, démembrement.',
    expertise: '<p>Conseillers en gestion de patrimoine diplômés, indépendants de tout réseau bancaire.</p>',
    ressources: [{ type: 'video', idVideo: 'bilan-patrimonial', titre: 'Le bilan patrimonial en 3 minutes' }],
  },
  {
    n: 7,
    slug: 'rse-exploitations',
    titre: 'RSE et durabilité',
    description: 'Certification HVE, Viticulture Durable en Champagne et bilan carbone de votre exploitation.',
    categories: ['Environnement', 'Conseil'],
    tags: ['HVE', 'VDC', 'bilan carbone'],
    dateCreation: '2026-09-05',
    isStarred: false,
    presentation: 'Les acheteurs et les maisons de Champagne attendent des engagements environnementaux mesurables.',
    accompagnement: 'Diagnostic, plan d’action, préparation des audits HVE et VDC, bilan carbone.',
    expertise: '<p>Méthodes reconnues : <strong>Bilan Carbone</strong>, référentiel VDC du Comité Champagne.</p>',
    ressources: [],
  },
  {
    n: 8,
    slug: 'fiscalite-agricole',
    titre: 'Fiscalité agricole',
    description: 'Régime réel, déduction pour épargne de précaution et optimisation de vos résultats.',
    categories: ['Fiscalité'],
    tags: ['DEP', 'moyenne triennale', 'TVA'],
    dateCreation: '2025-06-30',
    isStarred: false,
    presentation: 'La fiscalité agricole offre des outils propres pour lisser des revenus irréguliers.',
    accompagnement: 'Simulations de fin d’exercice, DEP, étalement, choix du régime de TVA.',
    expertise: '<p>Simulation de votre résultat avant clôture avec votre chargé d’études.</p>',
    ressources: [],
  },
  {
    n: 9,
    slug: 'financement-investissements',
    titre: 'Financement des investissements',
    description: 'Bâtiments, matériel, pressoir : monter le plan de financement et négocier avec la banque.',
    categories: ['Gestion', 'Conseil'],
    tags: ['emprunt', 'subventions', 'PCAE'],
    dateCreation: '2026-02-14',
    isStarred: false,
    presentation: 'Un investissement bien financé ne met pas la trésorerie en danger.',
    accompagnement: 'Prévisionnel, plan de financement, dossier de subvention PCAE, rendez-vous bancaire.',
    expertise: '<p>Prévisionnels reconnus par les banques régionales.</p>',
    ressources: [],
  },
  {
    n: 10,
    slug: 'creation-entreprise',
    titre: 'Création d’entreprise',
    description: 'Pour les activités équestres, l’œnotourisme ou les services : statut, prévisionnel et formalités.',
    categories: ['Installation'],
    tags: ['statut', 'prévisionnel', 'œnotourisme'],
    dateCreation: '2026-10-01',
    isStarred: false,
    presentation: 'Diversifier son activité ou créer une entreprise à côté de l’exploitation.',
    accompagnement: 'Choix du statut, prévisionnel, immatriculation, premiers mois d’activité.',
    expertise: '<p>Accompagnement des créateurs de gîtes, centres équestres et caveaux de dégustation.</p>',
    ressources: [],
  },
  {
    n: 11,
    slug: 'audit-accompagnement-crise',
    titre: 'Prévention des difficultés',
    description: 'Gel, grêle, trésorerie tendue : un diagnostic rapide et des solutions avec vos partenaires.',
    categories: ['Conseil'],
    tags: ['trésorerie', 'aléas', 'MSA'],
    dateCreation: '2025-04-22',
    isStarred: false,
    presentation: 'Une mauvaise année arrive : mieux vaut réagir tôt.',
    accompagnement: 'Diagnostic de trésorerie, échéanciers MSA et fiscaux, médiation bancaire.',
    expertise: '<p>Cellule dédiée en lien avec la Chambre d’agriculture.</p>',
    ressources: [],
  },
  {
    n: 12,
    slug: 'ressources-humaines',
    titre: 'Ressources humaines et management',
    description: 'Recrutement, entretiens annuels, règlement intérieur et document unique pour vos salariés.',
    categories: ['Social'],
    tags: ['recrutement', 'DUER', 'formation'],
    dateCreation: '2026-08-19',
    isStarred: false,
    presentation: 'Vos salariés permanents sont la force de votre exploitation.',
    accompagnement: 'Fiches de poste, entretiens, plan de formation, document unique et prévention.',
    expertise: '<p>Juristes en droit social agricole et préventeurs.</p>',
    ressources: [],
  },
];

/** Callback requests of 010001 (Claire Martin), one in each state, at fixed dates. */
export const DEMANDES_RAPPEL: Record<
  string,
  { n: number; service: number; codeAgent: string; conseiller: string; etat: EtatRappel; dateDemande: string; dateEtat: string; agentEtat: string | null }[]
> = {
  '010001': [
    {
      n: 1,
      service: 1,
      codeAgent: 'AG0101',
      conseiller: 'Julie Bernard',
      etat: 'non_contacte',
      dateDemande: '2026-11-18T09:15:00Z',
      dateEtat: '2026-11-18T09:15:00Z',
      agentEtat: null,
    },
    {
      n: 2,
      service: 4,
      codeAgent: 'AG0103',
      conseiller: 'Marc Roussel',
      etat: 'en_cours',
      dateDemande: '2026-11-04T14:30:00Z',
      dateEtat: '2026-11-05T08:40:00Z',
      agentEtat: 'Marc Roussel',
    },
    {
      n: 3,
      service: 6,
      codeAgent: 'AG0101',
      conseiller: 'Julie Bernard',
      etat: 'contacte',
      dateDemande: '2026-10-12T10:00:00Z',
      dateEtat: '2026-10-13T16:20:00Z',
      agentEtat: 'Julie Bernard',
    },
  ],
};
