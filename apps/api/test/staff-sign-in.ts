import { agent, freshCsrf } from './test-app';
import { QA_PASSWORD } from '../../../seeds/ids';

/** Walks the OpenID Connect dance against the development provider, as a browser would. */
export async function signInStaff(baseUrl: string, login: string, password = QA_PASSWORD, returnUrl = '/selectionDossier') {
  const a = await agent(baseUrl);
  let res = await a.http.get(`/api/auth/oidc?returnUrl=${encodeURIComponent(returnUrl)}`).expect(302);
  let location = res.headers.location as string;
  for (let i = 0; i < 10 && !location.includes('/oidc/interaction/'); i++) {
    res = await a.http.get(toPath(baseUrl, location));
    location = res.headers.location as string;
  }
  const interaction = toPath(baseUrl, location);
  await a.http.get(interaction).expect(200);
  res = await a.http.post(`${interaction}/login`).type('form').send({ login, password });
  if (res.status !== 302 && res.status !== 303) return { ...a, csrfBeforeSignIn: a.csrf, finalStatus: res.status, finalLocation: undefined };
  location = res.headers.location as string;
  for (let i = 0; i < 10 && res.status >= 300 && res.status < 400 && !location.startsWith(returnUrl); i++) {
    res = await a.http.get(toPath(baseUrl, location));
    location = res.headers.location as string;
  }
  // The callback opened the session with a new CSRF token.
  return { ...a, csrf: await freshCsrf(a.http), csrfBeforeSignIn: a.csrf, finalStatus: res.status, finalLocation: location };
}

function toPath(baseUrl: string, location: string): string {
  return location.startsWith(baseUrl) ? location.slice(baseUrl.length) : location;
}
