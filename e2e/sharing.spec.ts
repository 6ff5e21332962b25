import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './csp';
import { waitForMailLink } from './mail-outbox';
import { signInMember } from './support';

const INVITEE = 'invitee.partage@exemple.fr';
const INVITEE_PWD = 'Partage-2026!';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

async function gerantPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInMember(page, 'gerant.multi@exemple.fr');
  await expect(page).toHaveURL(/\/accueil/);
  return page;
}

test('a gérant invites a new person, who registers from the mail and sees only the role’s modules; the gérant then edits and removes the access', async ({
  browser,
}) => {
  const gerant = await gerantPage(browser);
  const since = Date.now();

  // The invite form: the role ticks its predefined categories.
  await gerant.goto('/mon-compte/partager-droits/inviter');
  await gerant.getByLabel('Adresse e-mail de la personne à inviter').fill(INVITEE);
  await gerant.getByLabel('Confirmation de l’adresse e-mail').fill('autre@exemple.fr');
  await gerant.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(gerant.locator('#invitation-email-confirmation-erreur')).toHaveText('Les emails ne correspondent pas.');
  await gerant.getByLabel('Confirmation de l’adresse e-mail').fill(INVITEE);
  await gerant.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(gerant.getByTestId('erreur-formulaire')).toHaveText('Veuillez sélectionner au moins un dossier à inviter.');
  await gerant.getByTestId('dossier-010001').getByLabel('Rôle').selectOption({ label: 'Comptable' });
  await expect(gerant.getByTestId('categorie-010001-contacts')).toBeChecked();
  await expect(gerant.getByTestId('categorie-010001-mesDocs_fiscal')).toBeChecked();
  await expect(gerant.getByTestId('categorie-010001-mesChiffres')).not.toBeChecked();
  await gerant.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(gerant.getByText('Invitation transmise')).toBeVisible();
  await expect(gerant).toHaveURL(/\/mon-compte\/partager-droits$/);
  await expect(gerant.getByTestId(`invitation-${INVITEE}`)).toContainText('EARL des Coteaux de Vertus');

  // A second invitation to the same address shows 010001 as pending.
  await gerant.goto('/mon-compte/partager-droits/inviter');
  await gerant.getByLabel('Adresse e-mail de la personne à inviter').fill(INVITEE);
  await expect(gerant.getByTestId('voile-010001')).toHaveText('Une invitation est déjà en attente pour cette personne sur ce dossier.');

  // The invitee follows the mailed link and signs up in two steps.
  const link = await waitForMailLink(INVITEE, /\/invitation\//, since);
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await expect(invitee.getByTestId('invitation-createur')).toHaveText('Claire Martin');
  await expect(invitee.getByTestId('invitation-dossiers')).toContainText('EARL des Coteaux de Vertus (Comptable)');
  await invitee.getByRole('link', { name: 'Créer mon compte' }).click();
  await expect(invitee).toHaveURL(/\/subscribe\?step=1/);
  await expect(invitee.getByLabel('Avec un compte externe')).toBeDisabled();
  // Prefilled with the invited address; another one is refused at the field, before step 2 (issue 29).
  const adresse = invitee.getByLabel('Adresse e-mail (celle qui a reçu l’invitation)');
  await expect(adresse).toHaveValue(INVITEE);
  await adresse.fill('quelquun.dautre@exemple.fr');
  await expect(adresse).toHaveAccessibleDescription("L'adresse e-mail doit être celle à laquelle l'invitation a été envoyée.");
  await adresse.fill(INVITEE);
  await invitee.getByLabel('Confirmation de l’adresse e-mail').fill('invitee.partage@exemple.com');
  await invitee.getByLabel('Mot de passe', { exact: true }).fill(INVITEE_PWD);
  await invitee.getByLabel('Confirmation du mot de passe').fill(INVITEE_PWD);
  await invitee.getByRole('button', { name: 'Continuer' }).click();
  await expect(invitee.locator('#signup-email-confirmation-erreur')).toHaveText('Les emails ne correspondent pas');
  await invitee.getByLabel('Confirmation de l’adresse e-mail').fill(INVITEE);
  await invitee.getByRole('button', { name: 'Continuer' }).click();
  await expect(invitee).toHaveURL(/step=2/);
  await invitee.getByRole('button', { name: 'Créer mon compte et accepter' }).click();
  await expect(invitee.locator('#signup-cgu-erreur')).toHaveText('Veuillez accepter les CGU');
  await invitee.getByLabel('Civilité').selectOption('MME');
  await invitee.getByLabel('Nom', { exact: true }).fill('Fontaine');
  await invitee.getByLabel('Prénom').fill('Léa');
  await invitee.getByLabel(/J’accepte les conditions/).check();
  await invitee.getByRole('button', { name: 'Créer mon compte et accepter' }).click();
  await expect(invitee.getByText("L'invitation a été approuvée. Certains nouveaux accès peuvent mettre quelques minutes à s'activer.")).toBeVisible();
  await expect(invitee).toHaveURL(/\/accueil/);
  await expect(invitee.getByTestId('accueil-raison-sociale')).toHaveText(/EARL des Coteaux de Vertus/);
  // A new person is shown the home tour on the first visit (issue 14); closing it gives the menu back.
  const tour = invitee.locator('.driver-popover');
  await expect(tour).toContainText(/Étape 1\//);
  await tour.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(tour).toHaveCount(0);
  await expect(nav(invitee).getByRole('link', { name: 'Mes contacts' })).toBeVisible();
  await expect(nav(invitee).getByRole('link', { name: 'Mes chiffres' })).toHaveCount(0);
  await expect(nav(invitee).getByRole('link', { name: 'Ma facturation' })).toHaveCount(0);
  await expect(nav(invitee).getByRole('link', { name: 'Identifiants partagés' })).toHaveCount(0);

  // The link cannot be used twice.
  await invitee.goto(link);
  await expect(invitee.getByTestId('invitation-message')).toContainText("L'invitation a déjà été acceptée ou refusée");

  // The gérant adds 'Mes chiffres' to the access; the invitee sees the new module.
  await gerant.goto('/mon-compte/partager-droits');
  const person = gerant.getByTestId(`personne-${INVITEE}`);
  await expect(person).toContainText('Léa Fontaine');
  await person.getByRole('link', { name: 'Modifier' }).click();
  await expect(gerant.getByTestId('edition-personne')).toHaveText('Léa Fontaine');
  await gerant.getByTestId('categorie-010001-mesChiffres').check();
  await gerant.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(gerant.getByText('Droits modifiés')).toBeVisible();
  await invitee.goto('/accueil');
  await expect(nav(invitee).getByRole('link', { name: 'Mes chiffres' })).toBeVisible();

  // The gérant removes the access after confirmation; the invitee has no dossier left.
  await gerant.getByTestId(`personne-${INVITEE}`).getByRole('button', { name: 'Retirer l’accès' }).click();
  await gerant.getByTestId('dialogue-confirmation').getByRole('button', { name: 'Retirer l’accès' }).click();
  await expect(gerant.getByTestId(`personne-${INVITEE}`)).toHaveCount(0);
  await invitee.goto('/accueil');
  await expect(invitee).toHaveURL(/\/aucun-dossier/);
});

test('sans.dossier finds the pending invitation from the no-dossier page and accepts it in Mes droits', async ({ page }) => {
  await signInMember(page, 'sans.dossier@exemple.fr');
  await expect(page).toHaveURL(/\/aucun-dossier/);
  await page.getByTestId('invitations-en-attente').getByRole('link', { name: 'Mes droits' }).click();
  const received = page.getByTestId('invitations-recues');
  await expect(received).toContainText('Claire Martin');
  await received.getByRole('button', { name: 'Accepter' }).click();
  await expect(page.getByText("L'invitation a été approuvée. Certains nouveaux accès peuvent mettre quelques minutes à s'activer.")).toBeVisible();
  await expect(page.getByTestId('mes-acces')).toContainText('EARL des Coteaux de Vertus');
  await expect(page.getByTestId('mes-acces')).toContainText('Associé');
});
