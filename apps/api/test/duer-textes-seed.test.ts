import { resetDossier } from '../../../seeds/seed';
import { TEXTES_QA } from '../../../seeds/duer-textes';
import { DUER } from '../../../seeds/ids';
import { startTestPortal, type TestPortal } from './test-app';

/** QA texts of 010001's DUERs (seeds/duer-textes.ts): present after the full seed, restored by the per-dossier reset. */
jest.setTimeout(120_000);

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const textes = async (idDuer: number) => {
  const [p] = await t.ds.query('SELECT id, descriptif_exploitation, ressources_humaines FROM duer_preambule WHERE id_duer = $1', [idDuer]);
  const categories: { titre: string }[] = p
    ? await t.ds.query('SELECT titre FROM duer_preambule_categorie WHERE id_preambule = $1 ORDER BY ordre', [p.id])
    : [];
  const [informations] = await t.ds.query('SELECT nature_activite, au_cours_des_12_derniers_mois FROM duer_informations_generales WHERE id_duer = $1', [
    idDuer,
  ]);
  const [page] = await t.ds.query('SELECT champ1, ingenieur_conseil FROM duer_page_de_garde WHERE id_duer = $1', [idDuer]);
  return { p, categories: categories.map((c) => c.titre), informations, page };
};

it('seeds a Champagne polyculture preamble, its categories and general information on both 010001 years, a cover page on 2025', async () => {
  for (const plan of TEXTES_QA) {
    const x = await textes(plan.idDuer);
    expect(x.p.descriptif_exploitation).toContain('polyculture');
    expect(x.p.ressources_humaines).toContain('vendanges');
    expect(x.categories).toEqual(plan.preambule.categories.map((c) => c.titre));
    expect(x.categories.length).toBeGreaterThanOrEqual(2);
    expect(x.informations.nature_activite).toBeTruthy();
    expect(x.page).toEqual(plan.pageDeGarde ? { champ1: 'EARL des Coteaux de Vertus', ingenieur_conseil: 'Julie Bernard' } : undefined);
  }
});

it('the per-dossier reset restores the texts after they were changed or removed', async () => {
  await t.ds.query(`UPDATE duer_preambule SET descriptif_exploitation = 'modifié' WHERE id_duer = $1`, [DUER.agri2026]);
  await t.ds.query('DELETE FROM duer_page_de_garde WHERE id_duer = $1', [DUER.agri2025]);
  await resetDossier(t.ds, '010001');
  expect((await textes(DUER.agri2026)).p.descriptif_exploitation).toContain('polyculture');
  expect((await textes(DUER.agri2025)).page.champ1).toBe('EARL des Coteaux de Vertus');
});
