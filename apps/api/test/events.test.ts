import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EVENT, WEBINAR_GUID } from '../../../seeds/evenements';
import { resetDossier } from '../../../seeds/seed';
import { anonymous, GERANT, send } from './sharing-fixtures';
import { expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
let webinar: http.Server;
let webinarUp = true;
beforeAll(async () => {
  webinar = http.createServer((req, res) => {
    if (!webinarUp) return void res.writeHead(502).end();
    const url = new URL(req.url ?? '/', 'http://x');
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ url: `https://live.exemple.fr/${url.pathname.split('/')[2]}?e=${url.searchParams.get('email')}` }));
  });
  await new Promise<void>((r) => webinar.listen(0, '127.0.0.1', r));
  t = await startTestPortal({ WEBINAR_URL: `http://127.0.0.1:${(webinar.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => webinar.close(r));
});

const participant = (n: number, over: Record<string, unknown> = {}) => ({
  nom: `Nom${n}`,
  prenom: `Prénom${n}`,
  email: `p${n}@exemple.fr`,
  tel: '06 12 34 56 78',
  participe: true,
  ...over,
});
const active = async (id: number) =>
  Number((await t.ds.query('SELECT count(*)::int AS n FROM inscription WHERE id_event = $1 AND NOT deleted AND participe IS DISTINCT FROM false', [id]))[0].n);

describe('access to /api/events', () => {
  const paths = [
    '/api/events?codeDossier=010002',
    '/api/events/subscriptions/010002',
    `/api/events/subscriptions/010002/${EVENT.ouvert}`,
    `/api/events/invitation/010002/${EVENT.ouvert}`,
    '/api/events/linked/7/010002',
  ];

  it('401 anonymous', async () => {
    const a = await anonymous(t.baseUrl);
    for (const p of [...paths, `/api/events/icon/${EVENT.ouvert}`, `/api/events/livestorm/${WEBINAR_GUID}/gerant.multi@exemple.fr`])
      expectEnvelope((await a.http.get(p).expect(401)).body, 401);
    expectEnvelope((await send.post(a, `/api/events/subscribe/010002/${EVENT.ouvert}`, [participant(1)]).expect(401)).body, 401);
  });

  it('403 on another person’s dossier and without page_events', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    for (const p of paths) expectEnvelope((await g.http.get(p.replace('010002', '010016')).expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await send.post(g, `/api/events/subscribe/010016/${EVENT.ouvert}`, [participant(1)]).expect(403)).body, 403);
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    for (const p of paths) expectEnvelope((await associe.http.get(p.replace('010002', '010004')).expect(403)).body, 403, 'MODULE_INTERDIT');
    expectEnvelope((await send.post(associe, `/api/events/subscribeNo/010004/${EVENT.ouvert}`).expect(403)).body, 403, 'MODULE_INTERDIT');
  });

  it('400 on bad parameters, 404 on an unknown event', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await g.http.get('/api/events?codeDossier=010002&limit=301').expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await g.http.get('/api/events').expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await g.http.get('/api/events/invitation/010002/abc').expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await g.http.get('/api/events/icon/abc').expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await g.http.get('/api/events/invitation/010002/999').expect(404)).body, 404);
  });
});

describe('reading events', () => {
  it('lists events with status, places and the firm’s locations without city', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const list = (await g.http.get('/api/events?codeDossier=010001&limit=300').expect(200)).body;
    const byId = new Map(list.map((e: { id: number }) => [e.id, e]));
    expect(byId.get(EVENT.annule)).toMatchObject({ statut: 'annule', estAnnule: true });
    expect(byId.get(EVENT.complet)).toMatchObject({
      statut: 'complet',
      nbInscrits: 4,
      placesRestantes: 0,
      registred: true,
      location: 'Salle des fêtes, Épernay',
    });
    expect(byId.get(EVENT.unePlace)).toMatchObject({ statut: 'ouvert', placesRestantes: 1, registred: false });
    expect(byId.get(EVENT.ouvert)).toMatchObject({ location: 'Agence CDER de Vertus', address: { ville: null }, type: 'formation', hasIcon: true });
    expect(byId.get(EVENT.campagne1)).toMatchObject({ idcampagne: 7, nbevent: 2 });
    expect((await g.http.get('/api/events?codeDossier=010001&limit=2').expect(200)).body).toHaveLength(2);
  });

  it('lists upcoming events first, the soonest first, then past ones from the latest (issue 29)', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const list: { dateDebut: string }[] = (await g.http.get('/api/events?codeDossier=010001&limit=300').expect(200)).body;
    const now = Date.now();
    const dates = list.map((e) => Date.parse(e.dateDebut));
    const upcoming = dates.filter((d) => d > now);
    const past = dates.filter((d) => d <= now);
    expect(upcoming.length).toBeGreaterThan(1);
    expect(dates).toEqual([...[...upcoming].sort((a, b) => a - b), ...[...past].sort((a, b) => b - a)]);
  });

  it('serves icons, 404 when an event has none', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expect((await g.http.get(`/api/events/icon/${EVENT.ouvert}`).expect(200)).headers['content-type']).toMatch(/svg/);
    expectEnvelope((await g.http.get(`/api/events/icon/${EVENT.annule}`).expect(404)).body, 404);
    expectEnvelope((await g.http.get(`/api/events/image/${EVENT.ouvert}`).expect(404)).body, 404);
    expect((await g.http.get(`/api/events/image/${EVENT.webinaire}`).expect(200)).headers['content-type']).toMatch(/svg/);
  });

  it('gives the dossier’s participants, invitation answer and linked events', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const subs = (await g.http.get('/api/events/subscriptions/010001').expect(200)).body;
    expect(subs.length).toBeGreaterThan(3);
    const one = (await g.http.get(`/api/events/subscriptions/010001/${EVENT.ouvert}`).expect(200)).body;
    expect(one.map((s: { nom: string }) => s.nom).sort()).toEqual(['Martin', 'Roux']);
    expect(one.find((s: { nom: string }) => s.nom === 'Roux')).toMatchObject({ participe: null, commentaire: 'Arrivera vers 9 h' });
    expect((await g.http.get(`/api/events/invitation/010001/${EVENT.ouvert}`).expect(200)).body).toMatchObject({
      reponse: 'inscrit',
      event: { id: EVENT.ouvert },
    });
    expect((await g.http.get(`/api/events/invitation/010002/${EVENT.ouvert}`).expect(200)).body.reponse).toBe('aucune');
    const linked = (await g.http.get('/api/events/linked/7/010001').expect(200)).body;
    expect(linked.map((e: { id: number; registred: boolean }) => [e.id, e.registred])).toEqual([
      [EVENT.campagne1, true],
      [EVENT.campagne2, false],
    ]);
  });
});

describe('POST /api/events/subscribe', () => {
  const url = (id: number, dossier = '010002') => `/api/events/subscribe/${dossier}/${id}`;

  it('400 with the messages of spec 01 §5, writing nothing', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const post = async (body: unknown) => (await send.post(g, url(EVENT.ouvert), body).expect(400)).body;
    expect((await post([])).message).toBe('Vous devez valider au moins un participant');
    expect((await post([participant(1, { nom: ' ' })])).issues[0]).toEqual({ path: '0.nom', message: 'Le nom est obligatoire' });
    expect((await post([participant(1, { prenom: '' })])).message).toBe('Le prénom est obligatoire');
    expect((await post([participant(1, { email: 'pas-un-mail' })])).message).toBe("L'email est invalide");
    expect((await post([participant(1, { email: '' })])).message).toBe('Vous devez renseigner le mail de tous les participants');
    expect((await post([participant(1, { tel: '12345' })])).message).toBe('Le numéro de téléphone est invalide');
    expect((await post([participant(1), participant(1)])).message).toContain('déjà inscrit');
    expect((await post({ nom: 'x' })).statusCode).toBe(400);
    expect((await send.post(g, url(EVENT.annule), [participant(1)]).expect(400)).body.message).toBe('Cet événement est annulé : les inscriptions sont closes.');
    expectEnvelope((await send.post(g, url(999), [participant(1)]).expect(404)).body, 404);
    expect(await active(EVENT.ouvert)).toBe(2);
  });

  it('refuses more participants than places left', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const res = await send.post(g, url(EVENT.unePlace), [participant(1), participant(2)]).expect(400);
    expectEnvelope(res.body, 400, 'VALIDATION');
    expect(res.body.message).toBe("Il n'y a plus que 1 place(s) restante(s).");
    expect((await send.post(g, url(EVENT.complet), [participant(1)]).expect(400)).body.message).toBe("Il n'y a plus que 0 place(s) restante(s).");
    expect(await active(EVENT.unePlace)).toBe(2);
  });

  it('registers, notifies, and deletes only the entries sent as deleted', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const res = await send
      .post(g, url(EVENT.campagne2), [participant(1, { commentaire: 'Végétarien', tel: '+33612345678' }), participant(2, { participe: null })])
      .expect(200);
    expect(res.body).toEqual({ nbInscrits: 2, placesRestantes: 13 });
    const subs = (await g.http.get(`/api/events/subscriptions/010002/${EVENT.campagne2}`).expect(200)).body;
    expect(subs).toHaveLength(2);
    expect(subs.find((s: { email: string }) => s.email === 'p1@exemple.fr')).toMatchObject({
      tel: '+33612345678',
      commentaire: 'Végétarien',
      idCampagne: 7,
      participe: true,
      deleted: false,
    });
    const notif = (await g.http.get('/api/notifications?limit=1').expect(200)).body.items[0];
    expect(notif).toMatchObject({ category: 'evenement', url: `/event/${EVENT.campagne2}` });
    const toDelete = subs.find((s: { email: string }) => s.email === 'p2@exemple.fr');
    expect((await send.post(g, url(EVENT.campagne2), [{ ...toDelete, deleted: true }]).expect(200)).body.nbInscrits).toBe(1);
    const after = (await g.http.get(`/api/events/subscriptions/010002/${EVENT.campagne2}`).expect(200)).body;
    expect(after.map((s: { email: string }) => s.email)).toEqual(['p1@exemple.fr']);
    // Another dossier's participant cannot be deleted through this dossier.
    const other = (await g.http.get(`/api/events/subscriptions/010001/${EVENT.ouvert}`).expect(200)).body[0];
    expect((await send.post(g, url(EVENT.ouvert), [{ ...other, deleted: true }]).expect(400)).body.message).toBe(
      "Ce participant n'est pas inscrit à cet événement pour ce dossier.",
    );
  });

  it('lets a person who declined, or did not answer, come after all (issue 29)', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const subs = async () => (await g.http.get(`/api/events/subscriptions/010002/${EVENT.campagne1}`).expect(200)).body;
    await send.post(g, `/api/events/subscribeNo/010002/${EVENT.campagne1}`).expect(200);
    const moi = { nom: 'Martin', prenom: 'Claire', email: 'Gerant.Multi@exemple.fr', participe: true };
    const { nbInscrits } = (await send.post(g, url(EVENT.campagne1), [moi, participant(3, { participe: null })]).expect(200)).body;
    expect((await g.http.get(`/api/events/invitation/010002/${EVENT.campagne1}`).expect(200)).body.reponse).toBe('inscrit');
    const res = await send.post(g, url(EVENT.campagne1), [participant(3)]).expect(200);
    expect(res.body.nbInscrits).toBe(nbInscrits);
    expect((await subs()).map((s: { email: string; participe: boolean | null }) => [s.email, s.participe])).toEqual([
      ['gerant.multi@exemple.fr', true],
      ['p3@exemple.fr', true],
    ]);
    expect((await send.post(g, url(EVENT.campagne1), [moi]).expect(400)).body.message).toBe('Gerant.Multi@exemple.fr est déjà inscrit à cet événement.');
  });

  it('never lists deleted participants (issue 29)', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expect((await g.http.get(`/api/events/subscriptions/010001/${EVENT.annule}`).expect(200)).body).toEqual([]);
    const all = (await g.http.get('/api/events/subscriptions/010001').expect(200)).body;
    expect(all.filter((s: { deleted: boolean }) => s.deleted)).toEqual([]);
  });

  it('gives the last place to only one of two simultaneous registrations', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const other = await signIn(t.baseUrl, GERANT);
    const results = await Promise.all([
      send.post(g, url(EVENT.unePlace, '010002'), [participant(10)]),
      send.post(other, url(EVENT.unePlace, '010001'), [participant(11)]),
      send.post(g, url(EVENT.unePlace, '010003'), [participant(12)]),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400, 400]);
    for (const r of results.filter((x) => x.status === 400)) expect(r.body.message).toBe("Il n'y a plus que 0 place(s) restante(s).");
    expect(await active(EVENT.unePlace)).toBe(3);
  });

  it('subscribeNo records a no for the person', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expect((await send.post(g, `/api/events/subscribeNo/010003/${EVENT.ouvert}`).expect(200)).body).toMatchObject({ nbInscrits: 2 });
    expect((await g.http.get(`/api/events/invitation/010003/${EVENT.ouvert}`).expect(200)).body.reponse).toBe('decline');
    await send.post(g, `/api/events/subscribeNo/010001/${EVENT.ouvert}`).expect(200);
    const mine = (await g.http.get(`/api/events/subscriptions/010001/${EVENT.ouvert}`).expect(200)).body.find((s: { nom: string }) => s.nom === 'Martin');
    expect(mine.participe).toBe(false);
    expectEnvelope((await send.post(g, '/api/events/subscribeNo/010001/999').expect(404)).body, 404);
  });
});

describe('GET /api/events/livestorm', () => {
  const url = (mail: string) => `/api/events/livestorm/${WEBINAR_GUID}/${mail}`;

  it('gives the webinar link of a registered participant', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expect((await g.http.get(url('gerant.multi@exemple.fr')).expect(200)).body).toEqual({
      url: `https://live.exemple.fr/${WEBINAR_GUID}?e=gerant.multi@exemple.fr`,
    });
  });

  it('400 on a bad address, 403 for an address not registered by my dossiers', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await g.http.get(url('pas-un-mail')).expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await g.http.get(url('inconnu@exemple.fr')).expect(403)).body, 403);
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    expectEnvelope((await associe.http.get(url('gerant.multi@exemple.fr')).expect(403)).body, 403);
  });

  it("403 for someone else's address, even registered by my own dossier", async () => {
    const g = await signIn(t.baseUrl, GERANT);
    // Claire Martin registers Thomas Dubois's address on her own dossier's webinar...
    await send.post(g, `/api/events/subscribe/010001/${EVENT.webinaire}`, [participant(70, { email: 'associe@exemple.fr' })]).expect(200);
    // ...and still cannot obtain his personal link.
    const res = await g.http.get(url('associe@exemple.fr')).expect(403);
    expectEnvelope(res.body, 403);
    expect(res.body.message).toBe('Ce lien de connexion est personnel : seule la personne inscrite avec cette adresse peut le demander.');
  });

  it('503 with a displayable French message when the webinar service is down', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    webinarUp = false;
    const res = await g.http.get(url('gerant.multi@exemple.fr')).expect(503);
    webinarUp = true;
    expectEnvelope(res.body, 503, 'SERVICE_INDISPONIBLE');
    expect(res.body).toMatchObject({ displayable: true, message: 'Le service de webinaire est injoignable pour le moment. Veuillez réessayer plus tard.' });
  });
});

describe('QA seeds', () => {
  it('resetDossier restores the dossier’s registrations and the gérante’s unread notifications', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    await send.post(g, `/api/events/subscribe/010001/${EVENT.campagne2}`, [participant(40)]).expect(200);
    await send.put(g, '/api/notifications/lues').expect(200);
    await resetDossier(t.ds, '010001');
    expect((await g.http.get(`/api/events/subscriptions/010001/${EVENT.campagne2}`).expect(200)).body).toEqual([]);
    expect((await g.http.get(`/api/events/subscriptions/010001/${EVENT.ouvert}`).expect(200)).body).toHaveLength(2);
    expect((await g.http.get('/api/notifications/count/unread').expect(200)).body.count).toBeGreaterThanOrEqual(8);
  });
});
