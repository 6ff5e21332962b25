import http from 'node:http';
import { expect, type Page } from '@playwright/test';
import { test } from './csp';
import { HIRING_SCRIPT_PORT, HIRING_SCRIPT_URL } from './hiring-script';
import { signInMember } from './support';

const PATH = '/outils/simulateur-embauche';
/** The rules engine loads in a worker: bounded, well above its usual second or two. */
const ENGINE = { timeout: 30_000 };

async function openSimulator(page: Page): Promise<void> {
  await signInMember(page, 'gerant.multi@exemple.fr');
  await expect(page).toHaveURL(/\/accueil/);
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Simulateur d’embauche' })).toBeVisible();
}

/** A stand-in for the public service: its script inserts an iframe before itself, as mon-entreprise's does. */
function fakePublicService(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/simulateur-iframe-integration.js')) {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(`(function () {
  var script = document.getElementById('script-simulateur-embauche');
  var frame = document.createElement('iframe');
  frame.title = 'Simulateur officiel';
  frame.src = new URL('/iframes/simulateur-embauche?couleur=' + encodeURIComponent(script.dataset.couleur), script.src).href;
  script.parentNode.insertBefore(frame, script);
})();`);
    } else if (req.url?.startsWith('/iframes/simulateur-embauche')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html lang="fr"><title>Simulateur</title><h1>Simulateur officiel de test</h1></html>');
    } else {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(HIRING_SCRIPT_PORT, '127.0.0.1', () => resolve(server)));
}

test('computes the cost of a hire from a gross salary, then from a net salary', async ({ page }) => {
  await openSimulator(page);
  await expect(page.getByTestId('embauche-regles')).toContainText(/modele-social \d+\.\d+\.\d+ .* en vigueur au \d{2}\/\d{2}\/\d{4}/, ENGINE);
  // The default: 2 500 € gross, CDI, non-cadre, full-time.
  await expect(page.getByTestId('embauche-cout-total')).toHaveText('3 132,65 €', ENGINE);

  await page.getByLabel('Salaire brut mensuel (€)').fill('3 000');
  await expect(page.getByTestId('embauche-brut')).toHaveText('3 000,00 €', ENGINE);
  const total = Number((await page.getByTestId('embauche-cout-total').textContent())!.replace(/[^\d,]/g, '').replace(',', '.'));
  expect(total / 3000).toBeGreaterThan(1.2);
  expect(total / 3000).toBeLessThan(1.45);
  await expect(page.getByTestId('embauche-net')).toHaveText(/^2 3\d\d,\d\d €$/);

  await page.getByRole('radio', { name: 'Net' }).check();
  await page.getByLabel('Salaire net mensuel avant impôt (€)').fill('2000');
  await expect(page.getByTestId('embauche-net')).toHaveText('2 000,00 €', ENGINE);
  await expect(page.getByTestId('embauche-brut')).toHaveText(/^2 554,2\d €$/);
  await expect(page.getByTestId('embauche-cout-total')).toHaveText(/^3 228,0\d €$/);
  await expect(page.getByTestId('embauche-cotisations-employeur')).toHaveText(/ €$/);
});

test('opens the official simulator when its script answers, and says so when it cannot be reached', async ({ page }) => {
  expect(HIRING_SCRIPT_URL).toContain(`:${HIRING_SCRIPT_PORT}/`);
  const server = await fakePublicService();
  try {
    await openSimulator(page);
    await page.getByRole('button', { name: 'Ouvrir le simulateur officiel' }).click();
    const frame = page.frameLocator('[data-testid="embauche-officiel"] iframe');
    await expect(frame.getByRole('heading', { name: 'Simulateur officiel de test' })).toBeVisible();
    await expect(page.getByTestId('embauche-officiel-erreur')).toHaveCount(0);
  } finally {
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await closed;
  }

  // Nothing listens on the configured address any more.
  await page.reload();
  await page.getByRole('button', { name: 'Ouvrir le simulateur officiel' }).click();
  await expect(page.getByTestId('embauche-officiel-erreur')).toContainText('Le simulateur officiel n’a pas pu être chargé', { timeout: 15_000 });
  // Our own simulator keeps working.
  await expect(page.getByTestId('embauche-cout-total')).toHaveText('3 132,65 €', ENGINE);
});
