import 'reflect-metadata';
import compression from 'compression';
import express from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { INestApplication, Type } from '@nestjs/common';
import type { Logger } from 'pino';
import { Pool } from 'pg';
import swaggerUi from 'swagger-ui-express';
import { assolementTelepacRoute, TELEPAC_LIMITES, TelepacMessages } from '@portail/contracts';
import { AppModule } from './app.module';
import { largeJsonBody } from './common/large-json-body';
import type { AppConfig } from './config/app-config';
import { csrfMiddleware } from './modules/auth/csrf.middleware';
import { createDevProvider } from './modules/auth/oidc/dev-provider';
import { DEV_PROVIDER_PATH } from './modules/auth/oidc/oidc-endpoints';
import { requestLog } from './common/request-log.middleware';
import { METRICS_PATH, metricsHandler } from './common/metrics/metrics-endpoint';
import { MetricsService } from './modules/metrics/metrics.service';
import { securityHeaders } from './common/security-headers.middleware';
import { sessionMiddleware } from './modules/auth/session';
import { sessionLifetimeMiddleware } from './modules/auth/session-lifetime.middleware';
import { buildOpenApi } from './modules/docs/openapi';
import { ThemeService } from './modules/theme/theme.service';
import { CollaborateurReader } from './modules/collaborateur/collaborateur-reader.service';
import { CompteReader } from './modules/user/compte-reader.service';
import { RateLimitService } from './common/rate-limit/rate-limit.service';
import { AccessService } from './modules/droits/access.service';
import type Redis from 'ioredis';
import { REDIS } from './common/redis.module';
import { RightsEpoch, rightsEpoch } from './modules/droits/rights-epoch';

export interface PortalApp {
  app: INestApplication;
  close(): Promise<void>;
}

/** The HTTP application: sessions, CSRF, dev OIDC provider, api routes, OpenAPI and the web build. */
export async function createApp(config: AppConfig, databaseUrl: string, logger: Logger, extraModules: Type[] = []): Promise<PortalApp> {
  const app = await NestFactory.create(AppModule.forRoot(config, databaseUrl, logger, extraModules), { bodyParser: false, logger: ['error', 'warn'] });
  const server = app.getHttpAdapter().getInstance() as express.Express;
  server.set('trust proxy', config.trustProxy);
  server.disable('x-powered-by');
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection lost with a restarting server must not crash the process; the next call reconnects.
  pool.on('error', (err) => logger.warn({ err: err.message }, 'Connexion PostgreSQL des sessions perdue'));

  app.use(
    ...securityHeaders(config.publicUrl, {
      hiringSimulator: config.hiringSimulator.origin,
      mapTiles: config.mapTiles.origin,
      annuaireVideo: config.annuaireVideo.origin,
    }),
  );
  app.use(requestLog(logger));
  // The map's zones are 1.5 MB of JSON once a few départements are imported; small answers stay as they are.
  if (config.web.compress) app.use(compression({ threshold: 1024 }));
  // Before the sessions: Prometheus carries no cookie, and a scrape costs no session lookup.
  const metrics = app.get(MetricsService);
  metrics.watchPool('sessions', pool);
  server.get(
    METRICS_PATH,
    metricsHandler(config.metrics.token, () => metrics.scrape()),
  );
  const rightsEpochRead = { sql: RightsEpoch.SQL, observe: (value: unknown) => rightsEpoch.observe(value as string) };
  app.use(sessionMiddleware(config, pool, { userActiveSql: AccessService.stillActiveSql, alongside: rightsEpochRead }), sessionLifetimeMiddleware(config));
  if (!config.oidc.issuer) {
    const deps = {
      redis: app.get<Redis>(REDIS),
      collaborateurs: app.get(CollaborateurReader),
      comptes: app.get(CompteReader),
      throttle: app.get(RateLimitService),
      theme: app.get(ThemeService).theme,
    };
    app.use(DEV_PROVIDER_PATH, await createDevProvider(config, deps));
  }
  // A Telepac file of up to 10 MB comes as base64 in JSON (4/3 of its size, plus the other fields).
  app.use(assolementTelepacRoute.path, ...largeJsonBody(TELEPAC_LIMITES.contenuMaxCaracteres + 64 * 1024, TelepacMessages.tropVolumineux));
  app.use('/api', express.json({ limit: '1mb' }), express.urlencoded({ extended: false, limit: '1mb' }), csrfMiddleware);

  const openapi = buildOpenApi(app.get(ThemeService).theme.platformName);
  server.get('/api/docs/openapi.json', (_req, res) => res.json(openapi));
  app.use('/api/docs', swaggerUi.serve, swaggerUi.setup(openapi, { customSiteTitle: 'API du portail' }));

  if (config.web.serve) serveWeb(app, config.web.distDir, logger);
  app.setGlobalPrefix('api');
  await app.init();
  return {
    app,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

function serveWeb(app: INestApplication, distDir: string, logger: Logger): void {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) {
    logger.warn({ distDir }, 'Application web non construite : lancez `npm run build -w apps/web`');
    return;
  }
  const isWeb = (req: express.Request) => !req.path.startsWith('/api') && !req.path.startsWith(DEV_PROVIDER_PATH) && req.path !== METRICS_PATH;
  const assets = express.static(distDir, { index: false, maxAge: '1h' });
  // Nest binds the api routes after these: without the test, every api call would first look for a file on disk.
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => (isWeb(req) ? assets(req, res, next) : next()));
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (req.method !== 'GET' || !isWeb(req)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
