import { expect, type Page } from '@playwright/test';
import { test } from './csp';
import { signInOnDossier } from './support';

/**
 * Crop rotation (issue 11) on 010001, seeded with the previous year (definitive, 8 crops) and the
 * current year (open, 5 crops): seeds/assolement.ts. The test works on next year, emptied first.
 */
const GERANT = 'gerant.multi@exemple.fr';
const N = new Date().getFullYear();
const rowOf = (page: Page, name: string) => page.getByTestId('culture').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

async function confirmDialog(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('import the previous year, add, edit and delete a line, delete all; a definitive year is read-only', async ({ page }) => {
  await signInOnDossier(page, GERANT, '010001');
  await page.goto('/outils');
  await page
    .getByRole('link', { name: /Assolement/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/outils\/assolement/);
  await expect(page.getByRole('heading', { name: 'Assolement', level: 1 })).toBeVisible();
  await expect(page.getByTestId('culture')).toHaveCount(5);

  // Next year, emptied if a previous run left lines.
  await page.getByLabel('Millésime').selectOption(String(N + 1));
  await expect(page).toHaveURL(new RegExp(`millesime=${N + 1}`));
  const deleteAll = page.getByRole('button', { name: 'Supprimer toutes les cultures' });
  await expect(page.getByText(`Aucune culture n’est renseignée pour ${N + 1}.`).or(deleteAll)).toBeVisible();
  if (await deleteAll.isVisible()) {
    await deleteAll.click();
    await confirmDialog(page, 'Supprimer toutes les cultures');
  }
  await expect(page.getByText(`Aucune culture n’est renseignée pour ${N + 1}.`)).toBeVisible();

  // Import N-1 (the current year's 5 crops), surfaces kept, yields left empty.
  await page.getByRole('button', { name: 'Importer l’année précédente' }).click();
  await expect(page.getByTestId('culture')).toHaveCount(5);
  await expect(rowOf(page, 'Blé tendre d’hiver')).toContainText('58,50 ha');
  await expect(rowOf(page, 'Blé tendre d’hiver')).toContainText('-');
  // Again: nothing duplicated.
  await page.getByRole('button', { name: 'Importer l’année précédente' }).click();
  await expect(page.getByText(`Aucune nouvelle culture à importer de ${N}. Déjà dans l’assolement, non importées : Blé tendre d’hiver,`)).toBeVisible();
  await expect(page.getByTestId('culture')).toHaveCount(5);

  // Add: crops of the year excluded, search, collapse, the spec's messages, the yield warning.
  await page.getByRole('link', { name: 'Ajouter une culture' }).click();
  await expect(page).toHaveURL(new RegExp(`/outils/assolement/culture\\?millesime=${N + 1}`));
  const picker = page.getByTestId('choix-culture');
  await expect(picker.getByRole('button', { name: 'Blé tendre d’hiver' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ajouter la culture' }).click();
  await expect(page.getByTestId('dialogue-culture')).toContainText('Vous devez sélectionner une culture');
  await page.getByTestId('dialogue-culture').getByRole('button', { name: 'Fermer' }).click();
  await page.getByLabel('Rechercher une culture').fill('FÉVE');
  await picker.getByRole('button', { name: 'Féverole' }).click();
  await expect(page.getByTestId('choix-culture')).toHaveCount(0);
  await page.getByRole('button', { name: 'Ajouter la culture' }).click();
  await expect(page.getByTestId('dialogue-culture')).toContainText('Vous devez renseigner une surface');
  await page.getByTestId('dialogue-culture').getByRole('button', { name: 'Fermer' }).click();
  await page.getByLabel('Surface (ha)').fill('4.5');
  await page.getByLabel('Rendement (t/ha)').fill('9');
  await expect(page.getByTestId('avertissement-rendement')).toHaveText("Le rendement renseigné n'est pas correct");
  await page.getByLabel('Culture dérobée').check();
  await page.getByRole('button', { name: 'Ajouter la culture' }).click();
  await expect(page).toHaveURL(new RegExp(`/outils/assolement\\?millesime=${N + 1}$`));
  await expect(rowOf(page, 'Féverole')).toContainText('4,50 ha');
  await expect(rowOf(page, 'Féverole')).toContainText('9,0 t/ha');
  await expect(rowOf(page, 'Féverole')).toContainText('Oui');

  // Edit.
  await page.getByRole('link', { name: 'Modifier Féverole' }).click();
  await expect(page.getByLabel('Surface (ha)')).toHaveValue('4.5');
  await page.getByLabel('Surface (ha)').fill('6.2');
  await page.getByLabel('Rendement (t/ha)').fill('5.4');
  await page.getByRole('button', { name: 'Modifier la culture' }).click();
  await expect(rowOf(page, 'Féverole')).toContainText('6,20 ha');
  await expect(rowOf(page, 'Féverole')).toContainText('5,4 t/ha');

  // Delete one line, then all.
  await page.getByRole('button', { name: 'Supprimer Féverole' }).click();
  await confirmDialog(page, 'Supprimer la culture');
  await expect(rowOf(page, 'Féverole')).toHaveCount(0);
  await expect(page.getByTestId('culture')).toHaveCount(5);
  await page.getByRole('button', { name: 'Supprimer toutes les cultures' }).click();
  await confirmDialog(page, 'Supprimer toutes les cultures');
  await expect(page.getByText(`Aucune culture n’est renseignée pour ${N + 1}.`)).toBeVisible();

  // The previous year is definitive: read-only with the message, no action.
  await page.getByLabel('Millésime').selectOption(String(N - 1));
  await expect(page.getByTestId('assolement-valide')).toHaveText(`L'assolement de ${N - 1} a été validé par CDER`);
  await expect(page.getByTestId('culture')).toHaveCount(8);
  await expect(rowOf(page, 'Chanvre semences')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ajouter une culture' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Importer l’année précédente' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Modifier / })).toHaveCount(0);
});
