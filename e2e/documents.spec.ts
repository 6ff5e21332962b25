import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './csp';
import { waitForMail } from './mail-outbox';
import { samplePdf, samplePng, signInMember, signInOnDossier, signInStaff, zipEntries } from './support';

/**
 * Document store (issue 9) on the QA store seeded with real PDFs (seeds/ged.ts): 010001 has Fiscal
 * (Bilan 2025, Liasse fiscale 2025), Factures 2025/2026, Social > Paies août–octobre 2026 (two
 * employees), the waiting folder; 'amortissement' is only inside the balance sheet's text.
 */
const GERANT = 'gerant.multi@exemple.fr';
const ADVISER = 'julie.bernard@cabinet.exemple.fr';

const tree = (page: Page) => page.getByRole('navigation', { name: 'Dossiers de documents' });
const rows = (page: Page) => page.getByTestId('ged-document');

test('a manager browses the folders: fiscal documents, invoices with their tabs, payslips, the list layout at 390 px', async ({ page }) => {
  await signInOnDossier(page, GERANT, '010001');
  await page.getByRole('link', { name: 'Mes documents' }).first().click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole('heading', { name: 'Mes documents', level: 1 })).toBeVisible();
  for (const name of ['Documents en attente', 'Factures', 'Fiscal', 'Juridique', 'Social'])
    await expect(tree(page).getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();

  await tree(page)
    .getByRole('link', { name: /^Fiscal/ })
    .click();
  await expect(page).toHaveURL(/\/documents\/fiscal$/);
  await expect(page.getByRole('heading', { name: 'Fiscal', level: 2 })).toBeVisible();
  const bilan = rows(page).filter({ hasText: 'Bilan 2025.pdf' });
  await expect(bilan.getByRole('cell').first()).toHaveText('18/04/2026');
  await expect(bilan.getByRole('cell').nth(2)).toHaveText('2025');
  await expect(bilan.getByRole('cell').nth(3)).toHaveText(/^\d+ Ko$/);

  await tree(page)
    .getByRole('link', { name: /^Factures/ })
    .click();
  await expect(page.getByTestId('ged-facture').first()).toBeVisible();
  const all = await page.getByTestId('ged-facture').count();
  await expect(page.getByTestId('ged-facture').first().getByRole('cell').nth(3)).toHaveText(/^\d{1,3}( \d{3})*,\d{2} €$/);
  await page.getByTestId('onglets-type-facture').getByRole('button', { name: 'Immobilisations' }).click();
  await expect(page.getByTestId('ged-facture')).not.toHaveCount(all);
  await page.getByTestId('onglets-annee').getByRole('button', { name: '2025' }).click();
  await expect(page.getByTestId('onglets-annee').getByRole('button', { name: '2025' })).toHaveAttribute('aria-pressed', 'true');

  await tree(page)
    .getByRole('link', { name: /^Social/ })
    .click();
  await tree(page)
    .getByRole('link', { name: /^Paies octobre 2026/ })
    .click();
  await expect(page).toHaveURL(/\/documents\/social\/paies_2026_10$/);
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Tout télécharger (zip)' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Paies octobre 2026' }).getByRole('listitem')).toHaveCount(2);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a search finds a document by a word found only inside its PDF; two letters search nothing', async ({ page }) => {
  await signInOnDossier(page, GERANT, '010001');
  await page.goto('/documents');
  const box = page.getByLabel('Rechercher un document');
  await box.fill('AM');
  await expect(page.getByTestId('recherche-trop-courte')).toHaveText('Veuillez saisir au moins 3 caractères');
  await box.fill('Amortissement');
  await expect(box).toHaveValue('amortissement');
  await expect(rows(page).filter({ hasText: 'Bilan 2025.pdf' })).toBeVisible({ timeout: 15_000 });
  await expect(rows(page).filter({ hasText: 'Liasse fiscale 2025.pdf' })).toHaveCount(0);
  await box.fill('introuvablexyz');
  await expect(page.getByText('Aucun document trouvé :-(')).toBeVisible();
});

