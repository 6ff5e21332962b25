import { dossier, droits } from '../../test-utils/fixtures';
import { findRoute } from '../../config/routes/route-table';
import type { AppRoute } from '../../config/routes/route-types';
import { resolveRedirectTarget, shouldSaveRedirect } from '../../lib/redirect-target';
import { decideEntry, decideRouteAccess, decideUnknownPath, type RouteGuardInput } from './guard';

const route = (name: string): AppRoute => {
  const found = findRoute(name);
  if (!found) throw new Error(name);
  return found;
};

const member = droits([dossier({ modules: ['page_chiffres'] })]);
const input = (overrides: Partial<RouteGuardInput>): RouteGuardInput => ({
  route: route('stats'),
  target: '/mes-chiffres',
  session: 'authenticated',
  droits: member,
  selectedDossier: member.data.dossiers[0],
  ...overrides,
});

describe('decideRouteAccess', () => {
  it('always lets public routes through', () => {
    expect(decideRouteAccess(input({ route: route('login'), session: 'anonymous', droits: null }))).toEqual({ kind: 'allow' });
    expect(decideRouteAccess(input({ route: route('interdit'), session: 'loading' }))).toEqual({ kind: 'allow' });
  });

  it('waits for the session check and for the rights', () => {
    expect(decideRouteAccess(input({ session: 'loading' }))).toEqual({ kind: 'wait' });
    expect(decideRouteAccess(input({ droits: null, selectedDossier: null }))).toEqual({ kind: 'wait' });
  });

  it('sends a visitor to /app and remembers where they were going', () => {
    expect(decideRouteAccess(input({ session: 'anonymous', droits: null, target: '/mes-chiffres?x=1' }))).toEqual({
      kind: 'redirect',
      to: '/app',
      saveRedirect: '/mes-chiffres?x=1',
    });
  });

  it('does not remember the home or accueil paths', () => {
    for (const target of ['/accueil', '/accueil/123456', '/accueil/123456/ag']) {
      expect(decideRouteAccess(input({ route: route('accueil'), session: 'anonymous', droits: null, target }))).toEqual({
        kind: 'redirect',
        to: '/app',
      });
    }
  });

  it('ignores a dossier code in the URL that the user may not open: home, never the forbidden page (issue 29, defect 1)', () => {
    const code = member.data.dossiers[0].codeDossier;
    expect(decideRouteAccess(input({ route: route('accueil'), target: `/accueil/${code}`, routeCodeDossier: code }))).toEqual({ kind: 'allow' });
    expect(decideRouteAccess(input({ route: route('accueil'), target: '/accueil/999999', routeCodeDossier: '999999' }))).toEqual({
      kind: 'redirect',
      to: '/accueil',
    });
  });

  it('opens a route whose module the selected dossier has', () => {
    expect(decideRouteAccess(input({}))).toEqual({ kind: 'allow' });
  });

  it('sends to module-interdit with the route name when the module is missing', () => {
    const without = droits([dossier({ modules: [] })]);
    expect(decideRouteAccess(input({ droits: without, selectedDossier: without.data.dossiers[0] }))).toEqual({
      kind: 'redirect',
      to: '/module-interdit/stats',
    });
  });

  it('re-evaluates when the selected dossier changes', () => {
    const two = droits([dossier({ codeDossier: '1', modules: ['page_chiffres'] }), dossier({ codeDossier: '2' })]);
    expect(decideRouteAccess(input({ droits: two, selectedDossier: two.data.dossiers[0] })).kind).toBe('allow');
    expect(decideRouteAccess(input({ droits: two, selectedDossier: two.data.dossiers[1] }))).toEqual({
      kind: 'redirect',
      to: '/module-interdit/stats',
    });
  });

  it('sends a switch to a dossier where the member is not gérant from a gérant screen to module-interdit, never to a 403 (issue 29, defect 1)', () => {
    const two = droits([dossier({ codeDossier: '010002', idRole: 1 }), dossier({ codeDossier: '010004', idRole: 2, categories: ['outils'] })]);
    const identifiants = input({ route: route('motsDePasse'), target: '/mon-compte/mots-de-passe', droits: two });
    expect(decideRouteAccess({ ...identifiants, selectedDossier: two.data.dossiers[0] }).kind).toBe('allow');
    expect(decideRouteAccess({ ...identifiants, selectedDossier: two.data.dossiers[1] })).toEqual({ kind: 'redirect', to: '/module-interdit/motsDePasse' });
    const staff = droits([dossier({ idRole: null, categories: 'all' })], { typeUtilisateur: 'collab' });
    expect(decideRouteAccess({ ...identifiants, droits: staff, selectedDossier: staff.data.dossiers[0] }).kind).toBe('allow');
  });

  it('opens the loan simulator to the gérant, staff and a member with the Outils category, not to a Comptable (issue 29, defect 4)', () => {
    const check = (d: ReturnType<typeof dossier>) => decideRouteAccess(input({ route: route('simulateur-emprunt'), droits: droits([d]), selectedDossier: d }));
    expect(check(dossier({ idRole: 1 })).kind).toBe('allow');
    expect(check(dossier({ idRole: null, categories: 'all' })).kind).toBe('allow');
    expect(check(dossier({ idRole: 2, categories: ['contacts', 'outils'] })).kind).toBe('allow');
    expect(check(dossier({ idRole: 3, categories: ['contacts', 'mesDocs_fiscal'] }))).toEqual({ kind: 'redirect', to: '/module-interdit/simulateur-emprunt' });
  });

  it('accepts any one module of a list, or requires all with requireAllModules', () => {
    const duer = route('duer-index');
    const collabModule = droits([dossier({ modules: ['tool_duer_collaborateur'] })]);
    expect(decideRouteAccess(input({ route: duer, droits: collabModule, selectedDossier: collabModule.data.dossiers[0] })).kind).toBe('allow');
    const strict: AppRoute = { ...duer, requireAllModules: true };
    expect(decideRouteAccess(input({ route: strict, droits: collabModule, selectedDossier: collabModule.data.dossiers[0] }))).toEqual({
      kind: 'redirect',
      to: '/module-interdit/duer-index',
    });
  });

  it('counts user-level modules such as administrateur_cder', () => {
    const admin = droits([dossier()], { modules: ['administrateur_cder'] });
    const board = route('ged-documents-administration');
    expect(decideRouteAccess(input({ route: board, droits: admin, selectedDossier: admin.data.dossiers[0] })).kind).toBe('allow');
  });

  it('sends a member with no dossier to /aucun-dossier but lets them reach their account', () => {
    const none = droits([]);
    expect(decideRouteAccess(input({ route: route('accueil'), droits: none, selectedDossier: null }))).toEqual({
      kind: 'redirect',
      to: '/aucun-dossier',
    });
    expect(decideRouteAccess(input({ route: route('aucundossier'), droits: none, selectedDossier: null })).kind).toBe('allow');
    expect(decideRouteAccess(input({ route: route('mesDroits'), droits: none, selectedDossier: null })).kind).toBe('allow');
  });

  it('sends a member who has dossiers away from /aucun-dossier', () => {
    expect(decideRouteAccess(input({ route: route('aucundossier') }))).toEqual({ kind: 'redirect', to: '/accueil' });
  });

  it('sends a collaborator without a chosen dossier to the portfolio', () => {
    const staff = droits([dossier({ idRole: null })], { typeUtilisateur: 'collab' });
    expect(decideRouteAccess(input({ route: route('accueil'), droits: staff, selectedDossier: null }))).toEqual({
      kind: 'redirect',
      to: '/selectionDossier',
    });
    expect(decideRouteAccess(input({ route: route('aucundossier'), droits: staff, selectedDossier: null }))).toEqual({
      kind: 'redirect',
      to: '/selectionDossier',
    });
    expect(decideRouteAccess(input({ route: route('selectionDossier'), droits: staff, selectedDossier: null })).kind).toBe('allow');
  });

  it('keeps the portfolio page for collaborators only', () => {
    expect(decideRouteAccess(input({ route: route('selectionDossier') }))).toEqual({ kind: 'redirect', to: '/accueil' });
    const staff = droits([dossier({ idRole: null })], { typeUtilisateur: 'collab' });
    expect(decideRouteAccess(input({ route: route('selectionDossier'), droits: staff, selectedDossier: staff.data.dossiers[0] })).kind).toBe('allow');
  });
});

