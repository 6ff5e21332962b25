import type { ModuleCode } from '@portail/contracts';
import type { AppRoute } from './route-types';

type Options = Omit<AppRoute, 'name' | 'path' | 'title' | 'requiresAuth'>;

const pub = (name: string, path: string, title: string, options: Options = {}): AppRoute => ({
  name,
  path,
  title,
  requiresAuth: false,
  ...options,
});

const auth = (name: string, path: string, title: string, options: Options = {}): AppRoute => ({
  name,
  path,
  title,
  requiresAuth: true,
  ...options,
});

const DUER: readonly ModuleCode[] = ['tool_duer', 'tool_duer_collaborateur'];
const ECHANGES: readonly ModuleCode[] = ['tool_echanges'];
const OIC: readonly ModuleCode[] = ['oic'];
/** The document store opens with either of its modules (spec 02 §6); the api filters folders by category. */
const GED = { modules: ['mod_documents', 'mod_factures'] as readonly ModuleCode[] };
const ACCOUNT = { allowedWithoutDossier: true } as const;
/** The loan simulator asks what its api routes ask, EMPRUNTS_ACCESS of the contracts (issue 29; kept type-only here for the entry's size). */
const EMPRUNTS = { categories: ['outils'] };

/** Public routes (spec 01 §2.1) plus the app entry and the sign-in page. */
export const publicRoutes: AppRoute[] = [
  pub('home', '/', 'Accueil du portail'),
  pub('app', '/app', 'Entrée de l’application'),
  pub('login', '/connexion', 'Connexion'),
  pub('invitation', '/invitation/:id', 'Invitation'),
  pub('invitationsubscribe', '/invitation/:id/subscribe', 'Inscription sur invitation'),
  // '/inscription/{codeliaison}/{email}', '/inscription//{email}' and '/inscription/{email}':
  // an empty segment cannot be matched by a pattern, so the screen parses the splat.
  pub('register', '/inscription/*', 'Inscription'),
  pub('registerok', '/inscriptionok/:email', 'Inscription terminée'),
  pub('interdit', '/interdit', 'Accès interdit'),
  pub('pwdforgot', '/mot-de-passe-oublie', 'Mot de passe oublié'),
  pub('pwdforgotupdate', '/mot-de-passe-oublie/changer', 'Changer de mot de passe'),
  // The link of the « nouvelle connexion » mail: ends that session without signing in (issue 33).
  pub('terminer-session', '/session/terminer', 'Terminer une session'),
];

/** Core authenticated routes (spec 01 §2.2). */
const coreRoutes: AppRoute[] = [
  auth('accueil', '/accueil/:codeDossier?/:redirectTo?', 'Accueil'),
  auth('aucundossier', '/aucun-dossier', 'Aucun dossier', ACCOUNT),
  // Inside the signed-in frame: its advice, to choose another dossier, needs the selector and the menu (issue 29).
  auth('module-interdit', '/module-interdit/:page', 'Module non disponible', { allowedWithoutDossier: true }),
  auth('notifications', '/notifications', 'Notifications'),
  auth('news', '/actualites', 'Actualités'),
  auth('news-list', '/actualites-liste', 'Mes rendez-vous et événements'),
  auth('rdv', '/rendez-vous', 'Rendez-vous', { modules: ['page_rdv'], redirectTo: '/actualites-liste?type=0' }),
  auth('rdvsingle', '/rendez-vous/:id', 'Rendez-vous', { modules: ['page_rdv'] }),
  auth('addrdv', '/rendez-vous/ajouter/:id?', 'Demande de rendez-vous', { modules: ['page_rdv'] }),
  auth('editrdv', '/rendez-vous/editer/:id', 'Éditer mon rendez-vous', { modules: ['page_rdv'] }),
  auth('event', '/event', 'Événements', { modules: ['page_events'], redirectTo: '/actualites-liste?type=1' }),
  auth('eventsingle', '/event/:id', 'Événement', { modules: ['page_events'] }),
  auth('contacts', '/contacts', 'Mes contacts', { modules: ['page_contacts'] }),
  auth('contact', '/contacts/:id', 'Mon contact', { modules: ['page_contacts'] }),
  auth('selectionDossier', '/selectionDossier', 'Mon portefeuille', { collaboratorOnly: true, allowedWithoutDossier: true }),
  auth('contenus', '/contenus', 'Contenus', { collaboratorOnly: true, allowedWithoutDossier: true }),
  auth('adherents-dossier', '/dossier/adherents', 'Adhérents du dossier', { collaboratorOnly: true }),
  auth('rgpdDemandes', '/rgpd/demandes', 'Demandes RGPD', { collaboratorOnly: true, allowedWithoutDossier: true }),
  auth('rgpdRegistre', '/rgpd/registre', 'Registre des traitements', { collaboratorOnly: true, allowedWithoutDossier: true }),
  auth('page', '/page/:id', 'Page'),
];

