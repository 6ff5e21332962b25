import fs from 'node:fs';
import path from 'node:path';
import { assolementValideMessage, TELEPAC_LIMITES, TelepacMessages as T } from '@portail/contracts';
import { resetDossier } from '../../../seeds/seed';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const GERANT = 'gerant.multi@exemple.fr'; // 010001 (tool_echanges, PACAGE 999000000), 010002 (without it), 010004 (Associé, no PACAGE)
const ASSOCIE = 'associe@exemple.fr'; // 010004 only
const N = new Date().getFullYear();
const Y = N + 1; // empty in the seed
const ROUTE = '/api/assolement/assolementTelepac';
const fixture = (name: string) => fs.readFileSync(path.resolve(__dirname, 'fixtures/telepac', name));
const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');
const SAMPLE = process.env.TELEPAC_SAMPLE ?? path.resolve(__dirname, '../../../../shared/data/telepac/telepac-multi-2024v4.xml');
type Caller = Awaited<ReturnType<typeof agent>>;
const post = (c: Caller, body: object) => c.http.post(ROUTE).set('x-csrf-token', c.csrf).send(body);
const body = (extra: object = {}) => ({ codeDossier: '010001', millesime: Y, contenu: b64(fixture('export-2024v4.xml')), ...extra });
const surfaces = (cultures: { culture: { idtCultureTypeTRAME: number }; surface: number }[]) =>
  Object.fromEntries(cultures.map((c) => [c.culture.idtCultureTypeTRAME, c.surface]));
const lines = async (codeDossier: string, millesime: number) =>
  Number(
    (
      await t.ds.query(
        `SELECT count(*) AS n FROM assolement_culture l JOIN assolement a ON a.id = l.id_assolement WHERE a.code_dossier = $1 AND a.millesime = $2`,
        [codeDossier, millesime],
      )
    )[0].n,
  );

beforeEach(async () => {
  await resetDossier(t.ds, '010001');
  await resetDossier(t.ds, '010004');
});

describe('access', () => {
  it('401 anonymous, 403 on a foreign dossier, 403 without tool_echanges', async () => {
    expectEnvelope((await post(await agent(t.baseUrl), body()).expect(401)).body, 401);
    // The route's 10 MB parser is for signed-in callers: an anonymous 2 MB body meets the api's 1 MB limit.
    const big = await post(await agent(t.baseUrl), body({ contenu: 'A'.repeat(2 * 1024 * 1024) }));
    expect(big.status).toBe(413);
    const associe = await signIn(t.baseUrl, ASSOCIE);
    expectEnvelope((await post(associe, body()).expect(403)).body, 403, 'INTERDIT');
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await post(g, body({ codeDossier: '010002' })).expect(403)).body, 403);
  });
});

