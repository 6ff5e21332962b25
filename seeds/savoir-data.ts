/** QA content of the knowledge pages and the founders' programme (issue 14): a Champagne accounting firm. */

export const bibliothequeFichierId = (n: number) => `7a000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const carteId = (n: number) => `7b000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const tutoriels = [
  {
    code: 'premiere-connexion',
    titre: 'Première connexion au portail',
    description: 'Créer son compte, choisir son mot de passe et retrouver ses dossiers.',
    url: '/mon-compte',
    icone: '/images/tutoriels/connexion.svg',
  },
  {
    code: 'deposer-documents',
    titre: 'Déposer vos pièces comptables',
    description: 'Envoyer factures et relevés depuis un ordinateur ou un téléphone, suivre leur réception.',
    url: '/documents',
    icone: '/images/tutoriels/depot.svg',
  },
  {
    code: 'rechercher-document',
    titre: 'Retrouver un document dans la GED',
    description: 'Chercher un mot à l’intérieur de vos bilans, liasses et bulletins de paie.',
    url: '/documents',
    icone: '/images/tutoriels/recherche.svg',
  },
  {
    code: 'simulateur-emprunt',
    titre: 'Simuler un emprunt',
    description: 'Saisir un prêt (pressoir, tracteur, foncier) et lire son tableau d’amortissement.',
    url: '/outils/simulateur-emprunt',
    icone: '/images/tutoriels/emprunt.svg',
  },
  {
    code: 'assolement-telepac',
    titre: 'Importer votre assolement Telepac',
    description: 'Charger le fichier de votre déclaration PAC et contrôler les surfaces par culture.',
    url: '/outils',
    icone: '/images/tutoriels/assolement.svg',
  },
  {
    code: 'partager-dossier',
    titre: 'Partager un dossier avec un associé',
    description: 'Inviter un associé ou votre salarié et choisir ce qu’il peut consulter.',
    url: '/mon-compte',
    icone: '/images/tutoriels/partage.svg',
  },
  {
    code: 'prendre-rendez-vous',
    titre: 'Prendre rendez-vous avec votre conseiller',
    description: 'Demander un rendez-vous et préparer les pièces utiles à l’entretien.',
    url: '/rendez-vous',
    icone: '/images/tutoriels/rendez-vous.svg',
  },
  {
    code: 'chiffres-cles',
    titre: 'Lire vos chiffres clés',
    description: 'Chiffre d’affaires, EBE et trésorerie : comprendre les indicateurs de l’exercice en cours.',
    url: '/mes-chiffres',
    icone: '/images/tutoriels/chiffres.svg',
  },
].map((t, i) => ({ ...t, ordre: (i + 1) * 10 }));

/** Three levels: Fiscalité > Viticulture > Droits d'accises, and a library at every level. */
export const categories = [
  { code: 'fiscalite', titre: 'Fiscalité', url: null, ordre: 10, estSiteInternet: false, codeParent: null },
  { code: 'social', titre: 'Social et paie', url: null, ordre: 20, estSiteInternet: false, codeParent: null },
  { code: 'juridique', titre: 'Juridique', url: null, ordre: 30, estSiteInternet: false, codeParent: null },
  { code: 'cabinet-et-vous', titre: 'Le cabinet et vous', url: null, ordre: 35, estSiteInternet: false, codeParent: null },
  { code: 'site-cabinet', titre: 'Le site du cabinet', url: 'https://www.exemple.fr/cabinet', ordre: 40, estSiteInternet: true, codeParent: null },
  { code: 'fiscalite-viticulture', titre: 'Viticulture', url: null, ordre: 10, estSiteInternet: false, codeParent: 'fiscalite' },
  { code: 'fiscalite-agriculture', titre: 'Agriculture', url: null, ordre: 20, estSiteInternet: false, codeParent: 'fiscalite' },
  { code: 'viticulture-accises', titre: 'Droits d’accises', url: null, ordre: 10, estSiteInternet: false, codeParent: 'fiscalite-viticulture' },
  { code: 'social-saisonniers', titre: 'Saisonniers et vendanges', url: null, ordre: 10, estSiteInternet: false, codeParent: 'social' },
];

