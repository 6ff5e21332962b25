import { createCategorieRoute, createDuerRoute, DuerMessages as M, getDuerRoute, routePath } from '@portail/contracts';
import { DuerCategoriesService } from '../src/modules/duer/duer-categories.service';
import { DuerIndexService } from '../src/modules/duer/duer-index.service';
import { signInStaff } from './staff-sign-in';
import { expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

/**
 * The access guard decides the DUER rules of spec 03 §6 the routes declare (dossier.duer): a refused call never reaches
 * the service, and an admitted one hands it the DUER's context with the caller's rights.
 */
let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

/** A DUER of 010002 (sec.assistante's and ce.conseiller's portfolio; gerant.multi is its gérant), straight in the database. */
async function duer(annee: number): Promise<number> {
  await t.ds.query('DELETE FROM duer WHERE code_dossier = $1 AND annee = $2', ['010002', annee]);
  const rows: { id: number }[] = await t.ds.query('INSERT INTO duer (code_dossier, annee) VALUES ($1, $2) RETURNING id', ['010002', annee]);
  return rows[0].id;
}

const unites = async (idDuer: number) =>
  ((await t.ds.query('SELECT count(*)::int AS n FROM duer_categorie WHERE id_duer = $1', [idDuer])) as { n: number }[])[0].n;

it('refuses a structure route to an adviser without function CE (reserveCE) before the service; a CE adviser reaches it', async () => {
  const idDuer = await duer(2037);
  const create = jest.spyOn(t.portal.app.get(DuerCategoriesService), 'create');
  try {
    const sec = await signInStaff(t.baseUrl, 'sec.assistante');
    const refused = await sec.http.post(routePath(createCategorieRoute, { idDuer })).set('x-csrf-token', sec.csrf).send({ nom: 'QA guard Unité' }).expect(403);
    expectEnvelope(refused.body, 403);
    expect(refused.body.message).toBe(M.reserveCE);
    expect(create).not.toHaveBeenCalled();
    expect(await unites(idDuer)).toBe(0);

    // Reading the DUER is open to her: the handler gets the context the guard decided, her rights shown as they are.
    const detail = await sec.http.get(routePath(getDuerRoute, { idDuer })).expect(200);
    expect(detail.body.droits).toEqual({ droitModifs: true, droitCreation: true, creationStructure: false, estCollaborateur: true, fonctionCE: false });

    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    await ce.http.post(routePath(createCategorieRoute, { idDuer })).set('x-csrf-token', ce.csrf).send({ nom: 'QA guard Unité' }).expect(201);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0][0]).toMatchObject({ duer: { id: idDuer, codeDossier: '010002' }, droits: { fonctionCE: true }, requis: ['structure'] });
    expect(await unites(idDuer)).toBe(1);
  } finally {
    create.mockRestore();
  }
});

it('decides a rule on the body: a member may only copy a year of a dossier holding one (reserveCE), never create it empty', async () => {
  await t.ds.query(`DELETE FROM duer WHERE code_dossier = '010002'`);
  const create = jest.spyOn(t.portal.app.get(DuerIndexService), 'create');
  try {
    const g = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
    const annee = new Date().getFullYear();
    const post = (body: object) =>
      g.http
        .post(routePath(createDuerRoute, { codeDossier: '010002' }))
        .set('x-csrf-token', g.csrf)
        .send(body);
    expect((await post({ mode: 'vide', annee }).expect(403)).body.message).toBe(M.reserveCE);
    // No DUER to copy yet.
    expect((await post({ mode: 'copie', annee, anneeSource: annee - 1, copierContenu: false }).expect(403)).body.message).toBe(M.reserveCE);
    expect(create).not.toHaveBeenCalled();
    // An invalid body meets no condition: its validation answers it (400), not the rule.
    await post({ mode: 'inconnu', annee }).expect(400);
    expect(create).not.toHaveBeenCalled();
  } finally {
    create.mockRestore();
  }
});
