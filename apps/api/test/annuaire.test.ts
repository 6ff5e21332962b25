import request from 'supertest';
import { AnnuaireMessages as M } from '@portail/contracts';
import { seedAnnuaire } from '../../../seeds/annuaire';
import { annuaireServiceId, demandeRappelId, SERVICES } from '../../../seeds/annuaire-data';
import { resetDossier } from '../../../seeds/seed';
import { FsBlobStore } from '../src/common/storage/fs-blob-store';
import { startMailCatcher } from './mail-catcher';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';

let t: TestPortal;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
const VIDEO = 'https://videos.exemple.fr/embed/{id}';
beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestPortal({ SMTP_URL: smtp.url, ANNUAIRE_VIDEO_EMBED_URL: VIDEO }, [], { withWorker: true });
  await t.ds.transaction((tx) => seedAnnuaire(tx, new FsBlobStore(t.config.storage.filesDir)));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const GERANT = 'gerant.multi@exemple.fr';
const ASSOCIE = 'associe@exemple.fr';
const PARTICULIER = 'particulier@exemple.fr';
const BASE = '/api/annuaire-services';
const CONTENUS = '/api/contenus/services';
const SAISIE = {
  slug: 'conseil-export',
  titre: 'Conseil à l’export',
  description: 'Vendre vos vins hors de France.',
  categories: ['Conseil'],
  tags: ['export'],
  isStarred: false,
  presentation: 'Présentation',
  accompagnement: 'Accompagnement',
  expertise: '<p>Expertise</p>',
  ressources: [],
};
type Caller = Awaited<ReturnType<typeof agent>>;
const post = (c: Caller, path: string, body: object) => c.http.post(path).set('x-csrf-token', c.csrf).send(body);
const put = (c: Caller, path: string, body: object) => c.http.put(path).set('x-csrf-token', c.csrf).send(body);
const del = (c: Caller, path: string) => c.http.delete(path).set('x-csrf-token', c.csrf);
const rappel = (c: Caller, slug: string, codeDossier: string, codeAgent: string) => post(c, `${BASE}/${slug}/rappel`, { codeDossier, codeAgent });
const etatOf = async (id: string) =>
  ((await t.ds.query(`SELECT etat, agent_etat FROM demande_rappel WHERE id = $1`, [id])) as { etat: string; agent_etat: string | null }[])[0];

describe('rights', () => {
  it('401 anonymous on every route', async () => {
    const anon = await agent(t.baseUrl);
    const id = demandeRappelId('010001', 1);
    for (const path of [
      `${BASE}?codeDossier=010001`,
      `${BASE}/transmission-exploitation?codeDossier=010001`,
      `${BASE}/rappels/010001`,
      `${BASE}/ressources/guide-transmission.pdf?codeDossier=010001`,
      CONTENUS,
    ]) {
      expectEnvelope((await request(t.baseUrl).get(path).expect(401)).body, 401);
    }
    expectEnvelope((await rappel(anon, 'transmission-exploitation', '010001', 'AG0101').expect(401)).body, 401);
    expectEnvelope((await put(anon, `${BASE}/rappels/010001/${id}`, { etat: 'contacte' }).expect(401)).body, 401);
    expectEnvelope((await post(anon, CONTENUS, SAISIE).expect(401)).body, 401);
    expectEnvelope((await put(anon, `${CONTENUS}/${annuaireServiceId(1)}`, SAISIE).expect(401)).body, 401);
    expectEnvelope((await del(anon, `${CONTENUS}/${annuaireServiceId(1)}`).expect(401)).body, 401);
  });

  it('403 on another person’s dossier', async () => {
    const associe = await signIn(t.baseUrl, ASSOCIE);
    expectEnvelope((await associe.http.get(`${BASE}?codeDossier=010001`).expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await associe.http.get(`${BASE}/transmission-exploitation?codeDossier=010001`).expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await associe.http.get(`${BASE}/rappels/010001`).expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await associe.http.get(`${BASE}/ressources/guide-transmission.pdf?codeDossier=010001`).expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await rappel(associe, 'transmission-exploitation', '010001', 'AG0101').expect(403)).body, 403, 'INTERDIT');
  });

  it('403 without canShowAnnuaireServices (010016)', async () => {
    const p = await signIn(t.baseUrl, PARTICULIER);
    expectEnvelope((await p.http.get(`${BASE}?codeDossier=010016`).expect(403)).body, 403, 'MODULE_INTERDIT');
    expectEnvelope((await p.http.get(`${BASE}/transmission-exploitation?codeDossier=010016`).expect(403)).body, 403, 'MODULE_INTERDIT');
    expectEnvelope((await p.http.get(`${BASE}/rappels/010016`).expect(403)).body, 403, 'MODULE_INTERDIT');
    expectEnvelope((await rappel(p, 'transmission-exploitation', '010016', 'AG0104').expect(403)).body, 403, 'MODULE_INTERDIT');
  });

  it('members never change a state nor edit the contents; staff only on their portfolio', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const id = demandeRappelId('010001', 1);
    expectEnvelope((await put(g, `${BASE}/rappels/010001/${id}`, { etat: 'contacte' }).expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await g.http.get(CONTENUS).expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await post(g, CONTENUS, SAISIE).expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await del(g, `${CONTENUS}/${annuaireServiceId(1)}`).expect(403)).body, 403, 'INTERDIT');
    const sec = await signInStaff(t.baseUrl, 'sec.assistante');
    expectEnvelope((await put(sec, `${BASE}/rappels/010001/${id}`, { etat: 'contacte' }).expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await sec.http.get(`${BASE}/rappels/010001`).expect(403)).body, 403, 'INTERDIT');
    expect((await etatOf(id))?.etat).toBe('non_contacte');
  });
});

