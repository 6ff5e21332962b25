import { expect, type Page } from '@playwright/test';
import { test } from './csp';
import { signInOnDossier } from './support';

/**
 * Average-yield map (issue 11): the Marne zones of the QA seed (613 communes, 23 cantons as petites
 * régions, 5 arrondissements as grandes régions: seeds/geo) and the farms 020001–020060's yields.
 */
const GERANT = 'gerant.multi@exemple.fr';
const carte = (page: Page) => page.getByTestId('carte-rendement');
/** The zones painted on the map's canvas, as the map reports them once painted. */
const expectZones = (page: Page, count: number, timeout = 5_000) => expect(carte(page)).toHaveAttribute('data-zones', String(count), { timeout });

test('the map from /outils: 613 communes graded, cantons, another crop, a zone’s popup, the table; redirectTo=carto lands on it', async ({ page }) => {
  await signInOnDossier(page, GERANT, '010001');
  await page.goto('/outils');
  await page
    .getByRole('link', { name: /Carte des rendements/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/outils\/rendement/);
  await expect(page.getByRole('heading', { name: 'Carte des rendements', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Type de zone')).toHaveValue('commune');
  await expect(page.getByLabel('Culture')).toHaveValue('1015');
  await expect(page.getByLabel('Millésime')).toHaveValue(String(new Date().getFullYear() - 1));

  await expectZones(page, 613, 15_000);
  const legende = page.getByTestId('legende-carte');
  await expect(legende.getByRole('listitem')).toHaveCount(5);
  await expect(legende.getByRole('listitem').nth(1)).toHaveText(/^≥ \d+,\d t\/ha$/);
  await expect(legende).toContainText('Moins de 3 exploitations');
  await expect(page.getByTestId('carte-rendement')).toContainText('Contours : IGN Admin Express, Licence Ouverte');
  // Some communes reach the 3-farm floor: coloured with one of the four grades.
  expect(Number(await carte(page).getAttribute('data-zones-notees'))).toBeGreaterThan(0);
  await expect(carte(page).locator('canvas')).toHaveCount(1);
  await expect(page.getByTestId('position-rendement')).toContainText(`Votre rendement ${new Date().getFullYear() - 1}`);

  await page.getByLabel('Type de zone').selectOption('petiteRegion');
  await expectZones(page, 23);
  await page.getByLabel('Culture').selectOption({ label: 'Escourgeon' });
  await expect(page.getByLabel('Culture')).toHaveValue('1022');
  await expect(legende).toContainText('Rendement moyen – Escourgeon');
  await expectZones(page, 23);

  // The centre of the map (Champagne) lies in a canton: its popup gives its name and figure.
  const map = page.getByTestId('carte-rendement');
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const popup = page.locator('.leaflet-popup-content');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(/Rendement moyen : \d+,\d t\/ha|Moins de 3 exploitations/);

  await page.getByRole('button', { name: 'Voir le tableau' }).click();
  await expect(page.getByTestId('tableau-zones').locator('tbody tr')).toHaveCount(23);

  await page.goto('/accueil?redirectTo=carto');
  await expect(page).toHaveURL(/\/outils\/rendement/);
  await expectZones(page, 613, 15_000);
});
