import { ACCOUNT_ENV } from './account-support';
import { startFakeSmsGateway, to } from './sms-gateway-fake';
import { signIn, startTestPortal, type TestPortal } from './test-app';

const CREDENTIALS = { login: 'informatique@cabinet.example', key: 'cle-de-test-de-la-passerelle-sms' };
const REFUSED = 'Votre numéro de portable ne peut pas recevoir de SMS : vérifiez-le dans vos informations de compte, ou recevez le code par mail.';

let t: TestPortal;
let gateway: Awaited<ReturnType<typeof startFakeSmsGateway>>;
beforeAll(async () => {
  gateway = await startFakeSmsGateway(CREDENTIALS);
  t = await startTestPortal(
    {
      ...ACCOUNT_ENV,
      SMS_PROVIDER: 'http',
      SMS_GATEWAY_URL: gateway.url,
      SMS_GATEWAY_LOGIN: CREDENTIALS.login,
      SMS_GATEWAY_KEY: CREDENTIALS.key,
      SMS_SENDER: 'CABINET',
      SMS_GATEWAY_TIMEOUT_MS: '2000',
    },
    [],
    { withWorker: true },
  );
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});
beforeEach(() => gateway.reset());

type Session = Awaited<ReturnType<typeof signIn>>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const sendSms = (s: Session, login: string, type: 'mail' | 'pwd', status: number) =>
  s.http.post(`/api/auth/sendvalidationcode/${type}`).set('x-csrf-token', s.csrf).send({ username: login, type, mode: 'sms' }).expect(status);

const setMobile = (login: string, portable: string) =>
  t.ds.query(`UPDATE personne SET portable = $2 WHERE guid_personne = (SELECT guid_personne FROM compte WHERE login = $1)`, [login, portable]);

const sentTo = (number: string) => (c: Parameters<typeof to>[0]) => to(c) === number;
const codeOf = (text = '') => text.match(/^Votre code de validation : (\d{6})\. Valable 15 minutes\.$/)?.[1];

describe('codes by SMS through the provider’s HTTP gateway (SMS_PROVIDER=http)', () => {
  it('sends the code to the gateway with the firm’s key and sender, the number in E.164; the code is the one checked', async () => {
    const LOGIN = 'associe@exemple.fr';
    await setMobile(LOGIN, '07 98 76 54 32');
    const s = await signIn(t.baseUrl, LOGIN);
    expect((await sendSms(s, LOGIN, 'pwd', 200)).body).toEqual({ mode: 'sms', destination: '********32' });

    const [call] = await gateway.waitFor(1, sentTo('+33798765432'));
    expect(call.answer).toBe(201);
    expect(call.headers).toMatchObject({ 'api-login': CREDENTIALS.login, 'api-key': CREDENTIALS.key, 'content-type': 'application/json' });
    expect(call.body).toMatchObject({ recipients: [{ phone_number: '+33798765432' }], sender: 'CABINET', type: 'sms_premium', purpose: 'alert' });
    const code = codeOf(call.body.text);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.ds.query(`SELECT queue, dispatched_at FROM outbox WHERE job_name = 'send-sms'`);
    expect(row.queue).toBe('sms');
    expect(row.dispatched_at).not.toBeNull();

    const changed = await s.http.post('/api/auth/dopwdupdate').set('x-csrf-token', s.csrf).send({ pwd: 'Vendanges-2027!', username: LOGIN, securecode: code });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ resultLdap: true });
  });

  it('retries after a 503 of the gateway and delivers the SMS once, unchanged', async () => {
    const LOGIN = 'gerant.multi@exemple.fr';
    gateway.answer('+33612345678', 503);
    const s = await signIn(t.baseUrl, LOGIN);
    await sendSms(s, LOGIN, 'mail', 200);

    const calls = await gateway.waitFor(2, sentTo('+33612345678'));
    expect(calls.map((c) => c.answer)).toEqual([503, 201]);
    expect(calls[1].body).toEqual(calls[0].body);
    await sleep(1000);
    expect(gateway.delivered('+33612345678')).toHaveLength(1);
  });

  it('retries a call the gateway leaves unanswered past SMS_GATEWAY_TIMEOUT_MS', async () => {
    const LOGIN = 'gerant.multi@exemple.fr';
    await setMobile(LOGIN, '06 33 33 33 33');
    gateway.answer('+33633333333', 'hang');
    const s = await signIn(t.baseUrl, LOGIN);
    await sendSms(s, LOGIN, 'pwd', 200);

    const calls = await gateway.waitFor(2, sentTo('+33633333333'));
    expect(calls.map((c) => c.answer)).toEqual(['hang', 201]);
    expect(codeOf(calls[1].body.text)).toBe(codeOf(calls[0].body.text));
    expect(gateway.delivered('+33633333333')).toHaveLength(1);
  });

  it('records a final refusal (400) without retrying; the next SMS to that number is refused with the way out by mail', async () => {
    const LOGIN = 'testeur@exemple.fr';
    await setMobile(LOGIN, '06 11 11 11 11');
    gateway.answer('+33611111111', 400);
    const s = await signIn(t.baseUrl, LOGIN);
    await sendSms(s, LOGIN, 'mail', 200);

    await gateway.waitFor(1, sentTo('+33611111111'));
    let refus: { numero: string; motif: string }[] = [];
    for (let i = 0; i < 100 && !refus.length; i++, await sleep(100)) refus = await t.ds.query(`SELECT numero, motif FROM sms_refus`);
    expect(refus).toEqual([{ numero: '+33611111111', motif: 'SMS refusé par la passerelle (HTTP 400, code 143 : Invalid phone number)' }]);
    expect(refus[0].motif).not.toMatch(/\d{6}/);
    await sleep(6000); // past the first retry's backoff (5 s): a refusal is not retried
    expect(gateway.calls.filter(sentTo('+33611111111'))).toHaveLength(1);

    const codes = async () => Number((await t.ds.query(`SELECT count(*) FROM outbox WHERE job_name = 'send-sms'`))[0].count);
    const before = await codes();
    expect((await sendSms(s, LOGIN, 'mail', 400)).body).toMatchObject({ code: 'VALIDATION', message: REFUSED, displayable: true });
    expect(await codes()).toBe(before);
    await s.http.post('/api/auth/sendvalidationcode/mail').set('x-csrf-token', s.csrf).send({ username: LOGIN, type: 'mail', mode: 'mail' }).expect(200);

    // A corrected number is another number: codes by SMS go again.
    await setMobile(LOGIN, '06 22 22 22 22');
    await sendSms(s, LOGIN, 'mail', 200);
    await gateway.waitFor(1, sentTo('+33622222222'));
  });

  it('refuses at once a number that cannot receive an SMS (a French landline), calling no gateway', async () => {
    const LOGIN = 'testeur@exemple.fr';
    await setMobile(LOGIN, '03 26 11 22 33');
    const s = await signIn(t.baseUrl, LOGIN);
    expect((await sendSms(s, LOGIN, 'pwd', 400)).body.message).toBe(REFUSED);
    await sleep(300);
    expect(gateway.calls.filter(sentTo('+33326112233'))).toHaveLength(0);
  });
});
