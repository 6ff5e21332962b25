import request from 'supertest';
import { PERSONNE } from '../../../seeds/ids';
import { expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

describe('GET /api/droits', () => {
  it('401 without a session', async () => {
    expectEnvelope((await request(t.baseUrl).get('/api/droits').expect(401)).body, 401);
  });

  it('lists a member’s dossiers with modules narrowed by role and categories', async () => {
    const a = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
    const res = await a.http.get('/api/droits').expect(200);
    expect(res.body.typeUtilisateur).toBe('member');
    expect(res.body.data.dossiers.map((d: { codeDossier: string }) => d.codeDossier)).toEqual(['010002', '010001', '010003', '010004']);
    expect(res.body.data.modules).toEqual(['administrateur_cder']);
    const owned = res.body.data.dossiers.find((d: { codeDossier: string }) => d.codeDossier === '010001');
    expect(owned.modules).toEqual(expect.arrayContaining(['page_chiffres', 'mod_documents', 'tool_echanges']));
    const shared = res.body.data.dossiers.find((d: { codeDossier: string }) => d.codeDossier === '010004');
    expect(shared.idRole).toBe(2);
    expect(shared.modules).toContain('page_chiffres');
    expect(shared.modules).not.toContain('mod_documents');
  });

  it('limits the associé to the categories of their role', async () => {
    const a = await signIn(t.baseUrl, 'associe@exemple.fr');
    const res = await a.http.get('/api/droits').expect(200);
    const [d] = res.body.data.dossiers;
    expect(d.codeDossier).toBe('010004');
    expect(d.modules).toContain('page_contacts');
    expect(d.modules).not.toContain('page_chiffres');
    expect(d.modules).not.toContain('page_rdv');
  });

  it('x-force bypasses the cache after a change in the database', async () => {
    const a = await signIn(t.baseUrl, 'particulier@exemple.fr');
    await a.http.get('/api/droits').expect(200);
    await t.ds.query(`INSERT INTO dossier_module (code_dossier, module) VALUES ('010016', 'oic')`);
    const cached = await a.http.get('/api/droits').expect(200);
    expect(cached.body.data.dossiers[0].modules).not.toContain('oic');
    const fresh = await a.http.get('/api/droits').set('x-force', '1').expect(200);
    expect(fresh.body.data.dossiers[0].modules).toContain('oic');
  });

  it('gives staff their portfolio with function-narrowed modules', async () => {
    const s = await signInStaff(t.baseUrl, 'sec.assistante');
    const res = await s.http.get('/api/droits').expect(200);
    expect(res.body).toMatchObject({ typeUtilisateur: 'collab', fonctionsUtilisateur: ['SEC'] });
    expect(res.body.data.dossiers.map((d: { codeDossier: string }) => d.codeDossier)).toEqual(['010002']);
    expect(res.body.data.dossiers[0].modules).toContain('tool_duer_collaborateur');
    expect(res.body.data.dossiers[0].modules).not.toContain('page_chiffres');
  });
});

describe('GET /api/droits/gerant/{guidPersonne}/{codeDossier}', () => {
  const url = (guid: string, code: string) => `/api/droits/gerant/${guid}/${code}`;

  it('401 anonymous', async () => {
    await request(t.baseUrl).get(url(PERSONNE.gerantMulti, '010001')).expect(401);
  });

  it('400 on a bad person id or dossier code', async () => {
    const a = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
    expectEnvelope((await a.http.get(url('pas-un-guid', '010001')).expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await a.http.get(url(PERSONNE.gerantMulti, '12')).expect(400)).body, 400, 'VALIDATION');
  });

  it('403 on another person’s dossier', async () => {
    const a = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
    expectEnvelope((await a.http.get(url(PERSONNE.particulier, '010016')).expect(403)).body, 403, 'INTERDIT');
  });

  it('lets a person read their own rights and a gérant read those of the dossier’s people', async () => {
    const a = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
    const self = await a.http.get(url(PERSONNE.gerantMulti, '010001')).expect(200);
    expect(self.body).toMatchObject({ idRole: 1, estGerant: true });
    const other = await a.http.get(url(PERSONNE.testeur, '010001')).expect(200);
    expect(other.body).toMatchObject({ idRole: 4, estGerant: false, categories: ['contacts', 'mesDocs_social'] });
  });

  it('403 when a non-gérant looks at someone else', async () => {
    const a = await signIn(t.baseUrl, 'associe@exemple.fr');
    await a.http.get(url(PERSONNE.associe, '010004')).expect(200);
    await a.http.get(url(PERSONNE.gerantMulti, '010004')).expect(403);
  });
});
