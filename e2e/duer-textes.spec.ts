import { expect, type Page } from '@playwright/test';
import { DUER } from '../seeds/ids';
import { test } from './csp';
import { signInStaff } from './support';

/**
 * DUER special pages (spec 03 §2.8, §2.9) on the QA set (seeds/duer-textes.ts): the adviser edits the preamble, the
 * general information and the cover page of 010001's 2026 DUER, saves, reloads and finds the values kept.
 */
async function adviserOn010001(page: Page): Promise<void> {
  await signInStaff(page, 'ce.conseiller');
  await expect(page).toHaveURL(/\/selectionDossier/, { timeout: 20_000 });
  await page.getByTestId('choisir-dossier-010001').click();
  await expect(page).toHaveURL(/\/accueil/);
}

const D = `/outils/duer/${DUER.agri2026}`;

test('the adviser edits the preamble, the general information and the cover page; values are kept after a reload', async ({ page }) => {
  await adviserOn010001(page);

  // Preamble: seeded texts, a new category renamed in place, its content saved.
  await page.goto(`${D}/preambule`);
  await expect(page.getByRole('heading', { level: 1, name: 'Préambule' })).toBeVisible();
  await expect(page.getByLabel("Descriptif de l'exploitation")).toHaveValue(/polyculture/);
  await page.getByLabel('Ressources humaines').fill('Deux associés, un salarié permanent et 15 vendangeurs saisonniers.');
  await expect(page.getByTestId('modifications-en-attente')).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
  await page.getByRole('dialog').getByLabel('Titre de la catégorie').fill('Équipements de protection');
  await page.getByRole('dialog').getByRole('button', { name: 'Créer la catégorie' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Équipements de protection' })).toBeVisible();
  // The pending text was saved before the category was added.
  await expect(page.getByTestId('modifications-en-attente')).toHaveCount(0);
  await page.getByRole('button', { name: 'Modifier le titre de la catégorie Équipements de protection' }).click();
  await page.getByRole('textbox', { name: 'Titre de la catégorie', exact: true }).fill('Équipements de protection individuelle');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Équipements de protection individuelle' })).toBeVisible();
  await page.getByLabel('Contenu de la catégorie Équipements de protection individuelle').fill('Gants, lunettes et bouchons d’oreilles fournis.');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('modifications-en-attente')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Ressources humaines')).toHaveValue('Deux associés, un salarié permanent et 15 vendangeurs saisonniers.');
  await expect(page.getByLabel('Contenu de la catégorie Équipements de protection individuelle')).toHaveValue(
    'Gants, lunettes et bouchons d’oreilles fournis.',
  );

  // General information.
  await page.goto(`${D}/informations-generales`);
  await expect(page.getByRole('heading', { level: 1, name: 'Informations générales' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Organisation des secours' })).toBeVisible();
  await page.getByLabel('Référent sécurité').fill('Thomas Martin');
  await page.getByLabel('Au cours de ces 12 derniers mois').fill('Une entorse lors des vendanges');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('modifications-en-attente')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Référent sécurité')).toHaveValue('Thomas Martin');
  await expect(page.getByLabel('Au cours de ces 12 derniers mois')).toHaveValue('Une entorse lors des vendanges');

  // Cover page: the gérante listed, the Rédacteur prefilled from the dossier's adviser.
  await page.goto(`${D}/page-de-garde?retour=pages`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page de garde' })).toBeVisible();
  await expect(page.getByTestId('gerants')).toContainText('Claire Martin');
  await expect(page.getByLabel('Rédacteur')).toHaveValue('Julie Bernard');
  await expect(page.getByRole('link', { name: 'Retour aux pages du DUER' })).toHaveAttribute('href', `/outils/duer/pages/${DUER.agri2026}`);
  await page.getByLabel('Ligne 1').fill('EARL des Coteaux de Vertus');
  await page.getByLabel('Date de mise à jour').fill('23/11/2026');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('modifications-en-attente')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Ligne 1')).toHaveValue('EARL des Coteaux de Vertus');
  await expect(page.getByLabel('Date de mise à jour')).toHaveValue('23/11/2026');
  await expect(page.getByLabel('Rédacteur')).toHaveValue('Julie Bernard');
});
