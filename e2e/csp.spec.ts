import { expect, type Page } from '@playwright/test';
import { test } from './csp';
import { signInMember, signInStaff } from './support';

// Each test fails on any violation of the Content-Security-Policy (./csp): these walk the main screens.

async function visit(page: Page, paths: string[], violations: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main, form, #root > *').first()).toBeVisible();
    expect({ path, violations }).toEqual({ path, violations: [] });
  }
}

test('the CSP is sent and the public screens break none of it', async ({ page, cspViolations }) => {
  const res = await page.goto('/connexion');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await visit(page, ['/', '/connexion', '/inscription', '/mot-de-passe-oublie'], cspViolations);
  // The captcha's proof of work runs in a worker loaded from the app itself.
  await page.getByTestId('captcha').getByText('Je ne suis pas un robot').click();
  await expect(page.getByTestId('captcha')).toContainText('Vérifié', { timeout: 30_000 });
});

test('the signed-in member screens break none of the CSP', async ({ page, cspViolations }) => {
  await signInMember(page, 'gerant.multi@exemple.fr');
  await expect(page).toHaveURL(/\/accueil/, { timeout: 15_000 });
  await visit(
    page,
    [
      '/accueil/010001',
      '/actualites',
      '/notifications',
      '/rendez-vous',
      '/event',
      '/contacts',
      '/mon-compte',
      '/mon-compte/infos',
      '/mon-compte/preferences',
      '/mon-compte/mes-droits',
      '/mon-compte/partager-droits',
    ],
    cspViolations,
  );
});

test('the staff sign-in form of the provider and the portfolio break none of the CSP', async ({ page, cspViolations }) => {
  await signInStaff(page, 'ce.conseiller');
  await expect(page).toHaveURL(/\/selectionDossier/, { timeout: 15_000 });
  await expect(page.getByTestId('portefeuille')).toContainText('EARL des Coteaux de Vertus');
  expect(cspViolations).toEqual([]);
});

test('the OpenAPI page works under the CSP', async ({ page, cspViolations }) => {
  await page.goto('/api/docs/');
  await expect(page.locator('.swagger-ui .info')).toBeVisible();
  await expect(page.getByText('/api/health').first()).toBeVisible();
  expect(cspViolations).toEqual([]);
});
