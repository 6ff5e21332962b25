import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { DUER } from '../seeds/ids';
import { test } from './csp';
import { signInStaff } from './support';

/**
 * The action plan (L4121-3-1 III) of 010001's 2026 DUER (1 employee: a plan of actions, not a PAPRIPACT): opened from
 * the DUER screen, a status changed, saved, kept after a reload, and the CSV downloaded for Excel.
 */
async function adviserOn010001(page: Page): Promise<void> {
  await signInStaff(page, 'ce.conseiller');
  await expect(page).toHaveURL(/\/selectionDossier/, { timeout: 20_000 });
  await page.getByTestId('choisir-dossier-010001').click();
  await expect(page).toHaveURL(/\/accueil/);
}

test('opens the plan from the DUER, changes a status, saves, reloads and downloads the CSV', async ({ page }) => {
  await adviserOn010001(page);
  await page.goto(`/outils/duer/${DUER.agri2026}`);
  await page.getByRole('navigation', { name: 'Documents du DUER' }).getByRole('link', { name: "Plan d'actions" }).click();
  await expect(page).toHaveURL(`/outils/duer/${DUER.agri2026}/plan-action`);
  await expect(page.getByRole('heading', { level: 1, name: "Plan d'actions" })).toBeVisible();
  const lignes = page.getByTestId('ligne-plan');
  await expect(lignes.nth(2)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Coût estimé' })).toHaveCount(0);

  const statut = lignes.nth(2).getByRole('combobox');
  const nouveau = (await statut.inputValue()) === 'en_cours' ? 'Fait' : 'En cours';
  await statut.selectOption({ label: nouveau });
  await expect(page.getByTestId('modifications-en-attente')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("Le plan d'actions a été enregistré.")).toBeVisible();
  await expect(page.getByTestId('modifications-en-attente')).toBeHidden();

  await page.reload();
  await expect(page.getByTestId('ligne-plan').nth(2).getByRole('combobox')).toHaveValue(nouveau === 'Fait' ? 'fait' : 'en_cours');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  const fichier = await download;
  expect(fichier.suggestedFilename()).toBe("Plan d'actions DUER 2026.csv");
  const csv = await readFile((await fichier.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFUnité de travail;Module;Opération;Risque;Score;Niveau;Mesure à mettre en place;Qui;Délai;Statut\r\n')).toBe(true);
  expect(csv.split('\r\n')[3]).toMatch(new RegExp(`;${nouveau}$`));
});