describe('shouldSaveRedirect', () => {
  it('skips home, accueil, the app entry and the current path', () => {
    expect(shouldSaveRedirect('/')).toBe(false);
    expect(shouldSaveRedirect('/accueil')).toBe(false);
    expect(shouldSaveRedirect('/accueil?redirectTo=ag')).toBe(false);
    expect(shouldSaveRedirect('/accueil/123456')).toBe(false);
    expect(shouldSaveRedirect('/app')).toBe(false);
    expect(shouldSaveRedirect('/contacts', '/contacts')).toBe(false);
  });

  it('keeps any other path', () => {
    expect(shouldSaveRedirect('/contacts')).toBe(true);
    expect(shouldSaveRedirect('/accueillir')).toBe(true);
    expect(shouldSaveRedirect('/contacts', '/mes-chiffres')).toBe(true);
  });
});

describe('decideEntry (/app)', () => {
  it('waits for the session check', () => {
    expect(decideEntry({ session: 'loading', droitsLoaded: false, savedRedirect: null })).toEqual({ kind: 'wait' });
  });

  it('sends a visitor to sign in with the saved target as returnUrl', () => {
    expect(decideEntry({ session: 'anonymous', droitsLoaded: false, savedRedirect: '/mes-chiffres' })).toEqual({
      kind: 'redirect',
      to: '/connexion?returnUrl=%2Fmes-chiffres',
    });
    expect(decideEntry({ session: 'anonymous', droitsLoaded: false, savedRedirect: null })).toEqual({
      kind: 'redirect',
      to: '/connexion',
    });
  });

  it('loads the rights before going on', () => {
    expect(decideEntry({ session: 'authenticated', droitsLoaded: false, savedRedirect: '/contacts' })).toEqual({ kind: 'wait' });
  });

  it('goes to the saved target, else to /accueil', () => {
    expect(decideEntry({ session: 'authenticated', droitsLoaded: true, savedRedirect: '/contacts' })).toEqual({
      kind: 'redirect',
      to: '/contacts',
    });
    expect(decideEntry({ session: 'authenticated', droitsLoaded: true, savedRedirect: 'carto' })).toEqual({
      kind: 'redirect',
      to: '/outils/rendement',
    });
    expect(decideEntry({ session: 'authenticated', droitsLoaded: true, savedRedirect: null })).toEqual({
      kind: 'redirect',
      to: '/accueil',
    });
  });

  it('never loops back to /app or leaves the site', () => {
    expect(decideEntry({ session: 'authenticated', droitsLoaded: true, savedRedirect: '/app' })).toEqual({ kind: 'redirect', to: '/accueil' });
    expect(decideEntry({ session: 'authenticated', droitsLoaded: true, savedRedirect: '//evil.example' })).toEqual({
      kind: 'redirect',
      to: '/accueil',
    });
  });
});

