import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import request from 'supertest';
import { CurrentDossier, DossierAccess } from '../src/common/access.decorators';
import type { DossierContext } from '../src/common/request-user';
import { expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';

/** Routes declared the way every feature will declare them. */
@Controller('guard-probe')
class ProbeController {
  @DossierAccess({ modules: ['page_chiffres'] })
  @Get('chiffres/:codeDossier')
  chiffres(@CurrentDossier() d: DossierContext) {
    return { codeDossier: d.codeDossier };
  }

  @DossierAccess({ modules: ['page_contacts', 'page_chiffres'], requireAll: true })
  @Post('both')
  both(@Body() body: { codeDossier: string }) {
    return { ok: body.codeDossier };
  }

  @DossierAccess({ gerantOfAll: 'dossiers[].codeDossier' })
  @Post('gerant-of-all')
  gerantOfAll(@Body() body: { dossiers: { codeDossier: string }[] }) {
    return { ok: body.dossiers.map((d) => d.codeDossier) };
  }

  @DossierAccess({
    moduleSets: [
      ['page_chiffres', 'tool_echanges'],
      ['oic', 'page_contacts'],
    ],
    staffModules: ['tool_duer_collaborateur'],
  })
  @Get('sets/:codeDossier')
  sets(@CurrentDossier() d: DossierContext) {
    return { codeDossier: d.codeDossier };
  }

  @DossierAccess({ modules: ['page_contacts'] })
  @Get('header')
  header(@CurrentDossier() d: DossierContext) {
    return { codeDossier: d.codeDossier };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({}, [ProbeModule]);
});
afterAll(() => t.close());

it('401 anonymous', async () => {
  expectEnvelope((await request(t.baseUrl).get('/api/guard-probe/chiffres/010001').expect(401)).body, 401);
});

it('resolves the dossier from the path: 403 on another dossier, 403 without the module, 200 with it', async () => {
  const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
  expectEnvelope((await associe.http.get('/api/guard-probe/chiffres/010001').expect(403)).body, 403, 'INTERDIT');
  expectEnvelope((await associe.http.get('/api/guard-probe/chiffres/010004').expect(403)).body, 403, 'MODULE_INTERDIT');
  const gerant = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
  expect((await gerant.http.get('/api/guard-probe/chiffres/010004').expect(200)).body).toEqual({ codeDossier: '010004' });
});

it('resolves the dossier from the body and honours requireAll', async () => {
  const gerant = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
  const post = (code: unknown) => gerant.http.post('/api/guard-probe/both').set('x-csrf-token', gerant.csrf).send({ codeDossier: code });
  expect((await post('010001').expect(201)).body).toEqual({ ok: '010001' });
  expect((await post('010004').expect(201)).body).toEqual({ ok: '010004' });
  const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
  const partial = await associe.http.post('/api/guard-probe/both').set('x-csrf-token', associe.csrf).send({ codeDossier: '010004' }).expect(403);
  expectEnvelope(partial.body, 403, 'MODULE_INTERDIT');
  expectEnvelope((await post('01').expect(400)).body, 400, 'VALIDATION');
  expectEnvelope((await gerant.http.post('/api/guard-probe/both').set('x-csrf-token', gerant.csrf).send({}).expect(400)).body, 400, 'VALIDATION');
});

it('moduleSets: every module of one set; staffModules replace them for collaborators', async () => {
  const gerant = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
  expect((await gerant.http.get('/api/guard-probe/sets/010001').expect(200)).body).toEqual({ codeDossier: '010001' });
  expect((await gerant.http.get('/api/guard-probe/sets/010003').expect(200)).body).toEqual({ codeDossier: '010003' });
  // 010002: page_chiffres without tool_echanges, no oic.
  expectEnvelope((await gerant.http.get('/api/guard-probe/sets/010002').expect(403)).body, 403, 'MODULE_INTERDIT');
  const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
  expect((await ce.http.get('/api/guard-probe/sets/010001').expect(200)).body).toEqual({ codeDossier: '010001' });
  // 010004 holds the first set but no tool_duer: staff are judged on staffModules only.
  expectEnvelope((await ce.http.get('/api/guard-probe/sets/010004').expect(403)).body, 403, 'MODULE_INTERDIT');
});

it('reads the staff header x-code-dossier, limited to the portfolio', async () => {
  const sec = await signInStaff(t.baseUrl, 'sec.assistante');
  expect((await sec.http.get('/api/guard-probe/header').set('x-code-dossier', '010002').expect(200)).body).toEqual({ codeDossier: '010002' });
  await sec.http.get('/api/guard-probe/header').set('x-code-dossier', '010001').expect(403);
  await sec.http.get('/api/guard-probe/header').expect(400);
  const member = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
  await member.http.get('/api/guard-probe/header').set('x-code-dossier', '010001').expect(400);
});

it('gerantOfAll: the user must be gérant of every dossier the body names', async () => {
  const gerant = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
  const post = (codes: string[]) =>
    gerant.http
      .post('/api/guard-probe/gerant-of-all')
      .set('x-csrf-token', gerant.csrf)
      .send({ dossiers: codes.map((codeDossier) => ({ codeDossier })) });
  expect((await post(['010001', '010002', '010003']).expect(201)).body).toEqual({ ok: ['010001', '010002', '010003'] });
  const notGerant = await post(['010001', '010004']).expect(403);
  expectEnvelope(notGerant.body, 403, 'INTERDIT');
  expect(notGerant.body.message).toBe('Seul le gérant du dossier peut effectuer cette action.');
  expectEnvelope((await post(['010005']).expect(403)).body, 403, 'INTERDIT');
  const staff = await signInStaff(t.baseUrl, 'sec.assistante');
  await staff.http
    .post('/api/guard-probe/gerant-of-all')
    .set('x-csrf-token', staff.csrf)
    .send({ dossiers: [{ codeDossier: '010001' }] })
    .expect(403);
});
