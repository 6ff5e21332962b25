import {
  acceptInvitationRoute,
  createContenuParcoursRoute,
  createInvitationRoute,
  deleteContenuParcoursRoute,
  deleteInvitationRoute,
  deleteShortcutRoute,
  getPortefeuilleRoute,
  getWebinarLinkRoute,
  refuseInvitationRoute,
  routePath,
  saveShortcutRoute,
  searchDossiersRoute,
  updateContenuParcoursRoute,
  updateInvitationRoute,
  updatePersonneDroitsRoute,
  putCorrespondancesRoute,
  type ApiRoute,
  contenusSavoirRoutes,
  createModuleRoute,
  getBaseModulesRoute,
  endSessionRoute,
  forgetAppareilRoute,
  downloadExportRoute,
} from '@portail/contracts';
import type TestAgent from 'supertest/lib/agent';
import type { DataSource } from 'typeorm';
import { INVITATION, PERSONNE, RACCOURCI } from '../../../seeds/ids';
import { validBody } from './hostile-values';

export interface Caller {
  http: TestAgent;
  csrf: string;
}
/** A signed-in member (by mail) or collaborator (by AD login). */
type CallerOf = (login: string) => Promise<Caller>;

interface ServiceChecked {
  /** Why the route carries no dossier metadata. */
  why: string;
  /** The refusal that proves the service's own check, when the route acts on someone else's data. */
  check?: (callerOf: CallerOf) => Promise<void>;
}

/** Every dossier code of a body set to one the caller cannot manage. */
const aimedAt = (value: unknown, code: string): unknown =>
  Array.isArray(value)
    ? value.map((v) => aimedAt(v, code))
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'codeDossier' ? code : aimedAt(v, code)]))
      : value;

async function call(caller: Caller, route: ApiRoute, params: Record<string, string> = {}, body?: unknown) {
  const req = caller.http[route.method](routePath(route, params)).set('x-csrf-token', caller.csrf);
  return body === undefined ? req : req.send(body as object);
}

async function expectRefused(res: { status: number; body: { code?: string } }, status = 403): Promise<void> {
  expect({ status: res.status, code: res.body.code }).toEqual({ status, code: status === 403 ? 'INTERDIT' : expect.any(String) });
}

/** Associé sees 010004 only; Claire Martin (gérant of 010001) created the seeded invitation of sans.dossier. */
const STRANGER = 'associe@exemple.fr';
const CLAIRE_DOSSIER = '010001';

/**
 * Session routes acting on their input without dossier metadata: the access service is called by
 * their service (invitations, several dossiers in a body, personal links) or they act on the
 * caller's own account or on content common to every user. A route added with input and no dossier
 * metadata fails the matrix until it is declared or listed here, with a check when it can reach
 * another person's data.
 */
