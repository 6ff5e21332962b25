import { expect } from '@playwright/test';
import { test } from './csp';
import { signInOnDossier } from './support';

const GERANTE = 'gerant.multi@exemple.fr';

test('tools: reached from the menu, a starred tool moves to the favourites and stays there after a reload', async ({ page }) => {
  await signInOnDossier(page, GERANTE, '010001');
  await page.getByRole('link', { name: 'Mes outils' }).first().click();
  await expect(page).toHaveURL(/\/outils$/);
  const favoris = page.getByTestId('section-favoris');
  const autres = page.getByTestId('section-autres');
  await expect(favoris.getByRole('link', { name: 'Simulateur d’emprunt' })).toBeVisible();
  // DUER card: entity 0001 with tool_duer.
  await expect(page.getByRole('link', { name: 'Document unique (DUER)' })).toBeVisible();
  const external = autres.getByRole('link', { name: /MSA - Mon espace privé/ });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);

  await autres.getByRole('button', { name: 'Favori : Raccourcis Web' }).click();
  await expect(favoris.getByRole('link', { name: 'Raccourcis Web' })).toBeVisible();
  await expect(autres.getByRole('link', { name: 'Raccourcis Web' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('section-favoris').getByRole('link', { name: 'Raccourcis Web' })).toBeVisible();

  // The shared header of the shortcuts screen shows the same favourite, and removes it.
  await page.getByTestId('section-favoris').getByRole('link', { name: 'Raccourcis Web' }).click();
  const star = page.getByRole('button', { name: 'Favori', exact: true });
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Informations', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('http');
  await page.getByRole('button', { name: 'Fermer' }).click();
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/outils');
  await expect(page.getByTestId('section-autres').getByRole('link', { name: 'Raccourcis Web' })).toBeVisible();

  // 010004 does not subscribe tool_duer: no DUER card for its member.
  await page.getByLabel('Dossier sélectionné').selectOption('010004');
  await expect(page.getByRole('link', { name: 'Simulateur d’emprunt' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Document unique (DUER)' })).toHaveCount(0);
});

test('web shortcuts: add one (http:// added), open it, refuse javascript:, edit and delete it', async ({ page, context }) => {
  await context.route('http://vignerons.exemple.fr/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Vignerons</title><p>ok</p>' }));
  await signInOnDossier(page, GERANTE, '010001');
  await page.goto('/outils/raccourcis');
  await expect(page.getByRole('heading', { level: 1, name: 'Raccourcis Web' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Comité Champagne (nouvel onglet)' })).toHaveAttribute('href', 'https://www.champagne.fr');

  await page.getByRole('link', { name: 'Ajouter un lien' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajout d’un raccourci' })).toBeVisible();
  await page.getByLabel('Libellé').fill('Syndicat des vignerons');
  await page.getByLabel('Adresse (URL)').fill('javascript:alert(document.cookie)');
  await page.getByRole('button', { name: 'Ajouter ce raccourci' }).click();
  await expect(page.getByText('Seules les adresses web commençant par http:// ou https:// sont acceptées.')).toBeVisible();
  await page.getByLabel('Adresse (URL)').fill('vignerons.exemple.fr/accueil');
  await page.getByRole('button', { name: 'Ajouter ce raccourci' }).click();
  await expect(page).toHaveURL(/\/outils\/raccourcis$/);

  const link = page.getByRole('link', { name: 'Syndicat des vignerons (nouvel onglet)' });
  await expect(link).toHaveAttribute('href', 'http://vignerons.exemple.fr/accueil');
  await expect(link).toHaveAttribute('target', '_blank');
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe('http://vignerons.exemple.fr/accueil');
  await popup.close();

  await page.getByRole('link', { name: 'Modifier Syndicat des vignerons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modification d’un raccourci' })).toBeVisible();
  await expect(page.getByLabel('Libellé')).toHaveValue('Syndicat des vignerons');
  await page.getByLabel('Libellé').fill('Syndicat général des vignerons');
  await page.getByRole('button', { name: 'Modifier ce raccourci' }).click();
  await expect(page).toHaveURL(/\/outils\/raccourcis$/);
  await expect(page.getByRole('link', { name: 'Syndicat général des vignerons (nouvel onglet)' })).toBeVisible();

  await page.getByRole('link', { name: 'Modifier Syndicat général des vignerons' }).click();
  await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
  const dialog = page.getByTestId('dialogue-confirmation');
  await expect(dialog).toContainText('Syndicat général des vignerons');
  await dialog.getByRole('button', { name: 'Supprimer le raccourci' }).click();
  await expect(page).toHaveURL(/\/outils\/raccourcis$/);
  await expect(page.getByRole('link', { name: /Syndicat général des vignerons/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Comité Champagne (nouvel onglet)' })).toBeVisible();
});
