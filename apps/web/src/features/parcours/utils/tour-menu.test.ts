/** @jest-environment jsdom */
import type { ParcoursEtape } from '@portail/contracts';
import { applyMenuRule, menuWanted, type TourMenuControl } from './tour-menu';

const step = (element: string): ParcoursEtape => ({ element, popover: { title: 'Titre' } });

function menu(open: boolean): TourMenuControl & { open: boolean } {
  const m = {
    open,
    isOpen: () => m.open,
    setOpen: jest.fn((v: boolean) => {
      m.open = v;
    }),
    contains: (el: Element) => el.closest('#navigation-laterale') !== null,
  };
  return m;
}

beforeEach(() => {
  // A closed menu is hidden, its items still in the page.
  document.body.innerHTML = `<nav id="navigation-laterale" hidden><a data-tour="nav-outils" href="/outils">Mes outils</a></nav>
    <main><p data-tour="accueil-dossier">EARL</p></main>`;
});

describe('the side-menu rule', () => {
  it('wants the menu open for a navigation item only', () => {
    const m = menu(false);
    expect(menuWanted(step('[data-tour="nav-outils"]'), m)).toBe(true);
    expect(menuWanted(step('[data-tour="accueil-dossier"]'), m)).toBe(false);
    expect(menuWanted(step('[data-tour="absent"]'), m)).toBe(false);
  });

  it('opens the closed menu for a navigation step, closes the open menu for any other, and leaves it when already right', () => {
    const closed = menu(false);
    expect(applyMenuRule(step('[data-tour="nav-outils"]'), closed)).toBe(true);
    expect(closed.open).toBe(true);
    expect(applyMenuRule(step('[data-tour="nav-outils"]'), closed)).toBe(false);
    expect(applyMenuRule(step('[data-tour="accueil-dossier"]'), closed)).toBe(true);
    expect(closed.open).toBe(false);
    expect(applyMenuRule(step('[data-tour="accueil-dossier"]'), closed)).toBe(false);
    expect(closed.setOpen).toHaveBeenCalledTimes(2);
  });
});
