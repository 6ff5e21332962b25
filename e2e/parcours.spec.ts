import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PERSONNE } from '../seeds/ids';
import { setToursDone } from './portal-database.mjs';
import { signInMember } from './support';

/** Guided tours (issue 14): the global setup marks every tour seen; this spec un-marks them for Claire Martin. */
const CLAIRE = 'gerant.multi@exemple.fr';

test.beforeEach(async () => {
  await setToursDone(false, PERSONNE.gerantMulti);
});
test.afterAll(async () => {
  await setToursDone(true, PERSONNE.gerantMulti);
});

const bulle = (page: Page) => page.locator('.driver-popover');
const etape = (page: Page) => bulle(page).locator('.driver-popover-progress-text');
const bouton = (page: Page, name: string) => bulle(page).getByRole('button', { name, exact: true });

test('runs the home tour on the first visit, never again after a reload, and replays it from the header', async ({ page }) => {
  await signInMember(page, CLAIRE);
  await expect(page).toHaveURL(/\/accueil/, { timeout: 20_000 });
  const menu = page.locator('#navigation-laterale');
  await expect(etape(page)).toHaveText('Étape 1/5');
  await expect(bulle(page).locator('.driver-popover-title')).toHaveText('Bienvenue sur votre portail');
  await expect(page.locator('[data-tour="accueil-dossier"]')).toHaveClass(/driver-active-element/);
  // Other steps want the side menu closed; a click outside does not end the tour.
  await expect(menu).toBeHidden();
  await page.mouse.click(5, 700);
  await expect(etape(page)).toHaveText('Étape 1/5');

  const axe = await new AxeBuilder({ page })
    .include('.driver-popover')
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await bouton(page, 'Suivant').click();
  await expect(etape(page)).toHaveText('Étape 2/5');
  await bouton(page, 'Suivant').click();
  // A navigation item: the menu opens for it.
  await expect(etape(page)).toHaveText('Étape 3/5');
  await expect(menu).toBeVisible();
  await expect(page.locator('[data-tour="nav-outils"]')).toHaveClass(/driver-active-element/);
  await bouton(page, 'Précédent').click();
  await expect(etape(page)).toHaveText('Étape 2/5');
  await expect(menu).toBeHidden();
  await bulle(page).getByRole('button', { name: 'Fermer' }).click();
  await expect(bulle(page)).toHaveCount(0);
  // Back to the menu's state before the tour (open on a wide screen).
  await expect(menu).toBeVisible();

  // Started means done: a reload does not show it again.
  const fetched = page.waitForResponse((r) => r.url().endsWith('/api/parcours/encours/accueil') && r.ok());
  await page.reload();
  const { parcours } = (await (await fetched).json()) as { parcours: { dejaFait: boolean } };
  expect(parcours.dejaFait).toBe(true);
  await expect(page.getByTestId('accueil')).toBeVisible();
  await expect(bulle(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Revoir la visite guidée' }).click();
  await expect(etape(page)).toHaveText('Étape 1/5');
  for (const n of [2, 3, 4, 5]) {
    await bouton(page, 'Suivant').click();
    await expect(etape(page)).toHaveText(`Étape ${n}/5`);
  }
  await expect(page.locator('[data-tour="compte"]')).toHaveClass(/driver-active-element/);
  await bulle(page).locator('.driver-popover-navigation-btns').getByRole('button', { name: 'Fermer' }).click();
  await expect(bulle(page)).toHaveCount(0);
  await expect(menu).toBeVisible();
});

test('the documents tour opens the first folder on "Suivant" (click trigger); the shared-credentials tour follows', async ({ page }) => {
  await signInMember(page, CLAIRE);
  await expect(page).toHaveURL(/\/accueil/, { timeout: 20_000 });
  await bulle(page).getByRole('button', { name: 'Fermer' }).first().click();
  await page.getByTestId('nav-documents').click();
  await expect(etape(page)).toHaveText('Étape 1/4');
  await expect(page).toHaveURL(/\/documents$/);
  await bouton(page, 'Suivant').click();
  await expect(etape(page)).toHaveText('Étape 2/4');
  await expect(page).toHaveURL(/\/documents\/attente$/);
  await expect(page.locator('[data-tour="ged-panneau"]')).toHaveClass(/driver-active-element/);
  await bouton(page, 'Suivant').click();
  await expect(etape(page)).toHaveText('Étape 3/4');
  await bulle(page).getByRole('button', { name: 'Fermer' }).click();
  await expect(bulle(page)).toHaveCount(0);

  // The shared-credentials screen has its own tour.
  await page.getByTestId('nav-identifiants').click();
  await expect(etape(page)).toHaveText('Étape 1/3');
  await expect(page.locator('[data-tour="identifiants-recherche"]')).toHaveClass(/driver-active-element/);
  await bulle(page).getByRole('button', { name: 'Fermer' }).click();
  await expect(bulle(page)).toHaveCount(0);
});
