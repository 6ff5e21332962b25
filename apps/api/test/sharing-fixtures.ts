import type TestAgent from 'supertest/lib/agent';
import type { DataSource } from 'typeorm';
import { agent, signIn } from './test-app';

export type Client = { http: TestAgent; csrf: string };

export const GERANT = 'gerant.multi@exemple.fr';

/** Comptable on a dossier: the role's predefined categories (seeds/data.ts). */
export const comptable = (codeDossier: string) => ({ codeDossier, idRole: 3, categoriesIdAutorisees: ['contacts', 'mesDocs_fiscal'] });

export const send = {
  post: (c: Client, url: string, body?: unknown) =>
    c.http
      .post(url)
      .set('x-csrf-token', c.csrf)
      .send(body as object),
  put: (c: Client, url: string, body?: unknown) =>
    c.http
      .put(url)
      .set('x-csrf-token', c.csrf)
      .send(body as object),
  delete: (c: Client, url: string) => c.http.delete(url).set('x-csrf-token', c.csrf),
};

/** A client with a CSRF token but no session: reaches the guard, which answers 401. */
export const anonymous = (baseUrl: string) => agent(baseUrl);

export async function invite(baseUrl: string, mailInvite: string, dossiers = [comptable('010001')], as = GERANT): Promise<string> {
  const gerant = await signIn(baseUrl, as);
  const res = await send.post(gerant, '/api/droits/invitations', { mailInvite, dossiers }).expect(200);
  return res.body.id as string;
}

export async function expire(ds: DataSource, id: string): Promise<void> {
  await ds.query(`UPDATE invitation SET date_expiration = now() - interval '1 minute' WHERE id = $1`, [id]);
}

export async function moduleCodes(c: Client, codeDossier: string): Promise<string[] | undefined> {
  const res = await c.http.get('/api/droits').expect(200);
  return res.body.data.dossiers.find((d: { codeDossier: string }) => d.codeDossier === codeDossier)?.modules;
}

export const signUp = (over: Record<string, unknown> = {}) => ({
  username: 'nouvelle.personne@exemple.fr',
  email: 'nouvelle.personne@exemple.fr',
  pwd: 'Un-mot-de-passe-2026',
  external: false,
  codeCivilite: 'MME',
  nom: 'Renard',
  prenom: 'Alice',
  ...over,
});
