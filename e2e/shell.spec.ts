import { expect } from '@playwright/test';
import { test } from './csp';
import { signInMember, signInStaff } from './support';

test('a member signs in, sees the sorted dossier selector, switches dossier and signs out', async ({ page }) => {
  await signInMember(page, 'gerant.multi@exemple.fr');
  await expect(page).toHaveURL(/\/accueil/);
  const selector = page.getByLabel('Dossier sélectionné');
  await expect(selector).toBeVisible();
  await expect(selector).toHaveValue('010002');
  const own = selector.locator('optgroup[label="Mes dossiers"] option');
  await expect(own).toHaveText([/Champagne Lemaire/, /EARL des Coteaux/, /Écuries du Mont Aimé/]);
  await expect(selector.locator('optgroup[label="Dossiers partagés avec moi"] option')).toHaveText([/SCEA Ferme de la Vesle/]);
  await expect(page.getByTestId('accueil-raison-sociale')).toHaveText(/Champagne Lemaire/);

  await selector.selectOption('010003');
  await expect(page.getByTestId('accueil-raison-sociale')).toHaveText(/Écuries du Mont Aimé/);
  await expect(page.getByTestId('nav-identifiants-partages').or(page.getByRole('link', { name: 'Identifiants partagés' }))).toBeVisible();
  await selector.selectOption('010004');
  await expect(page.getByTestId('accueil-raison-sociale')).toHaveText(/SCEA Ferme de la Vesle/);
  await expect(page.getByRole('link', { name: 'Identifiants partagés' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/connexion/);
  const check = await page.request.get('/api/auth/authenticate');
  expect(check.status()).toBe(401);
});

test('a wrong password gives the generic message', async ({ page }) => {
  await page.goto('/connexion');
  await page.getByLabel('Identifiant').fill('gerant.multi@exemple.fr');
  await page.getByLabel('Mot de passe').fill('mauvais-mot-de-passe');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('erreur-connexion')).toHaveText('Identifiant ou mot de passe incorrect.');
});

test('staff sign in through the provider, search and pick a dossier in the portfolio', async ({ page }) => {
  await signInStaff(page, 'ce.conseiller');
  await expect(page).toHaveURL(/\/selectionDossier/);
  await expect(page.getByTestId('portefeuille')).toContainText('EARL des Coteaux de Vertus');
  const search = page.getByLabel('Rechercher un dossier');
  await search.fill('ve');
  await expect(page.getByTestId('aide-recherche')).toHaveText('Saisissez au moins 3 caractères.');
  await search.fill('vesle');
  const results = page.getByTestId('resultats-recherche');
  await expect(results).toContainText('SCEA Ferme de la Vesle');
  await expect(results).not.toContainText('EARL des Coteaux');
  const droits = page.waitForRequest((r) => r.url().includes('/api/') && r.headers()['x-code-dossier'] === '010004');
  await page.getByTestId('choisir-dossier-010004').click();
  await expect(page).toHaveURL(/\/accueil/);
  await expect(page.getByTestId('accueil-raison-sociale')).toHaveText(/SCEA Ferme de la Vesle/);
  await droits;
});

test('a member opening another person’s dossier code in the URL is refused', async ({ page }) => {
  await signInMember(page, 'associe@exemple.fr');
  await expect(page).toHaveURL(/\/accueil/);
  await page.goto('/accueil/010001');
  await expect(page).toHaveURL(/\/interdit/);
  await expect(page.getByTestId('interdit-decompte')).toBeVisible();
  const api = await page.request.get('/api/droits/gerant/0a000000-0000-4000-8000-000000000002/010001');
  expect(api.status()).toBe(403);
});

test('an unknown path sends a member home and a visitor to the landing page', async ({ page }) => {
  await page.goto('/chemin-inconnu');
  await expect(page).toHaveURL(/\/$/);
  await signInMember(page, 'associe@exemple.fr');
  await expect(page).toHaveURL(/\/accueil/);
  await page.goto('/chemin-inconnu/plus-loin');
  await expect(page).toHaveURL(/\/accueil/);
});
