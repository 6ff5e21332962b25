import type { Page } from '@playwright/test';
import { pathTo, routeTable } from '../apps/web/src/config/routes/route-table';
import type { AppRoute } from '../apps/web/src/config/routes/route-types';
import { assolementCultureId, DUER, duerLigneId, empruntId, INVITATION, PERSONNE, RACCOURCI, rdvId } from '../seeds/ids';

/** Who browses: a visitor, a member on one of his dossiers, or staff. */
export type SessionName =
  | 'visiteur'
  | 'gerante-010001'
  | 'gerante-010002'
  | 'gerante-010003'
  | 'gerante-010004'
  | 'associe'
  | 'particulier'
  | 'sans-dossier'
  | 'collaborateur'
  | 'collaborateur-010001';

export interface Screen {
  route: string;
  path: string;
  /** Opens a dialog (or a step that replaces the screen's content) before the analysis. */
  openDialog?: (page: Page) => Promise<void>;
}

const RDV = rdvId('010001', 1);
/** seeds/ids.ts gedNoeudId('000000', 2) (board workspace '2026') and gedDocumentId('010001', 1) (Bilan 2025.pdf). */
const GED_CONSEIL_2026 = '2a000000-0000-4000-8000-000000000002';
const GED_BILAN_010001 = '2b000000-0000-4000-8000-010001000001';
const NEW_MEMBER = 'nouvel.adherent@exemple.fr';
const EMPRUNT_010001 = empruntId('010001', 1);

const clickButton = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('dialog').waitFor();
};

/** Clicks the first button (of that name) inside a test id, then waits for the dialog it opens. */
const clickFirst = (testId: string, name?: RegExp) => async (page: Page) => {
  await page.getByTestId(testId).getByRole('button', { name }).first().click();
  await page.getByRole('dialog').waitFor();
};

/**
 * Sample paths of the routes whose path has required parameters (the seeded QA data, seeds/ids.ts).
 * A route of the table with required parameters and no sample here fails the coverage test.
 */
