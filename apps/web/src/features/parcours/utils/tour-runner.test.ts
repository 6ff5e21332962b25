/** @jest-environment jsdom */
import type { ParcoursEtape } from '@portail/contracts';
import type { TourMenuControl } from './tour-menu';
import { RENDER_WAIT_MS, runTour } from './tour-runner';

const ETAPES: ParcoursEtape[] = [
  { element: '[data-tour="dossier"]', popover: { title: 'Bienvenue <b>ici</b>', description: 'Votre <strong>dossier</strong><img src=x onerror="alert(1)">' } },
  { element: '[data-tour="nav-outils"]', popover: { title: 'Le menu' } },
  {
    element: '[data-tour="arbre"]',
    popover: { title: 'Vos dossiers' },
    triggers: [{ selector: '[data-tour="arbre"] a', callbackName: 'click', action: 'nextstep' }],
  },
  { element: '[data-tour="panneau"]', popover: { title: 'Le contenu' } },
];

function fakeMenu(open: boolean): TourMenuControl & { open: boolean } {
  const m: TourMenuControl & { open: boolean } = {
    open,
    isOpen: () => m.open,
    setOpen: (v: boolean) => {
      m.open = v;
      document.querySelector('#navigation-laterale')!.toggleAttribute('hidden', !v);
    },
    contains: (el: Element) => el.closest('#navigation-laterale') !== null,
  };
  return m;
}

const popover = () => document.querySelector('.driver-popover');
const button = (name: RegExp) =>
  [...document.querySelectorAll<HTMLButtonElement>('.driver-popover button')].find((b) => name.test(b.textContent ?? b.getAttribute('aria-label') ?? ''));
const settle = () => jest.advanceTimersByTime(1000);

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = `<nav id="navigation-laterale"><a data-tour="nav-outils" href="#outils">Mes outils</a></nav>
    <main><p data-tour="dossier">EARL</p><nav data-tour="arbre"><a href="#factures" id="factures">Factures</a></nav><section data-tour="panneau"></section></main>`;
});
afterEach(() => jest.useRealTimers());

it('shows French buttons and "Étape x/y", escapes the title and sanitises the description', () => {
  const menu = fakeMenu(false);
  const run = runTour(ETAPES, menu);
  settle();
  expect(popover()?.querySelector('.driver-popover-progress-text')?.textContent).toBe('Étape 1/4');
  expect(button(/^Suivant/)).toBeDefined();
  expect(button(/Précédent/)).toBeDefined();
  expect(document.querySelector('.driver-popover-close-btn')?.getAttribute('aria-label')).toBe('Fermer');
  expect(popover()?.querySelector('.driver-popover-title')?.textContent).toBe('Bienvenue <b>ici</b>');
  expect(popover()?.querySelector('.driver-popover-title')?.getAttribute('role')).toBe('presentation');
  expect(popover()?.querySelector('.driver-popover-footer')?.getAttribute('role')).toBe('presentation');
  const description = popover()!.querySelector('.driver-popover-description')!.innerHTML;
  expect(description).toContain('<strong>dossier</strong>');
  expect(description).not.toContain('onerror');
  run.stop();
});

it('opens the menu for the navigation step, closes it for the others, and restores it at the end', () => {
  const menu = fakeMenu(true);
  const run = runTour(ETAPES, menu);
  expect(menu.open).toBe(false); // first step is not a navigation item
  settle();
  button(/^Suivant/)!.click();
  expect(menu.open).toBe(true);
  settle();
  expect(popover()?.querySelector('.driver-popover-progress-text')?.textContent).toBe('Étape 2/4');
  button(/Précédent/)!.click();
  settle();
  expect(menu.open).toBe(false);
  expect(popover()?.querySelector('.driver-popover-progress-text')?.textContent).toBe('Étape 1/4');
  document.querySelector<HTMLButtonElement>('.driver-popover-close-btn')!.click();
  settle();
  expect(popover()).toBeNull();
  expect(menu.open).toBe(true);
  expect(run.isActive()).toBe(false);
});

it('a click outside does not close it', () => {
  const run = runTour(ETAPES, fakeMenu(false));
  settle();
  document.querySelector('.driver-overlay path')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  document.body.click();
  settle();
  expect(popover()).not.toBeNull();
  expect(run.isActive()).toBe(true);
  run.stop();
});

it('"Suivant" on a step with click triggers clicks the trigger element, then moves on 100 ms later; the last "Fermer" ends it', () => {
  const menu = fakeMenu(false);
  const clicked = jest.fn((e: Event) => e.preventDefault());
  document.querySelector('#factures')!.addEventListener('click', clicked);
  const onEnd = jest.fn();
  runTour(ETAPES, menu, onEnd);
  settle();
  button(/^Suivant/)!.click();
  settle();
  button(/^Suivant/)!.click(); // step 2 → 3
  settle();
  expect(popover()?.querySelector('.driver-popover-progress-text')?.textContent).toBe('Étape 3/4');
  button(/^Suivant/)!.click();
  expect(clicked).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(99);
  expect(popover()?.querySelector('.driver-popover-progress-text')?.textContent).toBe('Étape 3/4');
  settle();
  // Moved on once only: the programmatic click did not also fire the trigger.
  expect(popover()?.querySelector('.driver-popover-progress-text')?.textContent).toBe('Étape 4/4');
  button(/^Fermer/)!.click();
  settle();
  expect(popover()).toBeNull();
  expect(onEnd).toHaveBeenCalledTimes(1);
});