describe('GET /api/annuaire-services', () => {
  it('lists the services, recommended first then the newest', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const list = (await g.http.get(`${BASE}?codeDossier=010001`).expect(200)).body as { slug: string; isStarred: boolean; dateCreation: string }[];
    expect(list).toHaveLength(SERVICES.length);
    expect(list.slice(0, 3).every((s) => s.isStarred)).toBe(true);
    expect(list.slice(0, 3).map((s) => s.slug)).toEqual(['installation-jeunes-agriculteurs', 'transmission-exploitation', 'gestion-viticole']);
    const rest = list.slice(3).map((s) => s.dateCreation);
    expect(rest).toEqual([...rest].sort().reverse());
    expect(Object.keys(list[0]!)).not.toContain('expertise');
  });

  it('staff acting on a dossier of their portfolio see it too', async () => {
    const staff = await signInStaff(t.baseUrl, 'ce.conseiller');
    expect(((await staff.http.get(`${BASE}?codeDossier=010002`).expect(200)).body as unknown[]).length).toBe(SERVICES.length);
  });

  it('400 without or with a bad dossier code', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await g.http.get(BASE).expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await g.http.get(`${BASE}?codeDossier=01x001`).expect(400)).body, 400, 'VALIDATION');
  });
});

describe('GET /api/annuaire-services/{id}', () => {
  it('by slug or by id: sections, sanitised expertise, PDF links and video embeds from the configured host', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const bySlug = (await g.http.get(`${BASE}/transmission-exploitation?codeDossier=010001`).expect(200)).body;
    const byId = (await g.http.get(`${BASE}/${annuaireServiceId(1)}?codeDossier=010001`).expect(200)).body;
    expect(byId).toEqual(bySlug);
    expect(bySlug).toMatchObject({ titre: 'Transmission d’exploitation', isStarred: true, categories: ['Transmission', 'Juridique'] });
    expect(bySlug.presentation).toMatch(/plusieurs années/);
    expect(bySlug.accompagnement).toMatch(/Diagnostic/);
    expect(bySlug.expertise).toContain('<strong>transmissions</strong>');
    expect(bySlug.ressources).toEqual([
      { type: 'pdf', lien: '/api/annuaire-services/ressources/guide-transmission.pdf', nom: 'Guide de la transmission (PDF)' },
      {
        type: 'video',
        idVideo: 'transmission-2026',
        titre: 'Témoignage : la transmission du domaine Lemaire',
        url: 'https://videos.exemple.fr/embed/transmission-2026',
      },
    ]);
  });

  it('the CSP lets frames from the configured video host only', async () => {
    const res = await request(t.baseUrl).get('/api/health');
    const frameSrc = /frame-src ([^;]*)/.exec(res.headers['content-security-policy'] as string)?.[1];
    expect(frameSrc).toBe("'self' https://videos.exemple.fr");
  });

  it('404 for an unknown service, 400 for a malformed reference', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const res = await g.http.get(`${BASE}/service-inconnu?codeDossier=010001`).expect(404);
    expectEnvelope(res.body, 404);
    expect(res.body.message).toBe(M.serviceIntrouvable);
    expectEnvelope((await g.http.get(`${BASE}/${encodeURIComponent('<script>')}?codeDossier=010001`).expect(400)).body, 400, 'VALIDATION');
  });
});

