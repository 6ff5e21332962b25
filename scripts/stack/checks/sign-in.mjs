/**
 * Sign-in of a member (login and password, packages/contracts/src/auth/auth.routes.ts) and of a staff member (OpenID
 * Connect through the development provider mounted at /oidc, apps/api/src/modules/auth/oidc/dev-provider.ts), as the
 * web client and a browser do it. The QA accounts are in README.md (table 'Compte') and seeds/ids.ts.
 */
import { URL } from 'node:url';
import { callJson, request, Session } from './http.mjs';
import { CheckFailure, expect } from './report.mjs';

/** Every QA account's password (seeds/ids.ts QA_PASSWORD). */
export const QA_PASSWORD = 'Portail-QA-2026!';
/** Claire Martin: gérante (role 1) of 010001, 010002, 010003 (GED, DUER, credentials, loans); Associé of 010004. */
export const MEMBER_LOGIN = 'gerant.multi@exemple.fr';
/** Julie Bernard, CE: portfolio 010001 to 010004 (reveals the credentials of 010001). */
export const STAFF_LOGIN = 'ce.conseiller';

/** A fresh CSRF token for the session (sign-in rotates it; a stored session keeps its own). */
export async function refreshCsrf(origin, session) {
  const body = await callJson(origin, '/api/auth/csrf', { session });
  expect(typeof body.csrfToken === 'string' && body.csrfToken, 'GET /api/auth/csrf sans csrfToken');
  session.csrf = body.csrfToken;
  return session;
}

/** GET /api/auth/authenticate: the session's user, or null when the session is not (or no longer) signed in. */
export async function currentUser(origin, session) {
  const res = await request(origin, '/api/auth/authenticate', { session });
  if (res.status === 401) return null;
  res.expectStatus(200);
  return res.json();
}

/** Checks that the session answers as `login` of that type ('member' or 'collab'). */
export async function expectUser(origin, session, login, type) {
  const user = await currentUser(origin, session);
  expect(user, `GET /api/auth/authenticate → 401 : la session ne répond plus`);
  expect(user.login === login && user.typeUtilisateur === type, `utilisateur courant ${JSON.stringify(user)}, attendu ${login} (${type})`);
  return user;
}

/** Member sign-in: CSRF token of an anonymous session, POST /api/auth/login, then the new session's token. */
export async function signInMember(origin, login = MEMBER_LOGIN, password = QA_PASSWORD) {
  const session = await refreshCsrf(origin, new Session());
  const res = await request(origin, '/api/auth/login', { method: 'POST', session, json: { login, password } });
  if (res.status === 401 && res.json().code === 'CAPTCHA_REQUIS')
    throw new CheckFailure(`${res.summary()} : l'api exige un captcha (trop d'échecs sur ${login}, ou garde des mots de passe sous pression)`);
  res.expectStatus(200);
  expect(res.json().login === login, () => `POST /api/auth/login a répondu ${res.text()}`);
  expect(session.jar.get('portail.sid'), 'pas de cookie de session portail.sid après la connexion');
  return refreshCsrf(origin, session);
}

/**
 * Staff sign-in through OpenID Connect, redirects followed by hand: the api's start route, the provider's
 * authorisation endpoint, its login page (`/oidc/interaction/:uid`), the form's POST, the provider's resume and the
 * api's callback, which opens the session and sends to `returnUrl`. Every hop must stay on the public origin.
 */
export async function signInStaff(origin, login = STAFF_LOGIN, password = QA_PASSWORD, returnUrl = '/selectionDossier') {
  const session = new Session();
  const hops = [];
  const follow = async (res) => {
    for (let i = 0; i < 12 && res.status >= 300 && res.status < 400; i++) {
      const next = nextUrl(origin, res);
      hops.push(`${res.status} ${new URL(next).pathname}`);
      if (new URL(next).pathname.startsWith('/oidc/interaction/')) return { res, interaction: next };
      res = await request(origin, next, { session });
    }
    return { res };
  };

  let { res, interaction } = await follow(await request(origin, `/api/auth/oidc?returnUrl=${encodeURIComponent(returnUrl)}`, { session }));
  if (!interaction) throw new CheckFailure(`pas de page de connexion du fournisseur ; parcours : ${hops.join(', ')} ; dernière réponse ${res.summary()}`);
  const page = await request(origin, interaction, { session });
  page.expectStatus(200);
  expect(page.text().includes('name="login"'), `${page.summary()} : pas de formulaire de connexion`);

  res = await request(origin, `${interaction}/login`, { method: 'POST', session, form: { login, password } });
  if (res.status < 300 || res.status >= 400) throw new CheckFailure(`formulaire du fournisseur refusé : ${res.summary()}`);
  ({ res } = await follow(res));
  const landed = hops.at(-1) ?? '';
  expect(
    hops.some((h) => h.includes('/api/auth/oidc/callback')) && !landed.includes('/connexion'),
    () => `le retour n'a pas ouvert de session ; parcours : ${hops.join(', ')} ; dernière réponse ${res.summary()}`,
  );
  expect(landed.endsWith(returnUrl), () => `arrivée sur ${landed}, attendu ${returnUrl} ; parcours : ${hops.join(', ')}`);
  return refreshCsrf(origin, session);
}

/** The absolute URL of a redirect, which must stay on the public origin (PUBLIC_URL of the api must be STACK_URL). */
function nextUrl(origin, res) {
  const location = res.headers.get('location');
  expect(location, `${res.summary()} : redirection sans Location`);
  const next = new URL(location, res.url);
  expect(
    next.origin === new URL(origin).origin,
    `${res.summary()} : redirection hors de ${new URL(origin).origin} (PUBLIC_URL de l'api différent de STACK_URL ?)`,
  );
  return next.toString();
}

/** A session kept in STATE_FILE, if it still answers as `login` (no new sign-in); null otherwise. */
export async function resumeSession(origin, stored, login, type) {
  if (!stored?.cookies?.length) return null;
  const session = Session.from(stored);
  const user = await currentUser(origin, session);
  if (!user) return null;
  expect(user.login === login && user.typeUtilisateur === type, `la session gardée répond ${JSON.stringify(user)}, attendu ${login} (${type})`);
  return session;
}
