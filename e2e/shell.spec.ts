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

test('a dossier switch to a dossier without the screen keeps the session: the module page, with the selector and the menu (issue 29, defects 1 and 2)', async ({
  page,
}) => {
  await signInMember(page, 'gerant.multi@exemple.fr');
  await expect(page).toHaveURL(/\/accueil/, { timeout: 20_000 });
  await page.goto('/mon-compte/mots-de-passe');
  await expect(page.getByRole('heading', { name: 'Identifiants partagés' })).toBeVisible();
  const selector = page.getByLabel('Dossier sélectionné');
  await selector.selectOption('010004');
  await expect(page).toHaveURL(/\/module-interdit\/motsDePasse$/);
  await expect(page.getByRole('heading', { name: 'Module non disponible' })).toBeVisible();
  await expect(page.getByTestId('interdit-decompte')).toHaveCount(0);
  await expect(selector).toHaveValue('010004');
  await expect(page.getByRole('link', { name: 'Mes outils' })).toBeVisible();
  expect((await page.request.get('/api/auth/authenticate')).status()).toBe(200);

  await selector.selectOption('010002');
  await page.getByRole('link', { name: 'Ouvrir « Identifiants partagés »' }).click();
  await expect(page).toHaveURL(/\/mon-compte\/mots-de-passe$/);
  await expect(page.getByRole('heading', { name: 'Identifiants partagés' })).toBeVisible();
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
  await expect(page.getByTestId('aide-recherche')).toHaveText('Veuillez saisir 3 caractères minimum.');
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

test('a member opening another person’s dossier code in the URL stays signed in on their own dossier; the api refuses that dossier', async ({ page }) => {
  await signInMember(page, 'associe@exemple.fr');
  await expect(page).toHaveURL(/\/accueil/);
  const propre = await page.getByTestId('accueil-raison-sociale').textContent();
  await page.goto('/accueil/010001');
  await expect(page).toHaveURL(/\/accueil$/);
  await expect(page.getByTestId('accueil-raison-sociale')).toHaveText(propre ?? '');
  await expect(page.getByTestId('interdit-decompte')).toHaveCount(0);
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

test('at 390 px the menu is a drawer over a backdrop that closes on navigation, on Escape and on the backdrop', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInMember(page, 'gerant.multi@exemple.fr');
  await expect(page).toHaveURL(/\/accueil/);
  const nav = page.locator('#navigation-laterale');
  const menu = page.getByTestId('bouton-menu');
  await expect(nav).toBeHidden();

  await menu.click();
  await expect(nav).toBeVisible();
  await expect(page.getByTestId('menu-voile')).toBeVisible();
  await nav.getByRole('link', { name: 'Actualités' }).click();
  await expect(page).toHaveURL(/\/actualites$/);
  await expect(nav).toBeHidden();
  await expect(page.getByTestId('menu-voile')).toHaveCount(0);

  await menu.click();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await page.getByTestId('menu-voile').click({ position: { x: 360, y: 200 } });
  await expect(nav).toBeHidden();
  await expect(page).toHaveURL(/\/actualites$/);
});

test('Actualités shows only the lists the rights open, and calls nothing the api would refuse', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 403) refused.push(response.url());
  });
  await signInMember(page, 'associe@exemple.fr');
  await expect(page).toHaveURL(/\/accueil/);
  await page.getByTestId('nav-actualites').click();
  await expect(page.getByRole('heading', { name: 'Actualités' })).toBeVisible();
  await expect(page.getByTestId('actualites-aucun-acces')).toHaveText('Les rendez-vous et les événements ne font pas partie de vos accès sur ce dossier.');
  await expect(page.getByRole('heading', { name: 'Mes prochains rendez-vous' })).toHaveCount(0);
  await expect(page.getByText('Aucun rendez-vous à venir.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Voir tous mes événements' })).toHaveCount(0);

  await page.goto('/actualites-liste?type=1');
  await expect(page.getByTestId('actualites-aucun-acces')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Événements' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/actualites-liste/);
  expect(refused).toEqual([]);
});
