import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './csp';
import { signInOnDossier } from './support';

/**
 * Telepac import (issue 11) on 010001 (PACAGE 999000000), in years N-2 and N-3: empty in the seed
 * (seeds/assolement.ts), emptied first in case a previous run left lines.
 */
const GERANT = 'gerant.multi@exemple.fr';
const N = new Date().getFullYear();
const repoRoot = path.resolve(__dirname, '..');
const SAMPLE = process.env.TELEPAC_SAMPLE ?? path.resolve(repoRoot, '..', 'shared', 'data', 'telepac', 'telepac-multi-2024v4.xml');
const FIXTURE = path.resolve(repoRoot, 'apps', 'api', 'test', 'fixtures', 'telepac', 'export-2024v4.xml');
const rowOf = (page: Page, name: string) => page.getByTestId('culture').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
const previewRow = (page: Page, code: string) => page.getByTestId('culture-telepac').filter({ has: page.getByRole('rowheader', { name: code, exact: true }) });

async function emptyYear(page: Page, millesime: number) {
  await signInOnDossier(page, GERANT, '010001');
  await page.goto(`/outils/assolement?millesime=${millesime}`);
  await expect(page.getByRole('heading', { name: 'Assolement', level: 1 })).toBeVisible();
  const deleteAll = page.getByRole('button', { name: 'Supprimer toutes les cultures' });
  const empty = page.getByText(`Aucune culture n’est renseignée pour ${millesime}.`);
  await expect(empty.or(deleteAll)).toBeVisible();
  if (await deleteAll.isVisible()) {
    await deleteAll.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer toutes les cultures' }).click();
  }
  await expect(empty).toBeVisible();
}

/** `autrePacage`: the file's producer is not 010001's (999000000): the dialog says so and the import waits for the confirmation. */
async function importFile(page: Page, file: string, expected: [code: string, surface: string][], autrePacage?: string) {
  await page.getByRole('button', { name: 'Importer un fichier Telepac' }).click();
  const dialog = page.getByTestId('dialogue-telepac');
  await expect(dialog.getByRole('heading', { name: 'Importer un fichier Telepac' })).toBeVisible();
  await dialog.getByLabel('Fichier Telepac (XML)').setInputFiles(file);
  await expect(dialog.getByTestId('culture-telepac')).toHaveCount(expected.length);
  for (const [code, surface] of expected) await expect(previewRow(page, code)).toContainText(surface);
  const importer = dialog.getByRole('button', { name: 'Importer', exact: true });
  if (autrePacage) {
    await expect(dialog.getByTestId('pacage-telepac')).toContainText(`l’exploitation PACAGE ${autrePacage}, pas celle du dossier (PACAGE 999000000)`);
    await expect(importer).toBeDisabled();
    await dialog.getByLabel(`Importer quand même les parcelles de l’exploitation ${autrePacage}`).check();
  } else {
    await expect(dialog.getByTestId('pacage-telepac')).toHaveText('Exploitation du fichier : PACAGE 999000000');
  }
  await importer.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Import Telepac : ${expected.length} cultures ajoutées.`)).toBeVisible();
}

test('imports the real Telepac sample (ISO-8859-1) into year N-2', async ({ page }) => {
  test.skip(!fs.existsSync(SAMPLE), `Telepac sample absent (${SAMPLE}): set TELEPAC_SAMPLE or keep ../shared next to the repository`);
  await emptyYear(page, N - 2);
  await importFile(page, SAMPLE, [
    ['PTR', '10,63 ha'],
    ['PPH', '0,92 ha'],
    ['BTH', '1,92 ha'],
  ]);
  await expect(page.getByTestId('culture')).toHaveCount(3);
  await expect(rowOf(page, 'Prairie temporaire')).toContainText('10,63 ha');
  await expect(rowOf(page, 'Blé tendre d’hiver')).toContainText('1,92 ha');
  await expect(rowOf(page, 'Prairie permanente')).toContainText('0,92 ha');
  await expect(page.getByTestId('total-cultures')).toHaveText('Total13,47 ha');
});

test('imports the project’s 2024v4 fixture into year N-3, then again with the surfaces added; a bad file is refused', async ({ page }) => {
  await emptyYear(page, N - 3);
  await importFile(
    page,
    FIXTURE,
    [
      ['BTH', '14,84 ha'],
      ['ORH', '5,67 ha'],
      ['CZH', '1,50 ha'],
      ['VRC', '0,80 ha'],
    ],
    '051000001',
  );
  await expect(page.getByTestId('culture')).toHaveCount(4);
  await expect(rowOf(page, 'Blé tendre d’hiver')).toContainText('14,84 ha');

  // Again: the crops are already there, the user adds to their surfaces.
  await page.getByRole('button', { name: 'Importer un fichier Telepac' }).click();
  const dialog = page.getByTestId('dialogue-telepac');
  await dialog.getByLabel('Fichier Telepac (XML)').setInputFiles(FIXTURE);
  await expect(previewRow(page, 'BTH')).toContainText('déjà dans l’assolement');
  await dialog.getByLabel('Ajouter aux surfaces existantes').check();
  await expect(dialog.getByTestId('mode-telepac')).toHaveText('Les surfaces du fichier seront ajoutées à celles de ces cultures.');
  await dialog.getByLabel('Importer quand même les parcelles de l’exploitation 051000001').check();
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Import Telepac : 4 surfaces augmentées.')).toBeVisible();
  await expect(rowOf(page, 'Blé tendre d’hiver')).toContainText('29,68 ha');

  // A file that is not XML: the spec's message and the reason, nothing written.
  await page.getByRole('button', { name: 'Importer un fichier Telepac' }).click();
  await dialog.getByLabel('Fichier Telepac (XML)').setInputFiles({ name: 'releve.xml', mimeType: 'text/xml', buffer: Buffer.from('%PDF-1.7 pas un XML') });
  await expect(dialog.getByTestId('erreur-telepac')).toContainText('Impossible de récupérer les cultures du fichier Telepac');
  await expect(dialog.getByTestId('erreur-telepac')).toContainText("Le fichier n'est pas un XML.");
  await expect(dialog.getByRole('button', { name: 'Importer', exact: true })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('culture')).toHaveCount(4);
});
