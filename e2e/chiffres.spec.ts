import { expect, type Page } from '@playwright/test';
import { test } from './csp';
import { signInMember, signInOnDossier } from './support';

/**
 * Figures area (issue 10) on the QA fiscal years (seeds/chiffres.ts): 010002 is a 10 ha Champagne
 * estate with a civil fiscal year, 010001 a cereals farm closing on 30 June, 010003 a BIC stable.
 */
const GERANT = 'gerant.multi@exemple.fr';

const favoris = (page: Page) => page.getByTestId('chiffres-favoris');
const autres = (page: Page) => page.getByTestId('chiffres-autres');
const legend = (page: Page) => page.getByTestId('graphique-chiffre').locator('.recharts-legend-item-text');
const lines = (page: Page) => page.getByTestId('graphique-chiffre').locator('path.recharts-line-curve');

test('a figure opens from the menu and switches period, always with three series', async ({ page }) => {
  await signInOnDossier(page, GERANT, '010002');
  await page.getByRole('link', { name: 'Mes chiffres' }).first().click();
  await expect(page).toHaveURL(/\/mes-chiffres$/);
  await expect(page.getByRole('heading', { name: 'Mes chiffres favoris' })).toBeVisible();
  await favoris(page).getByRole('link', { name: 'Recettes' }).click();

  await expect(page).toHaveURL(/\/mes-chiffres\/recettes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recettes' })).toBeVisible();
  await expect(page.getByText(/^Mis à jour le \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  const year = new Date().getFullYear();
  await expect(legend(page)).toHaveText([String(year), String(year - 1), String(year - 2)]);
  await expect(lines(page)).toHaveCount(3);
  // The three colours of the theme, in order.
  const strokes = await lines(page).evaluateAll((paths) => paths.map((p) => p.getAttribute('stroke')));
  expect(new Set(strokes).size).toBe(3);

  await page.getByRole('radio', { name: 'Choix période' }).check();
  await page.getByRole('combobox', { name: 'Durée' }).selectOption({ label: 'Semestriel' });
  await page.getByRole('combobox', { name: 'Mois de début' }).selectOption({ label: 'Septembre' });
  await expect(lines(page)).toHaveCount(3);
  await expect(legend(page)).toHaveCount(3);
  // The months along the axis, as the chart's data table lists them.
  const ticks = page.getByTestId('graphique-chiffre').locator('tbody th');
  await expect(ticks).toHaveText(['sept.', 'oct.', 'nov.', 'déc.', 'janv.', 'févr.']);

  await page.getByRole('radio', { name: 'Année exercice' }).check();
  await expect(ticks.first()).toHaveText('janv.');
  await expect(lines(page)).toHaveCount(3);

  await page.getByRole('button', { name: 'Informations', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('seuls les comptes clôturés donnent une image fidèle');
  await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).click();
});

test('a starred figure moves to the favourites and stays there after a reload', async ({ page }) => {
  await signInOnDossier(page, GERANT, '010002');
  await page.goto('/mes-chiffres');
  await expect(autres(page).getByRole('link', { name: 'Dépenses' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter Dépenses aux favoris' }).click();
  await expect(favoris(page).getByRole('link', { name: 'Dépenses' })).toBeVisible();
  await page.reload();
  await expect(favoris(page).getByRole('link', { name: 'Dépenses' })).toBeVisible();
  await expect(autres(page).getByRole('link', { name: 'Dépenses' })).toHaveCount(0);

  // From the detail's star too, then back to the seeded state.
  await favoris(page).getByRole('link', { name: 'Dépenses' }).click();
  await expect(page.getByTestId('etoile-favori')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('etoile-favori').click();
  await expect(page.getByTestId('etoile-favori')).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/mes-chiffres');
  await expect(autres(page).getByRole('link', { name: 'Dépenses' })).toBeVisible();
});

test('other figures show one bar per closed fiscal year; the list follows the selected dossier', async ({ page }) => {
  await signInOnDossier(page, GERANT, '010001');
  await page.goto('/mes-chiffres/endettement-hectare');
  await expect(page.getByRole('heading', { level: 1, name: 'Endettement à l’hectare' })).toBeVisible();
  await expect(page.getByTestId('choix-periode')).toHaveCount(0);
  await expect(page.getByTestId('graphique-chiffre').locator('.recharts-bar-rectangle')).toHaveCount(4);

  await page.goto('/mes-chiffres');
  await expect(page.getByRole('link', { name: 'Endettement à l’hectare' })).toBeVisible();
  await page.getByTestId('selecteur-dossier').selectOption('010003');
  await expect(page.getByRole('link', { name: 'Taux d’endettement' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Endettement à l’hectare' })).toHaveCount(0);
});

test('an individual customer has no figures', async ({ page }) => {
  await signInMember(page, 'particulier@exemple.fr');
  await expect(page).toHaveURL(/\/accueil/);
  await expect(page.getByRole('link', { name: 'Mes chiffres' })).toHaveCount(0);
  await page.goto('/mes-chiffres');
  await expect(page).not.toHaveURL(/\/mes-chiffres/);
});
