import { expect } from '@playwright/test';
import { test } from './csp';
import { signInStaff } from './support';

/**
 * Staff file picker (spec 02 §4, §5) on the QA set: in ce.conseiller's portfolio 010901 has resigned (Demissionne) and
 * 010903 is not registered and has no id; 010902 is not registered but has one.
 */
test('staff see unpickable dossiers disabled with their reason, an emptied search clears the results, a Bon dossier is picked', async ({ page }) => {
  await signInStaff(page, 'ce.conseiller');
  await expect(page).toHaveURL(/\/selectionDossier/, { timeout: 20_000 });
  const portefeuille = page.getByTestId('portefeuille');
  await expect(portefeuille.getByTestId('choisir-dossier-010901')).toBeDisabled();
  await expect(portefeuille.getByTestId('raison-dossier-010901')).toHaveText('Dossier démissionnaire');

  const search = page.getByLabel('Rechercher un dossier');
  await search.fill('mo');
  await expect(page.getByTestId('aide-recherche')).toHaveText('Veuillez saisir 3 caractères minimum.');
  await expect(page.getByTestId('resultats-recherche')).toHaveCount(0);

  await search.fill('moulin');
  const results = page.getByTestId('resultats-recherche');
  await expect(results.getByRole('button')).toHaveCount(3);
  await expect(results.getByTestId('choisir-dossier-010901')).toBeDisabled();
  await expect(results.getByTestId('raison-dossier-010901')).toHaveText('Dossier démissionnaire');
  await expect(results.getByTestId('choisir-dossier-010903')).toBeDisabled();
  await expect(results.getByTestId('raison-dossier-010903')).toHaveText('Dossier non inscrit sans identifiant');
  await expect(results.getByTestId('choisir-dossier-010902')).toBeEnabled();

  await search.fill('');
  await expect(page.getByTestId('resultats-recherche')).toHaveCount(0);
  await expect(portefeuille).toBeVisible();

  // The api refuses the resigned dossier even when asked directly.
  const refused = await page.request.get('/api/chiffres', { headers: { 'x-code-dossier': '010901' } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('Ce dossier ne peut pas être sélectionné : dossier démissionnaire.');

  await search.fill('coteaux');
  await results.getByTestId('choisir-dossier-010001').click();
  await expect(page).toHaveURL(/\/accueil/);
  await expect(page.getByTestId('accueil-raison-sociale')).toHaveText(/EARL des Coteaux de Vertus/);
});
