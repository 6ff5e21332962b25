import { expect, type Page } from '@playwright/test';
import { DUER } from '../seeds/ids';
import { test } from './csp';
import { signInOnDossier, signInStaff } from './support';

/**
 * DUER printing and sealed versions (issue 13) on the QA set: the gérant of 010001 prints the 2026 DUER (in progress,
 * some risks not rated) as temporary, follows the real progress and opens the PDF; a definitive print is refused to
 * him while risks are incomplete. The adviser, exempt, prints the finished 2025 DUER definitively (2026 stays in
 * progress for the other specs), finds it in Versions with its hash and compares it with the seeded version 1.
 */
const GERANT = 'gerant.multi@exemple.fr';
const dialog = (page: Page) => page.getByTestId('dialogue-impression');

async function adviserOn010001(page: Page): Promise<void> {
  await signInStaff(page, 'ce.conseiller');
  await expect(page).toHaveURL(/\/selectionDossier/, { timeout: 20_000 });
  await page.getByTestId('choisir-dossier-010001').click();
  await expect(page).toHaveURL(/\/accueil/);
}

/** The href answers the PDF itself (the session's cookies). */
async function expectPdf(page: Page, href: string | null): Promise<void> {
  expect(href).toBeTruthy();
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
}

async function waitForTheEnd(page: Page): Promise<void> {
  const bar = dialog(page).getByRole('progressbar', { name: 'Progression de l’impression' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  await expect(dialog(page).getByTestId('etape-impression')).toHaveText('Terminé - 100 %');
}

test('the gérant prints the 2026 DUER as temporary with the real progress, opens the PDF and finds it in the recent prints', async ({ page }) => {
  test.setTimeout(120_000);
  await signInOnDossier(page, GERANT, '010001');
  await page.goto(`/outils/duer/${DUER.agri2026}`);
  await expect(page.getByRole('heading', { name: 'Duer 2026' })).toBeVisible();

  await page.getByRole('button', { name: 'Imprimer', exact: true }).click();
  await dialog(page).getByRole('radio', { name: 'DUER complet provisoire' }).check();
  await dialog(page).getByRole('button', { name: 'Lancer l’impression' }).click();
  await waitForTheEnd(page);
  const open = dialog(page).getByRole('link', { name: 'Ouvrir le PDF' });
  await expectPdf(page, await open.getAttribute('href'));
  await dialog(page).getByRole('button', { name: 'Fermer' }).click();

  const recent = page.getByTestId('impression-recente').first();
  await expect(recent).toContainText('DUER complet');
  await expect(recent).toContainText('Provisoire');
  await expect(recent).toContainText('Terminé - 100 %');
  await expect(recent).toContainText(/\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/);
  await expectPdf(page, await recent.getByRole('link', { name: 'Ouvrir le PDF' }).getAttribute('href'));

  // Not every risk of 2026 is rated: the definitive print is refused to a member, in the error modal.
  await page.getByRole('button', { name: 'Imprimer', exact: true }).click();
  await dialog(page).getByRole('radio', { name: 'DUER complet définitif' }).check();
  await dialog(page).getByRole('button', { name: 'Continuer' }).click();
  await dialog(page).getByRole('button', { name: 'Imprimer en définitif' }).click();
  await expect(page.getByTestId('dialogue-erreur')).toContainText("Tous les risques n'ont pas été complétés");
});

test('the adviser prints 2025 definitively, finds the sealed version with its hash and compares it with version 1', async ({ page }) => {
  test.setTimeout(120_000);
  await adviserOn010001(page);
  await page.goto(`/outils/duer/${DUER.agri2025}`);
  await expect(page.getByRole('heading', { name: 'Duer 2025' })).toBeVisible();

  await page.getByRole('button', { name: 'Imprimer', exact: true }).click();
  await dialog(page).getByRole('radio', { name: 'DUER complet définitif' }).check();
  await expect(dialog(page)).toContainText('conservée 40 ans');
  await dialog(page).getByRole('button', { name: 'Continuer' }).click();
  await dialog(page).getByRole('button', { name: 'Imprimer en définitif' }).click();
  await waitForTheEnd(page);
  await dialog(page).getByRole('link', { name: 'Voir les versions' }).click();

  await expect(page).toHaveURL(new RegExp(`/outils/duer/${DUER.agri2025}/versions$`));
  await expect(page.getByRole('heading', { name: 'Versions définitives' })).toBeVisible();
  const rows = page.getByTestId('version');
  await expect(rows.nth(1)).toBeVisible();
  const newest = rows.first();
  await expect(newest).toContainText('Collaborateur');
  await expect(newest).toContainText(/\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/);
  await expect(newest.getByTestId('sha256')).toHaveAttribute('title', /^[0-9a-f]{64}$/);
  await expectPdf(page, await newest.getByRole('link', { name: 'Télécharger' }).getAttribute('href'));

  const count = await rows.count();
  const newestNumber = Number(await newest.getByRole('cell').nth(1).textContent());
  expect(newestNumber).toBe(count);
  await page.getByRole('checkbox', { name: `Choisir la version n° ${newestNumber} pour la comparaison` }).check();
  await page.getByRole('checkbox', { name: 'Choisir la version n° 1 pour la comparaison' }).check();
  await page.getByRole('button', { name: 'Comparer' }).click();
  const comparison = page.getByTestId('comparaison');
  await expect(comparison).toContainText(`De la version n° 1`);
  for (const section of ['Risques ajoutés', 'Risques retirés', 'Risques recotés', 'Mesures modifiées']) {
    await expect(comparison.getByRole('heading', { name: new RegExp(`^${section} \\(\\d+\\)$`) })).toBeVisible();
  }
});
