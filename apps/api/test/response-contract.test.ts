import { Controller, Module } from '@nestjs/common';
import { defineRoute } from '@portail/contracts';
import request from 'supertest';
import { z } from 'zod';
import { Endpoint } from '../src/common/endpoint.decorator';
import { startTestPortal, type TestPortal } from './test-app';

/** Two public routes declaring `{ ok: boolean }`: one keeps its word, the other does not. */
const keptRoute = defineRoute({
  method: 'get',
  path: '/api/test-contrat/tenu',
  tag: 'test',
  summary: 'tenu',
  auth: 'public',
  response: z.object({ ok: z.boolean() }),
});
const brokenRoute = defineRoute({
  method: 'get',
  path: '/api/test-contrat/rompu',
  tag: 'test',
  summary: 'rompu',
  auth: 'public',
  response: z.object({ ok: z.boolean() }),
});

@Controller()
class ContractProbeController {
  @Endpoint(keptRoute)
  kept() {
    return { ok: true };
  }

  @Endpoint(brokenRoute)
  broken() {
    return { ok: 'oui' };
  }
}

@Module({ controllers: [ContractProbeController] })
class ContractProbeModule {}

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({}, [ContractProbeModule]);
});
afterAll(() => t.close());

// The interceptor is bound to every route in tests only (AppModule): production answers without it.
it('fails, in tests, a response that does not match its contract, and lets a matching one through', async () => {
  expect((await request(t.baseUrl).get('/api/test-contrat/tenu').expect(200)).body).toEqual({ ok: true });
  const res = await request(t.baseUrl).get('/api/test-contrat/rompu').expect(500);
  expect(res.body).toMatchObject({ statusCode: 500 });
  expect(JSON.stringify(res.body)).not.toContain('oui');
});