export const documentations = [
  { code: 'fiches-fiscales', titre: 'Fiches fiscales 2026', url: null, codeGed: 'FICHES_FISCALES', gedDispo: true, codeCategorie: 'fiscalite', ordre: 10 },
  {
    code: 'impots-gouv',
    titre: 'Espace professionnel impots.gouv.fr',
    url: 'https://www.impots.gouv.fr/professionnel',
    codeGed: null,
    gedDispo: false,
    codeCategorie: 'fiscalite',
    ordre: 20,
  },
  {
    code: 'stocks-vins',
    titre: 'Évaluation des stocks de vins',
    url: null,
    codeGed: 'STOCKS_VINS',
    gedDispo: true,
    codeCategorie: 'fiscalite-viticulture',
    ordre: 10,
  },
  {
    code: 'douane-accises',
    titre: 'Déclarations récapitulatives mensuelles (DRM)',
    url: null,
    codeGed: 'ACCISES',
    gedDispo: true,
    codeCategorie: 'viticulture-accises',
    ordre: 10,
  },
  {
    code: 'douane-site',
    titre: 'Portail douane.gouv.fr',
    url: 'https://www.douane.gouv.fr',
    codeGed: null,
    gedDispo: false,
    codeCategorie: 'viticulture-accises',
    ordre: 20,
  },
  {
    code: 'pac-2026',
    titre: 'Aides PAC et fiscalité',
    url: 'https://www.telepac.agriculture.gouv.fr',
    codeGed: null,
    gedDispo: false,
    codeCategorie: 'fiscalite-agriculture',
    ordre: 10,
  },
  { code: 'modeles-sociaux', titre: 'Modèles de documents sociaux', url: null, codeGed: 'MODELES_SOCIAUX', gedDispo: true, codeCategorie: 'social', ordre: 10 },
  { code: 'msa', titre: 'Site de la MSA Marne Ardennes Meuse', url: 'https://mam.msa.fr', codeGed: null, gedDispo: false, codeCategorie: 'social', ordre: 20 },
  { code: 'contrat-vendanges', titre: 'Contrats vendanges', url: null, codeGed: 'VENDANGES', gedDispo: true, codeCategorie: 'social-saisonniers', ordre: 10 },
  { code: 'rgpd-cabinet', titre: 'Protection de vos données (RGPD)', url: 'rgpd', codeGed: null, gedDispo: false, codeCategorie: 'cabinet-et-vous', ordre: 10 },
  { code: 'webserie-cabinet', titre: 'La websérie du cabinet', url: 'webserie', codeGed: null, gedDispo: false, codeCategorie: 'cabinet-et-vous', ordre: 20 },
  {
    code: 'legifrance',
    titre: 'Code rural sur Légifrance',
    url: 'https://www.legifrance.gouv.fr',
    codeGed: null,
    gedDispo: false,
    codeCategorie: 'juridique',
    ordre: 10,
  },
  { code: 'statuts-types', titre: 'Statuts types de société', url: null, codeGed: 'STATUTS', gedDispo: false, codeCategorie: 'juridique', ordre: 20 },
];

interface FichierSeed {
  nom: string;
  date: string;
  lignes: string[];
}

