import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { AbonnementMessages as M, type AbonnementDossier, ETATS_FACTURE_DUS } from '@portail/contracts';
import { PageRenderer } from '../src/modules/documents/jobs/page-renderer';
import { aujourdhuiParis } from '../src/modules/abonnement/abonnement-dates';
import { ABONNEMENTS } from '../../../seeds/abonnement-data';
import { facturesAbonnement } from '../../../seeds/abonnement';
import { resetDossier } from '../../../seeds/seed';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';
import { FsBlobStore } from '../src/common/storage/fs-blob-store';
import { seededFilesDir } from './ged-blobs';
import { buildKeyRing, keyIdOf } from '../src/common/secrets/envelope';
import { MANDATS_SEALED, rotateSealedTable } from '../src/common/secrets/rotation';
import { SecretSealer } from '../src/common/secrets/secret-sealer';
import { resealLegacyMandates } from '../src/modules/abonnement/mandat-iban';
import { DEV_SEPA_IBAN_KEY, DEV_VAULT_MASTER_KEY } from '../src/config/config.schema';

let t: TestPortal;
let blobs: FsBlobStore;
const renderer = new PageRenderer();
beforeAll(async () => {
  const dir = seededFilesDir();
  blobs = new FsBlobStore(dir);
  t = await startTestPortal({ FILES_DIR: dir });
  // 010016 (particular customer) gets the billing modules so that its empty invoices box can be seen (before any sign-in).
  await t.ds.query(`INSERT INTO dossier_module (code_dossier, module) VALUES ('010016', 'mod_abo_dossier') ON CONFLICT DO NOTHING`);
});
afterAll(async () => {
  await renderer.stop();
  await t.close();
});

const GERANT = 'gerant.multi@exemple.fr';
const ASSOCIE = 'associe@exemple.fr';
const TESTEUR = 'testeur@exemple.fr';
const PARTICULIER = 'particulier@exemple.fr';
const BASE = '/api/AbonnementDossier';
const IBAN_FR = 'FR7630006000011234567890189';
const IBAN_DE = 'DE89370400440532013000';
const MANDAT = {
  titulaire: 'EARL des Coteaux de Vertus',
  adresse: '12 rue des Vignes',
  codePostal: '51130',
  ville: 'Vertus',
  iban: IBAN_FR,
  bic: 'AGRIFRPP851',
};
const PARAMS = {
  receptionCderInfo: '1',
  receptionFactureElectronique: true,
  emailPlateformeFacturation: 'factures@coteaux-vertus.fr',
  modeReglement: 'CHEQUE',
};

type Caller = Awaited<ReturnType<typeof agent>>;
const putParams = (c: Caller, code: string, parametres: object, codeDossier = code) =>
  c.http.put(`${BASE}/${code}/parametres`).set('x-csrf-token', c.csrf).send({ codeDossier, parametres });
const putMandat = (c: Caller, code: string, body: object) => c.http.put(`${BASE}/${code}/mandat`).set('x-csrf-token', c.csrf).send(body);
const get = async (c: Caller, code: string) => (await c.http.get(`${BASE}/${code}`).expect(200)).body as AbonnementDossier;
const issues = (body: { issues?: { path: string; message: string }[] }) => body.issues ?? [];

async function access(call: (c: Caller) => request.Test) {
  expectEnvelope((await call(await agent(t.baseUrl)).expect(401)).body, 401);
  expectEnvelope((await call(await signIn(t.baseUrl, ASSOCIE)).expect(403)).body, 403, 'INTERDIT');
  // The testeur is Salarié (role 4) on 010001: no 'facturation' category, so no billing module.
  expectEnvelope((await call(await signIn(t.baseUrl, TESTEUR)).expect(403)).body, 403, 'MODULE_INTERDIT');
}

