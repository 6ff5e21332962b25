import { describe, expect, it } from '@jest/globals';
import { lintSnippets, type Snippet } from './support/lint';

/** The boundary rule messages ESLint gives each snippet, linted as the repository file it names. */
function lint(snippets: Snippet[]): string[][] {
  return lintSnippets(snippets).map((messages) => messages.filter((m) => m.ruleId?.startsWith('api-boundaries/')).map((m) => m.ruleId!));
}

const use = (what: string) => `${what}\nexport const used = [x];\n`;

describe('eslint/api-boundaries.mjs', () => {
  it("forbids a module's service, controller or repository to import another module's entity or repository", () => {
    const [entity, repository, deep] = lint([
      { filePath: 'apps/api/src/modules/events/scratch.service.ts', code: use("import { Personne as x } from '../user/personne.entity';") },
      {
        filePath: 'apps/api/src/modules/rendez-vous/scratch.controller.ts',
        code: use("import { ContactsRepository as x } from '../contacts/contacts.repository';"),
      },
      { filePath: 'apps/api/src/modules/auth/oidc/scratch.repository.ts', code: use("import { Compte as x } from '../../user/compte.entity';") },
    ]);
    expect(entity).toEqual(['api-boundaries/module-owns-tables']);
    expect(repository).toEqual(['api-boundaries/module-owns-tables']);
    expect(deep).toEqual(['api-boundaries/module-owns-tables']);
  });

  it("allows a module's own tables, another module's service, and relations between entities", () => {
    const results = lint([
      { filePath: 'apps/api/src/modules/events/scratch.service.ts', code: use("import { Evenement as x } from './evenement.entity';") },
      { filePath: 'apps/api/src/modules/events/scratch.service.ts', code: use("import { DossierService as x } from '../dossier/dossier.service';") },
      { filePath: 'apps/api/src/modules/events/scratch.entity.ts', code: use("import { Personne as x } from '../user/personne.entity';") },
    ]);
    expect(results).toEqual([[], [], []]);
  });

  it('forbids services and controllers to hold the DataSource; repositories may', () => {
    const results = lint([
      { filePath: 'apps/api/src/modules/events/scratch.service.ts', code: use("import { DataSource as x } from 'typeorm';") },
      { filePath: 'apps/api/src/modules/events/scratch.service.ts', code: use("import { type DataSource as x } from 'typeorm';") },
      { filePath: 'apps/api/src/modules/events/scratch.controller.ts', code: use("import { InjectDataSource as x } from '@nestjs/typeorm';") },
      { filePath: 'apps/api/src/modules/events/scratch.repository.ts', code: use("import { DataSource as x } from 'typeorm';") },
      { filePath: 'apps/api/src/modules/events/scratch.service.ts', code: use("import { InjectRepository as x } from '@nestjs/typeorm';") },
      { filePath: 'apps/api/src/modules/events/scratch.service.ts', code: use("import type { EntityManager as x } from 'typeorm';") },
    ]);
    expect(results).toEqual([['api-boundaries/no-data-source'], ['api-boundaries/no-data-source'], ['api-boundaries/no-data-source'], [], [], []]);
  });

  it('forbids common, config, database and queue to import a feature module', () => {
    const results = lint(
      ['common/scratch.ts', 'config/scratch.ts', 'database/scratch.ts', 'queue/scratch.ts'].map((file) => ({
        filePath: `apps/api/src/${file}`,
        code: use("import { DroitsService as x } from '../modules/droits/droits.service';"),
      })),
    );
    expect(results).toEqual(Array(4).fill(['api-boundaries/common-knows-no-feature']));
    expect(lint([{ filePath: 'apps/api/src/common/scratch.ts', code: use("import { AppException as x } from './app.exception';") }])).toEqual([[]]);
  });

  it('lets only the seeding commands and the tests import seeds/', () => {
    const seed = (filePath: string, specifier: string) => ({ filePath, code: use(`import { seedAll as x } from '${specifier}';`) });
    const results = lint([
      seed('apps/api/src/main.ts', '../../../seeds/seed'),
      seed('apps/api/src/modules/user/scratch.service.ts', '../../../../../seeds/seed'),
      seed('apps/web/src/lib/scratch.ts', '../../../../seeds/seed'),
      seed('apps/api/src/cli.ts', '../../../seeds/seed'),
      seed('apps/api/src/dev/seed-on-first-start.ts', '../../../../seeds/seed'),
      seed('apps/api/test/scratch.test.ts', '../../../seeds/seed'),
    ]);
    expect(results).toEqual([['api-boundaries/no-seeds'], ['api-boundaries/no-seeds'], ['api-boundaries/no-seeds'], [], [], []]);
  });

  it('also judges dynamic imports', () => {
    const [dynamic] = lint([{ filePath: 'apps/api/src/main.ts', code: "export const load = () => import('../../../seeds/seed');\n" }]);
    expect(dynamic).toEqual(['api-boundaries/no-seeds']);
  });
});
