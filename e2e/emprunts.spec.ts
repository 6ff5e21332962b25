import { expect, type Page } from '@playwright/test';
import { computeEcheancier, type EcheancierInput } from '../packages/contracts/src/emprunts/echeancier';
import { seededEmprunts } from '../seeds/emprunts-data';
import { test } from './csp';
import { signInOnDossier } from './support';

/** Loan simulator (issue 10) on 010001, seeded with three loans (seeds/emprunts.ts). */
const GERANT = 'gerant.multi@exemple.fr';
const euros = (v: number) =>
  new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(v)
    .replace(/[\u00a0\u202f]/g, ' ')
    .concat(' €');
const cents = (values: number[]) => Math.round(values.reduce((a, b) => a + Math.round(b * 100), 0)) / 100;

const rowOf = (page: Page, libelle: string) => page.getByTestId('emprunt').filter({ hasText: libelle });

async function fill(page: Page, input: EcheancierInput & { libelle: string }) {
  await page.getByLabel('Libellé').fill(input.libelle);
  await page.getByLabel('Montant emprunté (€)').fill(String(input.valeurEntree));
  await page.getByLabel('Taux annuel (%)').fill(String(input.taux));
  await page.getByLabel('Périodicité').selectOption(input.periodicite);
  await page.getByLabel('Mode de remboursement').selectOption(input.modeRemboursement);
  await page.getByLabel('Nombre de périodes').fill(String(input.nombrePeriodes));
  await page.getByLabel('Date de début').fill(input.exerciceDateDebut);
}

