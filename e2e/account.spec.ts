import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from './csp';
import { waitForMail, waitForMailLink } from './mail-outbox';

const LUCAS = 'nouvel.adherent@exemple.fr';
const FIRST_PWD = 'Garnier-2026';
const RESET_PWD = 'Vallees-Reset-2027!';
const CHANGED_PWD = 'Trois-Vallees-28!';

/** Answers the breach-range look-up in place of the public service; `leaked` passwords are found. */
async function fakeBreachRange(page: Page, leaked: string[] = []) {
  const hashes = leaked.map((p) => createHash('sha1').update(p).digest('hex').toUpperCase());
  await page.route('**/api/auth/breach-range/*', (route) => {
    const prefix = route.request().url().split('/').pop()?.toUpperCase() ?? '';
    const suffixes = hashes.filter((h) => h.startsWith(prefix)).map((h) => h.slice(5));
    return route.fulfill({ json: { suffixes } });
  });
}

async function signIn(page: Page, login: string, password: string) {
  await page.getByLabel('Identifiant').fill(login);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test.describe.serial('a new member', () => {
  test('registers from the landing page, activates through the mailed link, then signs in', async ({ page }) => {
    await fakeBreachRange(page, [FIRST_PWD]);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Bienvenue sur/ })).toBeVisible();
    await expect(page.getByText('Espace documentaire')).toBeVisible();
    await page.goto(`/inscription//${LUCAS}`);
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue(LUCAS);

    // The first empty field in screen order is at fault (issue 29): the password, told its 8 characters (spec 01 §5).
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByTestId('erreur-inscription')).toHaveText('Le mot de passe doit contenir au moins 8 caractères.');
    await expect(page.getByLabel('Mot de passe', { exact: true })).toBeFocused();
    await page.getByLabel('Code dossier').fill('010005');
    await page.getByLabel('Mot de passe', { exact: true }).fill(FIRST_PWD);
    await page.getByLabel('Confirmation du mot de passe').fill('Garnier-2025');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByTestId('erreur-inscription')).toHaveText('Les mots de passe ne correspondent pas.');
    await page.getByLabel('Confirmation du mot de passe').fill(FIRST_PWD);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByTestId('erreur-inscription')).toHaveText('Veuillez accepter les CGU');

    await page.getByRole('button', { name: 'S’inscrire avec un compte externe' }).click();
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('connexion-externe')).toContainText('pas disponible sur cette installation');
    await page.getByRole('button', { name: 'Retirer et choisir un mot de passe' }).click();
    await page.getByLabel('Mot de passe', { exact: true }).fill(FIRST_PWD);
    await page.getByLabel('Confirmation du mot de passe').fill(FIRST_PWD);
    await page.getByLabel(/J’accepte les conditions générales/).check();

    const since = Date.now();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    const warning = page.getByTestId('dialogue-fuite');
    await expect(warning).toContainText('trouvé dans une fuite de données');
    await warning.getByRole('button', { name: 'Continuer quand même' }).click();
    await expect(page).toHaveURL(/\/inscriptionok\//);
    await expect(page.getByTestId('inscription-adresse')).toHaveText(LUCAS);
    await expect(page.getByText(/courriers indésirables/)).toBeVisible();

    const firstLink = await waitForMailLink(LUCAS, /\/connexion\?activation=/, since);

    // Signing in before activating: a wrong password learns nothing, the right one is told and may ask for a new link.
    await page.goto('/connexion');
    await signIn(page, LUCAS, 'Pas-le-bon-2026');
    await expect(page.getByTestId('erreur-connexion')).toHaveText('Identifiant ou mot de passe incorrect.');
    await expect(page.getByRole('button', { name: 'Recevoir un nouveau lien d’activation' })).toHaveCount(0);
    await page.getByLabel('Mot de passe', { exact: true }).fill(FIRST_PWD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByTestId('erreur-connexion')).toContainText('Votre compte n’est pas encore activé');
    const resentSince = Date.now();
    await page.getByRole('button', { name: 'Recevoir un nouveau lien d’activation' }).click();
    await expect(page.getByTestId('activation-renvoyee')).toHaveText(
      'Un nouveau lien d’activation vient de vous être envoyé par e-mail. Il remplace les précédents.',
    );
    const link = await waitForMailLink(LUCAS, /\/connexion\?activation=/, resentSince);
    expect(link).not.toBe(firstLink);
    await page.goto(firstLink);
    await expect(page.getByTestId('lien-erreur')).toBeVisible();
    await page.goto(link);
    await expect(page.getByTestId('lien-succes')).toHaveText('Votre compte est activé. Vous pouvez vous connecter.');
    await signIn(page, LUCAS, FIRST_PWD);
    await expect(page).toHaveURL(/\/accueil/);
    await expect(page.getByTestId('accueil-raison-sociale')).toHaveText(/GAEC Garnier des Trois Vallées/);

    await page.goto(link);
    await expect(page.getByTestId('lien-erreur')).toContainText('déjà été utilisé');
  });

  test('resets a forgotten password through the mailed link', async ({ page }) => {
    await page.goto('/connexion');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL(/\/mot-de-passe-oublie$/);
    await page.getByLabel('Adresse e-mail').fill(LUCAS);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByTestId('erreur-mot-de-passe-oublie')).toHaveText('Veuillez cocher le captcha.');

    await page.getByTestId('captcha').getByText('Je ne suis pas un robot').click();
    await expect(page.getByTestId('captcha')).toContainText('Vérifié', { timeout: 30_000 });
    await expect(page.getByTestId('erreur-mot-de-passe-oublie')).toHaveCount(0);
    const since = Date.now();
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByTestId('lien-envoye')).toContainText('Si un compte correspond à cette adresse');

    const link = await waitForMailLink(LUCAS, /\/mot-de-passe-oublie\/changer\?uid=/, since);
    await page.goto(link);
    await page.getByLabel('Nouveau mot de passe').fill(RESET_PWD);
    await page.getByLabel('Confirmation du mot de passe').fill('Autre-chose-2027!');
    await page.getByLabel('Code dossier', { exact: true }).fill('010005');
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(page.getByTestId('erreur-reinitialisation')).toHaveText('Les mots de passe ne sont pas identiques.');
    await page.getByLabel('Confirmation du mot de passe').fill(RESET_PWD);
    await page.getByRole('button', { name: 'Aide : Règles du mot de passe' }).click();
    await expect(page.getByRole('dialog')).toContainText('12 caractères');
    await page.getByRole('button', { name: 'J’ai compris' }).click();
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(page.getByTestId('reinitialisation-reussie')).toBeVisible();
    await expect(page.getByTestId('decompte')).toHaveText(/[1-5]/);
    await expect(page).toHaveURL(/\/connexion/, { timeout: 10_000 });

    await signIn(page, LUCAS, RESET_PWD);
    await expect(page).toHaveURL(/\/accueil/);
  });

  test('uses the account area: information, preferences and a password change with the mailed code', async ({ page }) => {
    await fakeBreachRange(page);
    await page.goto('/connexion');
    await signIn(page, LUCAS, RESET_PWD);
    await expect(page).toHaveURL(/\/accueil/);
    await page.getByTestId('lien-mon-compte').click();
    await expect(page).toHaveURL(/\/mon-compte$/);
    await expect(page.getByTestId('carte-partager')).toBeVisible();
    await expect(page.getByTestId('carte-messagerie')).toBeVisible();

    await page.getByTestId('carte-infos').click();
    const card = page.getByTestId('communication-010005');
    await card.getByLabel('Téléphone', { exact: true }).fill('03 26 a12');
    await expect(card.getByLabel('Téléphone', { exact: true })).toHaveValue('032612');
    await card.getByLabel('Email principal').fill('pas-un-mail');
    await card.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(card).toContainText("L'email principal est invalide");
    await card.getByLabel('Email principal').fill('gaec.garnier@exemple.fr');
    await card.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Dossier sauvegardé avec succès')).toBeVisible();
    await expect(card).toContainText(/Modifié le .* par Lucas Garnier/);

    await page.goto('/mon-compte/preferences');
    await page.getByLabel('Recevoir un mail à chaque nouvelle notification').uncheck();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Préférences enregistrées')).toBeVisible();

    const since = Date.now();
    await page.goto('/mon-compte/mot-de-passe');
    await expect(page.getByTestId('code-envoye')).toContainText('Un code de validation vous a été envoyé');
    const text = await waitForMail(LUCAS, /code de validation pour changer votre mot de passe/, since);
    const code = text.match(/: (\d{6})/)?.[1] ?? '';
    await page.getByLabel('Nouveau mot de passe').fill('faible');
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(page.getByTestId('erreur-changement-mot-de-passe')).toHaveText('Le mot de passe doit contenir au moins 8 caractères.');
    await page.getByLabel('Nouveau mot de passe').fill(CHANGED_PWD);
    await page.getByLabel('Confirmation du mot de passe').fill(CHANGED_PWD);
    await page.getByLabel('Code de validation').fill(code);
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(page.getByTestId('dialogue-mot-de-passe-change')).toContainText('Le mot de passe a bien été changé');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/mon-compte$/);
  });
});

