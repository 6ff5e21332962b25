import { describe, expect, it } from '@jest/globals';
import { prodCompose, stagesOf } from './support/compose';
import { shellCommandsOf } from './support/dockerfile';

/** The production stack's daily backup (docs/adr/0019): what `npm run test:stack` cannot wait a night for. */
describe('the production backup service', () => {
  const { backup, api } = prodCompose.services;

  it('runs the api image’s cli every day, on the api’s settings, into a volume of its own', () => {
    expect(backup.image).toBe(api.image);
    expect(backup.command).toEqual(['backup', '--schedule']);
    expect(backup.environment).toEqual({
      ...api.environment,
      BACKUP_DIR: '/backups',
      BACKUP_AT: '${BACKUP_AT:-02:30}',
      BACKUP_TZ: '${BACKUP_TZ:-Europe/Paris}',
    });
    expect(backup.volumes).toEqual(['backups:/backups']);
    expect(backup.ports).toBeUndefined();
    expect(backup.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' }, s3: { condition: 'service_started' } });
  });

  it('has pg_dump of the stack’s PostgreSQL major in the image, and /backups owned by the user it runs as', () => {
    const major = /^postgres:(\d+)/.exec(prodCompose.services.postgres.image!)![1];
    const base = stagesOf('apps/api/Dockerfile').find((s) => s.name === 'base')!;
    const commands = shellCommandsOf(base).map((c) => c.command);
    expect(commands).toContainEqual(expect.stringMatching(new RegExp(`^apt-get install .*\\bpostgresql-client-${major}\\b`)));
    expect(commands).toContainEqual(expect.stringMatching(/chown node:node .*\/backups\b/));
  });
});
