import { defineRoute } from '../api-route';
import { HealthSchema, LivenessSchema, ReadinessSchema } from './health.schema';

export const getHealthRoute = defineRoute({
  method: 'get',
  path: '/api/health',
  tag: 'système',
  summary: 'État de la base et de Redis',
  auth: 'public',
  response: HealthSchema,
});

export const getLivenessRoute = defineRoute({
  method: 'get',
  path: '/api/health/live',
  tag: 'système',
  summary: 'Le processus répond (vivacité)',
  auth: 'public',
  response: LivenessSchema,
});

export const getReadinessRoute = defineRoute({
  method: 'get',
  path: '/api/health/ready',
  tag: 'système',
  summary: 'Base, Redis et stockage répondent (prêt à servir) ; 503 sinon',
  auth: 'public',
  response: ReadinessSchema,
});
