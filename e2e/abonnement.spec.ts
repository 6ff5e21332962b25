import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { AbonnementMessages as M } from '@portail/contracts';
import { test } from './csp';
import { QA_PASSWORD } from './support';

/**
 * 'Ma facturation' (issue 15): the gérant of 010001 changes the billing parameters and finds them after a reload,
 * enters a SEPA mandate (a wrong IBAN key refused first), downloads it and reads its text.
 */
const GERANT = 'gerant.multi@exemple.fr';

/** The PDF's text by poppler's pdftotext (poppler-utils, as the worker reads documents: docs/adr/0018). */
function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-q', '-enc', 'UTF-8', '-', '-'], { input: bytes, encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** As signInOnDossier, with room for a loaded machine (three helpers share two cores). */
async function openPage(page: Page) {
  await page.goto('/app');
  await expect(page).toHaveURL(/\/connexion/, { timeout: 20_000 });
  await page.getByLabel('Identifiant').fill(GERANT);
  await page.getByLabel('Mot de passe').fill(QA_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/accueil/, { timeout: 20_000 });
  await page.goto('/accueil/010001');
  await expect(page.getByTestId('selecteur-dossier')).toHaveValue('010001', { timeout: 20_000 });
  await page.goto('/abonnement-dossier');
  await expect(page.getByRole('heading', { name: 'Ma facturation', level: 1 })).toBeVisible();
}

test('shows the subscription, the balance and the invoices with their state', async ({ page }) => {
  await openPage(page);
  await expect(page.getByRole('heading', { name: 'Mon abonnement 2026' })).toBeVisible();
  await expect(page.getByTestId('cotisation')).toContainText('2 400,00 €');
  await expect(page.getByTestId('creance')).toContainText('Dont créances de plus de 90 jours');
  const lignes = page.getByTestId('facture-abonnement');
  await expect(lignes).toHaveCount(12);
  await expect(lignes.first()).toContainText('05/11/2026');
  await expect(lignes.first()).toContainText('A facturer');
  await expect(page.getByRole('link', { name: 'Télécharger la facture FA-202610-010001' })).toHaveAttribute('href', /\/api\/documents\/ged\/download\//);
});

test('changes the billing parameters and finds them after a reload', async ({ page }) => {
  await openPage(page);
  const form = page.getByTestId('form-parametres');
  await form.getByLabel('Par e-mail').check();
  await form.getByRole('switch', { name: 'Facturation électronique' }).check();
  await form.getByLabel('Adresse de la plateforme de facturation').fill('pas-une-adresse');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText(M.emailPlateformeInvalide)).toBeVisible();
  await form.getByLabel('Adresse de la plateforme de facturation').fill('factures@coteaux-vertus.fr');
  await form.getByLabel('Mode de règlement').selectOption('CHEQUE');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(M.enregistre)).toBeVisible();

  await page.reload();
  const again = page.getByTestId('form-parametres');
  await expect(again.getByLabel('Par e-mail')).toBeChecked();
  await expect(again.getByRole('switch', { name: 'Facturation électronique' })).toBeChecked();
  await expect(again.getByLabel('Adresse de la plateforme de facturation')).toHaveValue('factures@coteaux-vertus.fr');
  await expect(again.getByLabel('Mode de règlement')).toHaveValue('CHEQUE');
});

test('enters a SEPA mandate, a wrong IBAN key refused, then downloads it and reads its text', async ({ page }) => {
  await openPage(page);
  const form = page.getByTestId('form-mandat');
  await form.getByLabel('Nom du titulaire du compte').fill('EARL des Coteaux de Vertus');
  await form.getByLabel('Adresse', { exact: true }).fill('12 rue des Vignes');
  await form.getByLabel('Code postal').fill('51130');
  await form.getByLabel('Ville').fill('Vertus');
  await form.getByLabel('IBAN').fill('FR76 3000 6000 0112 3456 7890 188');
  await form.getByLabel('BIC').fill('agrifrpp851');
  await form.getByRole('button', { name: 'Enregistrer le mandat' }).click();
  await expect(form.getByText("L'IBAN est invalide")).toBeVisible();

  await form.getByLabel('IBAN').fill('fr76 3000 6000 0112 3456 7890 189');
  await form.getByRole('button', { name: 'Enregistrer le mandat' }).click();
  await expect(page.getByText(M.mandatEnregistre)).toBeVisible();
  await expect(page.getByTestId('iban-masque')).toHaveText('FR76 •••• •••• •••• •••• ••90 189');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le mandat' }).click();
  const fichier = await download;
  expect(fichier.suggestedFilename()).toBe('Mandat SEPA MDT-010001-0001.pdf');
  const texte = pdfText(await readFile((await fichier.path())!));
  for (const attendu of [
    'Mandat de prélèvement SEPA',
    'Référence unique du mandat (RUM) : MDT-010001-0001',
    'Paiement récurrent',
    'EARL des Coteaux de Vertus',
    '51130 Vertus',
    'FR76 3000 6000 0112 3456 7890 189',
    'AGRIFRPP851',
    'Identifiant créancier SEPA (ICS)',
    'Signature du titulaire du compte',
  ])
    expect(texte).toContain(attendu);
});
