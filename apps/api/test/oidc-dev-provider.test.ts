import { QA_PASSWORD } from '../../../seeds/ids';
import type TestAgent from 'supertest/lib/agent';
import { agent, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ LOGIN_MAX_FAILURES: '3', LOGIN_MAX_PER_ADDRESS: '6' });
});
afterAll(() => t.close());

/** Opens a sign-in interaction of the development provider, as the browser does from 'Connexion collaborateur'. */
async function interaction(): Promise<{ http: TestAgent; path: string }> {
  const { http } = await agent(t.baseUrl);
  let res = await http.get('/api/auth/oidc').expect(302);
  let location = res.headers.location as string;
  for (let i = 0; i < 10 && !location.includes('/oidc/interaction/'); i++) {
    res = await http.get(location.replace(t.baseUrl, ''));
    location = res.headers.location as string;
  }
  return { http, path: location.replace(t.baseUrl, '') };
}

async function submit(login: string, password: string) {
  const { http, path } = await interaction();
  return http.post(`${path}/login`).type('form').send({ login, password });
}

it('blocks a login after LOGIN_MAX_FAILURES wrong passwords, even with the right one, and says when to retry', async () => {
  for (let i = 0; i < 3; i++) {
    const res = await submit('ce.conseiller', 'mauvais');
    expect(res.status).toBe(401);
    expect(res.text).toContain('Identifiant ou mot de passe incorrect.');
  }
  const blocked = await submit('ce.conseiller', QA_PASSWORD);
  expect(blocked.status).toBe(429);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
  expect(blocked.text).toContain('Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.');
  // Another collaborator is not affected.
  expect((await signInStaff(t.baseUrl, 'gest.paie')).finalLocation).toBe('/selectionDossier');
});

it('keeps the typed login, escaped, after a wrong password and puts the focus on the password (issue 29, defect 8)', async () => {
  // The fifth attempt from this address.
  const res = await submit('gest.paie"<b>', 'mauvais');
  expect(res.status).toBe(401);
  expect(res.text).toMatch(/<input name="login"[^>]* value="gest.paie&#34;&#60;b&#62;"/);
  expect(res.text).not.toMatch(/<input name="login"[^>]*autofocus/);
  expect(res.text).toMatch(/<input name="password"[^>]*autofocus/);
});

it('limits the attempts of one address, whatever the login', async () => {
  // Six attempts so far from this address (LOGIN_MAX_PER_ADDRESS=6): the next is refused whatever the login.
  const blocked = await submit('inconnu.deux', 'mauvais');
  expect(blocked.status).toBe(429);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
});

it('renders the page in the theme’s look, with external stylesheets only (no inline style or script)', async () => {
  const { http, path } = await interaction();
  const page = await http.get(path).expect(200);
  expect(page.text).toContain('<link rel="stylesheet" href="/oidc/assets/dev-provider.css">');
  expect(page.text).toContain('<link rel="stylesheet" href="/oidc/assets/theme.css">');
  expect(page.text).toContain('src="/api/theme/logo" alt="MyCDER"');
  expect(page.text).not.toMatch(/<style|<script|style=/i);
  const css = await http.get('/oidc/assets/dev-provider.css').expect(200);
  expect(css.headers['content-type']).toMatch(/^text\/css/);
  expect(css.text).toContain('var(--couleur-primaire)');
  const colours = await http.get('/oidc/assets/theme.css').expect(200);
  expect(colours.headers['content-type']).toMatch(/^text\/css/);
  expect(colours.text).toContain('--couleur-primaire:#1f4e3d');
});