describe('refusals: 400 with the envelope, nothing written', () => {
  it('missing fields, bad base64, bad PACAGE, bad mode', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const issues = async (b: object) => {
      const res = (await post(g, b).expect(400)).body;
      expectEnvelope(res, 400, 'VALIDATION');
      return res.issues.map((i: { message: string }) => i.message) as string[];
    };
    expect(await issues({ codeDossier: '010001', millesime: Y })).toContain(T.contenuManquant);
    expect(await issues(body({ contenu: '' }))).toContain(T.contenuManquant);
    expect(await issues(body({ contenu: 'pas du base64 !' }))).toContain(T.base64Invalide);
    expect(await issues(body({ pacage: '12AB' }))).toContain(T.pacageInvalide);
    expect(await issues(body({ confirmer: { mode: 'fusionner' } }))).toContain(T.mode);
    expectEnvelope((await post(g, { contenu: b64('<x/>') }).expect(400)).body, 400); // no dossier: the guard or the schema refuses
  });

  it('not XML, billion laughs, a foreign schema: the spec message and the reason', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const reason = async (contenu: string, extra: object = {}) => {
      const res = (await post(g, body({ contenu, ...extra })).expect(400)).body;
      expectEnvelope(res, 400, 'VALIDATION');
      expect(res.message).toBe(T.illisible);
      expect(res.displayable).toBe(true);
      return res.issues[0].message as string;
    };
    expect(await reason(b64('%PDF-1.7\n%âãÏÓ'))).toBe("Le fichier n'est pas un XML.");
    expect(await reason(b64(fixture('billion-laughs.xml')), { confirmer: { mode: 'ajouter' } })).toBe(
      'Le fichier déclare un DOCTYPE ou des entités XML, refusés par sécurité.',
    );
    expect(await reason(b64(fixture('autre-schema.xml')))).toMatch(/schéma Telepac reconnu/);
    expect(await reason('<producteurs><producteur>', { encodage: 'texte' })).toMatch(/schéma Telepac reconnu|mal formé/);
    expect(await lines('010001', Y)).toBe(0);
  });

  it('oversized: over 10 MB once decoded (400), over the route body limit (413), both with the spec message', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const justOver = b64(Buffer.alloc(TELEPAC_LIMITES.fichierMaxOctets + 1, 0x20)); // still within the base64 length
    expect(justOver.length).toBeLessThanOrEqual(TELEPAC_LIMITES.contenuMaxCaracteres + 4);
    const res = (await post(g, body({ contenu: justOver })).expect(400)).body;
    expect(res.message).toBe(T.illisible);
    expect(res.issues[0].message).toBe('Le fichier dépasse la taille maximale de 10 Mo.');
    const huge = (await post(g, body({ contenu: 'A'.repeat(TELEPAC_LIMITES.contenuMaxCaracteres + 200 * 1024) })).expect(413)).body;
    expectEnvelope(huge, 413, 'TROP_VOLUMINEUX');
    expect(huge.message).toBe(T.tropVolumineux);
    const over = (await post(g, body({ contenu: 'A'.repeat(TELEPAC_LIMITES.contenuMaxCaracteres + 4) })).expect(400)).body;
    expect(over.issues.map((i: { message: string }) => i.message)).toContain(T.tropVolumineux);
  });

  it('409 on a definitive year, preview and confirm alike', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    for (const extra of [{}, { confirmer: { mode: 'ajouter' } }]) {
      const res = (await post(g, body({ millesime: N - 1, ...extra })).expect(409)).body;
      expectEnvelope(res, 409, 'CONFLIT');
      expect(res.message).toBe(assolementValideMessage(N - 1, 'CDER'));
    }
    expect(await lines('010001', N - 1)).toBe(8);
  });

  it('no crop of the file maps to a crop type: 400 naming the codes', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const xml = fixture('export-2024v4.xml')
      .toString('utf8')
      .replace(/<code-culture>[A-Z]{3}<\/code-culture>/g, '<code-culture>ZZZ</code-culture>');
    for (const extra of [{}, { confirmer: { mode: 'ajouter' } }]) {
      const res = (await post(g, body({ contenu: b64(xml), ...extra })).expect(400)).body;
      expect(res.message).toBe(T.illisible);
      expect(res.issues[0].message).toBe(T.aucuneCulture('ZZZ'));
    }
    expect(await lines('010001', Y)).toBe(0);
  });
});

