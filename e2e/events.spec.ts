import { expect, type Page } from '@playwright/test';
import { test } from './csp';
import { signInMember } from './support';

async function addParticipant(page: Page, n: number) {
  await page.getByRole('button', { name: 'Ajouter un participant' }).click();
  const form = page.getByTestId('participant-en-attente').last();
  await form.getByLabel('Nom', { exact: true }).fill(`Durand${n}`);
  await form.getByLabel('Prénom').fill(`Alex${n}`);
  await form.getByLabel('Email').fill(`alex${n}.durand@exemple.fr`);
  await form.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByTestId('participant-en-attente')).toHaveCount(0);
}

test('registering two participants to an event with one place left is refused, one is accepted', async ({ page }) => {
  await signInMember(page, 'gerant.multi@exemple.fr');
  await expect(page).toHaveURL(/\/accueil/);
  await expect(page.getByTestId('prochain-evenement')).toBeVisible();

  await page.goto('/event/106');
  await expect(page.getByRole('heading', { name: "Atelier : transmission d'exploitation" })).toBeVisible();
  await expect(page.getByTestId('evenement-places')).toHaveText('1 place(s) restante(s) sur 3');

  // A pending participant must be validated first; the field rules of spec 01 §5 apply.
  await page.getByRole('button', { name: 'Ajouter un participant' }).click();
  await page.getByRole('button', { name: "Enregistrer l'inscription" }).click();
  await expect(page.getByTestId('inscription-message')).toHaveText('Merci de valider ou de supprimer les participants en attente');
  const pending = page.getByTestId('participant-en-attente');
  await pending.getByLabel('Email').fill('pas-un-mail');
  await pending.getByRole('button', { name: 'Valider' }).click();
  await expect(pending).toContainText('Le nom est obligatoire');
  await expect(pending).toContainText("L'email est invalide");
  await pending.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByTestId('inscription-message')).toHaveCount(0);

  await addParticipant(page, 1);
  await addParticipant(page, 2);
  await page.getByRole('button', { name: "Enregistrer l'inscription" }).click();
  await expect(page.getByTestId('inscription-message')).toHaveText("Il n'y a plus que 1 place(s) restante(s).");

  await page.getByTestId('participant').filter({ hasText: 'Durand2' }).getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('button', { name: "Enregistrer l'inscription" }).click();
  await expect(page.getByTestId('evenement-statut')).toHaveText('COMPLET');
  await expect(page.getByTestId('participant').filter({ hasText: 'Durand1' })).toContainText('Inscrit');
});

test('reading the notifications marks them read and the header counter drops to 0', async ({ page }) => {
  await signInMember(page, 'gerant.multi@exemple.fr');
  await expect(page).toHaveURL(/\/accueil/);
  await expect(page.getByTestId('compteur-notifications-valeur')).toBeVisible();

  await page.getByTestId('compteur-notifications').click();
  await expect(page).toHaveURL(/\/notifications/);
  await expect(page.getByRole('heading', { name: 'Cette semaine' })).toBeVisible();
  await expect(page.getByTestId('notification')).toHaveCount(5);
  await expect(page.getByTestId('compteur-notifications-valeur')).toHaveCount(0);

  await page.getByRole('button', { name: 'Voir plus' }).click();
  await expect(page.getByRole('heading', { name: 'Avant ce mois-ci' })).toBeVisible();
  expect(await page.getByTestId('notification').count()).toBeGreaterThan(5);

  await page.reload();
  await expect(page.getByTestId('notification').first()).toBeVisible();
  await expect(page.getByTestId('compteur-notifications-valeur')).toHaveCount(0);
});

