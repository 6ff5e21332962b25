import { expect, type Page } from '@playwright/test';

export const QA_PASSWORD = 'Portail-QA-2026!';

export async function signInMember(page: Page, login: string, path = '/app'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/connexion/);
  await page.getByLabel('Identifiant').fill(login);
  await page.getByLabel('Mot de passe').fill(QA_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

export async function signInStaff(page: Page, login: string): Promise<void> {
  await page.goto('/app');
  await expect(page).toHaveURL(/\/connexion/);
  await page.getByRole('button', { name: 'Connexion collaborateur' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion collaborateur' })).toBeVisible();
  await page.getByLabel('Login AD').fill(login);
  await page.getByLabel('Mot de passe').fill(QA_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}