it('a user click on a trigger element moves the tour on', () => {
  runTour(ETAPES, fakeMenu(false)).stop();
  const run = runTour(ETAPES.slice(2), fakeMenu(false));
  settle();
  document.querySelector<HTMLAnchorElement>('#factures')!.addEventListener('click', (e) => e.preventDefault());
  document.querySelector<HTMLAnchorElement>('#factures')!.click();
  settle();
  expect(popover()?.querySelector('.driver-popover-progress-text')?.textContent).toBe('Étape 2/2');
  run.stop();
  expect(popover()).toBeNull();
});

describe('a step whose target is absent for this person (issue 29)', () => {
  const progress = () => popover()?.querySelector('.driver-popover-progress-text')?.textContent;
  // The credentials tour as staff see it: no 'Ajouter'.
  const CREDENTIALS: ParcoursEtape[] = [
    { element: '[data-tour="dossier"]', popover: { title: 'Retrouver' } },
    { element: '[data-tour="ajout"]', popover: { title: 'Confier un identifiant' } },
    { element: '[data-tour="panneau"]', popover: { title: 'Vos identifiants' } },
  ];

  it('is waited for while the screen loads, then skipped, and not counted; the last step shown closes the tour', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div class="loader" role="status">Chargement…</div>');
    const onEnd = jest.fn();
    runTour(CREDENTIALS, fakeMenu(false), onEnd);
    jest.advanceTimersByTime(RENDER_WAIT_MS);
    expect(popover()).toBeNull();
    document.querySelector('.loader')!.remove();
    await Promise.resolve(); // the MutationObserver's turn
    settle();
    expect(progress()).toBe('Étape 1/2');
    button(/^Suivant/)!.click();
    settle();
    expect(progress()).toBe('Étape 2/2');
    expect(popover()?.querySelector('.driver-popover-title')?.textContent).toBe('Vos identifiants');
    expect(document.querySelector('[data-tour="panneau"]')?.classList.contains('driver-active-element')).toBe(true);
    button(/Précédent/)!.click();
    settle();
    expect(progress()).toBe('Étape 1/2');
    button(/^Suivant/)!.click();
    settle();
    button(/^Fermer/)!.click();
    settle();
    expect(popover()).toBeNull();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('starts as soon as the screen has drawn its targets', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div class="loader" role="status">Chargement…</div>');
    const run = runTour(CREDENTIALS, fakeMenu(false));
    settle();
    expect(popover()).toBeNull();
    document.body.insertAdjacentHTML('beforeend', '<button data-tour="ajout">Ajouter</button>');
    await Promise.resolve(); // the MutationObserver's turn
    settle();
    expect(progress()).toBe('Étape 1/3');
    run.stop();
  });

  it('the tour starts on the first step present, with no way back', () => {
    const run = runTour(CREDENTIALS.slice(1), fakeMenu(false));
    settle();
    expect(progress()).toBe('Étape 1/1');
    expect(button(/Précédent/)!.disabled).toBe(true);
    expect(button(/^Fermer/)).toBeDefined();
    run.stop();
  });

  it('a step a click draws is waited for, then shown', async () => {
    const withTrigger: ParcoursEtape[] = [
      { ...ETAPES[2], triggers: [{ selector: '#factures', callbackName: 'click', action: 'nextstep' }] },
      { element: '[data-tour="contenu"]', popover: { title: 'Le contenu' } },
    ];
    document.querySelector('#factures')!.addEventListener('click', (e) => {
      e.preventDefault();
      setTimeout(() => document.body.insertAdjacentHTML('beforeend', '<section data-tour="contenu">Factures</section>'), 500);
    });
    const run = runTour(withTrigger, fakeMenu(false));
    settle();
    expect(progress()).toBe('Étape 1/2');
    button(/^Suivant/)!.click();
    settle();
    await Promise.resolve(); // the MutationObserver's turn
    settle();
    expect(progress()).toBe('Étape 2/2');
    expect(popover()?.querySelector('.driver-popover-title')?.textContent).toBe('Le contenu');
    run.stop();
  });

  it('a step drawn by the click of an absent step is neither waited for nor counted', () => {
    // The documents tour as a payroll manager sees it: no folder tree, so no folder to open.
    const documents: ParcoursEtape[] = [
      {
        element: '[data-tour="ged-arbre"]',
        popover: { title: 'Vos dossiers' },
        triggers: [{ selector: '[data-tour="ged-arbre"] a', callbackName: 'click', action: 'nextstep' }],
      },
      { element: '[data-tour="ged-panneau"]', popover: { title: 'Le contenu' } },
      { element: '[data-tour="panneau"]', popover: { title: 'Déposer' } },
    ];
    const run = runTour(documents, fakeMenu(false));
    settle();
    expect(progress()).toBe('Étape 1/1');
    expect(popover()?.querySelector('.driver-popover-title')?.textContent).toBe('Déposer');
    run.stop();
  });
});