test('the home shows key figures, the promoted section and the next event, and honours redirectTo', async ({ page }) => {
  await signInMember(page, 'gerant.multi@exemple.fr');
  await expect(page).toHaveURL(/\/accueil/);
  await expect(page.getByTestId('chiffres-accueil').getByRole('listitem')).toHaveCount(5);
  // Derived from the latest closed fiscal year, like the figures area (issue 10).
  await expect(page.getByTestId('chiffres-accueil')).toContainText('Recettes');
  await expect(page.getByTestId('section-new')).toContainText('Nouveau : la facturation électronique');
  await expect(page.getByTestId('tuile-documents')).toBeVisible();
  await page.getByTestId('prochain-evenement').getByRole('link').click();
  await expect(page).toHaveURL(/\/event\/\d+$/);

  await page.goto('/accueil?redirectTo=event/106');
  await expect(page).toHaveURL(/\/event\/106$/);
  await expect(page.getByRole('heading', { name: "Atelier : transmission d'exploitation" })).toBeVisible();
});

test('an individual customer sees no key figures and a contacts tile instead of documents', async ({ page }) => {
  await signInMember(page, 'particulier@exemple.fr');
  await expect(page).toHaveURL(/\/accueil/);
  await expect(page.getByTestId('tuile-contacts')).toBeVisible();
  await expect(page.getByTestId('tuile-documents')).toHaveCount(0);
  await expect(page.getByTestId('chiffres-accueil')).toHaveCount(0);
});

test('a cancelled event shows ANNULÉ and closed registrations; a full one shows COMPLET and linked events', async ({ page }) => {
  await signInMember(page, 'gerant.multi@exemple.fr');
  await expect(page).toHaveURL(/\/accueil/);
  await page.goto('/event/103');
  await expect(page.getByTestId('evenement-statut')).toHaveText('ANNULÉ');
  await expect(page.getByTestId('inscription-fermee')).toBeVisible();
  await page.goto('/event/102');
  await expect(page.getByTestId('evenement-statut')).toHaveText('COMPLET');
  await expect(page.getByRole('button', { name: 'Ajouter un participant' })).toHaveCount(0);
  await page.goto('/event/104');
  await expect(page.getByTestId('evenements-lies')).toContainText('Cycle gestion — session 2');
});

test('the pending-participant message leaves once the participant is validated; declining shows "Ne participe pas"', async ({ page }) => {
  await signInMember(page, 'gerant.multi@exemple.fr');
  await expect(page).toHaveURL(/\/accueil/);
  await page.goto('/event/105');
  await expect(page.getByRole('heading', { name: 'Cycle gestion — session 2 : la trésorerie' })).toBeVisible();
  await expect(page.getByTestId('aucun-participant')).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter un participant' }).click();
  await page.getByRole('button', { name: "Enregistrer l'inscription" }).click();
  await expect(page.getByTestId('inscription-message')).toHaveText('Merci de valider ou de supprimer les participants en attente');
  const pending = page.getByTestId('participant-en-attente');
  await pending.getByLabel('Nom', { exact: true }).fill('Lemaire');
  await pending.getByLabel('Prénom').fill('Paul');
  await pending.getByLabel('Email').fill('paul.lemaire@exemple.fr');
  await pending.getByRole('button', { name: 'Valider' }).click();
  await expect(pending).toHaveCount(0);
  await expect(page.getByTestId('inscription-message')).toHaveCount(0);
  await page.getByTestId('participant').filter({ hasText: 'Lemaire' }).getByRole('button', { name: 'Supprimer' }).click();

  await page.getByRole('button', { name: 'Je ne participe pas' }).click();
  await expect(page.getByText('Vous avez indiqué ne pas participer à cet événement.')).toBeVisible();
  const me = page.getByTestId('participant').filter({ hasText: 'Martin' });
  await expect(me).toContainText('Non');
  await expect(me).toContainText('Ne participe pas');
  await expect(me).not.toContainText('Inscrit');

  // Coming after all is one click, not a 'déjà inscrit' refusal (issue 29).
  await me.getByRole('button', { name: 'Participe finalement' }).click();
  await page.getByRole('button', { name: "Enregistrer l'inscription" }).click();
  await expect(me).toContainText('Inscrit');
  await expect(page.getByTestId('participant')).toHaveCount(1);
  await expect(page.getByText('Vous avez indiqué ne pas participer à cet événement.')).toHaveCount(0);
});