describe('GET /api/annuaire-services/ressources/{fichier}', () => {
  it('serves the seeded PDF guide; 404 when absent, 400 for a bad name', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const res = await g.http
      .get(`${BASE}/ressources/guide-transmission.pdf?codeDossier=010001`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expectEnvelope((await g.http.get(`${BASE}/ressources/absent.pdf?codeDossier=010001`).expect(404)).body, 404);
    expectEnvelope((await g.http.get(`${BASE}/ressources/..%2Fged.pdf?codeDossier=010001`).expect(400)).body, 400, 'VALIDATION');
  });
});

describe('POST /api/annuaire-services/{id}/rappel', () => {
  it('400 with the envelope on a missing or unknown adviser, one of another dossier, a bad body', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const r1 = await post(g, `${BASE}/fiscalite-agricole/rappel`, { codeDossier: '010001' }).expect(400);
    expectEnvelope(r1.body, 400, 'VALIDATION');
    expect(r1.body.issues).toContainEqual({ path: 'codeAgent', message: M.conseillerRequis });
    const r2 = await rappel(g, 'fiscalite-agricole', '010001', 'AG9999').expect(400);
    expect(r2.body.message).toBe(M.conseillerInconnu);
    // Émilie Fontaine follows 010005 and 010016, not 010001.
    expect((await rappel(g, 'fiscalite-agricole', '010001', 'AG0104').expect(400)).body.message).toBe(M.conseillerInconnu);
    expectEnvelope(
      (await post(g, `${BASE}/fiscalite-agricole/rappel`, { codeDossier: '010001', codeAgent: 'AG0101', extra: 1 }).expect(400)).body,
      400,
      'VALIDATION',
    );
    expectEnvelope((await rappel(g, 'fiscalite-agricole', '1', 'AG0101').expect(400)).body, 400, 'VALIDATION');
    expect(await t.ds.query(`SELECT id FROM demande_rappel WHERE id_service = $1`, [annuaireServiceId(8)])).toEqual([]);
  });

  it('records the request, mails the adviser through the outbox, refuses a second open one, lists it with its state', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const res = await rappel(g, 'fiscalite-agricole', '010001', 'AG0101').expect(201);
    expect(res.body).toMatchObject({
      idService: annuaireServiceId(8),
      titreService: 'Fiscalité agricole',
      codeDossier: '010001',
      codeAgent: 'AG0101',
      conseiller: 'Julie Bernard',
      demandeur: 'Claire Martin',
      etat: 'non_contacte',
      agentEtat: null,
    });
    const [outbox] = await t.ds.query(`SELECT count(*)::int AS n FROM outbox WHERE job_id = $1`, [`annuaire-rappel-${res.body.id}`]);
    expect(outbox.n).toBe(1);
    const mail = await smtp.waitFor('julie.bernard@cabinet.exemple.fr', /Demande de rappel — Fiscalité agricole/);
    expect(mail.subject).toContain('EARL des Coteaux de Vertus (010001)');
    expect(mail.text).toContain('Claire Martin souhaite être rappelé(e) au sujet du service « Fiscalité agricole »');
    expect(mail.text).toContain('gerant.multi@exemple.fr');

    const again = await rappel(g, res.body.idService, '010001', 'AG0101').expect(400);
    expectEnvelope(again.body, 400, 'VALIDATION');
    expect(again.body.message).toBe(M.dejaDemande);
    // Another adviser of the dossier may be asked about the same service.
    await rappel(g, 'fiscalite-agricole', '010001', 'AG0103').expect(201);

    const list = (await g.http.get(`${BASE}/rappels/010001`).expect(200)).body as { id: string; etat: string; titreService: string }[];
    expect(list[0]).toMatchObject({ titreService: 'Fiscalité agricole', etat: 'non_contacte' });
    expect(list.map((d) => d.etat)).toEqual(expect.arrayContaining(['non_contacte', 'en_cours', 'contacte']));
    expect(list).toHaveLength(5);
  });
});

