/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { dossier, droits } from '../../../test-utils/fixtures';
import { renderScreens, setViewportWidth } from '../../../test-utils/render';
import { menuStore, setMenuOpen } from '../hooks/menu-state';
import { AppShell } from './app-shell';

const routes = [
  {
    element: (
      <AppShell>
        <Outlet />
      </AppShell>
    ),
    children: [
      { path: '/accueil', element: <h1>Accueil</h1> },
      { path: '/actualites', element: <h1>Actualités</h1> },
    ],
  },
];
const rights = droits([dossier({ modules: ['page_rdv', 'page_events'] })]);
const nav = () => document.getElementById('navigation-laterale')!;
const openMenu = () => fireEvent.click(screen.getByTestId('bouton-menu'));

describe('the menu at 390 px is a drawer', () => {
  beforeEach(() => {
    setViewportWidth(390);
    act(() => menuStore.set(false));
  });

  it('opens over a backdrop and closes when an entry is chosen', async () => {
    const { location } = renderScreens(routes, { path: '/accueil', droits: rights });
    await screen.findByRole('heading', { name: 'Accueil' });
    expect(nav().hidden).toBe(true);
    openMenu();
    expect(nav().hidden).toBe(false);
    // The backdrop closes the drawer when clicked; screen readers skip it.
    expect(screen.getByTestId('menu-voile').getAttribute('aria-hidden')).toBe('true');

    fireEvent.click(screen.getByTestId('nav-actualites'));
    await screen.findByRole('heading', { name: 'Actualités' });
    expect(location.pathname).toBe('/actualites');
    expect(nav().hidden).toBe(true);
    expect(screen.queryByTestId('menu-voile')).toBeNull();
  });

  it('closes on the entry of the page already shown', async () => {
    renderScreens(routes, { path: '/accueil', droits: rights });
    await screen.findByRole('heading', { name: 'Accueil' });
    openMenu();
    fireEvent.click(screen.getByTestId('nav-accueil'));
    expect(nav().hidden).toBe(true);
  });

  it('closes on Escape, focus back on the menu button, and on a click on the backdrop', async () => {
    renderScreens(routes, { path: '/accueil', droits: rights });
    await screen.findByRole('heading', { name: 'Accueil' });
    openMenu();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(nav().hidden).toBe(true);
    expect(document.activeElement).toBe(screen.getByTestId('bouton-menu'));

    openMenu();
    fireEvent.click(screen.getByTestId('menu-voile'));
    expect(nav().hidden).toBe(true);
  });
});

describe('the menu at 1366 px is a column', () => {
  beforeEach(() => setViewportWidth(1366));

  it('stays open when an entry is chosen, with no backdrop, and remembers the choice', async () => {
    act(() => setMenuOpen(true));
    renderScreens(routes, { path: '/accueil', droits: rights });
    await screen.findByRole('heading', { name: 'Accueil' });
    expect(nav().hidden).toBe(false);
    fireEvent.click(screen.getByTestId('nav-actualites'));
    await screen.findByRole('heading', { name: 'Actualités' });
    expect(nav().hidden).toBe(false);
    expect(screen.queryByTestId('menu-voile')).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(nav().hidden).toBe(false);
    openMenu();
    expect(window.localStorage.getItem('menuOuvert')).toBe('0');
  });
});