test('create, edit and delete a loan; read its schedule, the yearly totals and the chart bars', async ({ page }) => {
  const year = new Date().getFullYear();
  const libelle = `Pressoir e2e ${Date.now()}`;
  const loan: EcheancierInput & { libelle: string } = {
    libelle,
    valeurEntree: 100_000,
    taux: 3,
    periodicite: 'Mensuelle',
    modeRemboursement: 'ANC',
    nombrePeriodes: 100,
    exerciceDateDebut: `${year}-01-01`,
  };
  await signInOnDossier(page, GERANT, '010001');
  await page.goto('/outils/simulateur-emprunt');
  await expect(page.getByRole('heading', { name: 'Simulateur d’emprunt', level: 1 })).toBeVisible();
  const seeded = seededEmprunts('010001');
  for (const s of seeded) await expect(rowOf(page, s.libelle)).toBeVisible();
  await expect(page.getByTestId('graphique-emprunts').locator('.recharts-bar-rectangle').first()).toBeVisible();

  // The form's checks, in the spec's order, in the app's dialog.
  await page.getByRole('link', { name: 'Nouvelle Simulation' }).click();
  await expect(page).toHaveURL(/\/outils\/ajout-edit-emprunt$/);
  await page.getByRole('button', { name: 'Enregistrer la simulation' }).click();
  await expect(page.getByTestId('dialogue-emprunt')).toContainText('Merci de renseigner un libellé.');
  await page.getByTestId('dialogue-emprunt').getByRole('button', { name: 'Fermer' }).click();
  await page.getByLabel('Libellé').fill(libelle);
  await page.getByRole('button', { name: 'Enregistrer la simulation' }).click();
  await expect(page.getByTestId('dialogue-emprunt')).toContainText('Merci de renseigner un montant.');
  await page.getByTestId('dialogue-emprunt').getByRole('button', { name: 'Fermer' }).click();

  // Live preview from the shared function: 100 000 € at 3 % over 100 months → 1 131,45 €.
  await fill(page, loan);
  await expect(page.getByTestId('apercu-echeance')).toHaveText('1 131,45 €');
  const expected = computeEcheancier(loan, new Date());
  const preview = page.getByTestId('apercu-tableau');
  await expect(preview.locator('thead th').nth(1)).toHaveText(String(year));
  await expect(page.getByTestId('apercu-tableau-interets').locator('td').first()).toHaveText(euros(expected.echeances[0]!.interets));
  await expect(page.getByTestId('apercu-tableau-amortissement').locator('td').nth(1)).toHaveText(euros(expected.echeances[1]!.amortissement));
  await page.getByRole('button', { name: 'Enregistrer la simulation' }).click();

  await expect(page).toHaveURL(/\/outils\/simulateur-emprunt$/);
  const row = rowOf(page, libelle);
  await expect(row).toContainText('100 000,00 €');
  await expect(row).toContainText('3,00 %');
  await expect(row).toContainText('Annuité constante');
  await expect(row).toContainText('1 131,45 €');
  await expect(row).toContainText('100 mois');
  // Yearly totals of every loan of the dossier, first column = this year.
  const all = [...seeded.map(({ id: _i, codeDossier: _c, libelle: _l, ...input }) => computeEcheancier(input, new Date())), expected];
  await expect(page.getByTestId('echeancier-total-annuite').locator('td').first()).toHaveText(euros(cents(all.map((e) => e.echeances[0]!.annuite))));
  await expect(page.getByTestId('echeancier-total-interets').locator('td').first()).toHaveText(euros(cents(all.map((e) => e.echeances[0]!.interets))));
  const bars = page.getByTestId('graphique-emprunts').locator('.recharts-bar-rectangle');
  await expect(bars.first()).toBeVisible();
  expect(await bars.count()).toBeGreaterThanOrEqual(10);

  // Edit: the duration comes back as periods; switch to quarterly, 40 periods, and a rate typed the French way (issue 29:
  // a number field read '0,5' as 5 %).
  await row.getByRole('link', { name: `Modifier ${libelle}` }).click();
  await expect(page).toHaveURL(/\/outils\/ajout-edit-emprunt\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Nombre de périodes')).toHaveValue('100');
  await expect(page.getByLabel('Libellé')).toHaveValue(libelle);
  await expect(page.getByLabel('Taux annuel (%)')).toHaveValue('3');
  const edited = { ...loan, periodicite: 'Trimestrielle' as const, nombrePeriodes: 40, taux: 0.5 };
  await page.getByLabel('Périodicité').selectOption('Trimestrielle');
  await page.getByLabel('Nombre de périodes').fill('40');
  await page.getByLabel('Taux annuel (%)').clear();
  await page.getByLabel('Taux annuel (%)').pressSequentially('0,5');
  const quarterly = computeEcheancier(edited, new Date());
  await expect(page.getByTestId('apercu-echeance')).toHaveText(euros(quarterly.echeance));
  await page.getByRole('button', { name: 'Modifier la simulation' }).click();
  await expect(page).toHaveURL(/\/outils\/simulateur-emprunt$/);
  await expect(rowOf(page, libelle)).toContainText('Trimestrielle');
  await expect(rowOf(page, libelle)).toContainText('0,50 %');
  await expect(rowOf(page, libelle)).toContainText('120 mois (10 ans)');
  await expect(rowOf(page, libelle)).toContainText(euros(quarterly.echeance));
  await rowOf(page, libelle)
    .getByRole('link', { name: `Modifier ${libelle}` })
    .click();
  await expect(page.getByLabel('Nombre de périodes')).toHaveValue('40');
  await page.goBack();

  // Delete with confirmation.
  await rowOf(page, libelle)
    .getByRole('button', { name: `Supprimer ${libelle}` })
    .click();
  const confirm = page.getByTestId('dialogue-confirmation');
  await expect(confirm).toContainText(libelle);
  await confirm.getByRole('button', { name: 'Supprimer la simulation' }).click();
  await expect(rowOf(page, libelle)).toHaveCount(0);
  await expect(page.getByText('La simulation a été supprimée.')).toBeVisible();
  for (const s of seeded) await expect(rowOf(page, s.libelle)).toBeVisible();
});