export const SERVICE_CHECKED: Record<string, ServiceChecked> = {
  'post /api/auth/sendvalidationcode/{type}': { why: 'sends a code to the caller’s own address or mobile' },
  'post /api/auth/domailupdate': { why: 'changes the caller’s own address' },
  'post /api/auth/dopwdupdate': { why: 'changes the caller’s own password' },
  'post /api/user/preferences': { why: 'the caller’s own preferences' },
  'post /api/compte/double-authentification/activation': { why: 'the caller’s own second factor' },
  'post /api/compte/double-authentification/codes-secours': { why: 'the caller’s own recovery codes' },
  'post /api/compte/double-authentification/desactivation': { why: 'the caller’s own second factor' },
  'delete /api/compte/sessions/{id}': {
    why: 'the caller’s own sessions: another person’s session is unknown (404; securite-sessions.test proves it ends nothing)',
    check: async (callerOf) => expectRefused(await call(await callerOf(STRANGER), endSessionRoute, { id: 'abcdefghijklmnopqrstuv' }), 404),
  },
  'post /api/compte/donnees/effacement': { why: 'closes the caller’s own account' },
  'get /api/compte/donnees/exports/{id}': {
    why: 'the caller’s own data exports: another person’s is unknown (404; rgpd.test proves it)',
    check: async (callerOf) => expectRefused(await call(await callerOf(STRANGER), downloadExportRoute, { id: '0a000000-0000-4000-8000-000000000001' }), 404),
  },
  'post /api/rgpd/demandes/{id}/confirmer': { why: 'staff only (the guard): the firm answers every member’s closure of account, whatever the dossier' },
  'post /api/rgpd/demandes/{id}/refuser': { why: 'staff only (the guard): the firm answers every member’s closure of account, whatever the dossier' },
  'delete /api/compte/appareils/{id}': {
    why: 'the caller’s own remembered browsers: another person’s is unknown (404)',
    check: async (callerOf) => expectRefused(await call(await callerOf(STRANGER), forgetAppareilRoute, { id: '0a000000-0000-4000-8000-000000000001' }), 404),
  },
  'get /api/notifications/image/{category}': { why: 'a fixed picture per category, the same for everyone' },
  'get /api/events/icon/{id}': { why: 'event pictures are shown to every member (events list is per dossier, pictures are not personal)' },
  'get /api/events/image/{id}': { why: 'event pictures are shown to every member' },
  'get /api/genericpage/{id}': { why: 'content pages common to every user' },
  'get /api/documentations/ged/{codeGED}': { why: 'the firm’s documentation libraries, common to every user (not a dossier’s GED)' },
  'get /api/documentations/ged/{codeGED}/fichiers/{id}': { why: 'a file of the firm’s documentation libraries, common to every user' },
  'get /api/cartes/{page}': { why: 'RGPD and web-series cards, common to every user' },
  ...Object.fromEntries(
    Object.values(contenusSavoirRoutes)
      .filter((r) => r.method !== 'get')
      .map((r) => [`${r.method} ${r.path}`, { why: 'the firm’s knowledge contents (Contenus screen): staff only (the guard), common to every dossier' }]),
  ),
  'get /api/tools/{x}': {
    why: 'the dossier is optional (?codeDossier=, spec 02 §7): when named, the tools service requires access to it',
    check: async (callerOf) => {
      const caller = await callerOf(STRANGER);
      await expectRefused(await caller.http.get('/api/tools/all').query({ codeDossier: CLAIRE_DOSSIER }));
    },
  },
  'post /api/tools/favorite/{action}': { why: 'the caller’s own tool favourites (per person, spec 02 §4)' },
  'post /api/user/shortcuts': {
    why: 'the caller’s own shortcuts: another person’s shortcut is unknown (404)',
    check: async (callerOf) => {
      const body = { _id: RACCOURCI.comiteChampagne, libelle: 'Texte', url: 'https://exemple.fr' };
      await expectRefused(await call(await callerOf(STRANGER), saveShortcutRoute, {}, body), 404);
    },
  },
  'delete /api/user/shortcuts/{id}': {
    why: 'the caller’s own shortcuts: another person’s shortcut is unknown (404)',
    check: async (callerOf) => expectRefused(await call(await callerOf(STRANGER), deleteShortcutRoute, { id: RACCOURCI.comiteChampagne }), 404),
  },
  'post /api/chiffres/favorite/add': { why: 'the caller’s own favourite figures; the figure catalogue is common to every user' },
  'post /api/chiffres/favorite/remove': { why: 'the caller’s own favourite figures; the figure catalogue is common to every user' },
  'put /api/assolement/cultures/correspondances': {
    why: 'staff only (the guard): the PAC code mapping is the firm’s reference data, common to every dossier',
    check: async (callerOf) => expectRefused(await call(await callerOf(STRANGER), putCorrespondancesRoute, {}, [{ codePac: 'BTH', libellePac: 'Blé' }])),
  },
  'post /api/contenus/services': { why: 'staff only (the guard): the directory’s services are the firm’s content, common to every dossier (Contenus)' },
  'put /api/contenus/services/{id}': { why: 'staff only (the guard): the directory’s services are the firm’s content, common to every dossier (Contenus)' },
  'delete /api/contenus/services/{id}': { why: 'staff only (the guard): the directory’s services are the firm’s content, common to every dossier (Contenus)' },
  'get /api/assolement/rendement/{millesime}': {
    why: 'averages across every farm of the portal, no dossier of its own (a zone and crop under 3 farms is left out); the guard enforces userModules tool_echanges',
  },
  'get /api/assolement/quartiles/{culture}/{year}': {
    why: 'quartiles across every farm of the portal, none under 5 farms; the guard enforces userModules tool_echanges',
  },
  'get /api/documents/ged/administration/documents/nodes/{x}': {
    why: 'board workspaces belong to no dossier and are common to every administrateur_cder holder; the guard enforces userModules (matrix: member without it)',
  },
  'get /api/documents/ged/administration/documents/document/{id}': {
    why: 'board minutes belong to no dossier and are common to every administrateur_cder holder; the guard enforces userModules; a dossier document answers 404 there',
  },
  'get /api/documents/ged/administration/documents/preview/{id}/{page}': {
    why: 'pages of board minutes, which belong to no dossier and are common to every administrateur_cder holder; the guard enforces userModules; a dossier document answers 404 there',
  },
  'get /api/documents/ged/administration/documents/download/{id}': {
    why: 'board minutes belong to no dossier and are common to every administrateur_cder holder; the guard enforces userModules; a dossier document answers 404 there',
  },
  'get /api/documents/checkGEDStatus': {
    why: 'the dossier is optional (?codeDossier=): when named, the GED status service requires access to it',
    check: async (callerOf) => {
      const caller = await callerOf(STRANGER);
      await expectRefused(await caller.http.get('/api/documents/checkGEDStatus').query({ codeDossier: CLAIRE_DOSSIER }));
    },
  },
  'get /api/events/livestorm/{guidEvent}/{mail}': {
    why: 'the link is personal: the access service requires the caller’s own address (issue 8 item 12)',
    check: async (callerOf) => {
      const res = await call(await callerOf('gerant.multi@exemple.fr'), getWebinarLinkRoute, {
        guidEvent: '00000000-0000-4000-8000-000000000000',
        mail: 'associe@exemple.fr',
      });
      await expectRefused(res);
    },
  },
  'post /api/droits/invitations': {
    why: 'the body names several dossiers: the service requires the gérant of each',
    check: async (callerOf) => {
      const res = await call(await callerOf(STRANGER), createInvitationRoute, {}, aimedAt(validBody(createInvitationRoute), CLAIRE_DOSSIER));
      await expectRefused(res);
    },
  },
  'put /api/droits/invitations/{id}/droits': {
    why: 'only the invitation’s creator, gérant of each dossier',
    check: async (callerOf) => {
      const body = aimedAt({ ...(validBody(updateInvitationRoute) as object), id: INVITATION.sansDossier }, CLAIRE_DOSSIER);
      await expectRefused(await call(await callerOf(STRANGER), updateInvitationRoute, { id: INVITATION.sansDossier }, body));
    },
  },
  'delete /api/droits/invitations/{id}': {
    why: 'only the invitation’s creator',
    check: async (callerOf) => expectRefused(await call(await callerOf(STRANGER), deleteInvitationRoute, { id: INVITATION.sansDossier })),
  },
  'put /api/droits/invitations/{id}/accepter': {
    why: 'only the invited address',
    check: async (callerOf) => expectRefused(await call(await callerOf(STRANGER), acceptInvitationRoute, { id: INVITATION.sansDossier })),
  },
  'put /api/droits/invitations/{id}/refuser': {
    why: 'only the invited address',
    check: async (callerOf) => expectRefused(await call(await callerOf(STRANGER), refuseInvitationRoute, { id: INVITATION.sansDossier })),
  },
  'put /api/droits/personne/{guidPersonne}': {
    why: 'the body names several dossiers: the service requires the gérant of each',
    check: async (callerOf) => {
      const body = aimedAt({ ...(validBody(updatePersonneDroitsRoute) as object), guidPersonne: PERSONNE.testeur }, CLAIRE_DOSSIER);
      await expectRefused(await call(await callerOf(STRANGER), updatePersonneDroitsRoute, { guidPersonne: PERSONNE.testeur }, body));
    },
  },
  'get /api/ag/invitations/{millesime}': {
    why: 'lists only the year’s invitations of the caller’s dossiers meeting the AG modules (AccessService.dossiersWith)',
    check: async (callerOf) => {
      const res = await (await callerOf(STRANGER)).http.get(`/api/ag/invitations/${new Date().getFullYear()}`);
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: [] });
    },
  },
  'get /api/ag/resolutions/{millesime}': { why: 'the assembly’s resolutions are common to every member' },
  'post /api/contenus/ag-annees': { why: 'staff only (the guard): the AG years are the firm’s content, common to every dossier' },
  'put /api/contenus/ag-annees/{id}': { why: 'staff only (the guard): the AG years are the firm’s content, common to every dossier' },
  'delete /api/contenus/ag-annees/{id}': { why: 'staff only (the guard): the AG years are the firm’s content, common to every dossier' },
  'get /api/droits/dossiersCollaborateur/{login}': {
    why: 'a collaborator reads only his own portfolio',
    check: async (callerOf) => expectRefused(await call(await callerOf('sec.assistante'), getPortefeuilleRoute, { login: 'ce.conseiller' })),
  },
  'get /api/oneday/photos/{id}/{taille}': { why: 'the One Day gallery is common to every signed-in user (spec 02 §2): no dossier, no module' },
  'post /api/contenus/photos': { why: 'staff only (the guard): the gallery is the firm’s content, common to every user, no dossier' },
  'put /api/contenus/photos/{id}': { why: 'staff only (the guard): the gallery is the firm’s content, common to every user, no dossier' },
  'delete /api/contenus/photos/{id}': { why: 'staff only (the guard): the gallery is the firm’s content, common to every user, no dossier' },
  'get /api/parcours/encours/{routeName}': { why: 'the caller’s own guided-tour state (per person, spec 02 §4); tours are common to every user' },
  'post /api/parcours/utilisateur/{code}': { why: 'marks a tour done for the caller only' },
  'delete /api/parcours/utilisateur/{code}': { why: 'un-marks a tour for the caller only' },
  'post /api/contenus/parcours': {
    why: 'staff only (the guard): tours are the firm’s content, common to every dossier',
    check: async (callerOf) => expectRefused(await call(await callerOf(STRANGER), createContenuParcoursRoute, {}, validBody(createContenuParcoursRoute))),
  },
  'put /api/contenus/parcours/{id}': {
    why: 'staff only (the guard): tours are the firm’s content',
    check: async (callerOf) =>
      expectRefused(await call(await callerOf(STRANGER), updateContenuParcoursRoute, { id: 'accueil' }, validBody(updateContenuParcoursRoute))),
  },
  'delete /api/contenus/parcours/{id}': {
    why: 'staff only (the guard): tours are the firm’s content',
    check: async (callerOf) => expectRefused(await call(await callerOf(STRANGER), deleteContenuParcoursRoute, { id: 'accueil' })),
  },
  'get /api/collaborateur/dossier/search/{term}': {
    why: 'searches the caller’s own portfolio',
    check: async (callerOf) => {
      const res = await call(await callerOf('sec.assistante'), searchDossiersRoute, { term: 'Coteaux' });
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: [] });
    },
  },
};