describe('PUT /api/annuaire-services/rappels/{codeDossier}/{id}', () => {
  it('staff of the portfolio change the state; the member sees it', async () => {
    const staff = await signInStaff(t.baseUrl, 'ce.conseiller');
    const id = demandeRappelId('010001', 1);
    const res = await put(staff, `${BASE}/rappels/010001/${id}`, { etat: 'en_cours' }).expect(200);
    expect(res.body).toMatchObject({ id, etat: 'en_cours', agentEtat: 'Julie Bernard', titreService: 'Transmission d’exploitation' });
    expect(await etatOf(id)).toEqual({ etat: 'en_cours', agent_etat: 'Julie Bernard' });
    const g = await signIn(t.baseUrl, GERANT);
    const list = (await g.http.get(`${BASE}/rappels/010001`).expect(200)).body as { id: string; etat: string }[];
    expect(list.find((d) => d.id === id)?.etat).toBe('en_cours');
  });

  it('400 on a bad state or id, 404 for a request of another dossier, 400 when reopening would make two open requests', async () => {
    const staff = await signInStaff(t.baseUrl, 'ce.conseiller');
    const r = await put(staff, `${BASE}/rappels/010001/${demandeRappelId('010001', 2)}`, { etat: 'rappele' }).expect(400);
    expect(r.body.issues).toContainEqual({ path: 'etat', message: M.etatInvalide });
    expectEnvelope((await put(staff, `${BASE}/rappels/010001/pas-un-uuid`, { etat: 'contacte' }).expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await put(staff, `${BASE}/rappels/010002/${demandeRappelId('010001', 2)}`, { etat: 'contacte' }).expect(404)).body, 404);
    // Request 3 (patrimoine, Julie Bernard) is contacted; a new open one for the same service and adviser blocks its reopening.
    const g = await signIn(t.baseUrl, GERANT);
    await rappel(g, 'gestion-patrimoine', '010001', 'AG0101').expect(201);
    const reopen = await put(staff, `${BASE}/rappels/010001/${demandeRappelId('010001', 3)}`, { etat: 'en_cours' }).expect(400);
    expect(reopen.body.message).toBe(M.dejaDemande);
    expect((await etatOf(demandeRappelId('010001', 3)))?.etat).toBe('contacte');
  });
});

