import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { AgMessages as M } from '@portail/contracts';
import { test } from './csp';
import { signInOnDossier } from './support';

/**
 * General assembly (issue 14): Claire Martin answers for two of her dossiers (seeds/ag.ts: four invitations of the
 * year, all unanswered): a first number, then on another dossier one refused by the coherence rule and an accepted one, the success dialog, the answer's
 * date and author; then she declines for 010001 (3 votes) and downloads its proxy form.
 */
const GERANT = 'gerant.multi@exemple.fr';

/** The PDF's text by poppler's pdftotext (poppler-utils, as the worker reads documents: docs/adr/0018). */
function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-q', '-enc', 'UTF-8', '-', '-'], { input: bytes, encoding: 'utf8' }).replace(/\s+/g, ' ');
}

test('registers two dossiers to the AG, a refused then accepted number, and downloads the proxy', async ({ page }) => {
  test.setTimeout(120_000);
  await signInOnDossier(page, GERANT, '010001');
  await page.getByRole('link', { name: 'Assemblée générale' }).first().click();
  await expect(page).toHaveURL(/\/ag$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Assemblée générale' })).toBeVisible();
  await expect(page.getByText(/13h30 : forums/)).toBeVisible();

  // The rule of spec 02 §9: the first unanswered invitation with a weight (by company name: Champagne Lemaire, 2 votes).
  const dossier = page.getByLabel('Invitation du dossier');
  await expect(dossier.locator('option:checked')).toHaveText('Champagne Lemaire Père et Fils (010002)');
  await expect(page.getByTestId('ag-poids')).toHaveText('2');

  // No other invitation attended yet: the number is free.
  await page.getByRole('radio', { name: 'Oui', exact: true }).check();
  const nombre = page.getByLabel('Nombre de participants');
  await nombre.fill('2');
  await page.getByRole('button', { name: 'Envoyer ma réponse' }).click();
  const succes = page.getByTestId('dialogue-ag-transmise');
  await expect(succes).toContainText(M.transmise);
  await succes.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('ag-reponse')).toHaveText(/^Réponse du \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2} par Claire Martin : participation\.$/);

  // Another dossier, Champagne Lemaire attended with 2: 0 is refused (said at the field, which gets the focus), 1 accepted.
  const autre = (await dossier.locator('option', { hasText: '(010003)' }).textContent())!;
  await dossier.selectOption({ label: autre });
  await page.getByRole('radio', { name: 'Oui', exact: true }).check();
  await nombre.fill('0');
  await page.getByRole('button', { name: 'Envoyer ma réponse' }).click();
  await expect(nombre).toBeFocused();
  await expect(nombre).toHaveAccessibleDescription(M.incoherent);
  await expect(succes).toHaveCount(0);
  await nombre.fill('1');
  await page.getByRole('button', { name: 'Envoyer ma réponse' }).click();
  await expect(succes).toContainText(M.transmise);
  await succes.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('ag-reponse')).toContainText('par Claire Martin : participation.');

  // Second dossier: 010001 (3 votes) declines; the proxy form is offered and downloaded.
  await dossier.selectOption({ label: 'EARL des Coteaux de Vertus (010001)' });
  await expect(page.getByTestId('ag-poids')).toHaveText('3');
  await page.getByRole('radio', { name: 'Non', exact: true }).check();
  await page.getByRole('button', { name: 'Envoyer ma réponse' }).click();
  await expect(succes).toContainText(M.transmise);
  await succes.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('ag-reponse')).toContainText('par Claire Martin : pas de participation.');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le pouvoir' }).click();
  const fichier = await download;
  expect(fichier.suggestedFilename()).toMatch(/^Pouvoir AG \d{4} 010001\.pdf$/);
  const texte = pdfText(await readFile((await fichier.path())!));
  for (const attendu of ['Pouvoir', 'EARL des Coteaux de Vertus', '010001', 'Nombre de voix 3', 'donne pouvoir à', '« Bon pour pouvoir »'])
    expect(texte).toContain(attendu);

  // Back later: the invitation answered last comes first (docs/features/ag.md, issue 29).
  await page.reload();
  await expect(dossier.locator('option:checked')).toHaveText('EARL des Coteaux de Vertus (010001)');

  // The resolutions of the year, a past year from the list, and back.
  await page.getByRole('link', { name: 'Consulter les résolutions soumises au vote' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Résolutions AG \d{4}$/ })).toBeVisible();
  await expect(page.getByTestId('ag-resolution')).toHaveCount(4);
  await page.getByLabel('Année').selectOption('2024');
  await expect(page).toHaveURL(/millesime=2024$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Résolutions AG 2024' })).toBeVisible();
  await expect(page.getByTestId('ag-resolution').nth(1)).toContainText('3 806 670,50 €');
  await page.goto('/ag-resolutions?millesime=2023');
  await expect(page.getByText(M.aucuneAgAnnee(2023))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
  await page.getByRole('link', { name: /Retour à l’assemblée générale/ }).click();
  await expect(page).toHaveURL(/\/ag$/);
});
