import { expect, type Page } from '@playwright/test';
import { test } from './csp';
import { waitForMail } from './mail-outbox';
import { signInOnDossier, signInStaff } from './support';

/**
 * Service directory (issue 14) on 010001: Claire Martin searches the directory, opens a service and asks to be called
 * back by Julie Bernard; the adviser gets the mail; ce.conseiller (another browser context) changes the request's
 * state and the member sees it. Seeded services and requests: seeds/annuaire-data.ts.
 */
const GERANT = 'gerant.multi@exemple.fr';
const demandes = (page: Page) => page.getByTestId('demande-rappel');

test('search the directory, request a callback, then see its state change after staff update it', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const since = Date.now();
  await signInOnDossier(page, GERANT, '010001');
  await page.getByRole('link', { name: 'Annuaire des services' }).first().click();
  await expect(page).toHaveURL(/\/annuaire-services$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Annuaire des services' })).toBeVisible();

  // Recommended first, then the newest.
  const cartes = page.getByTestId('service-carte');
  await expect(cartes).toHaveCount(12);
  await expect(cartes.nth(0)).toContainText('Recommandé par le cabinet');
  await expect(cartes.nth(2)).toContainText('Recommandé par le cabinet');
  await expect(cartes.nth(3)).not.toContainText('Recommandé par le cabinet');
  // The seeded requests of 010001, one in each state.
  await expect(demandes(page)).toHaveCount(3);
  await expect(demandes(page).filter({ hasText: 'Paie et saisonniers' })).toContainText('En cours');

  // Search: case and accents ignored; category chips and the tag filter.
  await page.getByLabel('Rechercher un service').fill('FISCALITE');
  await expect(cartes).toHaveCount(1);
  await expect(cartes.first()).toContainText('Fiscalité agricole');
  await page.getByLabel('Rechercher un service').fill('');
  await page.getByRole('button', { name: 'Social', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Social', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cartes).toHaveCount(2);
  await page.getByLabel('Mot-clé').selectOption('vendanges');
  await expect(cartes).toHaveCount(1);
  await page.getByRole('button', { name: 'Social', exact: true }).click();
  await page.getByLabel('Mot-clé').selectOption('');
  await page.getByLabel('Rechercher un service').fill('épargne précaution');
  await cartes.first().getByRole('link', { name: 'Fiscalité agricole' }).click();

  // The detail: sections and 'Être rappelé'.
  await expect(page).toHaveURL(/\/annuaire-services\/fiscalite-agricole$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fiscalité agricole' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Présentation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notre accompagnement' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notre expertise' })).toBeVisible();
  await expect(page.getByText('Vous n’avez demandé aucun rappel pour l’instant.')).toBeVisible();
  const form = page.getByTestId('form-rappel');
  await form.getByRole('button', { name: 'Être rappelé' }).click();
  await expect(page.getByText('Merci de choisir l’interlocuteur qui doit vous rappeler.')).toBeVisible();
  await form.getByLabel('Interlocuteur qui vous rappellera').selectOption('AG0101');
  await form.getByRole('button', { name: 'Être rappelé' }).click();
  const succes = page.getByTestId('dialogue-succes');
  await expect(succes).toContainText('votre interlocuteur vous rappellera sous 48h');
  await succes.getByRole('button', { name: 'OK' }).click();
  await expect(demandes(page)).toHaveCount(1);
  await expect(demandes(page).first()).toContainText('Non contacté');
  await expect(demandes(page).first()).toContainText('à rappeler par Julie Bernard');
  const mail = await waitForMail('julie.bernard@cabinet.exemple.fr', /Fiscalité agricole/, since);
  expect(mail).toContain('Claire Martin souhaite être rappelé(e)');

  // A second open request to the same adviser is refused with a clear message.
  await form.getByLabel('Interlocuteur qui vous rappellera').selectOption('AG0101');
  await form.getByRole('button', { name: 'Être rappelé' }).click();
  await expect(page.getByText('Une demande de rappel est déjà en cours pour ce service auprès de cet interlocuteur.')).toBeVisible();

  // The adviser, in another browser, moves the request on.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInStaff(staff, 'ce.conseiller');
  await expect(staff).toHaveURL(/\/selectionDossier/, { timeout: 20_000 });
  await staff.getByTestId('choisir-dossier-010001').click();
  await expect(staff).toHaveURL(/\/accueil/);
  await staff.goto('/annuaire-services/fiscalite-agricole');
  await expect(staff.getByTestId('form-rappel')).toHaveCount(0);
  const etat = staff.getByLabel('État de la demande');
  await expect(etat).toHaveValue('non_contacte');
  await etat.selectOption('en_cours');
  await expect(staff.getByTestId('flash')).toContainText('État de la demande mis à jour.');
  await expect(staff.getByTestId('demande-rappel').first()).toContainText('par Julie Bernard');
  await staffContext.close();

  // The member sees the new state.
  await page.reload();
  await expect(demandes(page).first()).toContainText('En cours');
  await expect(demandes(page).first()).toContainText('Mis à jour le');
});

test('a service shows its PDF guide and says when no video host is configured', async ({ page }) => {
  await signInOnDossier(page, GERANT, '010001');
  await page.goto('/annuaire-services/transmission-exploitation');
  await expect(page.getByRole('heading', { level: 1, name: 'Transmission d’exploitation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notre expertise' })).toBeVisible();
  await expect(page.locator('.texte-riche strong')).toHaveText('transmissions');
  await expect(page.getByText('La vidéo ne peut pas être affichée : aucun hébergeur vidéo n’est configuré.')).toBeVisible();
  const guide = page.getByRole('link', { name: 'Guide de la transmission (PDF)' });
  await expect(guide).toHaveAttribute('href', '/api/annuaire-services/ressources/guide-transmission.pdf?codeDossier=010001');
  const res = await page.request.get('/api/annuaire-services/ressources/guide-transmission.pdf?codeDossier=010001');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
});