describe('GET /api/AbonnementDossier/{codeDossier}', () => {
  it('401, 403 on another dossier, 403 without the billing module, 400 on a bad code', async () => {
    await access((c) => c.http.get(`${BASE}/010001`));
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await g.http.get(`${BASE}/01x001`).expect(400)).body, 400, 'VALIDATION');
  });

  it('gives the subscription of the year, the invoices newest first and the balance computed from the unpaid ones', async () => {
    await resetDossier(t.ds, '010001', blobs);
    const g = await signIn(t.baseUrl, GERANT);
    const a = await get(g, '010001');
    const annee = Number(aujourdhuiParis().slice(0, 4));
    const cot = ABONNEMENTS['010001'].cotisations.filter((c) => c.millesime <= annee).at(-1)!;
    expect(a.cotisationMillesime).toEqual(cot);
    expect(a.parametresDossier).toEqual({ ...ABONNEMENTS['010001'].parametres, estPrelevementAuto: false });
    expect(a.mandat).toBeNull();

    const seeded = facturesAbonnement('010001');
    expect(a.factures.map((f) => f.numeroFacture)).toEqual([...seeded].reverse().map((f) => f.numero));
    expect(a.factures[0]).toEqual({
      id: seeded[11].id,
      libelle: 'Abonnement novembre 2026',
      dateFacture: '2026-11-05',
      numeroFacture: 'FA-202611-010001',
      etat: 'A facturer',
      montant: seeded[11].ht,
      lienConsultationGed: null,
    });
    expect(new Set(a.factures.map((f) => f.etat))).toEqual(new Set(['Archivée', 'Réglée', 'Facturée', 'Emis', 'A prélever', 'A facturer']));

    const limite = new Date(`${aujourdhuiParis()}T00:00:00Z`);
    limite.setUTCDate(limite.getUTCDate() - 90);
    const dues = seeded.filter((f) => ETATS_FACTURE_DUS.includes(f.etat));
    const total = dues.reduce((s, f) => s + f.ttc, 0);
    const plus90 = dues.filter((f) => new Date(`${f.date}T00:00:00Z`) < limite).reduce((s, f) => s + f.ttc, 0);
    expect(a.creanceEnCours).toEqual({ total, plus90Jours: plus90 });
    expect(total).toBeGreaterThan(plus90);
    expect(plus90).toBeGreaterThan(0);
  });

  it('opens an invoice PDF through the document store route', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const f = (await get(g, '010001')).factures.find((x) => x.etat === 'Réglée')!;
    expect(f.lienConsultationGed).toMatch(/^\/api\/documents\/ged\/download\/5b000000-/);
    const res = await g.http.get(f.lienConsultationGed!).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const texte = await pdfText(res.body as Buffer);
    expect(texte).toContain(`Facture ${f.numeroFacture}`);
    expect(texte).toContain('Total HT');
    // The associé of another dossier cannot open it.
    const associe = await signIn(t.baseUrl, ASSOCIE);
    expectEnvelope((await associe.http.get(f.lienConsultationGed!).expect(403)).body, 403);
  });

  it('shows no invoices to an individual customer (0016), and lets staff read a dossier of their portfolio', async () => {
    const p = await signIn(t.baseUrl, PARTICULIER);
    const a = await get(p, '010016');
    expect(a).toMatchObject({ factures: [], cotisationMillesime: null, creanceEnCours: { total: 0, plus90Jours: 0 }, mandat: null });
    const staff = await signInStaff(t.baseUrl, 'sec.assistante');
    const b = await get(staff, '010002');
    expect(b.factures).toHaveLength(12);
    expect(b.mandat).toMatchObject({ reference: 'MDT-010002-0001', ibanMasque: 'FR76 •••• •••• •••• •••• ••90 189', bic: 'AGRIFRPP851' });
    expect(JSON.stringify(b)).not.toContain('30006000011234567890');
    expectEnvelope((await staff.http.get(`${BASE}/010001`).expect(403)).body, 403, 'INTERDIT');
  });
});