describe('Contenus: /api/contenus/services', () => {
  it('sanitises the expertise HTML on write: script, event handlers and javascript: URLs removed', async () => {
    const staff = await signInStaff(t.baseUrl, 'ce.conseiller');
    const expertise =
      '<p onclick="steal()">Conseil <strong>export</strong><script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">lien</a><a href="https://exemple.fr">ok</a>';
    const res = await post(staff, CONTENUS, { ...SAISIE, expertise, ressources: [{ type: 'video', idVideo: 'abc_123' }] }).expect(201);
    for (const bad of ['<script', 'alert(', 'onerror', 'onclick', 'javascript:', '<img']) expect(res.body.expertise).not.toContain(bad);
    expect(res.body.expertise).toContain('<strong>export</strong>');
    expect(res.body.expertise).toContain('<a href="https://exemple.fr" rel="noopener noreferrer" target="_blank">ok</a>');
    const [row] = await t.ds.query(`SELECT expertise, date_creation::text AS d FROM annuaire_service WHERE id = $1`, [res.body.id]);
    expect(row.expertise).toBe(res.body.expertise);
    expect(row.d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(((await staff.http.get(CONTENUS).expect(200)).body as { slug: string }[]).map((s) => s.slug)).toContain('conseil-export');
  });

  it('sanitises again on read (a row written outside the api)', async () => {
    await t.ds.query(`UPDATE annuaire_service SET expertise = $1 WHERE id = $2`, [
      '<p>Audit</p><script>alert(1)</script><a href="javascript:alert(2)" onmouseover="x()">piège</a>',
      annuaireServiceId(11),
    ]);
    const g = await signIn(t.baseUrl, GERANT);
    const detail = (await g.http.get(`${BASE}/audit-accompagnement-crise?codeDossier=010001`).expect(200)).body;
    expect(detail.expertise).toBe('<p>Audit</p><a>piège</a>');
  });

  it('400 with French messages: bad slug, taken slug, bad resources, bad date, unknown field; nothing written', async () => {
    const staff = await signInStaff(t.baseUrl, 'ce.conseiller');
    const cases: [object, string, string][] = [
      [{ slug: 'Avec Espaces' }, 'slug', M.slugInvalide],
      [{ titre: ' ' }, 'titre', M.champRequis],
      [{ ressources: [{ type: 'pdf', lien: 'javascript:alert(1)', nom: 'x' }] }, 'ressources.0.lien', M.lienInvalide],
      [{ ressources: [{ type: 'video', idVideo: '"><script>' }] }, 'ressources.0.idVideo', M.idVideoInvalide],
      [{ dateCreation: '2026-02-31' }, 'dateCreation', M.dateInvalide],
    ];
    for (const [change, path, message] of cases) {
      const res = await post(staff, CONTENUS, { ...SAISIE, slug: 'nouveau-service', ...change }).expect(400);
      expectEnvelope(res.body, 400, 'VALIDATION');
      expect(res.body.issues).toContainEqual({ path, message });
    }
    expectEnvelope((await post(staff, CONTENUS, { ...SAISIE, slug: 'nouveau-service', couleur: 'rouge' }).expect(400)).body, 400, 'VALIDATION');
    const taken = await post(staff, CONTENUS, { ...SAISIE, slug: 'paie-saisonniers' }).expect(400);
    expect(taken.body.issues).toContainEqual({ path: 'slug', message: M.slugPris });
    expect(await t.ds.query(`SELECT id FROM annuaire_service WHERE slug = 'nouveau-service'`)).toEqual([]);
  });

  it('updates and deletes; 404 "Contenu introuvable." when absent, 400 on a bad id', async () => {
    const staff = await signInStaff(t.baseUrl, 'ce.conseiller');
    const id = annuaireServiceId(10);
    const res = await put(staff, `${CONTENUS}/${id}`, { ...SAISIE, slug: 'creation-entreprise', titre: 'Créer son entreprise', isStarred: true }).expect(200);
    expect(res.body).toMatchObject({ id, titre: 'Créer son entreprise', isStarred: true, dateCreation: '2026-10-01' });
    await del(staff, `${CONTENUS}/${id}`).expect(204);
    const missing = await del(staff, `${CONTENUS}/${id}`).expect(404);
    expect(missing.body.message).toBe(M.contenuIntrouvable);
    expect((await put(staff, `${CONTENUS}/${id}`, SAISIE).expect(404)).body.message).toBe(M.contenuIntrouvable);
    expectEnvelope((await del(staff, `${CONTENUS}/12`).expect(400)).body, 400, 'VALIDATION');
  });
});

describe('db:reset -- --dossier 010001', () => {
  it('restores the seeded requests in their three states and removes the others', async () => {
    await resetDossier(t.ds, '010001', new FsBlobStore(t.config.storage.filesDir));
    const rows = await t.ds.query(`SELECT id, etat FROM demande_rappel WHERE code_dossier = '010001' ORDER BY id`);
    expect(rows).toEqual([
      { id: demandeRappelId('010001', 1), etat: 'non_contacte' },
      { id: demandeRappelId('010001', 2), etat: 'en_cours' },
      { id: demandeRappelId('010001', 3), etat: 'contacte' },
    ]);
  });
});
