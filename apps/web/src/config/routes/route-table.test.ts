import { matchRoutes } from 'react-router';
import { EMPRUNTS_ACCESS, MODULES } from '@portail/contracts';
import { authenticatedRoutes, findRoute, pathTo, publicRoutes, routeTable } from './route-table';

const matchName = (pathname: string) => {
  const matches = matchRoutes(
    routeTable.map((route) => ({ path: route.path, id: route.name })),
    pathname,
  );
  return matches?.[matches.length - 1]?.route.id ?? null;
};

describe('route table', () => {
  it('has unique names and unique paths', () => {
    const names = routeTable.map((route) => route.name);
    const paths = routeTable.map((route) => route.path);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every route a French title and only known module codes', () => {
    for (const route of routeTable) {
      expect(route.title.trim()).not.toBe('');
      for (const module of route.modules ?? []) expect(MODULES).toContain(module);
    }
  });

  it('keeps the named routes that redirects refer to (spec 01 §2.2)', () => {
    const referenced = [
      'home',
      'accueil',
      'stats',
      'stat',
      'tools',
      'contacts',
      'ged-documents',
      'tutorials',
      'ag',
      'selectionDossier',
      'aucundossier',
      'rendementcarto',
      'abonnement-dossier',
      'registerok',
      'mesDroits',
      'module-interdit',
      'news-list',
    ];
    for (const name of referenced) expect(findRoute(name)).toBeDefined();
  });

  it('declares the public routes of spec 01 §2.1 as public', () => {
    for (const name of ['home', 'invitation', 'invitationsubscribe', 'register', 'registerok', 'interdit', 'pwdforgot', 'pwdforgotupdate', 'login', 'app']) {
      expect(publicRoutes.map((route) => route.name)).toContain(name);
    }
    expect(publicRoutes.every((route) => !route.requiresAuth)).toBe(true);
    expect(authenticatedRoutes.every((route) => route.requiresAuth)).toBe(true);
  });

  it('shows module-interdit (public in spec 01 §2.1) in the signed-in frame, with or without a dossier: its dossier selector and menu follow its advice (issue 29, defect 2)', () => {
    expect(findRoute('module-interdit')).toMatchObject({ requiresAuth: true, allowedWithoutDossier: true });
    expect(authenticatedRoutes.map((route) => route.name)).toContain('module-interdit');
  });

  it('declares the second-factor screens: account pages, the public end-session link, the staff page (issue 33)', () => {
    expect(findRoute('securite')).toMatchObject({ path: '/mon-compte/securite', requiresAuth: true, allowedWithoutDossier: true });
    expect(findRoute('sessions')).toMatchObject({ path: '/mon-compte/sessions', requiresAuth: true, allowedWithoutDossier: true });
    expect(findRoute('terminer-session')).toMatchObject({ path: '/session/terminer', requiresAuth: false });
    expect(findRoute('adherents-dossier')).toMatchObject({ path: '/dossier/adherents', requiresAuth: true, collaboratorOnly: true });
    expect(findRoute('adherents-dossier')?.allowedWithoutDossier).toBeUndefined();
  });

  it('declares the RGPD screens: the member’s data page and the staff’s requests and register, without a dossier (issue 33 §3)', () => {
    expect(findRoute('mesDonnees')).toMatchObject({ path: '/mon-compte/donnees', requiresAuth: true, allowedWithoutDossier: true });
    expect(findRoute('mesDonnees')?.collaboratorOnly).toBeUndefined();
    expect(findRoute('rgpdDemandes')).toMatchObject({ path: '/rgpd/demandes', requiresAuth: true, collaboratorOnly: true, allowedWithoutDossier: true });
    expect(findRoute('rgpdRegistre')).toMatchObject({ path: '/rgpd/registre', requiresAuth: true, collaboratorOnly: true, allowedWithoutDossier: true });
  });

  it('asks of the loan simulator screens the rights categories of its api routes (issue 29, defect 4)', () => {
    for (const name of ['simulateur-emprunt', 'ajout-emprunt', 'edit-emprunt']) expect(findRoute(name)?.categories).toEqual(EMPRUNTS_ACCESS.categories);
  });

  it.each([
    ['/', 'home'],
    ['/app', 'app'],
    ['/connexion', 'login'],
    ['/invitation/abc', 'invitation'],
    ['/invitation/abc/', 'invitation'],
    ['/invitation/abc/subscribe', 'invitationsubscribe'],
    ['/inscription/code/jean@exemple.fr', 'register'],
    ['/inscription//jean@exemple.fr', 'register'],
    ['/inscription/jean@exemple.fr', 'register'],
    ['/inscriptionok/jean@exemple.fr', 'registerok'],
    ['/interdit', 'interdit'],
    ['/mot-de-passe-oublie', 'pwdforgot'],
    ['/mot-de-passe-oublie/changer', 'pwdforgotupdate'],
    ['/module-interdit/stats', 'module-interdit'],
    ['/accueil', 'accueil'],
    ['/accueil/123456', 'accueil'],
    ['/accueil/123456/ag', 'accueil'],
    ['/aucun-dossier', 'aucundossier'],
    ['/notifications', 'notifications'],
    ['/actualites', 'news'],
    ['/actualites-liste', 'news-list'],
    ['/rendez-vous', 'rdv'],
    ['/rendez-vous/42', 'rdvsingle'],
    ['/rendez-vous/ajouter/AG01', 'addrdv'],
    ['/rendez-vous/editer/42', 'editrdv'],
    ['/event', 'event'],
    ['/event/7', 'eventsingle'],
    ['/contacts', 'contacts'],
    ['/contacts/AG01', 'contact'],
    ['/selectionDossier', 'selectionDossier'],
    ['/page/12', 'page'],
    ['/outils', 'tools'],
    ['/outils/categorie/3/gestion', 'toolscategory'],
    ['/outils/calculette', 'tool'],
    ['/outils/simulateur-emprunt', 'simulateur-emprunt'],
    ['/outils/ajout-edit-emprunt', 'ajout-emprunt'],
    ['/outils/ajout-edit-emprunt/5', 'edit-emprunt'],
    ['/outils/simulateur-embauche', 'simulateur-embauche'],
    ['/outils/assolement', 'assolement'],
    ['/outils/assolement/culture', 'assolementedition'],
    ['/outils/rendement', 'rendementcarto'],
    ['/outils/raccourcis', 'shortcuts'],
    ['/outils/raccourcis/edition', 'shortcutedition'],
    ['/outils/raccourcis/edition/9', 'shortcutedition'],
    ['/mes-chiffres', 'stats'],
    ['/mes-chiffres/chiffre-affaires', 'stat'],
    ['/documents', 'ged-documents'],
    ['/documents/social/paie', 'ged-documents'],
    ['/documents/ajout-document', 'adddocument'],
    ['/ged-administration', 'ged-documents-administration'],
    ['/ged-administration/ca', 'ged-documents-administration'],
    ['/ged/ajout-document', 'ged-adddocument'],
    ['/ged/historique', 'ged-histo-envoi'],
    ['/ged-view/0f0e', 'ged-view'],
    ['/mon-compte', 'account'],
    ['/mon-compte/infos', 'accountinfos'],
    ['/mon-compte/preferences', 'accountpreferences'],
    ['/mon-compte/mail', 'resetmail'],
    ['/mon-compte/mot-de-passe', 'resetpassword'],
    ['/mon-compte/mes-droits', 'mesDroits'],
    ['/mon-compte/partager-droits', 'partagerDroits'],
    ['/mon-compte/partager-droits/inviter', 'partagerDroitsInviter'],
    ['/mon-compte/partager-droits/edition', 'partagerDroitsEdit'],
    ['/mon-compte/mots-de-passe', 'motsDePasse'],
    ['/tutoriels', 'tutorials'],
    ['/documentations', 'documentations'],
    ['/documentations/fiscal', 'documentationscategory'],
    ['/documentations/fiscal/tva/declarations', 'documentationscategory'],
    ['/documentations/ged/DOC1', 'documentationsged'],
    ['/rgpd', 'rgpd'],
    ['/webserie', 'webserie'],
    ['/ag', 'ag'],
    ['/ag-resolutions', 'ag-resolutions'],
    ['/initial-conseil/presentation', 'oic-presentation'],
    ['/initial-conseil/engagements', 'oic-engagements'],
    ['/initial-conseil/soiree-createurs', 'oic-soiree-createurs'],
    ['/initial-conseil/profil', 'oic-profil'],
    ['/initial-conseil/e-learnings', 'oic-elearnings'],
    ['/initial-conseil/e-learnings/EL01', 'elearning'],
    ['/initial-conseil/outils', 'oic-outils'],
    ['/initial-conseil/interlocuteurs', 'oic-interlocuteurs'],
    ['/oneday/galerie', 'oneday-galerie'],
    ['/abonnement-dossier', 'abonnement-dossier'],
    ['/annuaire-services', 'annuaire-services'],
    ['/annuaire-services/juridique', 'annuaire-service'],
    ['/outils/duer', 'duer-index'],
    ['/outils/duer/3', 'duer'],
    ['/outils/duer/3/4', 'duercategorie'],
    ['/outils/duer/3/4/5', 'duermodule'],
    ['/outils/duer/annexes/3', 'duerannexes'],
    ['/outils/duer/modules/annexes/5/12', 'duerannexesmodule'],
    ['/outils/duer/pages/3', 'duerpages'],
    ['/outils/duer/audit/3/questions/types/1', 'dueraudit'],
    ['/outils/duer/3/preambule', 'duerpreambule'],
    ['/outils/duer/3/informations-generales', 'duerinformationsgenerales'],
    ['/outils/duer/3/plan-action', 'duerplanaction'],
    ['/outils/duer/3/page-de-garde', 'duerpagedegarde'],
    ['/outils/duer/3/versions', 'duerversions'],
  ])('matches %s to %s', (pathname, name) => {
    expect(matchName(pathname)).toBe(name);
  });

  it('leaves unknown paths to the catch-all redirect', () => {
    expect(matchName('/nimporte-quoi')).toBeNull();
    expect(matchName('/mon-compte/inconnu/plus')).toBeNull();
  });

  it('forwards /rendez-vous and /event to the news list', () => {
    expect(findRoute('rdv')?.redirectTo).toBe('/actualites-liste?type=0');
    expect(findRoute('event')?.redirectTo).toBe('/actualites-liste?type=1');
  });

  it('gates module routes as the specs say', () => {
    for (const route of routeTable.filter((r) => r.path.startsWith('/outils/duer'))) {
      expect(route.modules).toEqual(['tool_duer', 'tool_duer_collaborateur']);
      expect(route.requireAllModules).toBeFalsy();
    }
    expect(findRoute('stats')?.modules).toEqual(['page_chiffres']);
    expect(findRoute('tutorials')?.modules).toEqual(['page_tutoriels']);
    expect(findRoute('rendementcarto')?.modules).toEqual(['tool_echanges']);
    expect(findRoute('abonnement-dossier')?.modules).toEqual(['page_abo_dossier']);
    expect(findRoute('annuaire-services')?.modules).toEqual(['canShowAnnuaireServices']);
    expect(findRoute('contacts')?.modules).toEqual(['page_contacts']);
    expect(findRoute('eventsingle')?.modules).toEqual(['page_events']);
    expect(findRoute('rdvsingle')?.modules).toEqual(['page_rdv']);
    expect(findRoute('selectionDossier')?.collaboratorOnly).toBe(true);
    expect(routeTable.filter((r) => r.path.startsWith('/initial-conseil')).every((r) => r.modules?.includes('oic'))).toBe(true);
  });
});

describe('pathTo', () => {
  it('fills parameters and drops missing optional ones', () => {
    expect(pathTo('accueil')).toBe('/accueil');
    expect(pathTo('accueil', { codeDossier: '123456' })).toBe('/accueil/123456');
    expect(pathTo('module-interdit', { page: 'stats' })).toBe('/module-interdit/stats');
    expect(pathTo('home')).toBe('/');
    expect(pathTo('register')).toBe('/inscription');
  });

  it('refuses unknown routes and missing required parameters', () => {
    expect(() => pathTo('inconnue')).toThrow();
    expect(() => pathTo('rdvsingle')).toThrow();
  });
});
