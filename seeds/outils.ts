import type { EntityManager } from 'typeorm';
import { TOOL_SLUGS } from '@portail/contracts';
import { OutilCategorie } from '../apps/api/src/modules/tools/outil-categorie.entity';
import { Outil } from '../apps/api/src/modules/tools/outil.entity';
import { OutilFavori } from '../apps/api/src/modules/tools/outil-favori.entity';
import { Raccourci } from '../apps/api/src/modules/tools/raccourci.entity';
import { PERSONNE, RACCOURCI } from './ids';

export const OUTIL_CATEGORIE = { simulateurs: 1, exploitation: 2, liensUtiles: 3, prevention: 4 } as const;

const categories: OutilCategorie[] = [
  { id: OUTIL_CATEGORIE.simulateurs, slug: 'simulateurs', libelle: 'Simulateurs', ordre: 1 },
  { id: OUTIL_CATEGORIE.exploitation, slug: 'exploitation', libelle: 'Mon exploitation', ordre: 2 },
  { id: OUTIL_CATEGORIE.prevention, slug: 'prevention', libelle: 'Prévention et sécurité', ordre: 3 },
  { id: OUTIL_CATEGORIE.liensUtiles, slug: 'liens-utiles', libelle: 'Liens utiles', ordre: 4 },
];

type Seed = Omit<Outil, 'categorie' | 'actif' | 'modules' | 'nouvelOnglet' | 'estDuer'> & Partial<Pick<Outil, 'modules' | 'nouvelOnglet' | 'estDuer'>>;

