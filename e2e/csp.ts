import { expect, test as base, type Page } from '@playwright/test';

declare global {
  interface Window {
    __reportCspViolation?: (violation: string) => void;
  }
}

/**
 * Records what the Content-Security-Policy refuses on a page: Chromium's console 'Refused to …'
 * messages and the document's securitypolicyviolation events.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__reportCspViolation?.(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'} in ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return violations;
}

/** Playwright's test, failing any test during which the policy refused something. */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations = await watchCsp(page);
      await use(violations);
      expect(violations).toEqual([]);
    },
    { auto: true },
  ],
});
