import { z } from 'zod';

const up = z.enum(['up', 'down']);

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: up,
  redis: up,
  uptimeSeconds: z.number(),
});

/** Liveness: the process answers (a proxy or orchestrator restarts it otherwise); it probes nothing else. */
export const LivenessSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });

/** Readiness: everything a request needs answers (database, Redis, blob store); 503 otherwise, so the proxy sends work elsewhere. */
export const ReadinessSchema = z.object({ status: z.enum(['ready', 'not-ready']), database: up, redis: up, storage: up });
