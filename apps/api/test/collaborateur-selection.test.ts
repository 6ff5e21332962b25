import { expectEnvelope, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';

/** Staff file picker (spec 02 §4): Bon selectable, PasInscrit only with an id, Demissionne never; the api refuses the others. */
let t: TestPortal;
let ce: Awaited<ReturnType<typeof signInStaff>>;
beforeAll(async () => {
  t = await startTestPortal();
  ce = await signInStaff(t.baseUrl, 'ce.conseiller');
});
afterAll(() => t.close());

interface Row {
  id: string | null;
  codeDossier: string;
  statut: string;
  selectable: boolean;
  raisonNonSelectionnable: string | null;
}
const pick = (rows: Row[], code: string) => rows.find((r) => r.codeDossier === code);

it('marks each portfolio dossier selectable or not, with the reason', async () => {
  const rows: Row[] = (await ce.http.get('/api/droits/dossiersCollaborateur/ce.conseiller').expect(200)).body;
  expect(pick(rows, '010001')).toMatchObject({ statut: 'Bon', selectable: true, raisonNonSelectionnable: null });
  expect(pick(rows, '010901')).toMatchObject({ statut: 'Demissionne', selectable: false, raisonNonSelectionnable: 'Dossier démissionnaire' });
  expect(pick(rows, '010902')).toMatchObject({ statut: 'PasInscrit', id: expect.any(String), selectable: true, raisonNonSelectionnable: null });
  expect(pick(rows, '010903')).toMatchObject({
    statut: 'PasInscrit',
    id: null,
    selectable: false,
    raisonNonSelectionnable: 'Dossier non inscrit sans identifiant',
  });
});

it('search results carry the same rule', async () => {
  const rows: Row[] = (await ce.http.get('/api/collaborateur/dossier/search/moulin').expect(200)).body;
  expect(rows.map((r) => [r.codeDossier, r.selectable])).toEqual([
    ['010901', false],
    ['010903', false],
    ['010902', true],
  ]);
});

it('rights list only the dossiers staff may pick', async () => {
  const codes = ((await ce.http.get('/api/droits').expect(200)).body.data.dossiers as { codeDossier: string }[]).map((d) => d.codeDossier);
  expect(codes).toContain('010902');
  expect(codes).not.toContain('010901');
  expect(codes).not.toContain('010903');
});

it('403 with the reason when staff act on a Demissionne dossier, by header or path', async () => {
  const res = await ce.http.get('/api/chiffres').set('x-code-dossier', '010901').expect(403);
  expectEnvelope(res.body, 403, 'INTERDIT');
  expect(res.body.message).toBe('Ce dossier ne peut pas être sélectionné : dossier démissionnaire.');
  expect((await ce.http.get('/api/contacts/010901').expect(403)).body.message).toBe('Ce dossier ne peut pas être sélectionné : dossier démissionnaire.');
});

it('403 with the reason on a PasInscrit dossier without id', async () => {
  const res = await ce.http.get('/api/chiffres').set('x-code-dossier', '010903').expect(403);
  expectEnvelope(res.body, 403, 'INTERDIT');
  expect(res.body.message).toBe('Ce dossier ne peut pas être sélectionné : dossier non inscrit sans identifiant.');
});

it('a Bon dossier and a PasInscrit one with an id still work', async () => {
  expect(Array.isArray((await ce.http.get('/api/chiffres').set('x-code-dossier', '010001').expect(200)).body)).toBe(true);
  expect(Array.isArray((await ce.http.get('/api/contacts/010902').expect(200)).body)).toBe(true);
});

it('a dossier outside the portfolio keeps the generic refusal', async () => {
  const res = await ce.http.get('/api/chiffres').set('x-code-dossier', '010005').expect(403);
  expectEnvelope(res.body, 403, 'INTERDIT');
  expect(res.body.message).not.toMatch(/sélectionné/);
});

it('refuses a dossier that resigned once the rights are recomputed (x-force)', async () => {
  await ce.http.get('/api/chiffres').set('x-code-dossier', '010004').expect(200);
  await t.ds.query(`UPDATE dossier SET statut = 'Demissionne' WHERE code_dossier = '010004'`);
  try {
    await ce.http.get('/api/droits').set('x-force', '1').expect(200);
    const res = await ce.http.get('/api/chiffres').set('x-code-dossier', '010004').expect(403);
    expect(res.body.message).toBe('Ce dossier ne peut pas être sélectionné : dossier démissionnaire.');
  } finally {
    await t.ds.query(`UPDATE dossier SET statut = 'Bon' WHERE code_dossier = '010004'`);
  }
});
