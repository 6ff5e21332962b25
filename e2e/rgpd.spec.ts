import { inflateRawSync } from 'node:zlib';
import fs from 'node:fs';
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './csp';
import { waitForMail, waitForMailLink } from './mail-outbox';
import { QA_PASSWORD, signInMember, signInStaff } from './support';
import { totpCode } from './totp';

// Claire Martin, the richest member: an export changes nothing else of hers.
const CLAIRE = 'gerant.multi@exemple.fr';
// Anne Rousseau (010004): no other spec uses her, so her account is the one closed here (seeds/securite.ts: her key and codes).
const ANNE = 'double.facteur@exemple.fr';
const QA_TOTP_SECRET = 'PORTAILQADEUXFACTEURSCDERMARNEAA';
const QA_RECOVERY_CODE = 'QACDE-SECRA';
// Sophie Petit's closure request is seeded pending; it is refused here.
const SOPHIE = 'sans.dossier@exemple.fr';
const MOTIF_REFUS = 'Votre adhésion court jusqu’à la fin de l’exercice 2026 : le cabinet doit garder votre compte jusque-là.';

/** One entry of a zip, inflated: the central directory gives its method, compressed size and local header. */
function zipFile(zip: Buffer, name: string): Buffer {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let offset = zip.readUInt32LE(end + 16);
  for (let n = zip.readUInt16LE(end + 10); n > 0; n -= 1) {
    const nameLength = zip.readUInt16LE(offset + 28);
    const next = offset + 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
    if (zip.toString('utf8', offset + 46, offset + 46 + nameLength) === name) {
      const method = zip.readUInt16LE(offset + 10);
      const size = zip.readUInt32LE(offset + 20);
      const local = zip.readUInt32LE(offset + 42);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      return method === 8 ? inflateRawSync(data) : data;
    }
    offset = next;
  }
  throw new Error(`${name} absent de l’archive`);
}

async function openMesDonnees(page: Page): Promise<void> {
  await page.goto('/mon-compte');
  await page.getByRole('link', { name: /Mes données personnelles/ }).click();
  await expect(page).toHaveURL(/\/mon-compte\/donnees$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes données personnelles' })).toBeVisible();
}

/** Anne Rousseau past her second factor: a code of her published key, or one of her recovery codes. */
async function signInAnne(page: Page, factor: 'totp' | 'recovery'): Promise<void> {
  await signInMember(page, ANNE);
  const step = page.getByTestId('etape-code');
  await expect(step.getByRole('heading', { name: 'Vérification en deux étapes' })).toBeVisible();
  if (factor === 'totp') {
    await page.getByLabel('Code de vérification').fill(totpCode(QA_TOTP_SECRET));
  } else {
    await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
    await page.getByLabel('Code de secours').fill(QA_RECOVERY_CODE);
  }
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/accueil/, { timeout: 20_000 });
}

async function staffPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInStaff(page, 'ce.conseiller');
  await expect(page).toHaveURL(/\/selectionDossier/, { timeout: 20_000 });
  return page;
}

const staffMenu = (page: Page, name: string) => page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name });

