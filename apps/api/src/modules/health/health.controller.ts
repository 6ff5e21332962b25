import { Controller, Res } from '@nestjs/common';
import type { Response } from 'express';
import { getHealthRoute, getLivenessRoute, getReadinessRoute } from '@portail/contracts';
import { Endpoint } from '../../common/endpoint.decorator';
import { HealthProbes } from './health-probes';

const uptimeSeconds = () => Math.round(process.uptime());

@Controller()
export class HealthController {
  constructor(private readonly probes: HealthProbes) {}

  /** 200 while the database answers (Redis down only degrades queued work), 503 otherwise. */
  @Endpoint(getHealthRoute)
  async health(@Res({ passthrough: true }) res: Response) {
    const { database, redis } = await this.probes.basic();
    if (database === 'down') res.status(503);
    return { status: database === 'up' && redis === 'up' ? ('ok' as const) : ('degraded' as const), database, redis, uptimeSeconds: uptimeSeconds() };
  }

  /** The container's healthcheck: the event loop turns. A dependency down is readiness's business, not a reason to restart. */
  @Endpoint(getLivenessRoute)
  live() {
    return { status: 'ok' as const, uptimeSeconds: uptimeSeconds() };
  }

  /** The proxy's and the deployment's gate: 503 until the database, Redis and the blob store answer. */
  @Endpoint(getReadinessRoute)
  async ready(@Res({ passthrough: true }) res: Response) {
    const { ready, ...probes } = await this.probes.readiness();
    if (!ready) res.status(503);
    return { status: ready ? ('ready' as const) : ('not-ready' as const), ...probes };
  }
}
