import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PERSONNE } from '../seeds/ids';
import { setToursDone } from './portal-database.mjs';
import { signInMember, signInStaff } from './support';

/** Guided tours (issue 14): the global setup marks every tour seen; this spec un-marks them for Claire Martin. */
const CLAIRE = 'gerant.multi@exemple.fr';

test.beforeEach(async () => {
  await setToursDone(false, PERSONNE.gerantMulti);
});
test.afterAll(async () => {
  await setToursDone(true, PERSONNE.gerantMulti);
});

const bulle = (page: Page) => page.locator('.driver-popover');
const etape = (page: Page) => bulle(page).locator('.driver-popover-progress-text');
const bouton = (page: Page, name: string) => bulle(page).getByRole('button', { name, exact: true });

test('runs the home tour on the first visit, never again after a reload, and replays it from the header', async ({ page }) => {
  await signInMember(page, CLAIRE);
  await expect(page).toHaveURL(/\/accueil/, { timeout: 20_000 });
  const menu = page.locator('#navigation-laterale');
  await expect(etape(page)).toHaveText('Étape 1/5');
  await expect(bulle(page).locator('.driver-popover-title')).toHaveText('Bienvenue sur votre portail');
  await expect(page.locator('[data-tour="accueil-dossier"]')).toHaveClass(/driver-active-element/);
  // Other steps want the side menu closed; a click outside does not end the tour.
  await expect(menu).toBeHidden();
  await page.mouse.click(5, 700);
  await expect(etape(page)).toHaveText('Étape 1/5');

  const axe = await new AxeBuilder({ page })
    .include('.driver-popover')
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await bouton(page, 'Suivant').click();
  await expect(etape(page)).toHaveText('Étape 2/5');
  await bouton(page, 'Suivant').click();
  // A navigation item: the menu opens for it.
  await expect(etape(page)).toHaveText('Étape 3/5');
  await expect(menu).toBeVisible();
  await expect(page.locator('[data-tour="nav-outils"]')).toHaveClass(/driver-active-element/);
  await bouton(page, 'Précédent').click();
  await expect(etape(page)).toHaveText('Étape 2/5');
  await expect(menu).toBeHidden();
  await bulle(page).getByRole('button', { name: 'Fermer' }).click();
  await expect(bulle(page)).toHaveCount(0);
  // Back to the menu's state before the tour (open on a wide screen).
  await expect(menu).toBeVisible();

  // Started means done: a reload does not show it again.
  const fetched = page.waitForResponse((r) => r.url().endsWith('/api/parcours/encours/accueil') && r.ok());
  await page.reload();
  const { parcours } = (await (await fetched).json()) as { parcours: { dejaFait: boolean } };
  expect(parcours.dejaFait).toBe(true);
  await expect(page.getByTestId('accueil')).toBeVisible();
  await expect(bulle(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Revoir la visite guidée' }).click();
  await expect(etape(page)).toHaveText('Étape 1/5');
  for (const n of [2, 3, 4, 5]) {
    await bouton(page, 'Suivant').click();
    await expect(etape(page)).toHaveText(`Étape ${n}/5`);
  }
  await expect(page.locator('[data-tour="compte"]')).toHaveClass(/driver-active-element/);
  await bulle(page).locator('.driver-popover-navigation-btns').getByRole('button', { name: 'Fermer' }).click();
  await expect(bulle(page)).toHaveCount(0);
  await expect(menu).toBeVisible();
});

test('the documents tour opens the first folder on "Suivant" (click trigger); the shared-credentials tour follows', async ({ page }) => {
  await signInMember(page, CLAIRE);
  await expect(page).toHaveURL(/\/accueil/, { timeout: 20_000 });
  await bulle(page).getByRole('button', { name: 'Fermer' }).first().click();
  await page.getByTestId('nav-documents').click();
  await expect(etape(page)).toHaveText('Étape 1/4');
  await expect(page).toHaveURL(/\/documents$/);
  await bouton(page, 'Suivant').click();
  await expect(etape(page)).toHaveText('Étape 2/4');
  await expect(page).toHaveURL(/\/documents\/attente$/);
  await expect(page.locator('[data-tour="ged-panneau"]')).toHaveClass(/driver-active-element/);
  await bouton(page, 'Suivant').click();
  await expect(etape(page)).toHaveText('Étape 3/4');
  await bulle(page).getByRole('button', { name: 'Fermer' }).click();
  await expect(bulle(page)).toHaveCount(0);

  // The shared-credentials screen has its own tour.
  await page.getByTestId('nav-identifiants').click();
  await expect(etape(page)).toHaveText('Étape 1/3');
  await expect(page.locator('[data-tour="identifiants-recherche"]')).toHaveClass(/driver-active-element/);
  await bulle(page).getByRole('button', { name: 'Fermer' }).click();
  await expect(bulle(page)).toHaveCount(0);
});

/**
 * Every QA persona runs every tour of a screen they can open, to its end (issue 29: the staff credentials tour stopped
 * at 'Ajouter', a button staff do not have). Each step shown highlights a real element; absent ones are skipped.
 */
const ALL = ['/accueil', '/documents', '/mon-compte/mots-de-passe'];
/** Each QA persona and the screens with a tour they can open (the shared credentials only with role 1, or as staff). */
const PERSONAS: { login: string; guid: string; screens: string[]; staffDossier?: string }[] = [
  { login: CLAIRE, guid: PERSONNE.gerantMulti, screens: ALL },
  { login: 'associe@exemple.fr', guid: PERSONNE.associe, screens: ['/accueil', '/documents'] },
  { login: 'particulier@exemple.fr', guid: PERSONNE.particulier, screens: ALL },
  { login: 'testeur@exemple.fr', guid: PERSONNE.testeur, screens: ['/accueil', '/documents'] },
  { login: 'ce.conseiller', guid: PERSONNE.ceConseiller, screens: ALL, staffDossier: '010001' },
  { login: 'sec.assistante', guid: PERSONNE.secAssistante, screens: ALL, staffDossier: '010002' },
  { login: 'gest.paie', guid: PERSONNE.gestionnairePaie, screens: ALL, staffDossier: '010001' },
  { login: 'se.particuliers', guid: PERSONNE.seParticuliers, screens: ALL, staffDossier: '010005' },
];

for (const persona of PERSONAS) {
  test(`${persona.login} runs each tour of the screens they can open to its end`, async ({ page }) => {
    test.setTimeout(120_000);
    await setToursDone(false, persona.guid);
    try {
      if (persona.staffDossier) {
        await signInStaff(page, persona.login);
        await expect(page).toHaveURL(/\/selectionDossier/, { timeout: 20_000 });
        await page.getByTestId('portefeuille').getByTestId(`choisir-dossier-${persona.staffDossier}`).click();
      } else await signInMember(page, persona.login);
      await expect(page).toHaveURL(/\/accueil/, { timeout: 20_000 });
      const seen: string[] = [];
      for (const path of ALL) {
        if (path !== '/accueil') await page.goto(path);
        // A screen this persona cannot open sends elsewhere: no tour to run there.
        await expect.poll(async () => (await bulle(page).count()) > 0 || !new URL(page.url()).pathname.startsWith(path), { timeout: 15_000 }).toBe(true);
        if (!new URL(page.url()).pathname.startsWith(path)) continue;
        seen.push(path);
        const first = /^Étape 1\/(\d+)$/.exec((await etape(page).textContent()) ?? '');
        expect(first, `${path}: ${await etape(page).textContent()}`).not.toBeNull();
        const total = Number(first![1]);
        for (let n = 1; n <= total; n++) {
          await expect(etape(page)).toHaveText(`Étape ${n}/${total}`);
          await expect(page.locator('.driver-active-element:not(#driver-dummy-element)')).toHaveCount(1);
          await bulle(page)
            .locator('.driver-popover-navigation-btns')
            .getByRole('button', { name: n === total ? 'Fermer' : 'Suivant' })
            .click();
        }
        await expect(bulle(page)).toHaveCount(0);
      }
      expect(seen).toEqual(persona.screens);
    } finally {
      await setToursDone(true, persona.guid);
    }
  });
}

test('at 390 px the replay button is an icon on the menu’s row, still named, and the selector shows the dossier code first (issue 29)', async ({ page }) => {
  await setToursDone(true, PERSONNE.gerantMulti);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInMember(page, CLAIRE);
  await expect(page).toHaveURL(/\/accueil/, { timeout: 20_000 });
  const replay = page.getByRole('button', { name: 'Revoir la visite guidée' });
  await expect(replay).toBeVisible();
  const menu = (await page.getByTestId('bouton-menu').boundingBox())!;
  const box = (await replay.boundingBox())!;
  expect(Math.abs(box.y - menu.y)).toBeLessThan(4);
  expect(box.width).toBeLessThanOrEqual(44);
  // Two rows: the controls, then the dossier.
  expect((await page.locator('header.entete').boundingBox())!.height).toBeLessThan(125);
  await expect(page.getByTestId('selecteur-dossier').locator('option:checked')).toHaveText(/^010002 – Champagne Lemaire/);
  await replay.click();
  await expect(etape(page)).toHaveText('Étape 1/5');
});
