/**
 * The firm's DUER library (spec 03 §3, issue 12): work unit → module → operation → risk, with the measures a
 * prevention adviser suggests, written for Champagne farms, wine estates and equestrian businesses. Pure data: ids are
 * given by `bibliothequeLignes()` in the order of this file, so appending keeps every earlier id.
 */

/** Pictograms drawn for the project (seeds/duer-pictos/{fichier}.svg); the id is the position from 1. */
export const PICTOS = [
  { fichier: 'danger-general', nom: 'Danger général' },
  { fichier: 'chute-hauteur', nom: 'Chute de hauteur' },
  { fichier: 'co2-asphyxie', nom: 'Gaz carbonique, asphyxie' },
  { fichier: 'produit-toxique', nom: 'Produit toxique' },
  { fichier: 'produit-corrosif', nom: 'Produit corrosif' },
  { fichier: 'bruit', nom: 'Bruit' },
  { fichier: 'electricite', nom: 'Risque électrique' },
  { fichier: 'machine-mouvement', nom: 'Machine en mouvement' },
  { fichier: 'port-charge', nom: 'Port de charge' },
  { fichier: 'coup-pied-cheval', nom: 'Coup de pied et morsure de cheval' },
  { fichier: 'gants-obligatoires', nom: 'Gants obligatoires' },
  { fichier: 'lunettes-obligatoires', nom: 'Lunettes obligatoires' },
  { fichier: 'masque-respiratoire', nom: 'Masque respiratoire obligatoire' },
  { fichier: 'casque-antibruit', nom: 'Protections auditives obligatoires' },
] as const;
export type PictoFichier = (typeof PICTOS)[number]['fichier'];

export interface RisqueBibliotheque {
  nom: string;
  mesureExistante: string;
  mesureAFaire: string;
  pictos?: PictoFichier[];
}
export interface GroupeBibliotheque {
  nom: string;
  risques: RisqueBibliotheque[];
}
export interface ModuleBibliotheque {
  nom: string;
  groupes: GroupeBibliotheque[];
}
export interface UniteBibliotheque {
  nom: string;
  /** Base types (1 AGRI, 2 VITI, 3 ACS, 4 AGRIVITI): one library row per type. VITI holds 3 units, AGRIVITI 4 (UNITES_MAX). */
  types: number[];
  modules: ModuleBibliotheque[];
}

const r = (nom: string, mesureExistante: string, mesureAFaire: string, ...pictos: PictoFichier[]): RisqueBibliotheque => ({
  nom,
  mesureExistante,
  mesureAFaire,
  ...(pictos.length ? { pictos } : {}),
});
const g = (nom: string, ...risques: RisqueBibliotheque[]): GroupeBibliotheque => ({ nom, risques });
const m = (nom: string, ...groupes: GroupeBibliotheque[]): ModuleBibliotheque => ({ nom, groupes });

// Shared risks, written once.
const chaleur = r(
  'Exposition à la chaleur et au soleil',
  'Eau fraîche disponible au champ ; les travaux les plus durs sont avancés au matin en été.',
  'Mettre en place un plan canicule : horaires décalés, pauses à l’ombre, casquette et crème solaire fournies, surveillance mutuelle des signes de coup de chaleur.',
);
const froid = r(
  'Exposition au froid et aux intempéries',
  'Vêtements de pluie et gants fournis ; local chauffé pour les pauses.',
  'Fournir des vêtements chauds adaptés (sous-gants, bonnet) et organiser des pauses au chaud régulières en dessous de 5 °C.',
);
const travailIsole = r(
  'Travail isolé : absence de secours en cas d’accident',
  'Le salarié part avec son téléphone portable et prévient de son lieu de travail.',
  'Établir une procédure de travail isolé (appel à heures fixes, dispositif d’alarme pour travailleur isolé) et interdire les tâches dangereuses seul.',
);
const route = r(
  'Accident de la route lors des déplacements',
  'Véhicules entretenus et assurés ; le conducteur a le permis adapté au véhicule.',
  'Planifier les trajets pour éviter la précipitation, interdire le téléphone au volant et vérifier gyrophare et signalisation des engins avant de prendre la route.',
);

