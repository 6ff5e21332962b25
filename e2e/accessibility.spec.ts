import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { landingPattern, NOT_VISITED, plannedScreens, unvisitedRoutes, type SessionName } from './accessibility-screens';
import { routeTable } from '../apps/web/src/config/routes/route-table';
import { PERSONNE, rdvId } from '../seeds/ids';
import { signInMember, signInStaff } from './support';
import { overflowProblems, VIEWPORTS } from './overflow';

test.use({ viewport: VIEWPORTS[0] });

const MEMBER: Partial<Record<SessionName, { login: string; dossier?: string }>> = {
  'gerante-010001': { login: 'gerant.multi@exemple.fr', dossier: '010001' },
  'gerante-010002': { login: 'gerant.multi@exemple.fr', dossier: '010002' },
  'gerante-010003': { login: 'gerant.multi@exemple.fr', dossier: '010003' },
  'gerante-010004': { login: 'gerant.multi@exemple.fr', dossier: '010004' },
  associe: { login: 'associe@exemple.fr' },
  particulier: { login: 'particulier@exemple.fr' },
  'sans-dossier': { login: 'sans.dossier@exemple.fr' },
};

async function startSession(page: Page, session: SessionName): Promise<void> {
  if (session === 'visiteur') return;
  if (session.startsWith('collaborateur')) {
    await signInStaff(page, 'ce.conseiller');
    await expect(page).toHaveURL(/\/selectionDossier/, { timeout: 20_000 });
    if (session === 'collaborateur-010001') {
      await page.getByTestId('choisir-dossier-010001').click();
      await expect(page).toHaveURL(/\/accueil/);
    }
    return;
  }
  const member = MEMBER[session]!;
  await signInMember(page, member.login);
  await expect(page).toHaveURL(/\/(accueil|aucun-dossier)/, { timeout: 20_000 });
  if (member.dossier) {
    await page.goto(`/accueil/${member.dossier}`);
    await expect(page.getByTestId('selecteur-dossier')).toHaveValue(member.dossier);
  }
}

/** Waits until the screen has its heading and nothing is loading any more. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  // Bounded, and longer than an api call: the hiring simulator's rules engine loads in a worker first.
  await expect(page.getByTestId('chargement')).toHaveCount(0, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/** axe's default rules (WCAG 2.x A/AA and best practices) plus label-in-name, which axe ships as experimental. */
const axe = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });

const describe = (results: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
  results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} «${n.failureSummary?.split('\n')[1]?.trim()}»`).join(' ; ')}`,
  );

test('every route of the table is visited by the accessibility run', () => {
  expect(unvisitedRoutes(), 'routes without a visit: add a sample path in e2e/accessibility-screens.ts').toEqual([]);
  expect(
    Object.keys(NOT_VISITED).filter((name) => !routeTable.some((r) => r.name === name)),
    'exceptions naming no route',
  ).toEqual([]);
});

for (const [session, screens] of plannedScreens()) {
  test(`axe finds no violation on the screens of ${session} (${screens.length})`, async ({ page }) => {
    test.setTimeout(30_000 + screens.length * 8_000);
    await startSession(page, session);
    const failures: string[] = [];
    for (const screen of screens) {
      await page.goto(screen.path);
      await settle(page);
      const landed = new URL(page.url()).pathname;
      if (!landingPattern(screen.route).test(landed)) {
        failures.push(`${screen.path} (${screen.route}) landed on ${landed}`);
        continue;
      }
      if (screen.openDialog) await screen.openDialog(page);
      const where = `${screen.path}${screen.openDialog ? ' [dialogue]' : ''}`;
      const results = await axe(page).analyze();
      for (const line of describe(results)) failures.push(`${where} → ${line}`);
      // Nothing wider than the phone (issue 29): the same screen at each width, without reloading it.
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.evaluate(() => new Promise(requestAnimationFrame));
        for (const line of await overflowProblems(page)) failures.push(`${where} à ${viewport.width} px → ${line}`);
      }
      await page.setViewportSize(VIEWPORTS[0]);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}

test('focus returns to the opener when a dialog closes, by Escape or by its button', async ({ page }) => {
  await startSession(page, 'gerante-010001');
  await page.goto(`/rendez-vous/editer/${rdvId('010001', 1)}`);
  const opener = page.getByRole('button', { name: 'Annuler', exact: true });
  const dialog = page.getByTestId('dialogue-confirmation');
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Continuer la saisie' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Continuer la saisie' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await page.goto(`/mot-de-passe-oublie/changer?uid=${PERSONNE.gerantMulti}`);
  const help = page.getByRole('button', { name: 'Aide : Règles du mot de passe' });
  await help.click();
  await page.getByRole('dialog').getByRole('button', { name: 'J’ai compris' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(help).toBeFocused();
});

test('the figures slider is reached by Tab and moved with the arrows and its buttons', async ({ page }) => {
  await startSession(page, 'gerante-010001');
  const track = page.getByTestId('chiffres-accueil');
  await expect(track.getByRole('listitem')).toHaveCount(5);
  const scrollLeft = () => track.evaluate((el) => el.scrollLeft);

  await page.locator('main').focus();
  for (let i = 0; i < 10 && !(await track.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(track).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(scrollLeft).toBeGreaterThan(0);
  await page.keyboard.press('Home');
  await expect.poll(scrollLeft).toBe(0);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Arrêter le défilement' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Reprendre le défilement' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Chiffre suivant' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(scrollLeft).toBeGreaterThan(0);
});

test('the favourite star is a toggle saying whether the selected dossier is the favourite', async ({ page }) => {
  await signInMember(page, 'gerant.multi@exemple.fr');
  await expect(page).toHaveURL(/\/accueil$/, { timeout: 20_000 });
  const star = page.getByRole('button', { name: 'Dossier favori' });
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('selecteur-dossier').selectOption('010001');
  await expect(page.getByTestId('accueil-raison-sociale')).toHaveText(/EARL des Coteaux/);
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await expect(star).toHaveAttribute('title', 'Définir comme dossier favori');
});
