import { expect } from '@playwright/test';
import { test } from './csp';
import { signInOnDossier } from './support';

/**
 * Knowledge pages and Initial Conseil (issue 14) on the QA set (seeds/savoir-data.ts): Claire Martin, page_tutoriels on 010001,
 * oic on 010003.
 */
const GERANT = 'gerant.multi@exemple.fr';

test('tutorials, documentations three levels down to a library with a search and a download, an external link', async ({ page }) => {
  test.setTimeout(120_000);
  await signInOnDossier(page, GERANT, '010001');
  await page.getByRole('link', { name: 'Tutoriels', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tutoriels' })).toBeVisible();
  await expect(page.getByTestId('carte-savoir')).toHaveCount(8);
  await expect(page.getByTestId('carte-savoir').first()).toContainText('Première connexion au portail');

  await page.getByRole('link', { name: 'Documentations', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documentations' })).toBeVisible();
  const site = page.getByRole('link', { name: 'Visiter le site : Le site du cabinet (nouvel onglet)' });
  await expect(site).toHaveAttribute('href', 'https://www.exemple.fr/cabinet');
  await expect(site).toHaveAttribute('target', '_blank');
  await page.getByRole('link', { name: 'Ouvrir : Fiscalité' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fiscalité' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Consulter : Espace professionnel impots.gouv.fr (nouvel onglet)' })).toHaveAttribute(
    'href',
    'https://www.impots.gouv.fr/professionnel',
  );
  await page.getByRole('link', { name: 'Ouvrir : Viticulture' }).click();
  await expect(page).toHaveURL(/\/documentations\/fiscalite\/fiscalite-viticulture$/);
  await page.getByRole('link', { name: 'Ouvrir : Droits d’accises' }).click();
  await expect(page).toHaveURL(/\/documentations\/fiscalite\/fiscalite-viticulture\/viticulture-accises$/);
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText('Viticulture');
  await page.getByRole('link', { name: 'Voir les documents : Déclarations récapitulatives mensuelles (DRM)' }).click();
  await expect(page).toHaveURL(/\/documentations\/ged\/ACCISES$/);
  await expect(page.getByTestId('fichier-bibliotheque')).toHaveCount(4);
  // Two characters search nothing: the message, the list as it was (issue 29, defect 20).
  await page.getByLabel('Rechercher un document').fill('ef');
  await expect(page.getByTestId('recherche-trop-courte')).toHaveText('Veuillez saisir au moins 3 caractères');
  await expect(page.getByTestId('fichier-bibliotheque')).toHaveCount(4);
  await page.getByLabel('Rechercher un document').fill('EFFERVESCENTS');
  await expect(page.getByTestId('recherche-trop-courte')).toHaveCount(0);
  await expect(page.getByTestId('fichier-bibliotheque')).toHaveCount(1);
  const row = page.getByTestId('fichier-bibliotheque').first();
  await expect(row).toContainText('Droits d’accises sur les vins effervescents.pdf');
  await expect(row).toContainText('/03/2026');
  await expect(row).toContainText(/\d+ Ko/);
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: /^Télécharger/ }).click()]);
  expect(download.suggestedFilename()).toBe('Droits d’accises sur les vins effervescents.pdf');
  await page.getByLabel('Rechercher un document').fill('introuvable');
  await expect(page.getByText('Aucun document trouvé :-(')).toBeVisible();

  // A named route: the RGPD card of 'Le cabinet et vous' opens /rgpd and its five resources.
  await page.goto('/documentations/cabinet-et-vous');
  await page.getByRole('link', { name: 'Consulter : Protection de vos données (RGPD)' }).click();
  await expect(page).toHaveURL(/\/rgpd$/);
  await expect(page.getByTestId('carte-savoir')).toHaveCount(5);
  await page.goto('/webserie');
  await expect(page.getByTestId('carte-savoir')).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'Regarder l’épisode : Épisode 1 – Créer son domaine (nouvel onglet)' })).toHaveAttribute('target', '_blank');
});

test('Initial Conseil: the nine commitments, an e-learning and the contacts with the avatar rule', async ({ page }) => {
  test.setTimeout(120_000);
  await signInOnDossier(page, GERANT, '010003');
  await page.goto('/initial-conseil/engagements');
  await expect(page.getByTestId('engagements').getByRole('listitem')).toHaveCount(9);
  await page.getByRole('navigation', { name: 'Initial Conseil' }).getByRole('link', { name: 'E-learnings' }).click();
  await page.getByRole('link', { name: 'Piloter sa trésorerie' }).click();
  await expect(page).toHaveURL(/\/initial-conseil\/e-learnings\/tresorerie$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Piloter sa trésorerie' })).toBeVisible();
  const acces = page.getByRole('link', { name: 'Accéder à l’e-learning (nouvel onglet)' });
  await expect(acces).toHaveAttribute('href', 'https://formation.exemple.fr/initial-conseil/tresorerie');
  await expect(acces).toHaveAttribute('target', '_blank');

  await page.getByRole('navigation', { name: 'Initial Conseil' }).getByRole('link', { name: 'Vos interlocuteurs' }).click();
  await expect(page.getByTestId('site-oic')).toContainText('12 avenue de Champagne');
  const cards = page.getByTestId('interlocuteur-oic');
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(0).locator('img')).toHaveAttribute('data-avatar', 'photo');
  await expect(cards.nth(1).locator('img')).toHaveAttribute('data-avatar', 'homme');
  await expect(cards.nth(2).locator('img')).toHaveAttribute('data-avatar', 'assistant');
  await expect(cards.nth(3).locator('img')).toHaveAttribute('data-avatar', 'homme');
  // The photo is served (image rights): it has a natural width once loaded.
  await expect
    .poll(() =>
      cards
        .nth(0)
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(48);

  await page.goto('/initial-conseil/presentation');
  await expect(page.getByTestId('video-indisponible')).toBeVisible();
});
