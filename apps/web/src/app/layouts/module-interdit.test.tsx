/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { AppShell } from '../shell/components/app-shell';
import { dossier, droits } from '../../test-utils/fixtures';
import { renderScreens } from '../../test-utils/render';
import ModuleInterditPage from '../../features/acces/components/module-interdit-page';

const routes = [
  {
    element: (
      <AppShell>
        <Outlet />
      </AppShell>
    ),
    children: [
      { path: '/module-interdit/:page', element: <ModuleInterditPage /> },
      { path: '/mon-compte/mots-de-passe', element: <h1>Identifiants partagés</h1> },
    ],
  },
];
const rights = droits([
  dossier({ codeDossier: '010002', raisonSociale: 'Champagne Lemaire Père et Fils', idRole: 1 }),
  dossier({ codeDossier: '010004', raisonSociale: 'SCEA Ferme de la Vesle', idRole: 2, estFavoris: true, categories: ['outils'] }),
]);

describe('Module non disponible (issue 29, defect 2)', () => {
  it('offers the dossier selector and the menu, and the screen once the chosen dossier opens it', async () => {
    const { location } = renderScreens(routes, { path: '/module-interdit/motsDePasse', droits: rights });
    await screen.findByRole('heading', { name: 'Module non disponible' });
    expect(screen.getByRole('main').textContent).toContain('Sélectionnez un autre dossier ou contactez votre interlocuteur pour en savoir plus.');
    expect(screen.getByTestId('nav-accueil').getAttribute('href')).toBe('/accueil');
    expect(screen.queryByRole('link', { name: /Ouvrir/ })).toBeNull();

    fireEvent.change(screen.getByTestId('selecteur-dossier'), { target: { value: '010002' } });
    fireEvent.click(await screen.findByRole('link', { name: 'Ouvrir « Identifiants partagés »' }));
    await screen.findByRole('heading', { name: 'Identifiants partagés' });
    expect(location.pathname).toBe('/mon-compte/mots-de-passe');
  });
});
