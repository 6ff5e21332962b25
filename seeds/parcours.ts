import type { EntityManager } from 'typeorm';
import type { ParcoursEtape } from '@portail/contracts';
import { Parcours, ParcoursUtilisateur } from '../apps/api/src/modules/parcours/parcours.entity';
import { PERSONNE } from './ids';

/** QA guided tours (issue 14): home, documents and shared credentials; each step targets a `data-tour` attribute. */
export const PARCOURS_QA: readonly Omit<Parcours, 'actif'>[] = [
  {
    code: 'accueil',
    routeName: 'accueil',
    titre: 'Découvrir votre portail',
    ordre: 0,
    etapes: [
      {
        element: '[data-tour="accueil-dossier"]',
        popover: { title: 'Bienvenue sur votre portail', description: 'Voici le dossier que vous consultez : sa raison sociale et son code.' },
      },
      {
        element: '[data-tour="selecteur-dossier"]',
        popover: {
          title: 'Changer de dossier',
          description: 'Si vous avez accès à plusieurs dossiers, choisissez ici celui à consulter : tous les écrans se mettent à jour.',
        },
      },
      {
        element: '[data-tour="nav-outils"]',
        popover: {
          title: 'Le menu',
          description: 'Le menu latéral mène à toutes les rubriques : vos documents, vos outils, vos identifiants partagés, vos contacts…',
          side: 'right',
        },
      },
      {
        element: '[data-tour="accueil-raccourcis"]',
        popover: { title: 'Vos raccourcis', description: 'Les rubriques les plus utilisées, en un clic.' },
      },
      {
        element: '[data-tour="compte"]',
        popover: {
          title: 'Votre compte',
          description:
            'Vos informations, vos préférences et vos accès. Le bouton <strong>Revoir la visite guidée</strong> rejoue cette visite quand vous le souhaitez.',
          side: 'left',
        },
      },
    ] satisfies ParcoursEtape[],
  },
  {
    code: 'documents',
    routeName: 'ged-documents',
    titre: 'Vos documents',
    ordre: 0,
    etapes: [
      {
        element: '[data-tour="ged-arbre"]',
        popover: {
          title: 'Vos dossiers de documents',
          description:
            'Les documents sont rangés par thème : factures, fiscal, juridique, social… Cliquez sur un dossier pour l’ouvrir, ou sur « Suivant » pour ouvrir le premier.',
          side: 'right',
        },
        triggers: [{ selector: '[data-tour="ged-arbre"] ul ul a', callbackName: 'click', action: 'nextstep' }],
      },
      {
        element: '[data-tour="ged-panneau"]',
        popover: {
          title: 'Le contenu du dossier',
          description: 'Les documents du dossier choisi : ouvrez-les, téléchargez-les ou cherchez un mot qu’ils contiennent.',
        },
      },
      {
        element: '[data-tour="ged-deposer"]',
        popover: {
          title: 'Déposer des documents',
          description: 'Envoyez vos pièces (factures, relevés…) au cabinet : vos conseillers sont prévenus par courriel.',
        },
      },
      {
        element: '[data-tour="ged-historique"]',
        popover: { title: 'Historique des envois', description: 'Retrouvez ici tous les documents que vous avez déposés.' },
      },
    ] satisfies ParcoursEtape[],
  },
  {
    code: 'mots-de-passe',
    routeName: 'motsDePasse',
    titre: 'Vos identifiants partagés',
    ordre: 0,
    etapes: [
      {
        element: '[data-tour="identifiants-recherche"]',
        popover: { title: 'Retrouver un identifiant', description: 'Tapez une partie du titre ou du nom d’utilisateur.' },
      },
      {
        element: '[data-tour="identifiants-ajout"]',
        popover: {
          title: 'Confier un identifiant',
          description: 'Ajoutez les accès (impots.gouv, MSA, banque…) dont le cabinet a besoin. Le mot de passe est chiffré et ne vous est jamais réaffiché.',
        },
      },
      {
        element: '[data-tour="identifiants-liste"]',
        popover: {
          title: 'Vos identifiants',
          description: 'Chaque carte indique quand l’identifiant a été créé ou modifié, et quel collaborateur a consulté le mot de passe.',
        },
      },
    ] satisfies ParcoursEtape[],
  },
];

/** Hugo Lefèvre (testeur@) has already seen the home tour: the replay button is his way to see it again. */
export const PARCOURS_DEJA_FAITS_QA: readonly { guidPersonne: string; code: string; date: string }[] = [
  { guidPersonne: PERSONNE.testeur, code: 'accueil', date: '2026-10-05T08:30:00Z' },
];

/** Restores the QA tours and flags (idempotent); the other persons' flags are cleared so the first visit shows the tours. */
export async function seedParcours(tx: EntityManager): Promise<void> {
  for (const p of PARCOURS_QA) await tx.save(Parcours, { ...p, etapes: [...p.etapes], actif: true });
  await tx.query(`DELETE FROM parcours_utilisateur WHERE code = ANY($1)`, [PARCOURS_QA.map((p) => p.code)]);
  for (const d of PARCOURS_DEJA_FAITS_QA) {
    await tx.save(ParcoursUtilisateur, { guidPersonne: d.guidPersonne, code: d.code, dejaFait: true, date: new Date(d.date) });
  }
}
