import { expect, type Page } from '@playwright/test';
import { DUER, duerLigneId } from '../seeds/ids';
import { test } from './csp';
import { signInOnDossier, signInStaff } from './support';

/**
 * DUER editing (issue 12) on the QA set (seeds/duer.ts): 010001 holds 2025 (finished) and 2026 (in progress).
 * The adviser ce.conseiller (function CE) builds the 2027 DUER; the gérant edits a risk of 2026.
 */
const GERANT = 'gerant.multi@exemple.fr';

async function adviserOn010001(page: Page): Promise<void> {
  await signInStaff(page, 'ce.conseiller');
  await expect(page).toHaveURL(/\/selectionDossier/, { timeout: 20_000 });
  await page.getByTestId('choisir-dossier-010001').click();
  await expect(page).toHaveURL(/\/accueil/);
}

const dialog = (page: Page) => page.getByRole('dialog');

test('the adviser creates 2027 by copying 2026 with its content, adds a work unit, a module, an operation and a risk, rates it and reads its history', async ({
  page,
}) => {
  await adviserOn010001(page);
  await page.goto('/outils/duer');
  await expect(page.getByRole('link', { name: /2026/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /2025/ })).toBeVisible();

  await page.getByRole('button', { name: 'Créer un DUER' }).click();
  await dialog(page).getByLabel('Année', { exact: true }).selectOption('2027');
  await dialog(page).getByRole('radio', { name: 'Copier une année' }).check();
  await dialog(page).getByLabel('Année à copier').selectOption('2026');
  await dialog(page).getByRole('checkbox', { name: 'avec le contenu' }).check();
  await dialog(page).getByRole('button', { name: 'Créer le DUER' }).click();
  await expect(page).toHaveURL(/\/outils\/duer\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Duer 2027' })).toBeVisible();
  const units = page.getByRole('list', { name: 'Unités de travail' }).getByRole('listitem');
  await expect(units.first()).toBeVisible();
  const copiedUnits = await units.count();
  expect(copiedUnits).toBeGreaterThan(0);

  // A new work unit, then a new module in it.
  await page.getByRole('button', { name: 'Ajouter une unité de travail' }).click();
  await dialog(page).getByRole('radio', { name: 'Nouvelle unité de travail' }).check();
  await dialog(page).getByLabel('Nom').fill('Local engrais et semences');
  await dialog(page).getByRole('button', { name: 'Valider' }).click();
  await expect(units).toHaveCount(copiedUnits + 1);
  await page.getByRole('link', { name: 'Local engrais et semences' }).click();
  await expect(page.getByRole('heading', { name: 'Duer 2027 - Local engrais et semences' })).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter un module' }).click();
  await dialog(page).getByRole('radio', { name: 'Nouveau module' }).check();
  await dialog(page).getByLabel('Nom').fill('Réception des big-bags');
  await dialog(page).getByRole('button', { name: 'Valider' }).click();
  await page.getByRole('link', { name: 'Réception des big-bags' }).click();

  // An operation and its risk together, then the rating: gravité 4 × fréquence 4 = 16, above 14: Préoccupant.
  await expect(page.getByText('Réception des big-bags').first()).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter un risque' }).click();
  await dialog(page).getByRole('radio', { name: 'Une opération et un risque' }).check();
  await dialog(page).getByLabel('Libellé de l’opération').fill('Déchargement');
  await dialog(page).getByLabel('Libellé du risque').fill('Chute d’un big-bag');
  await dialog(page).getByRole('button', { name: 'Valider' }).click();
  const risque = page.getByRole('article', { name: 'Chute d’un big-bag' });
  await expect(risque).toBeVisible();
  await expect(risque.getByTestId('badge-risque')).toHaveAttribute('data-niveau', 'Non initialisé');
  await risque.getByRole('slider', { name: /Gravité/ }).fill('4');
  await risque.getByRole('slider', { name: /Fréquence/ }).fill('4');
  await expect(risque.getByTestId('badge-risque')).toHaveAttribute('data-niveau', 'Préoccupant');
  await expect(risque.getByTestId('badge-risque')).toContainText('16');
  await risque.getByRole('textbox', { name: 'Mesures à mettre en place' }).fill('Chariot équipé d’un crochet de levage ; zone de déchargement balisée.');
  await expect(page.getByTestId('modifications-en-attente')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByTestId('modifications-en-attente')).toBeHidden();

  // Reloaded from the server: the rating and level stay; the adviser's change is in the field's history.
  await page.reload();
  const saved = page.getByRole('article', { name: 'Chute d’un big-bag' });
  await expect(saved.getByTestId('badge-risque')).toHaveAttribute('data-niveau', 'Préoccupant');
  await saved.getByRole('button', { name: 'Historique : Gravité' }).click();
  const historique = page.getByTestId('dialogue-historique');
  await expect(historique.getByRole('region', { name: 'Collaborateur' })).toContainText(/\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/);
  await expect(historique.getByRole('region', { name: 'Collaborateur' })).toContainText('4');
});

test('the gérant edits a risk of 2026 and is asked before leaving with unsaved changes', async ({ page }) => {
  await signInOnDossier(page, GERANT, '010001');
  const unite = duerLigneId(DUER.agri2026, 1);
  await page.goto(`/outils/duer/${DUER.agri2026}/${unite}/${duerLigneId(DUER.agri2026, 1)}`);
  const risque = page.getByTestId('risque').first();
  await expect(risque).toBeVisible();
  await risque.getByRole('textbox', { name: 'Mesures à mettre en place' }).fill('Former les salariés avant la campagne.');
  await expect(page.getByTestId('modifications-en-attente')).toHaveText("Des modifications n'ont pas été enregistrées");

  await page.getByRole('link', { name: 'Retour à l’unité de travail' }).click();
  const confirmation = page.getByRole('dialog');
  await expect(confirmation).toContainText('Voulez-vous quitter la page sans enregistrer les modifications ?');
  await confirmation.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByTestId('modifications-en-attente')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/outils/duer/${DUER.agri2026}/${unite}/`));

  await page.getByRole('link', { name: 'Retour à l’unité de travail' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  await expect(page).toHaveURL(new RegExp(`/outils/duer/${DUER.agri2026}/${unite}$`));
  // Members see no history.
  await page.goBack();
  // The module reloads after going back (the page was left): bounded like a first load.
  await expect(page.getByTestId('risque').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /^Historique/ })).toHaveCount(0);
});
