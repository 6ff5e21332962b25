import { dossier } from '../../../test-utils/fixtures';
import { buildNavigation, showBoardIcon, type NavigationContext } from './navigation';

const ALL = ['page_chiffres', 'page_contacts', 'page_tutoriels', 'page_abo_dossier', 'canShowAnnuaireServices', 'oic'];
const context = (overrides: Partial<NavigationContext> = {}): NavigationContext => ({
  dossier: dossier({ modules: ALL }),
  modules: ALL,
  isCollaborateur: false,
  mailServiceUrl: 'https://courrier.exemple.fr',
  ...overrides,
});
const keys = (ctx: NavigationContext) => buildNavigation(ctx).map((item) => item.key);

describe('buildNavigation', () => {
  it('lists every entry in order for a manager with every module', () => {
    expect(keys(context())).toEqual([
      'accueil',
      'documents',
      'chiffres',
      'outils',
      'identifiants',
      'contacts',
      'actualites',
      'documentations',
      'tutoriels',
      'facturation',
      'annuaire',
      'service-courrier',
      'initial-conseil',
      'oneday',
      'deconnexion',
    ]);
  });

  it('hides module-gated entries without their module', () => {
    const result = keys(context({ modules: [] }));
    for (const key of ['chiffres', 'contacts', 'tutoriels', 'facturation', 'annuaire', 'initial-conseil']) {
      expect(result).not.toContain(key);
    }
    expect(result).toEqual(expect.arrayContaining(['accueil', 'documents', 'outils', 'actualites', 'documentations', 'oneday', 'deconnexion']));
  });

  it('shows shared credentials and the mail service only to the manager (idRole 1)', () => {
    const shared = keys(context({ dossier: dossier({ idRole: 2 }) }));
    expect(shared).not.toContain('identifiants');
    expect(shared).not.toContain('service-courrier');
  });

  it('shows shared credentials to staff acting on a dossier (they reveal passwords there)', () => {
    expect(keys(context({ isCollaborateur: true, dossier: dossier({ idRole: null }) }))).toContain('identifiants');
  });

  it('gives staff acting on a dossier the page of its members, and members none (issue 33)', () => {
    const staff = buildNavigation(context({ isCollaborateur: true, dossier: dossier({ idRole: null }) }));
    expect(staff.find((item) => item.key === 'adherents')).toEqual({ key: 'adherents', label: 'Adhérents du dossier', to: '/dossier/adherents' });
    expect(keys(context())).not.toContain('adherents');
    expect(keys(context({ dossier: null, isCollaborateur: true }))).not.toContain('adherents');
  });

  it('gives staff the RGPD requests and register, with and without a dossier, and members neither (issue 33 §3)', () => {
    const entries = [
      { key: 'rgpd-demandes', label: 'Demandes RGPD', to: '/rgpd/demandes' },
      { key: 'rgpd-registre', label: 'Registre RGPD', to: '/rgpd/registre' },
    ];
    for (const dossierPicked of [dossier({ idRole: null }), null]) {
      const staff = buildNavigation(context({ isCollaborateur: true, dossier: dossierPicked }));
      expect(staff.filter((item) => item.key.startsWith('rgpd-'))).toEqual(entries);
    }
    for (const dossierPicked of [dossier(), null]) expect(keys(context({ dossier: dossierPicked })).filter((key) => key.startsWith('rgpd'))).toEqual([]);
  });

  it('shows the mail service only for the listed entities and with a configured address', () => {
    expect(keys(context({ dossier: dossier({ codeEntite: '0099' }) }))).not.toContain('service-courrier');
    expect(keys(context({ dossier: dossier({ codeEntite: '0042' }) }))).toContain('service-courrier');
    expect(keys(context({ mailServiceUrl: '' }))).not.toContain('service-courrier');
    const link = buildNavigation(context()).find((item) => item.key === 'service-courrier');
    expect(link).toMatchObject({ href: 'https://courrier.exemple.fr', newTab: true });
  });

  it('mail-service link: owner role 1 AND one of the ten entity codes of spec 01 §6, each code checked', () => {
    const listed = ['0001', '0003', '0004', '0005', '0007', '0010', '0011', '0015', '0016', '0042'];
    for (const codeEntite of listed) {
      expect(keys(context({ dossier: dossier({ codeEntite }) }))).toContain('service-courrier');
      for (const idRole of [2, 3, 4, null]) expect(keys(context({ dossier: dossier({ codeEntite, idRole }) }))).not.toContain('service-courrier');
    }
    for (const codeEntite of ['0000', '0002', '0006', '0008', '0009', '0012', '0014', '0017', '0041', '0043', '1', '00010', '']) {
      expect(keys(context({ dossier: dossier({ codeEntite }) }))).not.toContain('service-courrier');
    }
  });

  it('replaces documents and figures by emphasised contacts for individual customers (0016)', () => {
    const items = buildNavigation(context({ dossier: dossier({ codeEntite: '0016' }) }));
    const result = items.map((item) => item.key);
    expect(result).not.toContain('documents');
    expect(result).not.toContain('chiffres');
    expect(result[1]).toBe('contacts');
    expect(items[1]?.emphasis).toBe(true);
    expect(result.filter((key) => key === 'contacts')).toHaveLength(1);
  });

  it('gives the Initial Conseil submenu its seven pages', () => {
    const oic = buildNavigation(context()).find((item) => item.key === 'initial-conseil');
    expect(oic?.children?.map((child) => child.to)).toEqual([
      '/initial-conseil/presentation',
      '/initial-conseil/engagements',
      '/initial-conseil/soiree-createurs',
      '/initial-conseil/profil',
      '/initial-conseil/e-learnings',
      '/initial-conseil/outils',
      '/initial-conseil/interlocuteurs',
    ]);
  });

  it('adds the way back to the portfolio for collaborators, just before logout', () => {
    const result = keys(context({ isCollaborateur: true, dossier: dossier({ idRole: null }) }));
    expect(result.slice(-2)).toEqual(['portefeuille', 'deconnexion']);
    expect(keys(context())).not.toContain('portefeuille');
  });

  it('keeps logout a plain link to the server', () => {
    const logout = buildNavigation(context()).at(-1);
    expect(logout).toMatchObject({ label: 'Déconnexion', href: '/api/auth/logout' });
  });

  it('keeps a minimal menu without a selected dossier', () => {
    expect(keys(context({ dossier: null }))).toEqual(['accueil', 'deconnexion']);
    expect(keys(context({ dossier: null, isCollaborateur: true }))).toEqual(['portefeuille', 'contenus', 'rgpd-demandes', 'rgpd-registre', 'deconnexion']);
  });

  it('offers the Contenus screen to staff only, with and without a selected dossier', () => {
    const withDossier = buildNavigation(context({ isCollaborateur: true, dossier: dossier({ idRole: null }) }));
    expect(withDossier.find((item) => item.key === 'contenus')).toEqual({ key: 'contenus', label: 'Contenus', to: '/contenus' });
    expect(withDossier.map((item) => item.key).slice(-5)).toEqual(['contenus', 'rgpd-demandes', 'rgpd-registre', 'portefeuille', 'deconnexion']);
    expect(keys(context())).not.toContain('contenus');
    expect(keys(context({ dossier: null }))).not.toContain('contenus');
  });
});

describe('showBoardIcon', () => {
  it('needs administrateur_cder', () => {
    expect(showBoardIcon(['administrateur_cder'])).toBe(true);
    expect(showBoardIcon(['page_chiffres'])).toBe(false);
  });

  it('shows the general assembly to members with canSubscribeAg and dossier_cder (or the particular pair) and staff with canSubscribeAgCollab', () => {
    expect(keys(context({ modules: ['canSubscribeAg', 'dossier_cder'] }))).toContain('ag');
    expect(keys(context({ modules: ['canSubscribeAgCDERPart', 'cder_particulier'] }))).toContain('ag');
    expect(keys(context({ modules: ['canSubscribeAg'] }))).not.toContain('ag');
    expect(keys(context({ modules: ['canSubscribeAgCollab'], isCollaborateur: true }))).toContain('ag');
    expect(keys(context({ modules: ['canSubscribeAg', 'dossier_cder'], isCollaborateur: true }))).not.toContain('ag');
  });
});