const SAMPLES: Record<string, string[]> = {
  invitation: [`/invitation/${INVITATION.sansDossier}`],
  invitationsubscribe: [`/invitation/${INVITATION.sansDossier}/subscribe`],
  register: [`/inscription//${NEW_MEMBER}`, `/inscription/${PERSONNE.nouvelAdherent}/${NEW_MEMBER}`],
  registerok: [`/inscriptionok/${NEW_MEMBER}`],
  pwdforgotupdate: ['/mot-de-passe-oublie/changer', `/mot-de-passe-oublie/changer?uid=${PERSONNE.gerantMulti}`],
  'module-interdit': ['/module-interdit/assolement'],
  accueil: ['/accueil/010001'],
  'news-list': ['/actualites-liste?type=0', '/actualites-liste?type=1'],
  rdvsingle: [`/rendez-vous/${RDV}`],
  // Without a contact the request screen sends to the contacts.
  addrdv: ['/rendez-vous/ajouter/AG0101'],
  editrdv: [`/rendez-vous/editer/${RDV}`],
  eventsingle: ['/event/101', '/event/102', '/event/106', '/event/107'],
  contact: ['/contacts/AG0101'],
  // Service directory (issue 14): a service with a PDF guide and a video, one without resources.
  'annuaire-service': ['/annuaire-services/transmission-exploitation', '/annuaire-services/juridique-societes'],
  page: ['/page/mentions-rdv'],
  toolscategory: ['/outils/categorie/1/simulateurs'],
  tool: ['/outils/calendrier-fiscal-agricole'],
  shortcutedition: ['/outils/raccourcis/edition', `/outils/raccourcis/edition/${RACCOURCI.comiteChampagne}`],
  // seeds/emprunts.ts: the tractor loan of 010001.
  'edit-emprunt': [`/outils/ajout-edit-emprunt/${EMPRUNT_010001}`],
  // Figures of 010001 (seeds/chiffres.ts): a monthly line chart and a per-year bar chart.
  stat: ['/mes-chiffres/recettes', '/mes-chiffres/endettement-hectare'],
  // GED (seeds/ged.ts): folders of 010001, the upload of each type, a board workspace, the seeded balance sheet.
  'ged-documents': ['/documents', '/documents/fiscal', '/documents/factures', '/documents/attente', '/documents/social/paies_2026_10'],
  adddocument: ['/documents/ajout-document?type=document', '/documents/ajout-document?type=invoice', '/documents/ajout-document?type=pay'],
  'ged-documents-administration': ['/ged-administration', `/ged-administration/${GED_CONSEIL_2026}`],
  'ged-view': [`/ged-view/${GED_BILAN_010001}`],
  // seeds/savoir-data.ts: a first-level and a third-level category, a library, an e-learning.
  documentationscategory: ['/documentations/fiscalite', '/documentations/fiscalite/fiscalite-viticulture/viticulture-accises'],
  documentationsged: ['/documentations/ged/FICHES_FISCALES'],
  elearning: ['/initial-conseil/e-learnings/tresorerie'],
  // seeds/duer.ts: the 2026 DUER of 010001 (in progress), its first work unit and that unit's first module.
  duer: [`/outils/duer/${DUER.agri2026}`],
  duercategorie: [`/outils/duer/${DUER.agri2026}/${duerLigneId(DUER.agri2026, 1)}`],
  duermodule: [`/outils/duer/${DUER.agri2026}/${duerLigneId(DUER.agri2026, 1)}/${duerLigneId(DUER.agri2026, 1)}`],
  // seeds/duer-documents.ts: the annexes and pages of 2026; the module annexes of its first module (the DUER in ?idDuer=).
  duerannexes: [`/outils/duer/annexes/${DUER.agri2026}`],
  duerannexesmodule: [`/outils/duer/modules/annexes/${duerLigneId(DUER.agri2026, 1)}/1?idDuer=${DUER.agri2026}`],
  duerpages: [`/outils/duer/pages/${DUER.agri2026}`],
  dueraudit: [`/outils/duer/audit/${DUER.agri2026}/questions/types/99`],
  duerpreambule: ['/outils/duer/2/preambule'],
  duerinformationsgenerales: ['/outils/duer/2/informations-generales'],
  duerpagedegarde: ['/outils/duer/2/page-de-garde'],
  // The sealed versions of 010001 (seeds: version 1 of 2025).
  duerversions: [`/outils/duer/${DUER.agri2026}/versions`],
  // seeds/duer-plan-action.ts: the action plan of 010001's 2026 DUER.
  duerplanaction: [`/outils/duer/${DUER.agri2026}/plan-action`],
  // The new-device mail's link (issue 33): without its token, and with one (checked only once the button is pressed).
  'terminer-session': ['/session/terminer', '/session/terminer?jeton=jeton-du-mail'],
};

/**
 * Routes left out of the generated visit, each with its reason. Keep it short: a route listed here
 * is not checked by axe.
 */
export const NOT_VISITED: Record<string, string> = {};

/**
 * Session of a route of the table: visitor for public routes, staff (on 010001 when the screen needs a dossier) for staff
 * routes, the manager on the dossier holding its module.
 */
function sessionOf(route: AppRoute): SessionName {
  if (!route.requiresAuth) return 'visiteur';
  // Staff screens of a dossier send staff without one to their portfolio.
  if (route.collaboratorOnly) return route.allowedWithoutDossier ? 'collaborateur' : 'collaborateur-010001';
  if (route.name === 'aucundossier') return 'sans-dossier';
  if (route.modules?.includes('oic')) return 'gerante-010003';
  return 'gerante-010001';
}

