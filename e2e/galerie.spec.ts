import { expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import sharp from 'sharp';
import { test } from './csp';
import { signInOnDossier, signInStaff } from './support';

/**
 * The One Day gallery (issue 14): a member moves through the photos with the keyboard and downloads one; a collaborator
 * adds a photo from the Contenus screen, moves it first, sees it in the gallery and deletes it. QA photos: seeds/galerie.ts.
 */
const counter = (page: Page) => page.getByRole('dialog').locator('.yarl__counter');
const thumbnails = (page: Page) => page.getByTestId('galerie-grille').getByRole('button');

test('a member opens a photo, moves through the gallery with the keyboard, downloads one and closes', async ({ page }) => {
  await signInOnDossier(page, 'gerant.multi@exemple.fr', '010001');
  await page.getByRole('link', { name: 'One Day - Photos' }).first().click();
  await expect(page).toHaveURL(/\/oneday\/galerie$/);
  await expect(page.getByRole('heading', { level: 1, name: 'One Day - Galerie Photos' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('retirée ou floutée');
  await expect(page.getByRole('link', { name: '← Retour à l’accueil' })).toHaveAttribute('href', '/accueil');
  await expect(thumbnails(page)).toHaveCount(70);
  const total = 70;
  const first = page.getByTestId('galerie-grille').getByRole('img').first();
  await expect(first).toHaveAttribute('loading', 'lazy');
  await expect(first).toHaveAttribute('alt', /.{10,}/);
  // The thumbnail is the server's 400 px version, loaded.
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);

  await thumbnails(page).first().click();
  const dialog = page.getByRole('dialog', { name: 'Visionneuse de photos' });
  await expect(dialog).toBeVisible();
  await expect(counter(page)).toHaveText(`1 / ${total}`);
  // Only the open photo and its neighbours are in the page.
  await expect(dialog.locator('img.yarl__slide_image')).toHaveCount(3);

  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(`2 / ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(`3 / ${total}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText(`2 / ${total}`);
  const current = dialog.locator('.yarl__slide_current img.yarl__slide_image');
  await expect(current).toHaveAttribute('src', /\/api\/oneday\/photos\/6f000000-0000-4000-8000-000000000002\/grande$/);
  await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await dialog.getByRole('button', { name: 'Photo précédente' }).click();
  await expect(counter(page)).toHaveText(`1 / ${total}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText(`${total} / ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(`1 / ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(`2 / ${total}`);

  // Swipe: a drag to the left shows the next photo, to the right the previous one.
  const box = (await dialog.boundingBox())!;
  const drag = async (dx: number) => {
    // The lightbox ignores a swipe while the previous slide change is still animating (its counter changes first), and
    // counts one measured from where the gesture started (30 px in) only past 30 % of its width or under 500 ms: half
    // the width passes whatever the machine's speed.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + dx / 2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
  };
  await drag(-box.width / 2);
  await expect(counter(page)).toHaveText(`3 / ${total}`);
  await drag(box.width / 2);
  await expect(counter(page)).toHaveText(`2 / ${total}`);

  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Télécharger la photo' }).click()]);
  expect(download.suggestedFilename()).toBe('one-day-02.jpg');
  const bytes = fs.readFileSync((await download.path())!);
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus goes back to the thumbnail of the photo last shown.
  await expect(thumbnails(page).nth(1)).toBeFocused();
});

test('a photo that cannot be loaded says so in the lightbox', async ({ page }) => {
  await signInOnDossier(page, 'associe@exemple.fr', '010004');
  await page.route('**/api/oneday/photos/*/grande', (route) => route.abort());
  await page.goto('/oneday/galerie');
  await thumbnails(page).nth(4).click();
  await expect(counter(page)).toHaveText('5 / 70');
  await expect(page.getByRole('dialog').locator('.yarl__slide_current')).toContainText('Failed to load');
});

test('a collaborator adds a photo from Contenus, moves it first, sees it in the gallery and deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  const titre = `Photo e2e ${Date.now()}`;
  const photo = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#6a994e' } })
    .composite([{ input: Buffer.from('<svg width="1800" height="1200"><circle cx="600" cy="500" r="300" fill="#f2e8cf"/></svg>') }])
    .png()
    .toBuffer();
  await signInStaff(page, 'ce.conseiller');
  await expect(page).toHaveURL(/\/selectionDossier/, { timeout: 20_000 });
  await page.getByRole('link', { name: 'Contenus' }).first().click();
  await expect(page).toHaveURL(/\/contenus$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contenus' })).toBeVisible();
  await page.getByRole('tab', { name: 'Galerie One Day' }).click();
  await expect(page.getByRole('tab', { name: 'Galerie One Day' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/contenus\?section=photos$/);
  const table = page.getByTestId('contenus-photos');
  await expect(table.getByRole('row')).toHaveCount(71);

  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const dialog = page.getByTestId('dialogue-contenu');
  await dialog.getByRole('button', { name: 'Ajouter le contenu' }).click();
  await expect(dialog.getByText('Ce champ est obligatoire.')).toHaveCount(2);
  await dialog.getByLabel('Photo (JPEG, PNG ou WebP, 15 Mo au plus) *').setInputFiles({ name: 'vendanges.png', mimeType: 'image/png', buffer: photo });
  await expect(dialog.getByTestId('apercu-fichier')).toBeVisible();
  await dialog.getByLabel('Titre (texte alternatif) *').fill(titre);
  await dialog.getByRole('button', { name: 'Ajouter le contenu' }).click();
  await expect(page.getByText('Le contenu a été ajouté.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: titre });
  await expect(row).toContainText('vendanges.png');
  await expect(row).toContainText('1800 × 1200');

  await row.getByRole('button', { name: `Modifier « ${titre} »` }).click();
  await expect(dialog.getByLabel('Titre (texte alternatif) *')).toHaveValue(titre);
  await dialog.getByLabel('Ordre').fill('1');
  await dialog.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('Le contenu a été modifié.')).toBeVisible();
  await expect(row).toContainText(titre);

  await page.goto('/oneday/galerie');
  await expect(thumbnails(page)).toHaveCount(71);
  const added = page.getByTestId('galerie-grille').getByRole('img').first();
  await expect(added).toHaveAttribute('alt', titre);
  await expect.poll(() => added.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  await thumbnails(page).first().click();
  await expect(counter(page)).toHaveText('1 / 71');
  const slide = page.getByRole('dialog').locator('.yarl__slide_current img.yarl__slide_image');
  await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  await page.keyboard.press('Escape');

  await page.goto('/contenus?section=photos');
  await table
    .getByRole('row')
    .filter({ hasText: titre })
    .getByRole('button', { name: `Supprimer « ${titre} »` })
    .click();
  await page.getByTestId('dialogue-confirmation').getByRole('button', { name: 'Supprimer le contenu' }).click();
  await expect(page.getByText('Le contenu a été supprimé.')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: titre })).toHaveCount(0);
  await page.goto('/oneday/galerie');
  await expect(thumbnails(page)).toHaveCount(70);
});