/** The firm's documentation libraries: 26 PDF files (pdfkit, fixed dates, no seed date inside). */
export const bibliotheques: { codeGed: string; titre: string; fichiers: FichierSeed[] }[] = [
  {
    codeGed: 'FICHES_FISCALES',
    titre: 'Fiches fiscales 2026',
    fichiers: [
      ['Régime du bénéfice agricole réel', 'Seuils du régime réel simplifié et du réel normal, options et délais.'],
      ['Moyenne triennale des revenus', 'Lisser un revenu exceptionnel : calcul et conditions de l’option.'],
      ['Déduction pour épargne de précaution', 'Plafonds 2026, conditions d’utilisation et réintégration.'],
      ['TVA agricole – remboursement de crédit', 'Demande trimestrielle ou annuelle du crédit de TVA.'],
      ['Amortissement du matériel viticole', 'Durées usuelles : pressoir, enjambeur, cuverie inox.'],
      ['Plus-values professionnelles', 'Exonération selon les recettes et la durée d’activité.'],
      ['Transmission du domaine – pacte Dutreil', 'Engagements de conservation et abattement de 75 %.'],
      ['Crédit d’impôt haute valeur environnementale', 'Montant et conditions pour les exploitations certifiées.'],
      ['Taxe foncière sur les propriétés non bâties', 'Dégrèvement des jeunes agriculteurs et des pertes de récolte.'],
      ['Calendrier fiscal de l’exploitant', 'Échéances de TVA, d’acomptes et de déclarations de résultats.'],
    ].map(([nom, ligne], i) => ({ nom: `${nom}.pdf`, date: `2026-0${1 + (i % 9)}-15T09:00:00Z`, lignes: [ligne] })),
  },
  {
    codeGed: 'STOCKS_VINS',
    titre: 'Évaluation des stocks de vins',
    fichiers: [
      ['Méthode du coût de revient des bouteilles', 'Raisins, vinification, tirage, dégorgement : ce qui entre dans le coût.'],
      ['Vins de réserve et stocks en cave', 'Suivi des vins clairs et des bouteilles sur lattes.'],
      ['Inventaire de fin d’exercice', 'Comptage, pièces justificatives et écritures de variation de stock.'],
      ['Évaluation forfaitaire des stocks', 'Quand et comment l’appliquer au régime réel.'],
    ].map(([nom, ligne], i) => ({ nom: `${nom}.pdf`, date: `2026-02-0${i + 2}T09:00:00Z`, lignes: [ligne] })),
  },
  {
    codeGed: 'ACCISES',
    titre: 'Déclarations récapitulatives mensuelles',
    fichiers: [
      ['Guide de la DRM', 'Remplir la déclaration récapitulative mensuelle des entrepositaires agréés.'],
      ['Droits d’accises sur les vins effervescents', 'Tarifs 2026 par hectolitre et cotisation sécurité sociale.'],
      ['Document d’accompagnement électronique', 'Circulation des vins en droits suspendus : le DAE pas à pas.'],
      ['Capsules représentatives de droits', 'Règles d’utilisation et tenue du registre.'],
    ].map(([nom, ligne], i) => ({ nom: `${nom}.pdf`, date: `2026-03-1${i}T09:00:00Z`, lignes: [ligne] })),
  },
  {
    codeGed: 'MODELES_SOCIAUX',
    titre: 'Modèles de documents sociaux',
    fichiers: [
      ['Contrat à durée indéterminée – ouvrier viticole', 'Clauses types de la convention collective de la Champagne.'],
      ['Contrat à durée déterminée – remplacement', 'Motif, durée et mentions obligatoires.'],
      ['Registre unique du personnel', 'Mentions à tenir pour chaque salarié.'],
      ['Document unique – mise à jour annuelle', 'Rappel de l’obligation et des risques du travail de la vigne.'],
      ['Attestation employeur France Travail', 'Ce que le salarié doit recevoir à la fin du contrat.'],
    ].map(([nom, ligne], i) => ({ nom: `${nom}.pdf`, date: `2026-04-0${i + 1}T09:00:00Z`, lignes: [ligne] })),
  },
  {
    codeGed: 'VENDANGES',
    titre: 'Contrats vendanges',
    fichiers: [
      ['Contrat vendanges – modèle 2026', 'Durée d’un mois au plus, cumul possible avec les congés payés.'],
      ['Hébergement des vendangeurs', 'Normes des locaux et déclaration préalable.'],
      ['Déclaration préalable à l’embauche', 'La DPAE auprès de la MSA avant la prise de poste.'],
    ].map(([nom, ligne], i) => ({ nom: `${nom}.pdf`, date: `2026-08-2${i}T09:00:00Z`, lignes: [ligne] })),
  },
];

/** The seven e-learnings of the founders' programme (spec 02 §9). */
export const elearnings = [
  ['bien-demarrer', 'Bien démarrer son activité', 'Les premières démarches : immatriculation, compte bancaire professionnel, assurances.'],
  ['choisir-statut', 'Choisir son statut juridique', 'Entreprise individuelle, EURL, SAS : responsabilité, fiscalité et protection sociale comparées.'],
  ['tresorerie', 'Piloter sa trésorerie', 'Construire un plan de trésorerie sur douze mois et anticiper les échéances.'],
  ['facturation', 'Facturer sans erreur', 'Mentions obligatoires, numérotation, facturation électronique à partir de 2026.'],
  ['tva-debutant', 'La TVA pour les débutants', 'Collectée, déductible, régimes et déclarations : l’essentiel en vingt minutes.'],
  ['premier-salarie', 'Recruter son premier salarié', 'Aides à l’embauche, DPAE, contrat de travail et premières paies.'],
  ['lire-bilan', 'Lire son premier bilan', 'Actif, passif, compte de résultat : les indicateurs qui comptent pour le créateur.'],
].map(([code, titre, description], i) => ({ code, titre, description, url: `https://formation.exemple.fr/initial-conseil/${code}`, ordre: (i + 1) * 10 }));

