import { beforeAll, describe, expect, it } from '@jest/globals';
import { lintSnippets } from './support/lint';

/** The web's lint zones (eslint/web-boundaries.mjs) fail on the imports the layering forbids. */
const cases: { code: string; filePath: string }[] = [];
let results: string[][] = [];

/** Registers a snippet; its rule ids are known once beforeAll has linted every snippet in one run. */
function lint(code: string, filePath: string): () => string[] {
  const index = cases.push({ code, filePath }) - 1;
  return () => results[index] ?? [];
}

beforeAll(() => {
  results = lintSnippets(cases).map((messages) => messages.map((m) => m.ruleId ?? m.message));
}, 120_000);

const web = 'apps/web/src';
const RESTRICTED = 'import-x/no-restricted-paths';

const importLogin = "import { useLogin } from '../auth/api/login';\nexport const x = useLogin;\n";
const featureToFeature = lint(importLogin, `${web}/features/a/x.ts`);
const existingFeatureToFeature = lint(importLogin, `${web}/features/accueil/x.ts`);

const importFeatureFromRoot = "import { useLogin } from '../features/auth/api/login';\nexport const x = useLogin;\n";
const libToFeature = lint(importFeatureFromRoot, `${web}/lib/x.ts`);
const configToFeature = lint(importFeatureFromRoot, `${web}/config/x.ts`);
const componentToApp = lint("import { decideEntry } from '../../app/guard/guard';\nexport const x = decideEntry;\n", `${web}/components/ui/x.ts`);

const conditionalHook = lint(
  "import { useState } from 'react';\nexport function C({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n",
  `${web}/features/a/c.tsx`,
);
const missingDependency = lint(
  "import { useEffect } from 'react';\nexport function C({ id }: { id: string }) {\n  useEffect(() => {\n    console.log(id);\n  }, []);\n  return null;\n}\n",
  `${web}/features/a/c.tsx`,
);

const allowedInFeature = lint(
  [
    "import { getEvents } from '../../lib/api/get-events';",
    "import { PageTitle } from '../../components/ui/page-title';",
    "import { StorageKey } from '../../config/storage-keys';",
    "import { getEventsRoute } from '@portail/contracts';",
    "import { useDeclineEvent } from './api/decline-event';",
    'export const all = [getEvents, PageTitle, StorageKey, getEventsRoute, useDeclineEvent];',
  ].join('\n'),
  `${web}/features/evenements/x.ts`,
);
const appComposesFeatures = lint(
  "import { useLogin } from '../features/auth/api/login';\nimport { getEvents } from '../lib/api/get-events';\nexport const all = [useLogin, getEvents];\n",
  `${web}/app/x.ts`,
);

describe('web lint boundaries', () => {
  it('forbids a feature importing another feature', () => {
    expect(featureToFeature()).toContain(RESTRICTED);
    expect(existingFeatureToFeature()).toContain(RESTRICTED);
  });

  it('forbids lib/, components/ and config/ importing a feature or app/', () => {
    expect(libToFeature()).toContain(RESTRICTED);
    expect(configToFeature()).toContain(RESTRICTED);
    expect(componentToApp()).toContain(RESTRICTED);
  });

  it('forbids a hook called conditionally and missing effect dependencies', () => {
    expect(conditionalHook()).toContain('react-hooks/rules-of-hooks');
    expect(missingDependency()).toContain('react-hooks/exhaustive-deps');
  });

  it('allows a feature its own files, lib/, components/, config/ and the contracts, and app/ any feature', () => {
    expect(allowedInFeature()).toEqual([]);
    expect(appComposesFeatures()).toEqual([]);
  });
});