describe('resolveRedirectTarget', () => {
  it('maps the home redirectTo shortcuts', () => {
    expect(resolveRedirectTarget('ag')).toBe('/ag');
    expect(resolveRedirectTarget('carto')).toBe('/outils/rendement');
    expect(resolveRedirectTarget('abonnement-dossier')).toBe('/abonnement-dossier');
    expect(resolveRedirectTarget('event/42')).toBe('/event/42');
    expect(resolveRedirectTarget('ged-view/6f1c-9a2b')).toBe('/ged-view/6f1c-9a2b');
  });

  it('keeps safe same-site paths and drops the rest', () => {
    expect(resolveRedirectTarget('/mes-chiffres/ca')).toBe('/mes-chiffres/ca');
    expect(resolveRedirectTarget('//evil.example/x')).toBeNull();
    expect(resolveRedirectTarget('https://evil.example')).toBeNull();
    expect(resolveRedirectTarget('/\\evil.example')).toBeNull();
    expect(resolveRedirectTarget('javascript:alert(1)')).toBeNull();
    expect(resolveRedirectTarget('event/../../x')).toBeNull();
    expect(resolveRedirectTarget('')).toBeNull();
    expect(resolveRedirectTarget(null)).toBeNull();
  });
});

describe('decideUnknownPath', () => {
  it('sends a signed-in user to the home screen, not the landing page (spec 01 §2.2)', () => {
    expect(decideUnknownPath('authenticated')).toEqual({ kind: 'redirect', to: '/accueil' });
  });

  it('sends a visitor to the landing page', () => {
    expect(decideUnknownPath('anonymous')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('waits for the session check', () => {
    expect(decideUnknownPath('loading')).toEqual({ kind: 'wait' });
  });
});