export const cartes = [
  [
    'rgpd',
    'Vos droits sur vos données',
    'Accès, rectification, effacement, portabilité : comment exercer vos droits auprès du cabinet.',
    'https://www.cnil.fr/fr/les-droits-pour-maitriser-vos-donnees-personnelles',
    'Lire la fiche',
  ],
  [
    'rgpd',
    'Politique de confidentialité',
    'Les données que le cabinet traite pour tenir votre comptabilité, leurs durées de conservation et leurs destinataires.',
    'https://www.exemple.fr/cabinet/confidentialite',
    'Consulter',
  ],
  [
    'rgpd',
    'Registre des traitements de l’employeur',
    'Un modèle de registre pour les données de vos salariés et saisonniers.',
    'https://www.cnil.fr/fr/RGDP-le-registre-des-activites-de-traitement',
    'Télécharger le modèle',
  ],
  [
    'rgpd',
    'Contacter notre délégué à la protection des données',
    'Une question sur vos données : écrivez à dpo@cabinet.exemple.fr.',
    'https://www.exemple.fr/cabinet/dpo',
    'Nous écrire',
  ],
  [
    'rgpd',
    'Sécuriser vos mots de passe',
    'Les recommandations de la CNIL pour vos accès en ligne (banque, impôts, MSA).',
    'https://www.cnil.fr/fr/mots-de-passe-une-nouvelle-recommandation-pour-maitriser-sa-securite',
    'Lire les conseils',
  ],
  [
    'webserie',
    'Épisode 1 – Créer son domaine',
    'Claire reprend les vignes familiales à Vertus : les premières décisions.',
    'https://video.exemple.fr/webserie/episode-1',
    'Regarder l’épisode',
  ],
  [
    'webserie',
    'Épisode 2 – Le premier bilan',
    'Lecture commentée du premier bilan avec sa conseillère.',
    'https://video.exemple.fr/webserie/episode-2',
    'Regarder l’épisode',
  ],
  [
    'webserie',
    'Épisode 3 – Embaucher pour les vendanges',
    'Contrats, hébergement et paie des saisonniers.',
    'https://video.exemple.fr/webserie/episode-3',
    'Regarder l’épisode',
  ],
  [
    'webserie',
    'Épisode 4 – Investir dans un pressoir',
    'Emprunt, amortissement et aides : le bon moment pour investir.',
    'https://video.exemple.fr/webserie/episode-4',
    'Regarder l’épisode',
  ],
  [
    'webserie',
    'Épisode 5 – Transmettre l’exploitation',
    'Préparer la transmission aux enfants dix ans à l’avance.',
    'https://video.exemple.fr/webserie/episode-5',
    'Regarder l’épisode',
  ],
].map(([page, titre, description, url, libelleLien], i) => ({
  id: carteId(i + 1),
  page: page as 'rgpd' | 'webserie',
  titre,
  description,
  url,
  libelleLien,
  ordre: ((i % 5) + 1) * 10,
}));

/** With a photo and image rights (photo shown), with a photo without rights (avatar), an assistant, a man without photo. */
export const interlocuteurs = [
  {
    codeAgent: 'OIC01',
    prenom: 'Camille',
    nom: 'Renard',
    fonction: 'Pilote Initial Conseil',
    sexe: 'F',
    droitImage: true,
    avecPhoto: true,
    telephone: '03 26 52 10 01',
  },
  {
    codeAgent: 'OIC02',
    prenom: 'Antoine',
    nom: 'Mercier',
    fonction: 'Conseiller création d’entreprise',
    sexe: 'M',
    droitImage: false,
    avecPhoto: true,
    telephone: '03 26 52 10 02',
  },
  {
    codeAgent: 'OIC03',
    prenom: 'Léa',
    nom: 'Chevalier',
    fonction: 'Assistante du programme',
    sexe: 'A',
    droitImage: false,
    avecPhoto: false,
    telephone: '03 26 52 10 03',
  },
  { codeAgent: 'OIC04', prenom: 'Paul', nom: 'Lambert', fonction: 'Juriste', sexe: 'M', droitImage: true, avecPhoto: false, telephone: '03 26 52 10 04' },
].map((c, i) => ({
  ...c,
  nomAgence: 'Agence d’Épernay',
  mail: `${c.prenom
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')}.${c.nom.toLowerCase()}@cabinet.exemple.fr`,
  ordre: (i + 1) * 10,
}));

export const siteOic = {
  id: 1,
  adresseL1: '12 avenue de Champagne',
  adresseL2: '51200 Épernay',
  telephone: '03 26 52 10 00',
  mailPilote: 'initial.conseil@cabinet.exemple.fr',
};

export const pagesSavoir = [
  {
    id: 'charte-initial-conseil',
    titre: 'La charte Initial Conseil',
    url: null,
    publiee: true,
    contenu:
      '<h2>Nos engagements envers les créateurs</h2><p>Pendant vos <strong>deux premiers exercices</strong>, une équipe dédiée vous accompagne : rendez-vous conseil au premier bilan, e-learnings et outils en ligne.</p><ul><li>Une réponse sous 48 heures</li><li>Un interlocuteur unique</li></ul>',
  },
  {
    id: 'cookies',
    titre: 'Cookies et mesure d’audience',
    url: null,
    publiee: true,
    contenu:
      '<p>Le portail n’utilise qu’un cookie de session, nécessaire à la connexion. Aucune mesure d’audience tierce n’est déposée.</p><p><a href="https://www.cnil.fr/fr/cookies-et-autres-traceurs">En savoir plus sur le site de la CNIL</a></p>',
  },
];
