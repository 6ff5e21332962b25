import { defineRoute } from '../api-route';
import { HealthSchema } from './health.schema';

export const getHealthRoute = defineRoute({
  method: 'get',
  path: '/api/health',
  tag: 'système',
  summary: 'État de la base et de Redis',
  auth: 'public',
  response: HealthSchema,
});