test('the viewer shows the pages of a PDF rendered by the server, with page count, next page and download', async ({ page }) => {
  await signInOnDossier(page, GERANT, '010001');
  await page.goto('/documents/fiscal');
  await page.getByRole('button', { name: 'Voir Bilan 2025.pdf' }).click();
  const dialog = page.getByTestId('dialogue-visionneuse');
  await expect(dialog.getByRole('heading', { name: 'Bilan 2025.pdf' })).toBeVisible();
  // The worker renders the previews after the seed: 'Aperçu en préparation' until then.
  await expect(dialog.getByTestId('visionneuse-page')).toHaveText('Page 1 sur 2', { timeout: 45_000 });
  const image = dialog.getByTestId('visionneuse-image');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(100);
  await dialog.getByRole('button', { name: 'Page suivante' }).click();
  await expect(dialog.getByTestId('visionneuse-page')).toHaveText('Page 2 sur 2');
  await expect(image).toHaveAttribute('src', /\/preview\/[0-9a-f-]+\/2$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(100);
  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Télécharger' }).click();
  expect(
    fs
      .readFileSync(await (await download).path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Voir Bilan 2025.pdf' })).toBeFocused();
});

test('a manager uploads three files one at a time with a real progress bar; the advisers get a mail and the history lists them', async ({ page }) => {
  await signInOnDossier(page, GERANT, '010001');
  const since = Date.now();
  await page.goto('/documents');
  await page.getByTestId('lien-deposer').click();
  await expect(page).toHaveURL(/\/ged\/ajout-document$/);
  await page.getByTestId('depot-choix-document').click();
  await expect(page.getByRole('heading', { name: 'Déposer un document', level: 1 })).toBeVisible();

  const picker = page.getByLabel('Fichiers à déposer');
  await picker.setInputFiles([
    { name: 'Contrat fermage 2026.pdf', mimeType: 'application/pdf', buffer: samplePdf('Contrat de fermage', 6 * 1024 * 1024) },
    { name: 'Plan parcellaire.png', mimeType: 'image/png', buffer: samplePng() },
    { name: 'Attestation MSA.pdf', mimeType: 'application/pdf', buffer: samplePdf('Attestation MSA') },
  ]);
  await picker.setInputFiles([{ name: 'vide.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) }]);
  await expect(page.getByTestId('depot-alerte')).toHaveText('Le fichier vide.pdf est vide, merci de sélectionner un fichier valide.');
  await expect(page.getByTestId('depot-fichier')).toHaveCount(3);
  await page.getByLabel('Ajouter un commentaire pour mes conseillers').check();
  await page.getByLabel('Commentaire (facultatif)').fill('Pièces pour le dossier de fermage');

  // Slow the upload down so the progress of the big file is seen between 0 and 100.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 2 * 1024 * 1024 });
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('progress')) seen.push(Number((bar as HTMLProgressElement).value));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
  });
  await page.getByTestId('depot-envoyer').click();
  await expect(page.getByTestId('depot-progression')).toBeVisible();
  const result = page.getByTestId('dialogue-envoi-succes');
  await expect(result).toContainText('3 documents envoyés.', { timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  expect(
    seen.some((v) => v > 0 && v < 100),
    `progression vue : ${seen.join(', ')}`,
  ).toBe(true);
  await expect(page.getByTestId('depot-fichier')).toHaveCount(0);
  await result.getByRole('button', { name: 'OK' }).click();

  const mail = await waitForMail(ADVISER, /a déposé 3 fichier/, since);
  expect(mail).toContain('EARL des Coteaux de Vertus (010001)');
  expect(mail).toContain('Pièces pour le dossier de fermage');

  await page.goto('/ged/historique');
  for (const name of ['Contrat fermage 2026.pdf', 'Plan parcellaire.png', 'Attestation MSA.pdf'])
    await expect(page.getByTestId('historique-envoi').filter({ hasText: name })).toBeVisible();
  await page.getByTestId('onglets-historique').getByRole('button', { name: 'Factures' }).click();
  await expect(page.getByTestId('historique-envoi').filter({ hasText: 'Contrat fermage 2026.pdf' })).toHaveCount(0);

  await page.goto('/documents/attente');
  await expect(rows(page).filter({ hasText: 'Plan parcellaire.png' })).toBeVisible();
});

test('the payslip folder downloads every payslip of the month as one zip', async ({ page }) => {
  await signInOnDossier(page, GERANT, '010001');
  await page.goto('/documents/social/paies_2026_10');
  await expect(rows(page)).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Tout télécharger (zip)' }).click();
  const zip = fs.readFileSync(await (await download).path());
  const entries = zipEntries(zip);
  expect(entries.map((e) => e.name).sort()).toEqual(['Bulletin octobre 2026 - matricule 0001.pdf', 'Bulletin octobre 2026 - matricule 0002.pdf']);
  for (const entry of entries) expect(entry.size).toBeGreaterThan(500);
});

test('associe@exemple.fr (Comptable on 010004) sees the fiscal folders and no payslip, by any way', async ({ page }) => {
  await signInMember(page, 'associe@exemple.fr');
  await expect(page).toHaveURL(/\/accueil/, { timeout: 20_000 });
  await page.goto('/documents');
  await expect(tree(page).getByRole('link', { name: /^Fiscal/ })).toBeVisible();
  await expect(tree(page).getByRole('link', { name: /^Factures/ })).toBeVisible();
  await expect(tree(page)).not.toContainText('Social');
  await expect(tree(page)).not.toContainText('Paies');

  await tree(page)
    .getByRole('link', { name: /^Fiscal/ })
    .click();
  await expect(rows(page).filter({ hasText: 'Bilan 2025.pdf' })).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Liasse fiscale 2025.pdf' })).toBeVisible();

  await page.goto('/documents');
  // 'Charpentier' is an employee of 010004, only inside the payslips.
  await page.getByLabel('Rechercher un document').fill('charpentier');
  await expect(page.getByText('Aucun document trouvé :-(')).toBeVisible({ timeout: 15_000 });

  await page.goto('/documents/social/paies_2026_10');
  await expect(page.getByTestId('liste-vide')).toContainText('ne vous est pas accessible');
  const zip = await page.request.get('/api/documents/ged/paies/download/010004/2026/10');
  expect(zip.status()).toBe(403);
  const list = await page.request.get('/api/documents/ged/paies/010004/2026/10');
  expect(list.status()).toBe(403);
});

test('an administrateur_cder opens the board workspaces from the header icon, previews and downloads a board minute', async ({ page }) => {
  await signInOnDossier(page, GERANT, '010001');
  await page.getByTestId('lien-conseil-administration').click();
  await expect(page).toHaveURL(/\/ged-administration$/);
  await page.getByRole('navigation', { name: 'Espaces du conseil d’administration' }).getByRole('link', { name: '2026' }).click();
  await expect(page).toHaveURL(/\/ged-administration\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: '2026', level: 2 })).toBeVisible();
  const minute = rows(page).filter({ hasText: 'PV CA 15-09-2026.pdf' });
  // Board minutes belong to no dossier: their pages come from the board's own preview route, in the same viewer.
  await minute.getByRole('button', { name: 'Voir PV CA 15-09-2026.pdf' }).click();
  const viewer = page.getByTestId('dialogue-visionneuse');
  await expect(viewer.getByTestId('visionneuse-page')).toHaveText(/^Page 1 sur \d+$/, { timeout: 45_000 });
  const image = viewer.getByTestId('visionneuse-image');
  await expect(image).toHaveAttribute('src', /\/administration\/documents\/preview\/[0-9a-f-]+\/1$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(100);
  await viewer.getByRole('button', { name: 'Fermer' }).click();
  const download = page.waitForEvent('download');
  await minute.getByRole('link', { name: 'Télécharger PV CA 15-09-2026.pdf' }).click();
  expect(
    fs
      .readFileSync(await (await download).path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // Without administrateur_cder: no icon, and the api refuses the workspaces.
  await page.context().clearCookies();
  await signInMember(page, 'associe@exemple.fr');
  await expect(page).toHaveURL(/\/accueil/, { timeout: 20_000 });
  await expect(page.getByTestId('lien-conseil-administration')).toHaveCount(0);
  expect((await page.request.get('/api/documents/ged/administration/documents/tree')).status()).toBe(403);
});

test('the home box lists recent documents and invoices; /ged-view opens a document in the portal’s viewer', async ({ page }) => {
  await signInOnDossier(page, GERANT, '010001');
  const box = page.getByTestId('accueil-documents');
  await expect(box.getByTestId('accueil-documents-recents').getByRole('listitem')).toHaveCount(5);
  await expect(box.getByTestId('accueil-factures-recentes').getByRole('listitem')).toHaveCount(5);
  const first = box.getByTestId('accueil-documents-recents').getByRole('link').first();
  const name = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/ged-view\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('visionneuse-page')).toHaveText(/^Page 1 sur \d+$/, { timeout: 45_000 });
  await page.getByRole('link', { name: /^Ouvrir le dossier / }).click();
  await expect(page).toHaveURL(/\/documents\/[a-z0-9_/]+$/);
  await expect(rows(page).filter({ hasText: name })).toBeVisible();
});

test('a collaborator working on 010001 uploads a document for the client', async ({ page }) => {
  await signInStaff(page, 'ce.conseiller');
  await expect(page).toHaveURL(/\/selectionDossier/, { timeout: 20_000 });
  await page.getByTestId('choisir-dossier-010001').click();
  await expect(page).toHaveURL(/\/accueil/);
  await page.goto('/documents/ajout-document?type=document');
  await page
    .getByLabel('Fichiers à déposer')
    .setInputFiles([{ name: 'Compte rendu visite.pdf', mimeType: 'application/pdf', buffer: samplePdf('Compte rendu de visite') }]);
  await page.getByTestId('depot-envoyer').click();
  await expect(page.getByTestId('dialogue-envoi-succes')).toContainText('1 document envoyé.');
  await page.getByRole('button', { name: 'OK' }).click();
  await page.goto('/documents/attente');
  await expect(rows(page).filter({ hasText: 'Compte rendu visite.pdf' })).toBeVisible();
});