/** Dialogs opened on top of a visited screen (same session as the screen). */
const DIALOGS: Screen[] = [
  { route: 'pwdforgotupdate', path: `/mot-de-passe-oublie/changer?uid=${PERSONNE.gerantMulti}`, openDialog: clickButton('Aide : Règles du mot de passe') },
  { route: 'rdvsingle', path: `/rendez-vous/${RDV}`, openDialog: clickButton('Annuler le rendez-vous') },
  { route: 'editrdv', path: `/rendez-vous/editer/${RDV}`, openDialog: clickButton('Annuler') },
  { route: 'ged-documents', path: '/documents/fiscal', openDialog: clickButton('Voir Bilan 2025.pdf') },
  { route: 'tools', path: '/outils', openDialog: clickButton('Informations : Simulateur d’emprunt') },
  { route: 'tool', path: '/outils/calendrier-fiscal-agricole', openDialog: clickButton('Informations') },
  { route: 'shortcuts', path: '/outils/raccourcis', openDialog: clickButton('Informations') },
  { route: 'shortcutedition', path: `/outils/raccourcis/edition/${RACCOURCI.comiteChampagne}`, openDialog: clickButton('Supprimer') },
  { route: 'simulateur-emprunt', path: '/outils/simulateur-emprunt', openDialog: clickButton('Supprimer Tracteur John Deere 6R 150') },
  { route: 'ajout-emprunt', path: '/outils/ajout-edit-emprunt', openDialog: clickButton('Enregistrer la simulation') },
  // seeds/assolement.ts: the current year of 010001 (open) holds Blé tendre d’hiver; the previous one is definitive.
  { route: 'assolement', path: '/outils/assolement', openDialog: clickButton('Supprimer Blé tendre d’hiver') },
  { route: 'assolement', path: `/outils/assolement?millesime=${new Date().getFullYear() - 1}` },
  { route: 'assolement', path: `/outils/assolement?millesime=${new Date().getFullYear() - 3}`, openDialog: clickButton('Importer un fichier Telepac') },
  { route: 'assolementedition', path: '/outils/assolement/culture', openDialog: clickButton('Ajouter la culture') },
  { route: 'assolementedition', path: `/outils/assolement/culture?millesime=${new Date().getFullYear()}&assolementId=${assolementCultureId('010001', 2, 1)}` },
  { route: 'stat', path: '/mes-chiffres/recettes', openDialog: clickButton('Informations') },
  { route: 'simulateur-embauche', path: '/outils/simulateur-embauche', openDialog: clickButton('Informations') },
  { route: 'rendementcarto', path: '/outils/rendement', openDialog: clickButton('Informations') },
  // The print dialog of 2026 (issue 13).
  { route: 'duer', path: `/outils/duer/${DUER.agri2026}`, openDialog: clickButton('Imprimer') },
  // The pictogram dialog of a risk: the tallest of the DUER (issue 29: it must fit the screen and scroll inside).
  {
    route: 'duermodule',
    path: `/outils/duer/${DUER.agri2026}/${duerLigneId(DUER.agri2026, 1)}/${duerLigneId(DUER.agri2026, 1)}`,
    openDialog: async (page) => {
      await page
        .getByRole('button', { name: /^Pictogrammes du risque/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
  // The One Day gallery's lightbox on its first photo, and the Contenus screen's add form and delete confirmation (issue 14).
  { route: 'oneday-galerie', path: '/oneday/galerie', openDialog: clickFirst('galerie-grille') },
  { route: 'contenus', path: '/contenus', openDialog: clickButton('Ajouter') },
  { route: 'contenus', path: '/contenus?section=photos', openDialog: clickFirst('contenus-photos', /^Supprimer/) },
];

/** Starts the second factor's setup: the QR code, the key in groups of 4 and the first code's field (issue 33). */
const startTotpSetup = async (page: Page) => {
  await page.getByTestId('double-authentification').getByRole('button', { name: 'Activer' }).click();
  await page.getByTestId('configuration-totp').getByRole('img').waitFor();
};

/** Screens seen by other accounts and dossiers than the generated plan's. */
const OTHER_SESSIONS: Partial<Record<SessionName, Screen[]>> = {
  'gerante-010002': [
    { route: 'accueil', path: '/accueil/010002' },
    // Shared credentials (issue 15): the add dialog and the delete confirmation.
    { route: 'motsDePasse', path: '/mon-compte/mots-de-passe', openDialog: clickButton('Ajouter un identifiant') },
    { route: 'motsDePasse', path: '/mon-compte/mots-de-passe', openDialog: clickButton('Supprimer Telepac (PAC)') },
    // The 2024 assembly's resolutions (spec 02 §9 text, seeds/ag.ts).
    { route: 'ag-resolutions', path: '/ag-resolutions?millesime=2024' },
  ],
  'gerante-010003': [
    { route: 'accueil', path: '/accueil/010003' },
    { route: 'stats', path: '/mes-chiffres' },
    { route: 'stat', path: '/mes-chiffres/taux-endettement' },
  ],
  'gerante-010004': [
    { route: 'accueil', path: '/accueil/010004' },
    { route: 'partagerDroits', path: '/mon-compte/partager-droits' },
  ],
  associe: [
    { route: 'accueil', path: '/accueil' },
    { route: 'ged-documents', path: '/documents' },
    { route: 'ged-documents', path: '/documents/fiscal' },
    { route: 'contacts', path: '/contacts' },
    { route: 'mesDroits', path: '/mon-compte/mes-droits' },
    { route: 'account', path: '/mon-compte' },
  ],
  particulier: [
    { route: 'accueil', path: '/accueil' },
    { route: 'ged-documents', path: '/documents' },
    { route: 'ged-documents', path: '/documents/impots' },
    { route: 'ged-adddocument', path: '/ged/ajout-document' },
    { route: 'contacts', path: '/contacts' },
    { route: 'news', path: '/actualites' },
    // Sign-in security (issue 33): the setup step (never confirmed: the member keeps signing in with the password only).
    { route: 'securite', path: '/mon-compte/securite', openDialog: startTotpSetup },
    { route: 'sessions', path: '/mon-compte/sessions' },
  ],
  'sans-dossier': [
    { route: 'mesDroits', path: '/mon-compte/mes-droits' },
    { route: 'mesDroits', path: '/mon-compte/mes-droits', openDialog: clickButton('Refuser') },
    { route: 'account', path: '/mon-compte' },
  ],
  'collaborateur-010001': [
    { route: 'accueil', path: '/accueil' },
    { route: 'contacts', path: '/contacts' },
    { route: 'news', path: '/actualites' },
    { route: 'motsDePasse', path: '/mon-compte/mots-de-passe' },
    // Service directory: the staff's state select on the dossier's callback requests.
    { route: 'annuaire-services', path: '/annuaire-services' },
    { route: 'annuaire-service', path: '/annuaire-services/transmission-exploitation' },
    // General assembly (issue 14): staff answer without the number of participants.
    { route: 'ag', path: '/ag' },
  ],
};

const hasRequiredParams = (route: AppRoute) => route.path.split('/').some((s) => (s.startsWith(':') && !s.endsWith('?')) || s === '*');

/** Every route of the table, with its sample paths or its own path, in the session that may open it. */
export function plannedScreens(): Map<SessionName, Screen[]> {
  const plan = new Map<SessionName, Screen[]>();
  const add = (session: SessionName, screen: Screen) => plan.set(session, [...(plan.get(session) ?? []), screen]);
  for (const route of routeTable) {
    if (route.name in NOT_VISITED) continue;
    const paths = SAMPLES[route.name] ?? (hasRequiredParams(route) ? [] : [pathTo(route.name)]);
    for (const path of paths) add(sessionOf(route), { route: route.name, path });
  }
  for (const screen of DIALOGS) add(sessionOf(routeTable.find((r) => r.name === screen.route)!), screen);
  for (const [session, screens] of Object.entries(OTHER_SESSIONS)) for (const screen of screens ?? []) add(session as SessionName, screen);
  // /interdit signs the user out after its countdown: last of its session.
  for (const screens of plan.values()) screens.sort((a, b) => Number(a.route === 'interdit') - Number(b.route === 'interdit'));
  return plan;
}

/** Routes of the table that the plan does not visit and that are not excused. */
export function unvisitedRoutes(): string[] {
  const visited = new Set([...plannedScreens().values()].flat().map((s) => s.route));
  return routeTable.map((r) => r.name).filter((name) => !visited.has(name) && !(name in NOT_VISITED));
}

const segmentPattern = (segment: string) => {
  if (segment === '*') return '(?:/.*)?';
  if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]*';
};

/** The pathname a visit of the route ends on: its own pattern, or its static redirect target. */
export function landingPattern(routeName: string): RegExp {
  if (routeName === 'app') return /^\/connexion$/;
  const route = routeTable.find((r) => r.name === routeName)!;
  const path = route.redirectTo ? route.redirectTo.split('?')[0] : route.path;
  const body = path.split('/').filter(Boolean).map(segmentPattern).join('');
  return new RegExp(`^${body || '/'}/?$`);
}