let horsPortefeuille: Promise<{ p: Record<string, string>; idBase: number }> | undefined;
/** An own module of 010005 (in no CE's portfolio) that a DUER of 010005 uses, and a work unit of a DUER of 010001 (ce.conseiller's). */
const moduleHorsPortefeuille = (db: DataSource) =>
  (horsPortefeuille ??= (async () => {
    const id = async (sql: string, params: unknown[] = []) => ((await db.query(sql, params)) as { id: number }[])[0].id;
    const idBaseCategorie = await id('SELECT id FROM duer_base_categorie WHERE code_dossier IS NULL ORDER BY id LIMIT 1');
    const idBase = await id(
      `INSERT INTO duer_base_module (nom, id_base_categorie, code_dossier, annee) VALUES ('QA30 Module propre 010005', $1, '010005', 2036) RETURNING id`,
      [idBaseCategorie],
    );
    // The matrix gives every dossier a DUER (created in its setup when the seed holds none).
    const duer010005 = await id(`SELECT id FROM duer WHERE code_dossier = '010005' ORDER BY annee DESC LIMIT 1`);
    const unite = await id('INSERT INTO duer_categorie (id_duer, id_base_categorie, ordre) VALUES ($1, $2, 1) RETURNING id', [duer010005, idBaseCategorie]);
    await db.query('INSERT INTO duer_module (id_duer_categorie, id_base_module, ordre) VALUES ($1, $2, 1)', [unite, idBase]);
    const idDuer = await id(`SELECT id FROM duer WHERE code_dossier = '010001' ORDER BY annee DESC LIMIT 1`);
    const idCategorie = await id('SELECT id FROM duer_categorie WHERE id_duer = $1 ORDER BY ordre, id LIMIT 1', [idDuer]);
    return { p: { idDuer: String(idDuer), idCategorie: String(idCategorie) }, idBase };
  })());

/**
 * Guarded routes that also reach DUER items of dossiers other than the one the guard checked (issue 30): the module
 * library lists, and a CE takes, the own modules of other dossiers only within the caller's portfolio.
 */
export const OTHER_DOSSIER_ITEMS: Record<string, { why: string; check: (callerOf: CallerOf, db: DataSource) => Promise<void> }> = {
  'get /api/duer/{idDuer}/categories/{idCategorie}/modules/base': {
    why: 'other dossiers’ own modules are listed to staff only for the dossiers AccessService.dossiersWith gives',
    check: async (callerOf, db) => {
      const { p } = await moduleHorsPortefeuille(db);
      const caller = await callerOf('ce.conseiller');
      const res = await caller.http.get(routePath(getBaseModulesRoute, p)).query({ texte: 'QA30' });
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: [] });
    },
  },
  'post /api/duer/{idDuer}/categories/{idCategorie}/modules': {
    why: 'another dossier’s own module named by id is taken only when AccessService.requireDossier admits the caller to that dossier',
    check: async (callerOf, db) => {
      const { p, idBase } = await moduleHorsPortefeuille(db);
      await expectRefused(await call(await callerOf('ce.conseiller'), createModuleRoute, p, { idBase }));
    },
  },
};
