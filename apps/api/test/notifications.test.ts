import { PERSONNE } from '../../../seeds/ids';
import { startMailCatcher } from './mail-catcher';
import { anonymous, GERANT, send } from './sharing-fixtures';
import { expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';
import { NotificationService } from '../src/modules/notifications/notification.service';

let t: TestPortal;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestPortal({ SMTP_URL: smtp.url }, [], { withWorker: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('notifications', () => {
  it('401 anonymous on every path', async () => {
    const a = await anonymous(t.baseUrl);
    expectEnvelope((await a.http.get('/api/notifications').expect(401)).body, 401);
    expectEnvelope((await a.http.get('/api/notifications/count/unread').expect(401)).body, 401);
    expectEnvelope((await send.put(a, '/api/notifications/lues').expect(401)).body, 401);
    expectEnvelope((await a.http.get('/api/notifications/image/invitation').expect(401)).body, 401);
  });

  it('400 on a bad page or category', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await g.http.get('/api/notifications?limit=1000').expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await g.http.get('/api/notifications?offset=-1').expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await g.http.get('/api/notifications/image/inconnue').expect(400)).body, 400, 'VALIDATION');
  });

  it('lists only my own notifications, newest first and paged, then marks them read', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expect((await g.http.get('/api/notifications/count/unread').expect(200)).body).toEqual({ count: 8 });
    const page = (await g.http.get('/api/notifications?limit=3').expect(200)).body;
    expect(page.total).toBe(8);
    expect(page.items).toHaveLength(3);
    const dates = page.items.map((n: { date: string }) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.items[0]).toMatchObject({ _id: expect.any(String), category: 'evenement', url: '/event/101', read: false });
    const other = await signIn(t.baseUrl, 'associe@exemple.fr');
    expect((await other.http.get('/api/notifications').expect(200)).body.total).toBe(0);
    expect((await send.put(g, '/api/notifications/lues').expect(200)).body).toEqual({ count: 8 });
    expect((await g.http.get('/api/notifications/count/unread').expect(200)).body).toEqual({ count: 0 });
    expect((await other.http.get('/api/notifications/count/unread').expect(200)).body).toEqual({ count: 0 });
  });

  it('serves an SVG image per category', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const res = await g.http.get('/api/notifications/image/evenement').expect(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('notify() stores the notification and mails it when sendMailWhenNotify is on', async () => {
    const service = t.portal.app.get(NotificationService);
    await service.notify(PERSONNE.associe, { category: 'rendez-vous', message: 'Votre demande de rendez-vous a bien été envoyée.', url: '/contacts' });
    const mail = await smtp.waitFor('associe@exemple.fr', /Nouvelle notification/);
    expect(mail.text).toContain('Votre demande de rendez-vous a bien été envoyée.');
    await t.ds.query('UPDATE compte SET send_mail_when_notify = false WHERE guid_personne = $1', [PERSONNE.particulier]);
    await service.notify(PERSONNE.particulier, { category: 'information', message: 'Sans mail' });
    const [row] = await t.ds.query('SELECT count(*)::int AS n FROM notification WHERE guid_personne = $1', [PERSONNE.particulier]);
    expect(row.n).toBe(1);
    const a = await signIn(t.baseUrl, 'associe@exemple.fr');
    expect((await a.http.get('/api/notifications/count/unread').expect(200)).body).toEqual({ count: 1 });
  });

  it('an invitation to an address with an account notifies that person', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    await send
      .post(g, '/api/droits/invitations', {
        mailInvite: 'testeur@exemple.fr',
        dossiers: [{ codeDossier: '010002', idRole: 3, categoriesIdAutorisees: ['contacts', 'mesDocs_fiscal'] }],
      })
      .expect(200);
    const testeur = await signIn(t.baseUrl, 'testeur@exemple.fr');
    const list = (await testeur.http.get('/api/notifications').expect(200)).body.items;
    expect(list[0]).toMatchObject({
      category: 'invitation',
      message: expect.stringContaining('Claire Martin vous invite'),
      url: expect.stringMatching(/^\/invitation\//),
    });
  });
});
