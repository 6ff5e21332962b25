import request from 'supertest';
import { solveCaptcha } from './account-support';
import { agent, expectEnvelope, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ ALTCHA_COST: '1', ALTCHA_MAX_COUNTER: '20', ACCOUNT_MAX_PER_ADDRESS: '3' });
});
afterAll(() => t.close());

it('limits each unauthenticated account endpoint per client address', async () => {
  const a = await agent(t.baseUrl);
  const calls: [string, () => Promise<request.Response>][] = [
    ['getGuidPersonne', () => a.http.get(`/api/auth/getGuidPersonne/visiteur${Math.random()}@exemple.fr`)],
    [
      'checkBeforeRegister',
      () => a.http.post('/api/auth/checkBeforeRegister').set('x-csrf-token', a.csrf).send({ username: 'a@exemple.fr', email: 'a@exemple.fr' }),
    ],
    [
      'register',
      () =>
        a.http.post('/api/auth/register').set('x-csrf-token', a.csrf).send({
          username: 'a@exemple.fr',
          email: 'a@exemple.fr',
          pwd: 'assez-long',
          codeliaison: '0a000000-0000-4000-8000-0000000000ff',
          codedossier: '010001',
        }),
    ],
    [
      'activate',
      () =>
        a.http
          .post('/api/auth/activate')
          .set('x-csrf-token', a.csrf)
          .send({ token: 'a'.repeat(43) }),
    ],
    [
      'dopwdforgotupdate',
      () =>
        a.http
          .post('/api/auth/dopwdforgotupdate')
          .set('x-csrf-token', a.csrf)
          .send({ pwd: 'Tres-Long-Mot2Passe!', uid: 'a'.repeat(43), codedossier: '010001' }),
    ],
    [
      'confirmmailupdate',
      () =>
        a.http
          .post('/api/auth/confirmmailupdate')
          .set('x-csrf-token', a.csrf)
          .send({ token: 'a'.repeat(43) }),
    ],
    ['resendActivation', () => a.http.post('/api/auth/resendActivation').set('x-csrf-token', a.csrf).send({})],
    [
      'pwdforgot',
      async () =>
        a.http
          .post('/api/auth/pwdforgot')
          .set('x-csrf-token', a.csrf)
          .send({ username: 'a@exemple.fr', altcha: await solveCaptcha(a.http) }),
    ],
  ];
  for (const [name, call] of calls) {
    for (let i = 0; i < 3; i++) expect([name, (await call()).status]).not.toEqual([name, 429]);
    const blocked = await call();
    expect([name, blocked.status]).toEqual([name, 429]);
    expectEnvelope(blocked.body, 429, 'TROP_DE_TENTATIVES');
    expect(blocked.body.message).toBe('Trop de demandes. Veuillez réessayer dans quelques minutes.');
    // Blocked for the 15-minute window, and told so.
    expect([name, Number(blocked.headers['retry-after'])]).toEqual([name, expect.any(Number)]);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
  }
});