export const BIBLIOTHEQUE: UniteBibliotheque[] = [
  {
    nom: 'Grandes cultures au champ',
    types: [1, 4],
    modules: [
      m(
        'Travail du sol et semis',
        g(
          'Préparation et attelage des outils',
          r(
            'Écrasement entre le tracteur et l’outil lors de l’attelage',
            'L’attelage se fait moteur arrêté et frein de parc serré.',
            'Équiper les outils lourds d’un attelage automatique ou d’une caméra de recul et former les salariés à la procédure d’attelage seul.',
            'machine-mouvement',
          ),
          r(
            'Coupure et pincement lors du réglage des semoirs et herses',
            'Gants de manutention à disposition dans la cabine.',
            'Rappeler l’obligation de caler les éléments relevés et de porter des gants lors des réglages de dents et disques.',
            'gants-obligatoires',
          ),
        ),
        g(
          'Semis et traitement des semences',
          r(
            'Inhalation de poussières de semences traitées',
            'Les sacs de semences sont vidés à l’extérieur.',
            'Porter un masque FFP2 et des gants nitrile lors du remplissage de la trémie et laver le matériel hors des points d’eau.',
            'masque-respiratoire',
            'produit-toxique',
          ),
          r(
            'Chute depuis la passerelle du semoir',
            'Marchepied présent sur le semoir.',
            'Vérifier l’état de la passerelle et de la main courante et interdire de monter sur le semoir en mouvement.',
            'chute-hauteur',
          ),
        ),
      ),
      m(
        'Moisson et récolte des céréales',
        g(
          'Conduite et entretien de la moissonneuse-batteuse',
          r(
            'Happement par la coupe ou le convoyeur lors d’un débourrage',
            'Le débourrage se fait coupe embrayée en arrière ou moteur arrêté.',
            'Afficher la consigne « moteur coupé, clé retirée » en cabine et fournir l’outil de débourrage prévu par le constructeur.',
            'machine-mouvement',
          ),
          r(
            'Incendie de la moissonneuse ou de la parcelle',
            'Un extincteur est présent sur la machine.',
            'Souffler la machine chaque jour, vérifier l’extincteur chaque année et prévoir un déchaumeur attelé en bord de parcelle par temps sec.',
          ),
          r(
            'Chute en descendant de la cabine',
            'Échelle d’accès avec rampe.',
            'Rappeler de descendre face à l’échelle en gardant trois appuis et nettoyer les marches chaque jour.',
            'chute-hauteur',
          ),
        ),
        g(
          'Transport du grain',
          r(
            'Renversement de la benne lors du vidage',
            'Les bennes sont vidées sur sol plat.',
            'Contrôler la stabilité du sol avant de lever la benne et vérifier l’absence de ligne électrique au-dessus.',
            'electricite',
          ),
          r(
            'Bruit et poussières en cabine',
            'Cabines fermées et climatisées.',
            'Remplacer les filtres de cabine chaque saison et garder portes et vitres fermées pendant la récolte.',
            'bruit',
          ),
        ),
      ),
      m(
        'Arrachage et chargement des betteraves',
        g(
          'Arrachage',
          r(
            'Happement par les turbines de nettoyage de l’arracheuse',
            'Carters en place et vérifiés avant la campagne.',
            'Interdire toute intervention sur les turbines sans arrêt complet et consignation de la machine.',
            'machine-mouvement',
          ),
          r(
            'Travail de nuit et fatigue pendant la campagne',
            'Les chauffeurs se relaient sur les longues journées.',
            'Organiser un planning limitant les postes de nuit consécutifs et prévoir un éclairage suffisant des silos de bord de champ.',
          ),
        ),
        g(
          'Chargement au bord du champ',
          r(
            'Heurt d’un piéton par la chargeuse ou les camions',
            'Le conducteur de la chargeuse klaxonne avant de manœuvrer.',
            'Imposer le gilet haute visibilité à toute personne à pied au silo et définir une zone d’attente des camions.',
          ),
          r(
            'Accident routier avec les engins sur routes boueuses',
            'Panneaux « sortie d’engins » posés pendant la campagne.',
            'Nettoyer la chaussée chaque jour et équiper les engins de gyrophares et de bandes réfléchissantes.',
          ),
        ),
      ),
      m('Travail en extérieur et conditions climatiques', g('Travaux au champ toute l’année', chaleur, froid, travailIsole)),
    ],
  },
  {
    nom: 'Stockage des grains et silos',
    types: [1],
    modules: [
      m(
        'Réception, séchage et ventilation',
        g(
          'Fosse de réception',
          r(
            'Chute dans la fosse de réception',
            'La fosse est couverte d’une grille.',
            'Vérifier chaque année la solidité de la grille et interdire de la retirer pendant le fonctionnement de l’élévateur.',
            'chute-hauteur',
          ),
          r(
            'Exposition aux poussières de céréales',
            'Masques jetables disponibles au bureau du silo.',
            'Fournir des masques FFP2 ajustés, installer une aspiration à la fosse et interdire le soufflage à l’air comprimé des vêtements.',
            'masque-respiratoire',
          ),
        ),
        g(
          'Séchoir',
          r(
            'Brûlure au contact du séchoir ou du brûleur',
            'Zone du brûleur signalée.',
            'Faire contrôler le brûleur par un professionnel avant chaque campagne et poser un écran de protection sur les parties chaudes.',
          ),
          r(
            'Explosion de poussières dans le séchoir ou l’élévateur',
            'Nettoyage des poussières en fin de campagne.',
            'Nettoyer régulièrement les dépôts, éloigner toute source d’étincelle et faire vérifier les installations électriques (zones ATEX).',
            'danger-general',
          ),
        ),
      ),
      m(
        'Intervention dans les cellules et silos',
        g(
          'Entrée dans une cellule',
          r(
            'Ensevelissement dans le grain',
            'Il est interdit de marcher sur le grain pendant la vidange.',
            'Ne jamais entrer dans une cellule sans harnais relié à un point fixe, vidange consignée et une seconde personne à l’extérieur.',
            'danger-general',
          ),
          r(
            'Asphyxie par manque d’oxygène ou gaz de fermentation du grain',
            'Cellules ventilées avant toute entrée.',
            'Mesurer l’oxygène et le CO2 avant d’entrer et poser la procédure d’espace confiné sur chaque porte de cellule.',
            'co2-asphyxie',
          ),
          r(
            'Chute depuis le haut des cellules',
            'Garde-corps sur la passerelle supérieure.',
            'Poser des crinolines sur les échelles fixes et fournir un harnais pour les interventions hors passerelle.',
            'chute-hauteur',
          ),
        ),
        g(
          'Traitement des grains stockés',
          r(
            'Intoxication par les insecticides de stockage',
            'Produits rangés dans le local phytosanitaire.',
            'Appliquer les produits avec gants et masque A2P3 et respecter le délai avant d’entrer dans la cellule traitée.',
            'produit-toxique',
            'masque-respiratoire',
          ),
          r(
            'Leptospirose transmise par les rongeurs',
            'Dératisation deux fois par an par un prestataire.',
            'Porter des gants pour toute manipulation près des appâts et protéger les plaies ; informer les salariés des symptômes.',
            'gants-obligatoires',
          ),
        ),
      ),
      m(
        'Manutention des grains',
        g(
          'Vis, élévateurs et convoyeurs',
          r(
            'Happement par une vis à grain',
            'Les vis fixes sont protégées par un carter.',
            'Équiper les vis mobiles d’une grille de protection à l’entrée et consigner l’alimentation avant de dégager un bourrage.',
            'machine-mouvement',
          ),
          r(
            'Bruit des ventilateurs et de l’élévateur',
            'Bouchons d’oreilles à disposition.',
            'Mesurer le niveau sonore et imposer des protections auditives au-dessus de 85 dB(A).',
            'bruit',
            'casque-antibruit',
          ),
        ),
        g(
          'Chargement des camions',
          r(
            'Chute depuis la bâche du camion ou la benne',
            'Le bâchage se fait depuis le sol quand c’est possible.',
            'Installer une passerelle de chargement avec garde-corps et interdire de monter sur le chargement.',
            'chute-hauteur',
          ),
          r(
            'Heurt par un camion en manœuvre',
            'Le chauffeur est guidé pour reculer.',
            'Tracer un plan de circulation du site et un emplacement piéton protégé près du poste de chargement.',
          ),
        ),
      ),
    ],
  },
  {
    nom: 'Machinisme et atelier',
    types: [1, 4],
    modules: [
      m(
        'Conduite du tracteur et attelage',
        g(
          'Conduite',
          r(
            'Renversement du tracteur en dévers ou en fossé',
            'Tracteurs équipés d’une cabine ou d’un arceau.',
            'Rappeler le port de la ceinture de sécurité et lester le tracteur selon l’outil porté.',
            'danger-general',
          ),
          r(
            'Vibrations au poste de conduite',
            'Sièges à suspension sur les tracteurs récents.',
            'Régler le siège au poids du conducteur et entretenir la suspension de cabine.',
          ),
        ),
        g(
          'Montée et descente de cabine',
          r(
            'Chute en descendant du tracteur',
            'Marches antidérapantes.',
            'Descendre face au tracteur en gardant trois appuis et nettoyer la boue des marches.',
            'chute-hauteur',
          ),
          r(
            'Écrasement par le tracteur mal immobilisé',
            'Frein de parc serré avant de descendre.',
            'Rappeler de ne jamais descendre moteur tournant et de poser l’outil au sol avant de quitter le poste.',
            'machine-mouvement',
          ),
        ),
      ),
      m(
        'Prise de force et arbres à cardan',
        g(
          'Arbres à cardan',
          r(
            'Enroulement des vêtements autour d’un cardan non protégé',
            'Les cardans sont munis de protecteurs.',
            'Contrôler avant chaque saison l’état des bols et protecteurs, les remplacer dès qu’ils sont abîmés et fixer les chaînettes.',
            'machine-mouvement',
          ),
          r(
            'Happement lors d’une intervention prise de force embrayée',
            'Consigne : débrayer la prise de force avant de descendre.',
            'Afficher la consigne en cabine et porter des vêtements ajustés, sans cordon ni écharpe.',
            'machine-mouvement',
          ),
          r(
            'Effort et pincement lors de la mise en place du cardan',
            'Le cardan est posé sur son support.',
            'Équiper les outils de supports de cardan et porter des gants de manutention.',
            'gants-obligatoires',
          ),
        ),
      ),
      m(
        'Entretien et réparation en atelier',
        g(
          'Meulage, soudure et découpe',
          r(
            'Projection de particules dans les yeux',
            'Lunettes de protection accrochées à l’établi.',
            'Imposer les lunettes pour tout meulage et vérifier les carters des meuleuses.',
            'lunettes-obligatoires',
          ),
          r(
            'Bruit de l’atelier (meuleuse, compresseur, marteau)',
            'Casque antibruit disponible.',
            'Porter le casque antibruit lors des travaux bruyants et éloigner le compresseur du poste de travail.',
            'bruit',
            'casque-antibruit',
          ),
          r(
            'Fumées de soudage et brûlures',
            'Masque de soudeur et gants en cuir.',
            'Installer une aspiration des fumées à la source et ranger les produits inflammables hors de l’atelier.',
            'masque-respiratoire',
          ),
        ),
        g(
          'Interventions sous les machines',
          r(
            'Écrasement sous un outil relevé ou une benne levée',
            'Chandelles disponibles à l’atelier.',
            'Caler systématiquement les outils relevés et bennes levées avant de passer dessous.',
            'machine-mouvement',
          ),
          r(
            'Brûlure ou projection d’huile hydraulique sous pression',
            'Décompression du circuit avant démontage.',
            'Former à la décompression des circuits et porter lunettes et gants pour tout flexible hydraulique.',
            'lunettes-obligatoires',
          ),
        ),
      ),
      m(
        'Installations électriques et énergie',
        g(
          'Installations fixes',
          r(
            'Électrisation par une installation vétuste ou humide',
            'Disjoncteur différentiel 30 mA en tête d’installation.',
            'Faire vérifier l’installation par un organisme chaque année et remplacer les prises et rallonges abîmées.',
            'electricite',
          ),
          r(
            'Contact avec une ligne aérienne lors du déplacement d’engins',
            'Les lignes sont connues des salariés permanents.',
            'Repérer les lignes sur un plan de l’exploitation remis à chacun et interdire de lever une benne ou un bras sous une ligne.',
            'electricite',
          ),
        ),
      ),
      m('Circulation sur route', g('Déplacements d’engins agricoles', route, travailIsole)),
    ],
  },
  {
    nom: 'Produits phytosanitaires',
    types: [1],
    modules: [
      m(
        'Local phytosanitaire et stockage',
        g(
          'Stockage des produits',
          r(
            'Intoxication par des emballages percés ou mal rangés',
            'Local fermé à clé et ventilé.',
            'Ranger les produits sur des étagères avec bac de rétention, les poudres au-dessus des liquides, et tenir un inventaire.',
            'produit-toxique',
          ),
          r(
            'Incendie ou réaction entre produits incompatibles',
            'Extincteur à l’entrée du local.',
            'Séparer les produits comburants et afficher les fiches de données de sécurité et les numéros d’urgence à l’entrée.',
          ),
        ),
      ),
      m(
        'Préparation de la bouillie et remplissage',
        g(
          'Préparation de la bouillie',
          r(
            'Projection de produit concentré sur la peau ou dans les yeux',
            'Gants nitrile fournis.',
            'Porter combinaison, gants nitrile, lunettes ou visière pendant la préparation et installer un point d’eau claire à proximité.',
            'gants-obligatoires',
            'lunettes-obligatoires',
          ),
          r(
            'Inhalation de poudres ou de vapeurs lors de l’incorporation',
            'Incorporation à l’extérieur.',
            'Utiliser un incorporateur, préférer les formulations liquides et porter un masque A2P3 pour les poudres.',
            'masque-respiratoire',
          ),
          r(
            'Chute depuis la cuve du pulvérisateur',
            'Marchepied sur le pulvérisateur.',
            'Remplir depuis le sol grâce à l’incorporateur et vérifier la plateforme et son garde-corps.',
            'chute-hauteur',
          ),
        ),
      ),
      m(
        'Pulvérisation au champ',
        g(
          'Traitement',
          r(
            'Exposition aux produits en cabine',
            'Tracteur à cabine fermée.',
            'Utiliser une cabine de catégorie 4 avec filtres à charbon actif, ne pas entrer en cabine avec les gants ou la combinaison souillés.',
            'produit-toxique',
          ),
          r(
            'Débouchage des buses à mains nues',
            'Buses de rechange dans le coffre.',
            'Porter des gants nitrile pour changer une buse et ne jamais souffler dans une buse.',
            'gants-obligatoires',
          ),
          r(
            'Rentrée trop tôt dans une parcelle traitée',
            'Le registre des traitements indique les dates.',
            'Afficher les délais de rentrée par parcelle et en informer les salariés et prestataires.',
          ),
        ),
      ),
      m(
        'Nettoyage du pulvérisateur et gestion des EPI',
        g(
          'Nettoyage et rinçage',
          r(
            'Contact avec les résidus de bouillie lors du rinçage',
            'Rinçage au champ avec la cuve d’eau claire.',
            'Porter gants et lunettes pendant le nettoyage et aménager une aire de lavage avec récupération des effluents.',
            'gants-obligatoires',
          ),
          r(
            'EPI contaminés ou mal entretenus',
            'EPI rangés dans un placard.',
            'Ranger les EPI propres hors du local phyto, changer les cartouches selon la notice et jeter les combinaisons à usage unique.',
            'masque-respiratoire',
          ),
        ),
      ),
    ],
  },
  {
    nom: 'Organisation générale de l’exploitation',
    types: [1],
    modules: [
      m(
        'Accueil des salariés et premiers secours',
        g(
          'Organisation',
          r(
            'Accident d’un nouveau salarié ou d’un saisonnier non formé',
            'Présentation orale de l’exploitation à l’embauche.',
            'Remettre un livret d’accueil sécurité et désigner un tuteur pour les premières semaines.',
          ),
          r(
            'Retard des secours en cas d’accident grave',
            'Trousse de secours au bureau.',
            'Former au moins un sauveteur secouriste du travail et afficher l’adresse précise de l’exploitation près du téléphone.',
          ),
          travailIsole,
        ),
      ),
      m(
        'Bureau et travail sur écran',
        g(
          'Travail administratif',
          r(
            'Douleurs du dos et des poignets au poste informatique',
            'Bureau et siège réglable.',
            'Placer l’écran face à la fenêtre à hauteur des yeux et alterner avec d’autres tâches.',
          ),
          r('Chute de plain-pied dans les escaliers du bureau', 'Escaliers éclairés.', 'Poser des nez de marche antidérapants et une main courante.'),
        ),
      ),
    ],
  },
  {
    nom: 'Travaux de la vigne',
    types: [2, 4],
    modules: [
      m(
        'Taille et sécateurs électriques',
        g(
          'Taille',
          r(
            'Coupure par le sécateur électrique',
            'Sécateurs à détection de contact sur les nouveaux modèles.',
            'Fournir le gant conducteur ou la détection de contact à chaque tailleur et former à l’usage et à l’entretien du sécateur.',
            'gants-obligatoires',
          ),
          r(
            'Troubles musculo-squelettiques du poignet et de l’épaule',
            'Sécateurs électriques pour tous les tailleurs.',
            'Alterner la taille avec le tirage des bois, faire affûter les lames régulièrement et proposer un échauffement en début de journée.',
          ),
          r(
            'Piqûre d’œil par un sarment',
            'Lunettes proposées.',
            'Rendre obligatoires les lunettes de protection lors de la taille et du tirage des bois.',
            'lunettes-obligatoires',
          ),
        ),
        g('Travail dans les rangs en hiver', froid, travailIsole),
      ),
      m(
        'Travaux en vert (ébourgeonnage, relevage, palissage)',
        g(
          'Travaux manuels',
          r(
            'Postures penchées prolongées lors de l’ébourgeonnage',
            'Rotation des équipes entre rangs.',
            'Prévoir des pauses actives et essayer les sièges ou chariots d’ébourgeonnage.',
          ),
          r(
            'Coupure ou blessure par les fils et agrafes de palissage',
            'Gants fournis.',
            'Porter des gants et des lunettes lors de la tension des fils et vérifier l’état des piquets de tête.',
            'gants-obligatoires',
          ),
          chaleur,
        ),
      ),
      m(
        'Conduite de l’enjambeur',
        g(
          'Conduite dans les rangs et sur les chemins',
          r(
            'Renversement de l’enjambeur en dévers ou en bout de rang',
            'Enjambeur à cabine et arceau.',
            'Former chaque conducteur, repérer les tournières dangereuses et imposer la ceinture de sécurité.',
            'danger-general',
          ),
          r(
            'Chute en montant ou en descendant de la cabine haute',
            'Échelle avec rampe.',
            'Vérifier l’état de l’échelle et des marches et descendre toujours face à la machine.',
            'chute-hauteur',
          ),
          r(
            'Écrasement d’une personne dans le rang',
            'Les équipes à pied sont prévenues du passage.',
            'Interdire tout travail à pied dans le rang où circule l’enjambeur et équiper celui-ci d’un avertisseur de recul.',
            'machine-mouvement',
          ),
          route,
        ),
      ),
      m(
        'Traitements de la vigne',
        g(
          'Préparation et pulvérisation',
          r(
            'Exposition aux produits lors de la préparation de la bouillie',
            'Gants et combinaison fournis.',
            'Porter gants nitrile, combinaison, lunettes et masque A2P3 pendant la préparation et utiliser l’incorporateur.',
            'produit-toxique',
            'gants-obligatoires',
          ),
          r(
            'Exposition en cabine de l’enjambeur ou du tracteur vigneron',
            'Cabine pressurisée.',
            'Entretenir les filtres de cabine et ne pas ouvrir la vitre pendant la pulvérisation.',
            'masque-respiratoire',
          ),
          r(
            'Dérive vers les équipes au travail dans les parcelles voisines',
            'Planning des traitements affiché au chai.',
            'Prévenir les équipes et les voisins avant chaque traitement et respecter les délais de rentrée.',
          ),
        ),
      ),
      m(
        'Vendanges manuelles',
        g(
          'Cueillette',
          r(
            'Coupure par le sécateur ou la serpette de vendange',
            'Gants anti-coupure proposés aux vendangeurs.',
            'Remettre des gants anti-coupure à chaque vendangeur et des sécateurs en bon état.',
            'gants-obligatoires',
          ),
          r(
            'Postures accroupies et penchées répétées',
            'Rotation cueilleurs et porteurs.',
            'Informer les vendangeurs des bonnes postures et proposer des genouillères.',
          ),
          r(
            'Piqûres de guêpes et d’abeilles',
            'Trousse de secours à chaque équipe.',
            'Identifier les personnes allergiques à l’embauche et prévoir leur traitement d’urgence dans la trousse.',
          ),
          chaleur,
        ),
        g(
          'Portage et chargement',
          r(
            'Port des caisses et des hottes de raisin',
            'Caisses de 50 kg remplacées par des caisses de 20 kg.',
            'Limiter le remplissage des caisses, utiliser des diables ou transpalettes et alterner les porteurs.',
            'port-charge',
          ),
          r(
            'Chute depuis le plateau lors du chargement des caisses',
            'Plateau bas.',
            'Interdire de monter sur le chargement et préférer un plateau à hayon élévateur.',
            'chute-hauteur',
          ),
          r(
            'Transport des vendangeurs et circulation des tracteurs',
            'Minibus pour le transport des équipes.',
            'Interdire le transport de personnes sur les plateaux et vérifier le permis des chauffeurs saisonniers.',
          ),
        ),
      ),
    ],
  },
  {
    nom: 'Cuverie et vinification',
    types: [2, 4],
    modules: [
      m(
        'Réception de la vendange et pressurage',
        g(
          'Pressoir',
          r(
            'Happement ou écrasement par la porte ou la cage du pressoir',
            'Sécurités d’ouverture sur le pressoir pneumatique.',
            'Vérifier chaque saison les sécurités et interdire d’intervenir dans la cage pendant un cycle.',
            'machine-mouvement',
          ),
          r(
            'Chute depuis le quai ou la plateforme de chargement du pressoir',
            'Quai de chargement avec bordure.',
            'Installer un garde-corps amovible sur le quai et un éclairage suffisant pour le travail de nuit.',
            'chute-hauteur',
          ),
          r(
            'Bruit du pressoir et du compresseur',
            'Compresseur dans un local séparé.',
            'Mesurer le bruit au poste du pressureur et fournir des protections auditives.',
            'bruit',
            'casque-antibruit',
          ),
          r(
            'Sol glissant autour du pressoir',
            'Nettoyage au jet en fin de poste.',
            'Porter des bottes antidérapantes et raclage régulier des sols pendant les pressées.',
          ),
        ),
        g(
          'Installations électriques en milieu humide',
          r(
            'Électrisation par un câble ou une pompe en zone mouillée',
            'Prises étanches dans le pressoir.',
            'Faire vérifier l’installation avant vendanges et n’utiliser que des rallonges étanches protégées par un différentiel 30 mA.',
            'electricite',
          ),
        ),
      ),
      m(
        'Fermentation et gaz carbonique en cuverie',
        g(
          'Suivi des fermentations',
          r(
            'Asphyxie par le gaz carbonique dans la cuverie',
            'Les portes sont ouvertes pendant les fermentations.',
            'Installer une ventilation mécanique basse et un détecteur de CO2 avec alarme, et interdire l’entrée en cave basse sans détecteur portatif.',
            'co2-asphyxie',
          ),
          r(
            'Asphyxie lors de l’entrée dans une cuve',
            'Cuves ventilées avant toute entrée.',
            'Appliquer la procédure d’espace confiné : mesure du CO2, ventilation forcée, surveillant à l’extérieur et harnais.',
            'co2-asphyxie',
            'danger-general',
          ),
          r(
            'Travail isolé en cuverie la nuit pendant les vendanges',
            'Le caviste prévient avant de descendre.',
            'Équiper le caviste d’un dispositif d’alarme pour travailleur isolé relié au téléphone du chef de cave.',
          ),
        ),
      ),
      m(
        'Travail en hauteur sur les cuves et passerelles',
        g(
          'Remontages, prélèvements et sulfitage',
          r(
            'Chute depuis la passerelle des cuves',
            'Passerelle avec garde-corps sur la rangée principale.',
            'Compléter les garde-corps sur toutes les passerelles et remplacer les échelles mobiles par des plateformes individuelles roulantes.',
            'chute-hauteur',
          ),
          r(
            'Chute depuis une échelle posée contre la cuve',
            'Échelles en aluminium contrôlées.',
            'Réserver l’échelle aux accès ponctuels, l’attacher en tête et ne jamais se pencher dans la trappe supérieure.',
            'chute-hauteur',
          ),
          r(
            'Inhalation de SO2 lors du sulfitage',
            'Sulfitage en solution.',
            'Porter un masque à cartouche E et des lunettes, et sulfiter cuve ouverte en aérant.',
            'masque-respiratoire',
            'produit-toxique',
          ),
        ),
      ),
      m(
        'Nettoyage et détartrage des cuves',
        g(
          'Nettoyage chimique',
          r(
            'Brûlure par la soude ou les produits de détartrage',
            'Gants et tablier fournis.',
            'Porter visière, gants longs et tablier, diluer les produits en versant le produit dans l’eau et disposer d’un rince-œil.',
            'produit-corrosif',
            'lunettes-obligatoires',
          ),
          r(
            'Dégagement de chlore par mélange de produits',
            'Produits rangés séparément.',
            'Interdire tout mélange acide et chloré et afficher les fiches de données de sécurité près du poste de lavage.',
            'produit-toxique',
          ),
          r(
            'Entrée dans une cuve pour la nettoyer',
            'Nettoyage au jet depuis la trappe.',
            'Préférer une boule de lavage ou un nettoyeur rotatif ; sinon procédure d’espace confiné complète.',
            'co2-asphyxie',
          ),
        ),
      ),
    ],
  },
  {
    nom: 'Cave, tirage et expédition',
    types: [2],
    modules: [
      m(
        'Tirage et remuage',
        g(
          'Tirage',
          r(
            'Coupure par le bris de bouteilles sous pression',
            'Lunettes à disposition sur la tireuse.',
            'Imposer lunettes et gants anti-coupure à la tireuse et à la manutention des bouteilles sur lattes.',
            'lunettes-obligatoires',
            'gants-obligatoires',
          ),
          r(
            'Gestes répétitifs au remuage manuel',
            'Remuage principalement en gyropalettes.',
            'Limiter le remuage manuel aux cuvées spéciales et alterner les tâches du remueur.',
          ),
        ),
        g(
          'Caves en crayères',
          r(
            'Accumulation de gaz carbonique dans les caves profondes',
            'Aération naturelle par les puits.',
            'Installer un détecteur de CO2 dans les caves profondes et entrer avec un détecteur portatif en période de prise de mousse.',
            'co2-asphyxie',
          ),
          r(
            'Chute dans les escaliers des crayères',
            'Escaliers éclairés.',
            'Poser des mains courantes des deux côtés et des nez de marche antidérapants.',
            'chute-hauteur',
          ),
          froid,
        ),
      ),
      m(
        'Dégorgement et habillage des bouteilles',
        g(
          'Dégorgement',
          r(
            'Projection de glace ou de verre au dégorgement',
            'Écran de protection sur la dégorgeuse.',
            'Porter des lunettes et des gants au dégorgement à la volée et maintenir l’écran en place.',
            'lunettes-obligatoires',
          ),
          r(
            'Brûlure par le bain de congélation du goulot',
            'Gants isolants fournis.',
            'Afficher la fiche de sécurité de la solution de congélation et porter des lunettes pour l’appoint.',
            'produit-corrosif',
          ),
          r(
            'Bruit de la chaîne de dégorgement et d’habillage',
            'Bouchons d’oreilles fournis.',
            'Mesurer le niveau sonore de la chaîne et capoter les machines les plus bruyantes.',
            'bruit',
            'casque-antibruit',
          ),
        ),
      ),
      m(
        'Stockage, palettisation et chariot élévateur',
        g(
          'Manutention',
          r(
            'Renversement ou heurt par le chariot élévateur',
            'Chariot conduit par les salariés formés.',
            'Délivrer une autorisation de conduite après formation (CACES) et tracer les allées piétonnes.',
            'machine-mouvement',
          ),
          r(
            'Port de cartons de bouteilles',
            'Cartons de 6 bouteilles.',
            'Installer les palettes sur des tables élévatrices pour travailler à hauteur de taille.',
            'port-charge',
          ),
          r('Chute de palettes depuis les racks', 'Racks fixés au mur.', 'Faire vérifier les racks chaque année et afficher la charge maximale par niveau.'),
        ),
      ),
      m(
        'Livraisons et réception des clients',
        g(
          'Livraisons',
          route,
          r(
            'Port de charge lors des livraisons aux clients',
            'Diable dans le véhicule.',
            'Équiper l’utilitaire d’un hayon ou d’une rampe et limiter le poids des colis.',
            'port-charge',
          ),
          r(
            'Agression lors de l’encaissement au caveau',
            'Peu d’espèces en caisse.',
            'Privilégier le paiement par carte et ne pas laisser un salarié seul au caveau en fin de journée.',
          ),
        ),
      ),
    ],
  },
  {
    nom: 'Soins aux chevaux',
    types: [3],
    modules: [
      m(
        'Pansage et soins courants',
        g(
          'Pansage',
          r(
            'Coup de pied en passant derrière le cheval',
            'Les chevaux sont attachés au pansage.',
            'Rappeler de toujours annoncer son approche, de rester près de la croupe et de ne pas se placer dans l’axe des postérieurs.',
            'coup-pied-cheval',
          ),
          r(
            'Morsure lors du pansage ou de la distribution de friandises',
            'Les chevaux qui mordent sont signalés sur la porte du box.',
            'Tenir à jour la liste des chevaux à risque et interdire de nourrir à la main.',
            'coup-pied-cheval',
          ),
          r('Écrasement du pied par un sabot', 'Chaussures fermées demandées.', 'Fournir des chaussures de sécurité à coque adaptées aux écuries.'),
        ),
        g(
          'Curage des pieds',
          r(
            'Coup de pied ou chute lors du curage des pieds',
            'Le curage se fait cheval attaché.',
            'Former au lever des pieds en restant sur le côté et faire maintenir les chevaux difficiles par une seconde personne.',
            'coup-pied-cheval',
          ),
          r(
            'Douleurs du dos lors des postures penchées',
            'Aucune mesure particulière.',
            'Alterner les tâches et apprendre à plier les genoux plutôt que le dos.',
          ),
        ),
      ),
      m(
        'Ferrage et maréchalerie',
        g(
          'Présence lors du ferrage',
          r(
            'Coup de pied ou bousculade pendant le ferrage',
            'Le maréchal intervient dans une aire de soins dédiée.',
            'Désigner un salarié formé pour tenir le cheval, du même côté que le maréchal, et prévoir un travail pour les chevaux difficiles.',
            'coup-pied-cheval',
          ),
          r(
            'Brûlure ou projection lors du ferrage à chaud',
            'Le public est tenu à l’écart.',
            'Baliser l’aire de ferrage et porter des lunettes à proximité de la forge.',
            'lunettes-obligatoires',
          ),
          r(
            'Coupure par les outils de parage',
            'Outils rangés après usage.',
            'Ranger rénettes et pinces dans la caisse du maréchal et porter des gants pour le ramassage des déchets de corne.',
          ),
        ),
      ),
      m(
        'Manipulation et conduite en main',
        g(
          'Sortie au paddock et rentrée',
          r(
            'Bousculade ou écrasement contre la porte du box',
            'Les chevaux sont sortis un par un.',
            'Ouvrir complètement les portes, tenir le cheval à sa gauche et ne jamais enrouler la longe autour de la main.',
            'coup-pied-cheval',
          ),
          r(
            'Chute ou traînage par un cheval qui s’échappe',
            'Longes en bon état.',
            'Porter gants et casque pour sortir les chevaux excités et fermer les barrières avant de lâcher.',
            'gants-obligatoires',
          ),
          r(
            'Glissade sur un sol boueux ou gelé',
            'Chemins empierrés jusqu’aux paddocks.',
            'Saler ou sabler les passages l’hiver et entretenir les entrées de paddocks.',
          ),
        ),
        g('Travaux extérieurs à l’écurie', chaleur, froid),
      ),
      m(
        'Débourrage et travail du jeune cheval',
        g(
          'Débourrage',
          r(
            'Chute du cavalier lors du débourrage',
            'Casque et gilet de protection portés.',
            'Confier le débourrage à un cavalier expérimenté, en présence d’une seconde personne, dans un rond de longe clos.',
            'danger-general',
          ),
          r(
            'Coup de pied ou ruade lors du travail à la longe',
            'Travail en rond de longe.',
            'Porter gants et casque à la longe et rester hors de portée des postérieurs.',
            'coup-pied-cheval',
            'gants-obligatoires',
          ),
          r(
            'Travail isolé avec un jeune cheval',
            'Le cavalier prévient avant de commencer.',
            'Interdire le débourrage seul et garder un téléphone sur soi pendant le travail des jeunes chevaux.',
          ),
        ),
      ),
      m(
        'Soins vétérinaires et zoonoses',
        g(
          'Soins',
          r(
            'Transmission de maladies du cheval à l’homme (teigne, salmonellose, leptospirose)',
            'Lavabo et savon à l’écurie.',
            'Porter des gants pour les soins des plaies et lésions de peau, isoler les chevaux malades et se laver les mains après chaque soin.',
            'gants-obligatoires',
          ),
          r('Tétanos à la suite d’une plaie', 'Rappel du vaccin recommandé.', 'Vérifier la vaccination antitétanique des salariés avec le médecin du travail.'),
          r(
            'Piqûre accidentelle lors d’une injection',
            'Les injections sont faites par le vétérinaire.',
            'Fournir un collecteur d’aiguilles et interdire de recapuchonner les aiguilles.',
          ),
        ),
      ),
    ],
  },
  {
    nom: 'Écuries et bâtiments équestres',
    types: [3],
    modules: [
      m(
        'Curage des boxes et gestion du fumier',
        g(
          'Curage',
          r(
            'Poussières et ammoniac lors du curage des boxes',
            'Boxes curés portes ouvertes.',
            'Ventiler l’écurie, humidifier la litière avant curage et porter un masque FFP2.',
            'masque-respiratoire',
          ),
          r(
            'Gestes répétés à la fourche et port de brouettes',
            'Brouettes à grande roue.',
            'Mécaniser le curage (mini-chargeuse) et alterner les tâches dans la matinée.',
            'port-charge',
          ),
          r(
            'Chute sur la fumière ou depuis la rampe',
            'Rampe d’accès bétonnée.',
            'Poser un butoir de roues en haut de rampe et entretenir le béton glissant.',
            'chute-hauteur',
          ),
        ),
      ),
      m(
        'Stockage du foin et de la paille',
        g(
          'Stockage en hauteur',
          r(
            'Chute depuis le fenil ou la pile de bottes',
            'Trappe du fenil avec couvercle.',
            'Installer un garde-corps autour de la trappe du fenil et monter sur les piles uniquement avec une plateforme sécurisée.',
            'chute-hauteur',
          ),
          r('Chute d’une botte depuis la pile', 'Piles montées en quinconce.', 'Limiter la hauteur des piles et déstocker par le haut.'),
          r(
            'Poussières et moisissures du foin',
            'Foin stocké au sec.',
            'Porter un masque FFP2 pour défaire les bottes et préférer un foin dépoussiéré.',
            'masque-respiratoire',
          ),
          r(
            'Incendie du stock de fourrage',
            'Interdiction de fumer affichée.',
            'Séparer le stockage des écuries, contrôler la température des bottes rentrées humides et vérifier les extincteurs.',
          ),
        ),
      ),
      m(
        'Distribution de l’alimentation',
        g(
          'Distribution',
          r(
            'Port des sacs d’aliment',
            'Sacs de 25 kg.',
            'Stocker les sacs sur palette à hauteur de taille et utiliser un chariot de distribution.',
            'port-charge',
          ),
          r(
            'Bousculade à l’entrée du box lors de la distribution',
            'Distribution par la porte du box.',
            'Équiper les boxes de mangeoires accessibles depuis le couloir.',
            'coup-pied-cheval',
          ),
        ),
      ),
      m(
        'Entretien des installations',
        g(
          'Électricité et matériel',
          r(
            'Électrisation par une installation exposée à l’humidité ou aux rongeurs',
            'Disjoncteur différentiel.',
            'Protéger les câbles sous gaine, faire vérifier l’installation chaque année et vérifier les clôtures électriques.',
            'electricite',
          ),
          r(
            'Bruit et projections lors de l’entretien au souffleur ou au nettoyeur haute pression',
            'Matériel entretenu.',
            'Porter lunettes et protections auditives lors du nettoyage haute pression.',
            'bruit',
            'lunettes-obligatoires',
          ),
        ),
      ),
    ],
  },
  {
    nom: 'Accueil du public et enseignement',
    types: [3],
    modules: [
      m(
        'Cours et encadrement des cavaliers',
        g(
          'Enseignement',
          r(
            'Chute de cheval de l’enseignant lors d’une démonstration',
            'Casque porté par les enseignants.',
            'Imposer casque et gilet pour toute monte et choisir des chevaux connus pour les démonstrations.',
          ),
          r(
            'Fatigue vocale et exposition aux intempéries en carrière',
            'Manège couvert disponible.',
            'Équiper les enseignants d’un micro portatif et adapter le planning aux conditions climatiques.',
          ),
          r(
            'Coup de pied lors de la mise en selle des enfants',
            'Chevaux de club calmes.',
            'Limiter le nombre de cavaliers par enseignant et espacer les chevaux en file.',
            'coup-pied-cheval',
          ),
        ),
      ),
      m(
        'Accueil des propriétaires et du public',
        g(
          'Accueil',
          r(
            'Conflit ou agression verbale d’un client',
            'Règlement intérieur affiché.',
            'Former l’équipe à la gestion des situations tendues et prévoir un second salarié lors des rendez-vous difficiles.',
          ),
          r(
            'Heurt par un véhicule sur le parking ou dans la cour',
            'Vitesse limitée affichée.',
            'Séparer le parking des visiteurs des zones de circulation des chevaux et du tracteur.',
          ),
        ),
      ),
    ],
  },
  {
    nom: 'Déplacements et services extérieurs',
    types: [3],
    modules: [
      m(
        'Transport des chevaux en van ou camion',
        g(
          'Embarquement et transport',
          r(
            'Coup de pied ou écrasement lors de l’embarquement',
            'Embarquement à deux personnes.',
            'Porter gants et casque, ne jamais se placer derrière le cheval et garder une issue de dégagement.',
            'coup-pied-cheval',
          ),
          r('Écrasement par le pont du van', 'Pont équipé de ressorts.', 'Lever et baisser le pont à deux en se tenant sur le côté.'),
          route,
        ),
      ),
      m(
        'Travail isolé et horaires décalés',
        g(
          'Surveillance des écuries',
          travailIsole,
          r(
            'Fatigue liée aux astreintes de nuit (poulinages, coliques)',
            'Astreintes partagées.',
            'Planifier les astreintes avec un repos compensateur et un référent joignable la nuit.',
          ),
        ),
      ),
    ],
  },
];