describe('preview then confirm', () => {
  (fs.existsSync(SAMPLE) ? it : it.skip)('previews the real 2024v4 sample (ISO-8859-1): PTR 10.63 ha, PPH 0.92 ha, BTH 1.92 ha; nothing written', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const res = (await post(g, body({ contenu: b64(fs.readFileSync(SAMPLE)) })).expect(200)).body;
    expect(res).toMatchObject({ pacage: '999000000', version: '2024v4', nonReconnus: [] });
    expect(res.cultures.map((c: { codePac: string; surfaceHa: number; intitule: string }) => [c.codePac, c.surfaceHa, c.intitule])).toEqual([
      ['PTR', 10.63, 'Prairie temporaire'],
      ['BTH', 1.92, 'Blé tendre d’hiver'],
      ['PPH', 0.92, 'Prairie permanente'],
    ]);
    expect(res.cultures[0]).toMatchObject({ libellePac: 'Autre prairie temporaire de 5 ans ou moins', existante: false });
    expect(await lines('010001', Y)).toBe(0);
    expect(Number((await t.ds.query(`SELECT count(*) AS n FROM assolement WHERE code_dossier = '010001' AND millesime = $1`, [Y]))[0].n)).toBe(0);
  });

  it('confirm adds the lines and the commune; again with ajouter doubles the surfaces, with remplacer brings them back', async () => {
    await t.ds.query(`UPDATE dossier SET numero_pacage = '051000001' WHERE code_dossier = '010001'`); // the file's producer
    const g = await signIn(t.baseUrl, GERANT);
    const preview = (await post(g, body()).expect(200)).body;
    expect(preview.cultures.map((c: { codePac: string; surfaceHa: number }) => [c.codePac, c.surfaceHa])).toEqual([
      ['BTH', 14.84],
      ['ORH', 5.67],
      ['CZH', 1.5],
      ['VRC', 0.8],
    ]);
    expect(preview).toMatchObject({ pacage: '051000001', pacageDossier: '051000001', autreProducteur: false });
    const first = (await post(g, body({ confirmer: { mode: 'ajouter' } })).expect(200)).body;
    expect(first).toMatchObject({ ajoutees: 4, modifiees: 0 });
    expect(surfaces(first.cultures)).toEqual({ 1015: 14.84, 1020: 5.67, 1035: 1.5, 1060: 0.8 });
    expect(first.cultures.every((c: { rendement: null }) => c.rendement === null)).toBe(true);
    const dossier = (await g.http.get(`/api/assolement/dossier/010001/${Y}`).expect(200)).body;
    expect(dossier.communeInsee).toBe('51454'); // îlot 1: 20.5 ha, îlot 2 (51230): 2.3 ha

    const again = (await post(g, body()).expect(200)).body;
    expect(again.cultures.every((c: { existante: boolean }) => c.existante)).toBe(true);
    const doubled = (await post(g, body({ confirmer: { mode: 'ajouter' } })).expect(200)).body;
    expect(doubled).toMatchObject({ ajoutees: 0, modifiees: 4 });
    expect(surfaces(doubled.cultures)).toEqual({ 1015: 29.68, 1020: 11.34, 1035: 3, 1060: 1.6 });
    const back = (await post(g, body({ confirmer: { mode: 'remplacer' } })).expect(200)).body;
    expect(surfaces(back.cultures)).toEqual({ 1015: 14.84, 1020: 5.67, 1035: 1.5, 1060: 0.8 });
    const got = (await g.http.get(`/api/assolement/010001/${Y}`).expect(200)).body;
    expect(got.cultures).toEqual(back.cultures);
  });

  it('keeps the yields and the other lines of the year; two PAC codes of one crop type make one line', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const before = (await g.http.get(`/api/assolement/010001/${N}`).expect(200)).body.cultures as {
      culture: { idtCultureTypeTRAME: number };
      rendement: number | null;
    }[];
    const ble = before.find((c) => c.culture.idtCultureTypeTRAME === 1015)!;
    const xml = fixture('export-2024v4.xml')
      .toString('utf8')
      .replace('<code-culture>ORH</code-culture>', '<code-culture>PRL</code-culture>')
      .replace('<code-culture>CZH</code-culture>', '<code-culture>PPH</code-culture>');
    const res = (await post(g, body({ millesime: N, contenu: b64(xml), confirmer: { mode: 'remplacer', autreProducteur: true } })).expect(200)).body;
    expect(res.cultures).toHaveLength(before.length + 2); // BTH replaced; prairie (PRL + PPH) and vigne added
    const after = res.cultures.find((c: { culture: { idtCultureTypeTRAME: number } }) => c.culture.idtCultureTypeTRAME === 1015);
    expect(after).toMatchObject({ id: (ble as unknown as { id: string }).id, surface: 14.84, rendement: ble.rendement });
    expect(surfaces(res.cultures)[1058]).toBe(7.17); // 5.67 + 1.5
    expect(res).toMatchObject({ ajoutees: 2, modifiees: 1 });
  });

  it('ISO-8859-1 bytes in base64, and the text form', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const latin1 = fixture('export-iso-8859-1.xml');
    const res = (await post(g, body({ contenu: b64(latin1) })).expect(200)).body;
    expect(res.cultures.map((c: { codePac: string; surfaceHa: number }) => [c.codePac, c.surfaceHa])).toEqual([['PPH', 0.92]]);
    const text = (await post(g, body({ contenu: fixture('export-2024v4.xml').toString('utf8'), encodage: 'texte' })).expect(200)).body;
    expect(text.cultures).toHaveLength(4);
  });

  it('names the unmapped codes and imports the others', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const contenu = b64(fixture('import-2024v3.xml'));
    const preview = (await post(g, body({ contenu })).expect(200)).body;
    expect(preview.version).toBe('2024v3');
    expect(preview.nonReconnus).toEqual([{ codePac: 'XYZ', libellePac: null, surfaceHa: 0.25 }]);
    const res = (await post(g, body({ contenu, confirmer: { mode: 'ajouter', autreProducteur: true } })).expect(200)).body;
    expect(surfaces(res.cultures)).toEqual({ 1015: 0.94 });
  });

  it('another producer’s file: both numbers in the preview, refused unless confirmed, the commune not taken from it', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const preview = (await post(g, body()).expect(200)).body;
    expect(preview).toMatchObject({ pacage: '051000001', pacageDossier: '999000000', autreProducteur: true });
    expect(preview.cultures).toHaveLength(4);
    const refused = (await post(g, body({ confirmer: { mode: 'ajouter' } })).expect(400)).body;
    expectEnvelope(refused, 400, 'VALIDATION');
    expect(refused.message).toBe(T.autreProducteur('051000001', '999000000'));
    expect(refused.displayable).toBe(true);
    expect(await lines('010001', Y)).toBe(0);

    const done = (await post(g, body({ confirmer: { mode: 'ajouter', autreProducteur: true } })).expect(200)).body;
    expect(done).toMatchObject({ ajoutees: 4, modifiees: 0 });
    expect((await g.http.get(`/api/assolement/dossier/010001/${Y}`).expect(200)).body.communeInsee).toBeNull();
  });

  it('a file with several producers: the dossier without PACAGE must choose one', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const contenu = b64(fixture('multi-producteurs-2024v4.xml'));
    const b = { codeDossier: '010004', millesime: Y, contenu };
    const preview = (await post(g, b).expect(200)).body;
    expect(preview).toMatchObject({ pacage: null, pacageDossier: null, autreProducteur: false, cultures: [], nonReconnus: [] });
    expect(preview.producteurs.map((p: { pacage: string }) => p.pacage)).toEqual(['051000010', '051000011', '051000012']);
    const refused = (await post(g, { ...b, confirmer: { mode: 'ajouter' } }).expect(400)).body;
    expectEnvelope(refused, 400, 'VALIDATION');
    expect(refused.message).toBe(T.pacageRequis);
    expect(await lines('010004', Y)).toBe(0);

    const chosen = (await post(g, { ...b, pacage: '051 000 011' }).expect(200)).body;
    expect(chosen.pacage).toBe('051000011');
    expect(chosen.cultures.map((c: { codePac: string; surfaceHa: number }) => [c.codePac, c.surfaceHa])).toEqual([
      ['BTN', 4.2],
      ['ORP', 3],
    ]);
    const done = (await post(g, { ...b, pacage: '051000011', confirmer: { mode: 'ajouter' } }).expect(200)).body;
    expect(surfaces(done.cultures)).toEqual({ 1045: 4.2, 1021: 3 });
    // 010001's PACAGE is not in this file either: the same choice is asked.
    expect((await post(g, { ...b, codeDossier: '010001' }).expect(200)).body.pacage).toBeNull();
  });
});
