import type { EntityManager } from 'typeorm';
import { DUER } from './ids';

/** QA texts of the DUER special pages (spec 03 §2.8, §2.9): 010001's two years, EARL des Coteaux de Vertus. */
interface TextesQa {
  idDuer: number;
  preambule: { descriptifExploitation: string; ressourcesHumaines: string; prestationsServices: string; categories: { titre: string; contenu: string }[] };
  informations: Record<string, string>;
  /** Absent on 2026: its Rédacteur is prefilled from the dossier's adviser. */
  pageDeGarde?: { champ1: string; champ2: string; champ3: string; champ4: string; dateMiseAJour: string; ingenieurConseil: string };
}

const DESCRIPTIF =
  "L'EARL des Coteaux de Vertus exploite 142 ha en polyculture dans la Marne, au pied de la Côte des Blancs : blé tendre, orge de printemps, betteraves sucrières, luzerne et colza, ainsi que 6 ha de vignes en appellation Champagne.\n" +
  'Le siège regroupe un hangar à matériel, un atelier de réparation, une cellule de stockage de 900 t avec séchoir, une aire de lavage et un local phytosanitaire ventilé. Les vendanges sont pressurées au centre coopératif de Vertus.';
const RESSOURCES =
  "L'exploitation compte deux associés exploitants et un salarié permanent (tractoriste, CDI à temps plein), présent toute l'année.\n" +
  "Chaque année, l'EARL emploie 12 à 15 saisonniers pour les vendanges (fin août à fin septembre, contrats vendanges) et deux saisonniers pour l'ébourgeonnement et le relevage en mai-juin. Les vendangeurs sont logés dans le bâtiment d'hébergement déclaré en préfecture.\n" +
  'Un apprenti en BTS Agronomie et cultures durables est accueilli en alternance.';
const PRESTATIONS =
  'Entreprise de travaux agricoles : arrachage des betteraves et moisson du colza.\n' +
  'CUMA de Vertus : pulvérisateur, déchaumeur et benne à vendanges.\n' +
  'Coopérative : collecte des céréales, conseil phytosanitaire et pressurage.\n' +
  'Contrôle périodique des installations électriques et des extincteurs par un organisme agréé.';

const informations = (nombreAccidents: string, auCours: string) => ({
  nature_activite: 'Polyculture et viticulture (Champagne)',
  nombre_salaries: '1 permanent, 12 à 15 saisonniers',
  trousse_de_secours: 'Oui, atelier et cabine du tracteur',
  responsable_trousse_de_secours: 'Claire Martin (gérante)',
  presence_de_secouriste: 'Oui, SST à jour',
  referent_securite: 'Thomas Martin (associé)',
  au_cours_des_12_derniers_mois: auCours,
  nombre_accidents: nombreAccidents,
  nombre_maladies_professionnelles: '0',
});

const categories = [
  {
    titre: 'Organisation des vendanges',
    contenu:
      "Accueil des vendangeurs le premier jour : visite des parcelles et du bâtiment d'hébergement, consignes de port des gants anti-coupures et de chaussures fermées. Pauses toutes les deux heures et eau fraîche à disposition lors des fortes chaleurs.",
  },
  {
    titre: 'Produits phytosanitaires',
    contenu:
      'Les traitements sont réalisés par les associés titulaires du Certiphyto. Les produits sont stockés dans le local fermé à clé ; les équipements de protection sont rangés hors du local et renouvelés chaque saison.',
  },
  {
    titre: 'Formation et information',
    contenu: 'Le salarié permanent a suivi la formation sauveteur secouriste du travail (SST) en 2024. Un point sécurité est fait chaque lundi matin.',
  },
];

export const TEXTES_QA: TextesQa[] = [
  {
    idDuer: DUER.agri2025,
    preambule: { descriptifExploitation: DESCRIPTIF, ressourcesHumaines: RESSOURCES, prestationsServices: PRESTATIONS, categories: categories.slice(0, 2) },
    informations: informations('1', "Une coupure à la main d'un vendangeur (sécateur), 3 jours d'arrêt"),
    pageDeGarde: {
      champ1: 'EARL des Coteaux de Vertus',
      champ2: '12 rue des Vignerons, 51130 Vertus',
      champ3: 'Document unique d’évaluation des risques professionnels',
      champ4: 'Année 2025',
      dateMiseAJour: '15/03/2025',
      ingenieurConseil: 'Julie Bernard',
    },
  },
  {
    idDuer: DUER.agri2026,
    preambule: { descriptifExploitation: DESCRIPTIF, ressourcesHumaines: RESSOURCES, prestationsServices: PRESTATIONS, categories },
    informations: informations('0', 'Aucun accident ni arrêt de travail'),
  },
];

/** The texts of the dossier's QA DUERs (after seedDuers, which has recreated those DUERs without them). */
export async function seedDuerTextes(tx: EntityManager, codeDossier: string): Promise<void> {
  const ids: { id: number }[] = await tx.query('SELECT id FROM duer WHERE code_dossier = $1', [codeDossier]);
  for (const t of TEXTES_QA.filter((x) => ids.some((d) => d.id === x.idDuer))) {
    for (const table of ['duer_preambule', 'duer_informations_generales', 'duer_page_de_garde']) {
      await tx.query(`DELETE FROM ${table} WHERE id_duer = $1`, [t.idDuer]);
    }
    const p = t.preambule;
    const [{ id }]: { id: number }[] = await tx.query(
      'INSERT INTO duer_preambule (id_duer, descriptif_exploitation, ressources_humaines, prestations_services) VALUES ($1, $2, $3, $4) RETURNING id',
      [t.idDuer, p.descriptifExploitation, p.ressourcesHumaines, p.prestationsServices],
    );
    for (const [i, c] of p.categories.entries()) {
      await tx.query('INSERT INTO duer_preambule_categorie (id_preambule, titre, contenu, ordre) VALUES ($1, $2, $3, $4)', [id, c.titre, c.contenu, i + 1]);
    }
    const cols = Object.keys(t.informations);
    await tx.query(`INSERT INTO duer_informations_generales (id_duer, ${cols.join(', ')}) VALUES ($1, ${cols.map((_, i) => `$${i + 2}`).join(', ')})`, [
      t.idDuer,
      ...Object.values(t.informations),
    ]);
    const g = t.pageDeGarde;
    if (!g) continue;
    await tx.query(
      'INSERT INTO duer_page_de_garde (id_duer, champ1, champ2, champ3, champ4, date_mise_a_jour, ingenieur_conseil) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [t.idDuer, g.champ1, g.champ2, g.champ3, g.champ4, g.dateMiseAJour, g.ingenieurConseil],
    );
  }
}