test.describe.serial('RGPD: export, closure of an account and the register (issue 33 §3)', () => {
  test('a member asks for her data, downloads the ZIP once ready, is mailed its link and may not ask again within 24 hours', async ({ page }) => {
    await signInMember(page, CLAIRE);
    await expect(page).toHaveURL(/\/accueil/, { timeout: 20_000 });
    await openMesDonnees(page);
    await expect(page.getByText('Vous n’avez demandé aucun export.')).toBeVisible();

    const since = Date.now();
    const ask = page.getByRole('button', { name: 'Demander mes données' });
    await ask.click();
    await expect(page.getByRole('status').filter({ hasText: 'Votre export est en préparation.' })).toHaveText(
      'Votre export est en préparation. Vous recevrez un e-mail avec le lien de téléchargement, valable 7 jours.',
    );
    const row = page.getByTestId('export');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('En préparation');
    // The page reads the list again every 5 s while an export is being prepared.
    await expect(row).toContainText('Prête — jusqu’au', { timeout: 45_000 });

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Télécharger l’export du / }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = fs.readFileSync(await file.path());
    const json = JSON.parse(zipFile(zip, 'donnees.json').toString('utf8')) as { donnees: Record<string, { titre: string; lignes: unknown[] }> };
    expect(Object.keys(json.donnees)).toEqual(expect.arrayContaining(['compte', 'coordonnees', 'droits', 'rendez-vous', 'journal-connexion']));
    expect(json.donnees.compte.lignes).toEqual([expect.objectContaining({ identifiant: CLAIRE })]);
    expect(json.donnees.coordonnees.lignes).toEqual([expect.objectContaining({ nom: 'Martin', prenom: 'Claire' })]);
    expect(json.donnees['journal-connexion'].lignes.length).toBeGreaterThan(3);
    expect(JSON.stringify(json)).not.toContain(QA_PASSWORD);
    expect(zipFile(zip, 'resume.pdf').subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await ask.click();
    await expect(page.getByTestId('erreur-export')).toHaveText(
      'Un export a déjà été demandé il y a moins de 24 heures : attendez son e-mail ou réessayez demain.',
    );
    await expect(row).toHaveCount(1);

    const text = await waitForMail(CLAIRE, /Télécharger mes données/, since);
    expect(text).toContain('Le lien ci-dessous est valable 7 jours');
    const link = await waitForMailLink(CLAIRE, /\/mon-compte\/donnees\?export=/, since);
    await page.goto(link);
    const linked = page.locator('[data-testid="export"][aria-current="true"]');
    await expect(linked).toHaveCount(1);
    await expect(linked.getByRole('button', { name: /^Télécharger / })).toBeFocused();
  });

  test('Anne Rousseau of the QA data signs in with a code of her published key', async ({ page }) => {
    await signInAnne(page, 'totp');
    await expect(page.getByTestId('selecteur-dossier')).toHaveValue('010004');
  });

  test('a member asks to close her account; staff confirm it from « Demandes RGPD », and she can no longer sign in', async ({ page, browser }) => {
    await signInAnne(page, 'recovery');
    await openMesDonnees(page);
    const confirmation = page.getByLabel('Pour confirmer, saisissez SUPPRIMER');
    const send = page.getByRole('button', { name: 'Demander la clôture de mon compte' });
    await confirmation.fill('EFFACER');
    await send.click();
    await expect(page.locator('#cloture-confirmation-erreur')).toHaveText('Saisissez SUPPRIMER pour confirmer la demande.');
    await expect(confirmation).toBeFocused();

    const since = Date.now();
    await page.getByLabel('Motif (facultatif)').fill('Je cède mon exploitation.');
    await confirmation.fill('SUPPRIMER');
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: 'clôture' })).toHaveText(
      'Votre demande de clôture de compte est transmise au cabinet, qui y répond sous un mois. Vous recevrez un e-mail à chaque étape.',
    );
    const pending = page.getByTestId('demande-en-cours');
    await expect(pending).toContainText('en attente du cabinet');
    await expect(pending).toContainText('Motif indiqué : Je cède mon exploitation.');
    await expect(send).toHaveCount(0);
    await waitForMail(ANNE, /Nous avons bien reçu votre demande de clôture/, since);

    const staff = await staffPage(browser);
    await staffMenu(staff, 'Demandes RGPD').click();
    await expect(staff).toHaveURL(/\/rgpd\/demandes$/);
    await expect(staff.getByRole('heading', { level: 1, name: 'Demandes RGPD' })).toBeVisible();
    const anne = staff.getByTestId('demande').filter({ hasText: ANNE });
    await expect(anne).toContainText('Anne Rousseau');
    await expect(anne).toContainText('Je cède mon exploitation.');
    await expect(anne).toContainText('À traiter');
    const sophie = staff.getByTestId('demande').filter({ hasText: SOPHIE });
    await expect(sophie).toContainText('Sophie Petit');
    await expect(sophie).toContainText('À traiter');

    await anne.getByRole('button', { name: 'Confirmer l’effacement de Anne Rousseau' }).click();
    const dialog = staff.getByTestId('dialogue-confirmation');
    await expect(dialog).toContainText('Cette action est irréversible.');
    await dialog.getByRole('button', { name: 'Confirmer l’effacement' }).click();
    const done = staff.getByTestId('effacement-effectue');
    await expect(done).toContainText('Les données de la personne sont effacées, sauf ce que la loi oblige le cabinet à conserver.');
    const lines = done.getByTestId('resultat-effacement').getByRole('listitem');
    await expect(lines.filter({ hasText: 'Compte : identifiant' })).toHaveText(/: Supprimé — 1 élément$/);
    await expect(lines.filter({ hasText: 'Identité et coordonnées' })).toHaveText(/: Anonymisé — 1 élément$/);
    await expect(lines.filter({ hasText: 'Document unique d’évaluation des risques' })).toHaveText(/: Conservé \(obligation légale\) — aucun élément$/);
    // One line per kind of data, however many modules hold it.
    const kinds = await lines.locator('.rgpd__donnees').allTextContents();
    expect(new Set(kinds).size).toBe(kinds.length);
    await expect(anne).toContainText('Effacement effectué');
    await expect(anne.getByRole('button')).toHaveCount(0);
    await waitForMail(ANNE, /Votre compte .* est clôturé/, since);

    await page.goto('/mon-compte/donnees');
    await expect(page).toHaveURL(/\/connexion/);
    await page.getByLabel('Identifiant').fill(ANNE);
    await page.getByLabel('Mot de passe').fill(QA_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByTestId('erreur-connexion')).toHaveText('Identifiant ou mot de passe incorrect.', { timeout: 20_000 });
  });

  test('staff refuse a closure request with a reason; the person is mailed it', async ({ browser }) => {
    const staff = await staffPage(browser);
    await staff.goto('/rgpd/demandes');
    const sophie = staff.getByTestId('demande').filter({ hasText: SOPHIE });
    await sophie.getByRole('button', { name: 'Refuser la demande de Sophie Petit' }).click();
    const dialog = staff.getByTestId('dialogue-refus');
    const submit = dialog.getByRole('button', { name: 'Refuser la demande' });
    await submit.click();
    await expect(dialog.locator('#motif-refus-erreur')).toHaveText('Indiquez le motif du refus (il est envoyé à la personne).');

    const since = Date.now();
    await dialog.getByLabel('Motif du refus').fill(MOTIF_REFUS);
    await submit.click();
    await expect(dialog).toHaveCount(0);
    await expect(staff.getByRole('status').filter({ hasText: 'refusée' })).toHaveText(
      'La demande est refusée ; la personne en est informée par e-mail avec le motif.',
    );
    await expect(sophie).toContainText('Refusée');
    await expect(sophie).toContainText(`Motif : ${MOTIF_REFUS}`);
    const text = await waitForMail(SOPHIE, /ne peut pas donner suite à votre demande de clôture/, since);
    expect(text).toContain(MOTIF_REFUS);
  });

  test('staff read the register of processing: legal bases and durations', async ({ browser }) => {
    const staff = await staffPage(browser);
    await staffMenu(staff, 'Registre RGPD').click();
    await expect(staff).toHaveURL(/\/rgpd\/registre$/);
    await expect(staff.getByRole('heading', { level: 1, name: 'Registre des traitements' })).toBeVisible();
    const duer = staff.getByTestId('traitement').filter({ hasText: 'L4121-3-1' });
    await expect(duer).toHaveCount(1);
    await expect(duer).toContainText('Obligation légale (Code du travail art. L4121-3-1 et R4121-4)');
    await expect(duer).toContainText('40 ans');
    await expect(duer).toContainText('Conservé (obligation légale)');
    expect(await staff.getByTestId('traitement').count()).toBeGreaterThan(5);
  });
});
