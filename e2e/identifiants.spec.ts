import { expect, type Page } from '@playwright/test';
import { test } from './csp';
import { signInOnDossier, signInStaff } from './support';

/**
 * Shared credentials (issue 15) on 010001: the gérant adds, edits and deletes a credential; the adviser ce.conseiller
 * (Julie Bernard) reveals it; the gérant then sees who consulted it. Seeded entries: seeds/identifiants.ts.
 */
const GERANT = 'gerant.multi@exemple.fr';
const PATH = '/mon-compte/mots-de-passe';
const carte = (page: Page, titre: string) => page.getByTestId('identifiant').filter({ hasText: titre });

test('the gérant adds, edits and deletes a credential; staff reveal it and the gérant sees the journal', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const titre = `Portail e2e ${Date.now()}`;
  await signInOnDossier(page, GERANT, '010001');
  await page.getByRole('link', { name: 'Identifiants partagés' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Identifiants partagés' })).toBeVisible();
  await expect(carte(page, 'Telepac (PAC)')).toBeVisible();
  await expect(carte(page, 'impots.gouv.fr')).toContainText('Consulté par Julie Bernard le 22/11/2026 à 14:05');
  await expect(carte(page, 'MSA – espace privé').getByTestId('infobulle')).toHaveText('Modifié le 10/03/2026 à 09:15 par Julie Bernard');
  await expect(carte(page, 'Telepac (PAC)').getByTestId('infobulle')).toHaveText('Modifié le 02/04/2026 à 18:20');

  // Add: the spec's messages in the form, then the flash.
  await page.getByRole('button', { name: 'Ajouter un identifiant' }).click();
  const dialog = page.getByTestId('dialogue-identifiant');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Tous les champs doivent être renseignés.');
  await dialog.getByLabel('Titre').fill(titre);
  await dialog.getByLabel('Identifiant', { exact: true }).fill('login.e2e');
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('Premier-Secret-1');
  await dialog.getByLabel('Confirmation du mot de passe').fill('Autre-Secret');
  await dialog.getByRole('button', { name: 'Afficher mot de passe', exact: true }).click();
  await expect(dialog.getByLabel('Mot de passe', { exact: true })).toHaveAttribute('type', 'text');
  await expect(dialog.getByLabel('Confirmation du mot de passe')).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Les 2 mots de passes doivent être identiques.');
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('Premier-Secret-1');
  await dialog.getByLabel('Confirmation du mot de passe').fill('Premier-Secret-1');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByTestId('flash')).toContainText('Le nouveau mot de passe a bien été créé');
  await expect(dialog).toBeHidden();
  await expect(carte(page, titre)).toContainText('login.e2e');
  await expect(carte(page, titre)).not.toContainText('Premier-Secret-1');

  // Edit with the 'Modifier le mot de passe' switch.
  await carte(page, titre)
    .getByRole('button', { name: `Modifier ${titre}` })
    .click();
  await expect(dialog.getByLabel('Mot de passe', { exact: true })).toHaveCount(0);
  await dialog.getByLabel('Identifiant', { exact: true }).fill('login.e2e.2');
  await dialog.getByRole('switch', { name: 'Modifier le mot de passe' }).check();
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('Second-Secret-2');
  await dialog.getByLabel('Confirmation du mot de passe').fill('Second-Secret-2');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('flash')).toContainText('Le mot de passe a bien été modifié');
  await expect(carte(page, titre)).toContainText('login.e2e.2');
  await expect(carte(page, titre).getByTestId('infobulle')).toHaveText(/^Modifié le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/);

  // Search on title and login.
  await page.getByLabel('Rechercher').fill('LOGIN.E2E.2');
  await expect(page.getByTestId('identifiant')).toHaveCount(1);
  await page.getByLabel('Rechercher').fill('');

  // The adviser reveals it.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInStaff(staff, 'ce.conseiller');
  await expect(staff).toHaveURL(/\/selectionDossier/, { timeout: 20_000 });
  await staff.getByTestId('choisir-dossier-010001').click();
  await expect(staff).toHaveURL(/\/accueil/);
  await staff.goto(PATH);
  await expect(carte(staff, titre).getByTestId('mot-de-passe')).not.toContainText('Second-Secret-2');
  await carte(staff, titre)
    .getByRole('button', { name: `Révéler le mot de passe de ${titre}` })
    .click();
  await expect(carte(staff, titre).getByTestId('mot-de-passe')).toHaveText('Second-Secret-2');
  await carte(staff, titre)
    .getByRole('button', { name: `Masquer le mot de passe de ${titre}` })
    .click();
  await expect(carte(staff, titre).getByTestId('mot-de-passe')).not.toContainText('Second-Secret-2');
  await staffContext.close();

  // The gérant sees who consulted it.
  await page.reload();
  await expect(carte(page, titre)).toContainText(/Consulté par Julie Bernard le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/);

  // Delete.
  await carte(page, titre)
    .getByRole('button', { name: `Supprimer ${titre}` })
    .click();
  await page.getByRole('button', { name: 'Supprimer l’identifiant' }).click();
  await expect(page.getByTestId('flash')).toContainText('Le mot de passe a bien été supprimé');
  await expect(carte(page, titre)).toHaveCount(0);
});

test('a member who is not gérant of the dossier has no menu entry, and the screen sends to the module page (issue 29: the route table declares the api’s gérant rule)', async ({
  page,
}) => {
  await signInOnDossier(page, GERANT, '010004');
  await expect(page.getByRole('link', { name: 'Accueil' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Identifiants partagés' })).toHaveCount(0);
  await page.goto(PATH);
  await expect(page).toHaveURL(/\/module-interdit\/motsDePasse$/);
  await expect(page.getByRole('heading', { name: 'Module non disponible' })).toBeVisible();
});
