import { expect, type Page } from '@playwright/test';
import { DUER } from '../seeds/ids';
import { test } from './csp';
import { signInStaff } from './support';

/**
 * The prior audit (spec 03 §2.7) of 010001's 2026 DUER, half answered by the QA set (seeds/duer-audit.ts): the
 * adviser ce.conseiller answers (Oui, Non applicable, a remark), adds a question, saves, reloads and finds it all kept.
 */
async function adviserOn010001(page: Page): Promise<void> {
  await signInStaff(page, 'ce.conseiller');
  await expect(page).toHaveURL(/\/selectionDossier/, { timeout: 20_000 });
  await page.getByTestId('choisir-dossier-010001').click();
  await expect(page).toHaveURL(/\/accueil/);
}

const ISOLE = 'Une personne est-elle informée des horaires et du lieu de travail du salarié isolé ?';
const CONSIGNES = 'Les consignes en cas d’accident sont-elles connues de tous, y compris des saisonniers ?';
const EXTINCTEURS = 'Les extincteurs sont-ils vérifiés chaque année et accessibles ?';
const NOUVELLE = 'Les sécateurs électriques sont-ils rangés hors de portée pendant les pauses ?';

const ligne = (page: Page, libelle: string) => page.locator('tr', { hasText: libelle });
const reponse = (page: Page, libelle: string, choix: 'Oui' | 'Non' = 'Oui') =>
  page.getByRole('group', { name: `Réponse à « ${libelle} »` }).getByRole('radio', { name: choix, exact: true });

test('the adviser answers the 2026 audit, adds a question, saves, and finds the answers after a reload', async ({ page }) => {
  await adviserOn010001(page);
  await page.goto(`/outils/duer/audit/${DUER.agri2026}/questions/types/99`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit préalable' })).toBeVisible();
  await expect(page.getByText('Organisation de la prévention', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour au DUER 2026' })).toHaveAttribute('href', `/outils/duer/${DUER.agri2026}`);

  // Oui, Non applicable (which forces Non and locks the choice), and a remark. Unanswered is neither Oui nor Non.
  await expect(reponse(page, ISOLE)).not.toBeChecked();
  await expect(reponse(page, ISOLE, 'Non')).not.toBeChecked();
  await expect(ligne(page, ISOLE).getByText('Non renseigné')).toBeVisible();
  await reponse(page, ISOLE).check();
  await expect(reponse(page, ISOLE)).toBeChecked();
  await expect(ligne(page, ISOLE).getByText('Non renseigné')).toBeHidden();
  await ligne(page, CONSIGNES).getByLabel('Non applicable').check();
  await expect(reponse(page, CONSIGNES)).toBeDisabled();
  await page.getByLabel(`Remarques sur « ${EXTINCTEURS} »`).fill('Contrat de vérification signé avec le prestataire, visite en mars.');
  await expect(page.getByTestId('modifications-en-attente')).toBeVisible();

  // Adding a question saves the pending answers first, then adds it last of its category.
  await page.getByRole('button', { name: 'Ajouter une catégorie ou une question' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Que voulez-vous ajouter ?')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Une question' }).click();
  await expect(dialog.getByRole('option', { name: 'Équipements de travail' })).toBeAttached();
  await dialog.getByLabel('Catégorie').selectOption({ label: 'Équipements de travail' });
  await dialog.getByLabel('Texte de la question').fill(NOUVELLE);
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(ligne(page, NOUVELLE)).toBeVisible();
  await expect(page.getByTestId('modifications-en-attente')).toBeHidden();

  await reponse(page, NOUVELLE).check();
  await page.getByRole('button', { name: 'Enregistrer l’audit' }).click();
  await expect(page.getByText('L’audit a été enregistré.')).toBeVisible();
  await expect(page.getByTestId('modifications-en-attente')).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit préalable' })).toBeVisible();
  await expect(reponse(page, ISOLE)).toBeChecked();
  await expect(ligne(page, CONSIGNES).getByLabel('Non applicable')).toBeChecked();
  await expect(reponse(page, CONSIGNES)).not.toBeChecked();
  await expect(reponse(page, CONSIGNES, 'Non')).toBeChecked();
  await expect(page.getByLabel(`Remarques sur « ${EXTINCTEURS} »`)).toHaveValue('Contrat de vérification signé avec le prestataire, visite en mars.');
  await expect(reponse(page, NOUVELLE)).toBeChecked();
});