/** Tools, figures, documents (spec 02 §2). */
const toolRoutes: AppRoute[] = [
  auth('tools', '/outils', 'Mes outils'),
  auth('toolscategory', '/outils/categorie/:id/:slug', 'Catégorie d’outils'),
  auth('tool', '/outils/:slug', 'Outil'),
  auth('simulateur-emprunt', '/outils/simulateur-emprunt', 'Simulateur d’emprunt', EMPRUNTS),
  auth('ajout-emprunt', '/outils/ajout-edit-emprunt', 'Nouvel emprunt', EMPRUNTS),
  auth('edit-emprunt', '/outils/ajout-edit-emprunt/:id', 'Modifier un emprunt', EMPRUNTS),
  auth('simulateur-embauche', '/outils/simulateur-embauche', 'Simulateur d’embauche'),
  auth('assolement', '/outils/assolement', 'Assolement', { modules: ECHANGES }),
  auth('assolementedition', '/outils/assolement/culture', 'Édition d’une culture', { modules: ECHANGES }),
  auth('rendementcarto', '/outils/rendement', 'Carte des rendements', { modules: ECHANGES }),
  auth('shortcuts', '/outils/raccourcis', 'Raccourcis Web'),
  auth('shortcutedition', '/outils/raccourcis/edition/:shortcutId?', 'Édition d’un raccourci'),
  auth('stats', '/mes-chiffres', 'Mes chiffres', { modules: ['page_chiffres'] }),
  auth('stat', '/mes-chiffres/:slug', 'Mon chiffre', { modules: ['page_chiffres'] }),
  auth('ged-documents', '/documents/:categorie0?/:categorie1?/:categorie2?/:categorie3?/:categorie4?', 'Mes documents', GED),
  auth('adddocument', '/documents/ajout-document', 'Déposer un document', GED),
  auth('ged-documents-administration', '/ged-administration/:workspace?', 'Documents du conseil d’administration', {
    modules: ['administrateur_cder'],
  }),
  auth('ged-adddocument', '/ged/ajout-document', 'Déposer un document', GED),
  auth('ged-histo-envoi', '/ged/historique', 'Historique des envois', GED),
  auth('ged-view', '/ged-view/:guid', 'Redirection vers le document', GED),
];

/** Account, knowledge, assembly, founders' programme, billing, directory (spec 02 §2). */
const accountRoutes: AppRoute[] = [
  auth('account', '/mon-compte', 'Mon compte', ACCOUNT),
  auth('accountinfos', '/mon-compte/infos', 'Mes informations', ACCOUNT),
  auth('accountpreferences', '/mon-compte/preferences', 'Mes préférences', ACCOUNT),
  auth('resetmail', '/mon-compte/mail', 'Changer mon adresse e-mail', ACCOUNT),
  auth('resetpassword', '/mon-compte/mot-de-passe', 'Changer mon mot de passe', ACCOUNT),
  auth('mesDroits', '/mon-compte/mes-droits', 'Mes droits', ACCOUNT),
  auth('securite', '/mon-compte/securite', 'Double authentification', ACCOUNT),
  auth('sessions', '/mon-compte/sessions', 'Mes appareils et sessions', ACCOUNT),
  auth('mesDonnees', '/mon-compte/donnees', 'Mes données personnelles', ACCOUNT),
  auth('partagerDroits', '/mon-compte/partager-droits', 'Partager mes dossiers'),
  auth('partagerDroitsInviter', '/mon-compte/partager-droits/inviter', 'Inviter une personne'),
  auth('partagerDroitsEdit', '/mon-compte/partager-droits/edition', 'Modifier les droits'),
  auth('motsDePasse', '/mon-compte/mots-de-passe', 'Identifiants partagés', { gerant: true }),
  auth('tutorials', '/tutoriels', 'Tutoriels', { modules: ['page_tutoriels'] }),
  auth('documentations', '/documentations', 'Documentations'),
  auth('documentationscategory', '/documentations/:categorie/:categorie2?/:categorie3?', 'Documentations'),
  auth('documentationsged', '/documentations/ged/:codeGed', 'Documentation'),
  auth('rgpd', '/rgpd', 'Protection des données personnelles'),
  auth('webserie', '/webserie', 'Websérie'),
  auth('ag', '/ag', 'Assemblée générale'),
  auth('ag-resolutions', '/ag-resolutions', 'Résolutions de l’assemblée générale'),
  auth('oic-presentation', '/initial-conseil/presentation', 'Initial Conseil - Présentation', { modules: OIC }),
  auth('oic-engagements', '/initial-conseil/engagements', 'Initial Conseil - Engagements', { modules: OIC }),
  auth('oic-soiree-createurs', '/initial-conseil/soiree-createurs', 'Initial Conseil - Soirée créateurs', { modules: OIC }),
  auth('oic-profil', '/initial-conseil/profil', 'Initial Conseil - Mon profil', { modules: OIC }),
  auth('oic-elearnings', '/initial-conseil/e-learnings', 'Initial Conseil - E-learnings', { modules: OIC }),
  auth('elearning', '/initial-conseil/e-learnings/:code', 'Initial Conseil - E-learning', { modules: OIC }),
  auth('oic-outils', '/initial-conseil/outils', 'Initial Conseil - Outils', { modules: OIC }),
  auth('oic-interlocuteurs', '/initial-conseil/interlocuteurs', 'Initial Conseil - Interlocuteurs', { modules: OIC }),
  // The gallery belongs to no dossier: open to a member without one and to staff before they pick one.
  auth('oneday-galerie', '/oneday/galerie', 'One Day - Galerie Photos', { allowedWithoutDossier: true }),
  auth('abonnement-dossier', '/abonnement-dossier', 'Ma facturation', { modules: ['page_abo_dossier'] }),
  auth('annuaire-services', '/annuaire-services', 'Annuaire des services', { modules: ['canShowAnnuaireServices'] }),
  auth('annuaire-service', '/annuaire-services/:serviceSlug', 'Annuaire des services', {
    modules: ['canShowAnnuaireServices'],
  }),
];