test('past five wrong passwords the owner signs in with the captcha instead of being locked out', async ({ page }) => {
  await page.goto('/connexion');
  for (let i = 0; i < 5; i++) {
    await signIn(page, 'particulier@exemple.fr', `Mauvais-${i}`);
    await expect(page.getByTestId('erreur-connexion')).toHaveText('Identifiant ou mot de passe incorrect.');
  }
  await page.getByLabel('Mot de passe', { exact: true }).fill('Portail-QA-2026!');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('erreur-connexion')).toHaveText(
    'Plusieurs tentatives de connexion ont échoué sur ce compte. Par sécurité, cochez la case « Je ne suis pas un robot » puis reconnectez-vous.',
  );
  const captcha = page.getByTestId('captcha');
  await captcha.getByText('Je ne suis pas un robot').click();
  await expect(captcha).toContainText('Vérifié', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/accueil/, { timeout: 15_000 });
  await expect(page.getByTestId('accueil-raison-sociale')).toHaveText(/Moreau/);
});

test('registering with an address that already has an account tells nothing on screen and mails its holder', async ({ page }) => {
  const since = Date.now();
  await page.goto('/inscription//particulier@exemple.fr');
  await page.getByLabel('Code dossier').fill('010016');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Moreau-Nouveau-2026');
  await page.getByLabel('Confirmation du mot de passe').fill('Moreau-Nouveau-2026');
  await page.getByLabel(/J’accepte les conditions générales/).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByTestId('erreur-inscription')).toHaveText(
    'Code liaison introuvable. Si cette adresse a déjà un compte sur le portail, un mail vient de lui être envoyé : connectez-vous, ou utilisez « Mot de passe oublié ».',
  );
  const text = await waitForMail('particulier@exemple.fr', /a déjà un compte/, since);
  expect(text).toContain('Mot de passe oublié');
});
