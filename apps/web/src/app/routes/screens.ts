import type { ComponentType } from 'react';

import { accountScreens } from './screens-account';
import { sharingScreens } from './screens-sharing';
import { rendezVousScreens } from './screens-rendez-vous';
import { evenementsScreens } from './screens-evenements';
import { documentsScreens } from './screens-documents';
import { outilsScreens } from './screens-outils';
import { empruntsScreens } from './screens-emprunts';
import { assolementScreens } from './screens-assolement';
import { chiffresScreens } from './screens-chiffres';
import { embaucheScreens } from './screens-embauche';
import { duerScreens } from './screens-duer';
import { identifiantsScreens } from './screens-identifiants';
import { abonnementScreens } from './screens-abonnement';
import { annuaireScreens } from './screens-annuaire';
import { agScreens } from './screens-ag';
import { galerieScreens } from './screens-galerie';
import { savoirScreens } from './screens-savoir';
import { securiteScreens } from './screens-securite';
import { rgpdScreens } from './screens-rgpd';

export type ScreenModule = { default: ComponentType };
export type ScreenMap = Partial<Record<string, () => Promise<ScreenModule>>>;

/**
 * Screens built so far, loaded on demand, by route name. A route of the table without an entry
 * here renders the placeholder page.
 */
const coreScreens: ScreenMap = {
  home: () => import('../../features/landing/components/landing-page'),
  app: () => import('../pages/app-entry-page'),
  login: () => import('../../features/auth/components/sign-in-page'),
  interdit: () => import('../../features/acces/components/interdit-page'),
  'module-interdit': () => import('../../features/acces/components/module-interdit-page'),
  aucundossier: () => import('../../features/acces/components/aucun-dossier-page'),
  selectionDossier: () => import('../../features/collaborateur/components/selection-dossier-page'),
  accueil: () => import('../../features/accueil/components/accueil-page'),
};

export const screens: ScreenMap = {
  ...coreScreens,
  ...accountScreens,
  ...sharingScreens,
  ...rendezVousScreens,
  ...evenementsScreens,
  ...documentsScreens,
  ...outilsScreens,
  ...empruntsScreens,
  ...assolementScreens,
  ...chiffresScreens,
  ...embaucheScreens,
  ...duerScreens,
  ...identifiantsScreens,
  ...abonnementScreens,
  ...annuaireScreens,
  ...agScreens,
  ...galerieScreens,
  ...savoirScreens,
  ...securiteScreens,
  ...rgpdScreens,
};