describe('PUT /api/AbonnementDossier/{codeDossier}/parametres', () => {
  it('401, 403 on another dossier, 403 without the module', async () => {
    await access((c) => putParams(c, '010001', PARAMS));
  });

  it('400 with the envelope: bad values, electronic invoicing without its address, another dossier in the body', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    let r = await putParams(g, '010001', { ...PARAMS, receptionCderInfo: '2' }).expect(400);
    expectEnvelope(r.body, 400, 'VALIDATION');
    expect(issues(r.body)).toContainEqual({ path: 'parametres.receptionCderInfo', message: M.receptionInvalide });
    r = await putParams(g, '010001', { ...PARAMS, emailPlateformeFacturation: '' }).expect(400);
    expect(issues(r.body)).toContainEqual({ path: 'parametres.emailPlateformeFacturation', message: M.emailPlateformeRequis });
    r = await putParams(g, '010001', { ...PARAMS, emailPlateformeFacturation: 'pas-une-adresse' }).expect(400);
    expect(issues(r.body)).toContainEqual({ path: 'parametres.emailPlateformeFacturation', message: M.emailPlateformeInvalide });
    r = await putParams(g, '010001', { ...PARAMS, modeReglement: 'ESPECES' }).expect(400);
    expect(issues(r.body)).toContainEqual({ path: 'parametres.modeReglement', message: M.modeReglementInvalide });
    r = await putParams(g, '010001', PARAMS, '010002').expect(400);
    expect(issues(r.body)).toContainEqual({ path: 'codeDossier', message: M.dossierDifferent });
    expectEnvelope((await g.http.put(`${BASE}/010001/parametres`).set('x-csrf-token', g.csrf).send('x').expect(400)).body, 400);
  });

  it('saves the parameters; direct debit needs a mandate', async () => {
    await resetDossier(t.ds, '010001', blobs);
    const g = await signIn(t.baseUrl, GERANT);
    const saved = (await putParams(g, '010001', PARAMS).expect(200)).body as AbonnementDossier;
    expect(saved.parametresDossier).toEqual({ ...PARAMS, estPrelevementAuto: false });
    expect((await get(g, '010001')).parametresDossier).toEqual({ ...PARAMS, estPrelevementAuto: false });

    const r = await putParams(g, '010001', { ...PARAMS, modeReglement: 'PRELEVEMENT' }).expect(400);
    expect(issues(r.body)).toEqual([{ path: 'parametres.modeReglement', message: M.mandatRequis }]);
    await putMandat(g, '010001', MANDAT).expect(200);
    const debit = (
      await putParams(g, '010001', { ...PARAMS, receptionFactureElectronique: false, emailPlateformeFacturation: '', modeReglement: 'PRELEVEMENT' }).expect(200)
    ).body as AbonnementDossier;
    expect(debit.parametresDossier).toEqual({
      receptionCderInfo: '1',
      receptionFactureElectronique: false,
      emailPlateformeFacturation: '',
      modeReglement: 'PRELEVEMENT',
      estPrelevementAuto: true,
    });
    await resetDossier(t.ds, '010001', blobs);
  });

  it('refuses to change an address on a platform domain, and saves the rest', async () => {
    await resetDossier(t.ds, '010002', blobs);
    const g = await signIn(t.baseUrl, GERANT);
    const actuels = ABONNEMENTS['010002'].parametres;
    const r = await putParams(g, '010002', { ...actuels, emailPlateformeFacturation: 'autre@exemple.fr' }).expect(400);
    expectEnvelope(r.body, 400, 'VALIDATION');
    expect(issues(r.body)).toEqual([{ path: 'parametres.emailPlateformeFacturation', message: M.emailPlateformeVerrouille }]);
    const ok = (await putParams(g, '010002', { ...actuels, receptionCderInfo: '0' }).expect(200)).body as AbonnementDossier;
    expect(ok.parametresDossier).toEqual({ ...actuels, receptionCderInfo: '0', estPrelevementAuto: true });
    await resetDossier(t.ds, '010002', blobs);
  });
});

