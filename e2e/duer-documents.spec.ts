import { expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import { DUER } from '../seeds/ids';
import { test } from './csp';
import { samplePdf, signInStaff } from './support';

/**
 * DUER annexes and pages (spec 03 §2.5, §2.6) on the QA set (seeds/duer-documents.ts): the adviser ce.conseiller
 * attaches a PDF annex to 010001's 2026 DUER and downloads it, then moves a page across 'LISTE DES RISQUES'.
 */
async function adviserOn010001(page: Page): Promise<void> {
  await signInStaff(page, 'ce.conseiller');
  await expect(page).toHaveURL(/\/selectionDossier/, { timeout: 20_000 });
  await page.getByTestId('choisir-dossier-010001').click();
  await expect(page).toHaveURL(/\/accueil/);
}

const dialog = (page: Page) => page.getByRole('dialog');

test('the adviser attaches a PDF annex to the 2026 DUER, sees it listed and downloads it', async ({ page }) => {
  await adviserOn010001(page);
  await page.goto(`/outils/duer/annexes/${DUER.agri2026}`);
  await expect(page.getByRole('heading', { name: 'Annexes' })).toBeVisible();
  await expect(page.getByTestId('ligne-annexe').first()).toContainText('Fiche de données de sécurité');

  await page.getByRole('button', { name: 'Ajouter une annexe' }).click();
  await dialog(page).getByRole('radio', { name: 'Créer une annexe' }).check();
  await dialog(page).getByLabel('Libellé').fill('Plan d’évacuation du hangar');
  await dialog(page)
    .getByLabel('Fichier (.doc, .docx, .pdf)')
    .setInputFiles({ name: 'evacuation.pdf', mimeType: 'application/pdf', buffer: samplePdf('Plan d evacuation') });
  await dialog(page).getByRole('button', { name: 'Valider' }).click();
  const ligne = page.getByTestId('ligne-annexe').filter({ hasText: 'Plan d’évacuation du hangar' });
  await expect(ligne).toBeVisible();

  const download = page.waitForEvent('download');
  await ligne.getByRole('button', { name: 'Télécharger' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('evacuation.pdf');
  const bytes = fs.readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('the adviser moves a page across LISTE DES RISQUES, saves, and finds the order after a reload', async ({ page }) => {
  await adviserOn010001(page);
  await page.goto(`/outils/duer/pages/${DUER.agri2026}`);
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible();
  const names = async () =>
    (await page.locator('[data-testid="ligne-risques"], [data-testid="ligne-page"] .duer-documents__nom').allTextContents()).map((t) =>
      t === 'LISTE DES RISQUES' ? 'RISQUES' : t,
    );
  await expect(page.getByTestId('ligne-risques')).toBeVisible();
  const before = await names();
  // The seeded 2026 DUER: the last page before the risks is the methodology.
  const lastBefore = before[before.indexOf('RISQUES') - 1]!;
  expect(lastBefore).toBe('Méthodologie d’évaluation');

  await page.getByRole('button', { name: `Descendre ${lastBefore}` }).click();
  await expect(page.getByText("Des modifications n'ont pas été enregistrées")).toBeVisible();
  const moved = await names();
  expect(moved.indexOf(lastBefore)).toBe(moved.indexOf('RISQUES') + 1);

  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText("Des modifications n'ont pas été enregistrées")).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('ligne-risques')).toBeVisible();
  expect(await names()).toEqual(moved);
});