/** Risk-assessment tool (spec 03 §2): every route needs tool_duer or tool_duer_collaborateur. */
const duerRoutes: AppRoute[] = [
  auth('duer-index', '/outils/duer', 'Document unique (DUER)', { modules: DUER }),
  auth('duer', '/outils/duer/:idDuer', 'DUER - Unités de travail', { modules: DUER }),
  auth('duercategorie', '/outils/duer/:idDuer/:idCategorie', 'DUER - Unité de travail', { modules: DUER }),
  auth('duermodule', '/outils/duer/:idDuer/:idCategorie/:idModule', 'DUER - Module', { modules: DUER }),
  auth('duerannexes', '/outils/duer/annexes/:idDuer', 'DUER - Annexes', { modules: DUER }),
  auth('duerannexesmodule', '/outils/duer/modules/annexes/:idModule/:idBaseModule', 'DUER - Annexes du module', {
    modules: DUER,
  }),
  auth('duerpages', '/outils/duer/pages/:idDuer', 'DUER - Pages', { modules: DUER }),
  auth('dueraudit', '/outils/duer/audit/:idDuer/questions/types/:idBaseType', 'DUER - Audit préalable', { modules: DUER }),
  auth('duerpreambule', '/outils/duer/:idDuer/preambule', 'DUER - Préambule', { modules: DUER }),
  auth('duerinformationsgenerales', '/outils/duer/:idDuer/informations-generales', 'DUER - Informations générales', {
    modules: DUER,
  }),
  auth('duerversions', '/outils/duer/:idDuer/versions', 'DUER - Versions', { modules: DUER }),
  auth('duerpagedegarde', '/outils/duer/:idDuer/page-de-garde', 'DUER - Page de garde', { modules: DUER }),
  auth('duerplanaction', '/outils/duer/:idDuer/plan-action', "DUER - Plan d'actions", { modules: DUER }),
];

export const authenticatedRoutes: AppRoute[] = [...coreRoutes, ...toolRoutes, ...accountRoutes, ...duerRoutes];

export const routeTable: AppRoute[] = [...publicRoutes, ...authenticatedRoutes];

const byName = new Map(routeTable.map((route) => [route.name, route]));

export function findRoute(name: string): AppRoute | undefined {
  return byName.get(name);
}

/** Path of a named route with its parameters filled in; optional ones may be left out. */
export function pathTo(name: string, params: Record<string, string | undefined> = {}): string {
  const route = byName.get(name);
  if (!route) throw new Error(`Route inconnue : ${name}`);
  const path = route.path
    .replace(/\/\*$/, '')
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === '') {
        if (optional) return null;
        throw new Error(`Paramètre manquant ${key} pour la route ${name}`);
      }
      return encodeURIComponent(value);
    })
    .filter((segment) => segment !== null)
    .join('/');
  return path || '/';
}
