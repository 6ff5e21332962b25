/** @jest-environment jsdom */
import { QueryClient } from '@tanstack/react-query';
import type { ParcoursEnCours } from '@portail/contracts';
import { configureApiClient, resetCsrfToken } from '../../../lib/api-client';
import { currentTourStore, leaveRoute, loadTour, replayTour, stopTour } from './tour-controller';
import type { TourMenuControl } from './tour-menu';

const TOUR = (dejaFait: boolean): ParcoursEnCours => ({
  parcours: { code: 'accueil', routeName: 'accueil', titre: 'Découvrir', dejaFait, etapes: [{ element: '#a', popover: { title: 'Bienvenue' } }] },
});

/** jsdom has no fetch Response: what the api client reads of one. */
const answer = (status: number, text: string) =>
  ({ ok: status < 400, status, text: async () => text, json: async () => JSON.parse(text) as unknown }) as unknown as Response;

/** An api answering the tour routes from a done flag it keeps, as the server does. */
function fakeApi(initial: { dejaFait: boolean } | null) {
  const state = { dejaFait: initial?.dejaFait ?? false };
  const sent: string[] = [];
  let release: (() => void) | null = null;
  const gate = { hold: false };
  configureApiClient({
    fetchImpl: async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      sent.push(`${method} ${url}`);
      const json = (body: unknown, status = 200) => answer(status, JSON.stringify(body));
      if (url.endsWith('/api/auth/csrf') || url.includes('csrf')) return json({ csrfToken: 'jeton' });
      if (url.includes('/api/parcours/encours/')) {
        if (gate.hold) await new Promise<void>((r) => (release = r));
        return json(initial === null ? { parcours: null } : TOUR(state.dejaFait));
      }
      if (url.includes('/api/parcours/utilisateur/')) {
        state.dejaFait = method === 'POST';
        return answer(204, '');
      }
      return json({}, 404);
    },
  });
  return { state, sent, gate, release: () => release?.() };
}

const menu: TourMenuControl = { isOpen: () => false, setOpen: () => undefined, contains: () => false };
const ctx = (routeName = 'accueil') => ({ queryClient: new QueryClient(), menu, routeName, codeDossier: '010001' });
const popover = () => document.querySelector('.driver-popover');

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => {
  resetCsrfToken();
  document.body.innerHTML = '<p id="a">EARL</p>';
});
afterEach(() => {
  leaveRoute();
  stopTour();
});

it('a pending tour not done is recorded as done, then started', async () => {
  const api = fakeApi({ dejaFait: false });
  await loadTour(ctx());
  expect(api.sent.filter((s) => s.includes('/parcours/'))).toEqual(['GET /api/parcours/encours/accueil', 'POST /api/parcours/utilisateur/accueil']);
  expect(api.state.dejaFait).toBe(true);
  expect(popover()).not.toBeNull();
  expect(currentTourStore.get()).toEqual({ routeName: 'accueil', code: 'accueil' });
});

it('a done tour does not start, but the replay button knows it; a route without a tour hides it', async () => {
  const api = fakeApi({ dejaFait: true });
  await loadTour(ctx());
  expect(popover()).toBeNull();
  expect(api.sent.some((s) => s.startsWith('POST'))).toBe(false);
  expect(currentTourStore.get()).toEqual({ routeName: 'accueil', code: 'accueil' });
  fakeApi(null);
  await loadTour(ctx('contacts'));
  expect(currentTourStore.get()).toBeNull();
});

it('an answer arriving after the user left the route starts nothing and marks nothing', async () => {
  const api = fakeApi({ dejaFait: false });
  api.gate.hold = true;
  const loading = loadTour(ctx());
  await new Promise((r) => setTimeout(r, 0));
  leaveRoute();
  api.release();
  await loading;
  expect(popover()).toBeNull();
  expect(api.state.dejaFait).toBe(false);
});

it('replay un-marks the tour, then starts it again (marked done once more)', async () => {
  const api = fakeApi({ dejaFait: true });
  await loadTour(ctx());
  expect(popover()).toBeNull();
  await replayTour();
  expect(api.sent.filter((s) => s.includes('/utilisateur/'))).toEqual(['DELETE /api/parcours/utilisateur/accueil', 'POST /api/parcours/utilisateur/accueil']);
  expect(popover()).not.toBeNull();
  expect(api.state.dejaFait).toBe(true);
});

it('failures are silent', async () => {
  configureApiClient({ fetchImpl: () => Promise.reject(new TypeError('fetch failed')) });
  await expect(loadTour(ctx())).resolves.toBeUndefined();
  expect(popover()).toBeNull();
});