/** The tools catalogue of the QA set (data, not code: the firm edits these rows). */
export const outils: Seed[] = [
  {
    slug: TOOL_SLUGS.simulateurEmprunt,
    nom: 'Simulateur d’emprunt',
    description: 'Simulez vos emprunts et visualisez intérêts et amortissement sur dix ans.',
    explication:
      'Renseignez le montant, le taux annuel, la périodicité, le mode de remboursement (annuité ou amortissement constant) et le nombre de périodes : le simulateur calcule l’échéancier et le présente par année civile sur dix ans, avec le capital restant dû au-delà.',
    typeLien: 'route',
    lien: 'simulateur-emprunt',
    categorieId: OUTIL_CATEGORIE.simulateurs,
    ordre: 10,
  },
  {
    slug: TOOL_SLUGS.simulateurEmbauche,
    nom: 'Simulateur d’embauche',
    description: 'Estimez le coût employeur d’un salarié à partir de son salaire brut ou net.',
    explication:
      'Le simulateur applique les règles de cotisations sociales publiées par le service public (modèle social) pour estimer le coût total d’une embauche pour l’employeur. Le résultat est une estimation : votre conseiller paie peut l’affiner.',
    typeLien: 'route',
    lien: 'simulateur-embauche',
    categorieId: OUTIL_CATEGORIE.simulateurs,
    ordre: 20,
  },
  {
    slug: TOOL_SLUGS.assolement,
    nom: 'Assolement',
    description: 'Saisissez les cultures de votre millésime ou importez votre déclaration Telepac.',
    explication: 'Enregistrez chaque année la surface et le rendement de vos cultures, importez l’année précédente ou votre fichier Telepac.',
    typeLien: 'route',
    lien: 'assolement',
    categorieId: OUTIL_CATEGORIE.exploitation,
    ordre: 30,
    modules: ['tool_echanges'],
  },
  {
    slug: TOOL_SLUGS.carteRendements,
    nom: 'Carte des rendements',
    description: 'Comparez les rendements moyens de votre secteur sur la carte.',
    explication: 'La carte présente les rendements moyens par culture et par zone agricole, à partir des assolements déclarés par les adhérents.',
    typeLien: 'route',
    lien: 'rendementcarto',
    categorieId: OUTIL_CATEGORIE.exploitation,
    ordre: 40,
    modules: ['tool_echanges'],
  },
  {
    slug: TOOL_SLUGS.duer,
    nom: 'Document unique (DUER)',
    description: 'Évaluez les risques professionnels de votre entreprise et imprimez votre document unique.',
    explication:
      'Le document unique d’évaluation des risques professionnels est obligatoire dès le premier salarié. Cet outil vous guide unité de travail par unité de travail et produit le document au format PDF.',
    typeLien: 'route',
    lien: 'duer-index',
    categorieId: OUTIL_CATEGORIE.prevention,
    ordre: 50,
    estDuer: true,
  },
  {
    slug: TOOL_SLUGS.raccourcis,
    nom: 'Raccourcis Web',
    description: 'Gardez à portée de main les sites que vous consultez souvent.',
    explication:
      'Ajoutez vos liens favoris (banque, coopérative, interprofession...) : ils s’ouvrent dans un nouvel onglet. Seules les adresses http et https sont acceptées.',
    typeLien: 'route',
    lien: 'shortcuts',
    categorieId: OUTIL_CATEGORIE.liensUtiles,
    ordre: 60,
  },
  {
    slug: 'calendrier-fiscal-agricole',
    nom: 'Calendrier fiscal agricole',
    description: 'Les principales échéances fiscales et sociales d’une exploitation.',
    explication:
      'Janvier : déclaration des salaires (DSN) et paiement des cotisations MSA.\n\nAvril : acompte de TVA pour les exploitants au régime simplifié agricole.\n\nMai : déclaration des revenus et liasse fiscale (BA) pour un exercice clos au 31 décembre ; déclaration PAC (Telepac), close le 15 mai.\n\nJuillet : solde de l’impôt sur les sociétés pour un exercice clos au 31 mars.\n\nVotre conseiller vous rappelle chaque échéance qui concerne votre dossier.',
    typeLien: 'path',
    lien: '/outils/calendrier-fiscal-agricole',
    categorieId: OUTIL_CATEGORIE.exploitation,
    ordre: 70,
  },
  {
    slug: 'impots-espace-professionnel',
    nom: 'Espace professionnel impots.gouv',
    description: 'Déclarez et payez la TVA et les impôts de l’entreprise.',
    explication: 'Lien vers l’espace professionnel du site impots.gouv.fr (ouvert dans un nouvel onglet).',
    typeLien: 'url',
    lien: 'https://www.impots.gouv.fr/professionnel',
    categorieId: OUTIL_CATEGORIE.liensUtiles,
    ordre: 80,
    nouvelOnglet: true,
  },
  {
    slug: 'msa-espace-prive',
    nom: 'MSA - Mon espace privé',
    description: 'Cotisations, déclarations et prestations de la Mutualité sociale agricole.',
    explication: 'Lien vers le site de la MSA (ouvert dans un nouvel onglet).',
    typeLien: 'url',
    lien: 'https://www.msa.fr/lfp/web/msa/espace-prive',
    categorieId: OUTIL_CATEGORIE.liensUtiles,
    ordre: 90,
    nouvelOnglet: true,
  },
];

/** Catalogue rows (restored as seeded on every run). */
export async function seedOutils(tx: EntityManager): Promise<void> {
  for (const c of categories) await tx.save(OutilCategorie, c);
  for (const o of outils) await tx.save(Outil, { modules: [], nouvelOnglet: false, estDuer: false, actif: true, ...o });
}

/** The QA member of 010001: two web shortcuts and one favourite tool. */
export async function seedOutilsPersonnes(tx: EntityManager): Promise<void> {
  await tx.save(Raccourci, [
    {
      id: RACCOURCI.chambreAgriculture,
      guidPersonne: PERSONNE.gerantMulti,
      libelle: 'Chambre d’agriculture de la Marne',
      url: 'https://marne.chambre-agriculture.fr',
    },
    { id: RACCOURCI.comiteChampagne, guidPersonne: PERSONNE.gerantMulti, libelle: 'Comité Champagne', url: 'https://www.champagne.fr' },
  ]);
  await tx
    .createQueryBuilder()
    .insert()
    .into(OutilFavori)
    .values({ guidPersonne: PERSONNE.gerantMulti, outilSlug: TOOL_SLUGS.simulateurEmprunt })
    .orIgnore()
    .execute();
}
