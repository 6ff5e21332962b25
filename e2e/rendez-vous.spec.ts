import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './csp';
import { OUTBOX, waitForMail } from './mail-outbox';
import { signInMember } from './support';

const GERANT = 'gerant.multi@exemple.fr';
const ADVISER = 'julie.bernard@cabinet.exemple.fr';

async function gerant(page: Page): Promise<void> {
  await signInMember(page, GERANT);
  await expect(page).toHaveURL(/\/accueil/);
}

/** The raw .eml to `to` written after `since` whose content mentions every name. */
async function rawMailWith(to: string, names: string[], since: number): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).filter((f) => f.endsWith('.eml')) : [];
    for (const f of files.map((x) => path.join(OUTBOX, x)).filter((x) => fs.statSync(x).mtimeMs >= since - 1000)) {
      const raw = fs.readFileSync(f, 'utf8');
      if (new RegExp(`^To: .*${to}`, 'im').test(raw) && names.every((n) => raw.includes(n))) return raw;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Aucun mail pour ${to} avec ${names.join(', ')}`);
}

test('a client requests an appointment from the contacts with two attachments; the adviser and the client both get a mail', async ({ page }) => {
  await gerant(page);
  const since = Date.now();
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: 'Mes contacts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mon prochain RDV' })).toBeVisible();
  const julie = page.getByTestId('contact-carte').filter({ hasText: 'Julie Bernard' });
  await expect(julie.locator('img[data-avatar="photo"]')).toBeVisible();
  await expect(page.getByTestId('contact-carte').filter({ hasText: 'Nadia Girard' }).locator('img[data-avatar="assistant"]')).toBeVisible();
  await julie.getByRole('link', { name: 'Prendre RDV' }).click();
  await expect(page).toHaveURL(/\/rendez-vous\/ajouter\/AG0101$/);
  await expect(page.getByTestId('rdv-contact')).toContainText('Julie Bernard');

  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.locator('#rdv-motif-erreur')).toHaveText('Le champ du motif est requis.');
  await page.getByLabel('Motif du rendez-vous').fill('Préparer la transmission de l’exploitation');
  // The file input is drawn in French (never the browser's 'Choose Files / No file chosen').
  await expect(page.getByText('Choisir des fichiers')).toBeVisible();
  await expect(page.getByTestId('rdv-fichiers-etat')).toHaveText('Aucun fichier choisi');
  expect((await page.getByLabel(/Pièces jointes/).boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  await page.getByLabel(/Pièces jointes/).setInputFiles([
    { name: 'bilan-2025.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 bilan') },
    { name: 'releve.csv', mimeType: 'text/csv', buffer: Buffer.from('date;montant\n01/01/2026;12,50') },
  ]);
  await page.getByLabel(/Pièces jointes/).setInputFiles([{ name: 'vide.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) }]);
  await expect(page.getByText('vide.txt : Le fichier est vide.')).toBeVisible();
  await expect(page.getByTestId('rdv-fichiers').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('rdv-fichiers-etat')).toHaveText('2 fichiers choisis');
  await page.getByLabel(/Pièces jointes/).setInputFiles([{ name: 'a-retirer.txt', mimeType: 'text/plain', buffer: Buffer.from('x') }]);
  await page.getByRole('button', { name: 'Retirer a-retirer.txt' }).click();
  await expect(page.getByTestId('rdv-fichiers').getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByTestId('dialogue-succes')).toContainText('Votre demande de rendez-vous a bien été envoyée');
  await expect(page.getByTestId('rdv-fichiers')).toHaveCount(0);
  await page.getByRole('button', { name: 'OK' }).click();
  // Sent: the reason is emptied for a next request, the contact details kept (issue 29, defect 9).
  await expect(page.getByLabel('Motif du rendez-vous')).toHaveValue('');
  await expect(page.getByLabel('E-mail')).not.toHaveValue('');

  const raw = await rawMailWith(ADVISER, ['bilan-2025.pdf', 'releve.csv'], since);
  expect(raw).toMatch(/Content-Disposition: attachment/i);
  expect(await waitForMail(ADVISER, /Préparer la transmission/, since)).toContain('Claire Martin');
  expect(await waitForMail(GERANT, /Votre demande de rendez-vous a bien été transmise à Julie Bernard/, since)).toContain('Champagne Lemaire');
});

test('a client edits then cancels a future appointment', async ({ page }) => {
  await gerant(page);
  const since = Date.now();
  await page.goto('/actualites');
  await expect(page.getByRole('heading', { name: 'Mes prochains rendez-vous' })).toBeVisible();
  await expect(page.getByTestId('rdv-carte')).toHaveCount(2);
  await page.getByRole('link', { name: 'Voir tous mes rendez-vous' }).click();
  await expect(page).toHaveURL(/\/actualites-liste\?type=0/);
  await expect(page.getByTestId('rdv-carte')).toHaveCount(4);
  await page.getByRole('link', { name: 'Point bilan annuel' }).click();
  await expect(page.getByTestId('rdv-detail')).toContainText('Préparer la clôture');
  await expect(page.getByRole('link', { name: 'Voir sur la carte' })).toHaveAttribute('href', /openstreetmap/);

  await page.getByRole('link', { name: 'Modifier' }).click();
  await expect(page.getByRole('heading', { name: /^Éditer mon RDV du \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByTestId('dialogue-confirmation')).toContainText("Êtes-vous sûr d'annuler les modifications ?");
  await page.getByTestId('dialogue-confirmation').getByRole('button', { name: 'Continuer la saisie' }).click();
  await page.getByLabel('Motif').fill('');
  await page.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.locator('#rdv-motif-erreur')).toHaveText('Le champ du motif est requis.');
  await page.getByLabel('Motif').fill('a'.repeat(4001));
  await expect(page.getByTestId('rdv-motif-compteur')).toHaveText('4001 / 4000 caractères');
  await page.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.locator('#rdv-motif-erreur')).toHaveText('Le motif ne doit pas dépasser 4000 caractères.');
  await page.getByLabel('Motif').fill('Ajouter la question des fermages');
  await expect(page.getByTestId('rdv-motif-compteur')).toHaveText('32 / 4000 caractères');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByTestId('dialogue-succes')).toContainText('Votre modification a bien été transmise par mail au responsable du rdv.');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('rdv-motif')).toHaveText('Ajouter la question des fermages');
  expect(await waitForMail(ADVISER, /Ajouter la question des fermages/, since)).toContain('Claire Martin');

  await page.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
  await page.getByTestId('dialogue-confirmation').getByRole('button', { name: 'Confirmer l’annulation' }).click();
  await expect(page.getByTestId('dialogue-succes')).toContainText('Le rendez-vous a bien été annulé.');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/actualites-liste\?type=0/);
  await expect(page.getByTestId('rdv-carte').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Point bilan annuel' })).toHaveCount(0);
});

test('a contact page shows the mission; a contact of another dossier is unavailable; a content page renders and an unknown one goes home', async ({ page }) => {
  await gerant(page);
  await page.goto('/contacts/AG0101');
  // Julie Bernard: her title agreed (issue 29, defect 18).
  await expect(page.getByRole('heading', { name: "Ma Chargée d'études" })).toBeVisible();
  await expect(page.getByText('Comment puis-je vous aider ?')).toBeVisible();
  await expect(page.getByTestId('contact-mission').locator('strong')).toHaveText('la tenue de votre comptabilité');
  await page.goto('/contacts/AG0103');
  await expect(page.getByText('Contact indisponible ... Veuillez sélectionner un autre dossier.')).toBeVisible();
  await page.goto('/page/qui-sommes-nous');
  await expect(page.getByRole('heading', { name: 'Qui sommes-nous ?' })).toBeVisible();
  await page.goto('/page/inconnue');
  await expect(page).toHaveURL(/\/accueil/);
});