describe('PUT /api/AbonnementDossier/{codeDossier}/mandat', () => {
  it('401, 403 on another dossier, 403 without the module', async () => {
    await access((c) => putMandat(c, '010001', MANDAT));
  });

  it('400: wrong IBAN key, wrong length for the country, unknown country, bad BIC, missing holder', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    for (const iban of [
      'FR7630006000011234567890188',
      'DE8937040044053201300',
      'FR763000600001123456789018',
      'ZZ7630006000011234567890189',
      'FR76 3000 6000!',
    ]) {
      const r = await putMandat(g, '010001', { ...MANDAT, iban }).expect(400);
      expectEnvelope(r.body, 400, 'VALIDATION');
      expect(issues(r.body)).toEqual([{ path: 'iban', message: "L'IBAN est invalide" }]);
    }
    for (const bic of ['AGRIFRP', 'AGRIFRPP85', '1GRIFRPP']) {
      const r = await putMandat(g, '010001', { ...MANDAT, bic }).expect(400);
      expect(issues(r.body)).toEqual([{ path: 'bic', message: 'Le BIC est invalide' }]);
    }
    const r = await putMandat(g, '010001', { ...MANDAT, titulaire: '  ' }).expect(400);
    expect(issues(r.body)).toEqual([{ path: 'titulaire', message: M.titulaireRequis }]);
    expect((await t.ds.query(`SELECT count(*)::int AS n FROM mandat_sepa WHERE code_dossier = '010001'`))[0].n).toBe(0);
  });

  it('records the mandate with a unique reference, the IBAN encrypted and only shown masked', async () => {
    await resetDossier(t.ds, '010001', blobs);
    const g = await signIn(t.baseUrl, GERANT);
    const first = (await putMandat(g, '010001', { ...MANDAT, iban: 'fr76 3000 6000 0112 3456 7890 189', bic: 'agri frpp 851' }).expect(200)).body;
    expect(first).toEqual({
      reference: 'MDT-010001-0001',
      titulaire: MANDAT.titulaire,
      ibanMasque: 'FR76 •••• •••• •••• •••• ••90 189',
      bic: 'AGRIFRPP851',
      dateSignature: aujourdhuiParis(),
    });
    const second = (await putMandat(g, '010001', { ...MANDAT, iban: IBAN_DE, bic: 'COBADEFFXXX' }).expect(200)).body;
    expect(second).toMatchObject({ reference: 'MDT-010001-0002', ibanMasque: 'DE89 •••• •••• •••• •130 00' });
    const a = await get(g, '010001');
    expect(a.mandat).toEqual(second);
    const rows: Record<string, string | null>[] = await t.ds.query(
      `SELECT iban_chiffre, encode(iban_scelle, 'escape') AS scelle, iban_cle_id FROM mandat_sepa WHERE code_dossier = '010001'`,
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.iban_chiffre).toBeNull();
      expect(row.iban_cle_id).toBe(keyIdOf(Buffer.from(DEV_VAULT_MASTER_KEY, 'base64')));
      expect(row.scelle).not.toContain('30006000011234567890');
      expect(row.scelle).not.toContain('370400440532013000');
    }
    await resetDossier(t.ds, '010001', blobs);
  });
});

describe('GET /api/AbonnementDossier/{codeDossier}/mandat/pdf', () => {
  it('401, 403 on another dossier, 403 without the module, 404 without a mandate', async () => {
    await access((c) => c.http.get(`${BASE}/010001/mandat/pdf`));
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await g.http.get(`${BASE}/010003/mandat/pdf`).expect(404)).body, 404);
  });

  it('prints the mandate: creditor and ICS, RUM, debtor, IBAN and BIC, recurrent payment, legal text and signature area', async () => {
    await resetDossier(t.ds, '010003', blobs);
    const g = await signIn(t.baseUrl, GERANT);
    const m = {
      titulaire: 'Écuries du Mont Aimé SAS',
      adresse: '3 chemin du Mont Aimé',
      codePostal: '51130',
      ville: 'Bergères-lès-Vertus',
      iban: IBAN_DE,
      bic: 'COBADEFFXXX',
    };
    await putMandat(g, '010003', m).expect(200);
    const res = await g.http.get(`${BASE}/010003/mandat/pdf`).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Mandat SEPA MDT-010003-0001.pdf"; filename*=UTF-8''Mandat%20SEPA%20MDT-010003-0001.pdf`,
    );
    const texte = await pdfText(res.body as Buffer);
    for (const attendu of [
      'Mandat de prélèvement SEPA',
      'Référence unique du mandat (RUM) : MDT-010003-0001',
      'Paiement récurrent',
      'CDER',
      'FR12ZZZ123456',
      'Identifiant créancier SEPA (ICS)',
      'Écuries du Mont Aimé SAS',
      '3 chemin du Mont Aimé',
      '51130 Bergères-lès-Vertus',
      'DE89 3704 0044 0532 0130 00',
      'COBADEFFXXX',
      'vous autorisez CDER à envoyer des instructions à votre banque pour débiter votre compte',
      '8 semaines',
      'Signature du titulaire du compte',
      aujourdhuiParis().split('-').reverse().join('/'),
    ])
      expect(texte).toContain(attendu);
    await resetDossier(t.ds, '010003', blobs);
  });
});

describe('vault:rotate and the mandates', () => {
  /** The former writer (SEPA_IBAN_KEY), as mandates recorded before the key ring hold it. */
  const formerFormat = (iban: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', createHash('sha256').update(`iban:${DEV_SEPA_IBAN_KEY}`).digest(), iv);
    const ct = Buffer.concat([cipher.update(iban, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), ct].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  };
  const printedIban = async (baseUrl: string) => {
    const g = await signIn(baseUrl, GERANT);
    return pdfText((await g.http.get(`${BASE}/010003/mandat/pdf`).buffer(true).parse(binary).expect(200)).body as Buffer);
  };

  it('prints a mandate of the former format, seals it into the key ring, then moves every mandate to a new master key', async () => {
    await resetDossier(t.ds, '010003', blobs);
    const g = await signIn(t.baseUrl, GERANT);
    await putMandat(g, '010003', { ...MANDAT, iban: IBAN_DE, bic: 'COBADEFFXXX' }).expect(200);
    await t.ds.query(
      `UPDATE mandat_sepa SET iban_chiffre = $1, iban_scelle = NULL, iban_iv = NULL, iban_cle_chiffree = NULL, iban_cle_id = NULL WHERE code_dossier = '010003'`,
      [formerFormat(IBAN_DE)],
    );
    const B = randomBytes(32).toString('base64');
    try {
      expect(await printedIban(t.baseUrl)).toContain('DE89 3704 0044 0532 0130 00');
      await expect(resealLegacyMandates(t.ds, new SecretSealer(t.config), undefined)).rejects.toThrow(/SEPA_IBAN_KEY/);
      expect(await resealLegacyMandates(t.ds, new SecretSealer(t.config), DEV_SEPA_IBAN_KEY)).toBe(1);
      const [row] = await t.ds.query(`SELECT iban_chiffre, iban_cle_id FROM mandat_sepa WHERE code_dossier = '010003'`);
      expect(row).toEqual({ iban_chiffre: null, iban_cle_id: keyIdOf(Buffer.from(DEV_VAULT_MASTER_KEY, 'base64')) });
      expect(await printedIban(t.baseUrl)).toContain('DE89 3704 0044 0532 0130 00');

      const ring = buildKeyRing(B, [DEV_VAULT_MASTER_KEY]);
      const total = (await t.ds.query(`SELECT count(*)::int AS n FROM mandat_sepa`))[0].n as number;
      expect(await rotateSealedTable(t.ds, ring, MANDATS_SEALED, 2)).toBe(total);
      expect(await rotateSealedTable(t.ds, ring, MANDATS_SEALED)).toBe(0);
      expect(await t.ds.query(`SELECT DISTINCT iban_cle_id FROM mandat_sepa`)).toEqual([{ iban_cle_id: ring.currentId }]);
      const after = await startTestPortal({ VAULT_MASTER_KEY: B }, [], { ownDatabase: t.config.database.url! });
      try {
        expect(await printedIban(after.baseUrl)).toContain('DE89 3704 0044 0532 0130 00');
      } finally {
        await after.close();
      }
    } finally {
      await resetDossier(t.ds, '010002', blobs);
      await resetDossier(t.ds, '010003', blobs);
    }
  });
});

const binary = (r: request.Response, cb: (err: Error | null, body: unknown) => void) => {
  const chunks: Buffer[] = [];
  r.on('data', (c: Buffer) => chunks.push(c));
  r.on('end', () => cb(null, Buffer.concat(chunks)));
};

async function pdfText(pdf: Buffer): Promise<string> {
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const r = await renderer.render({ bytes: new Uint8Array(pdf), mime: 'application/pdf', fromPage: 1, toPage: 0, withText: true });
  return (r.text ?? '').replace(/\s+/g, ' ');
}
