/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import type { PortefeuilleDossier } from '@portail/contracts';
import { renderScreens } from '../../../test-utils/render';
import { droits } from '../../../test-utils/fixtures';
import { loginAdQueryKey } from '../api/get-login-ad';
import { portefeuilleQueryKey } from '../api/get-portefeuille';
import { searchDossiersQueryKey } from '../api/search-dossiers';
import SelectionDossierPage from './selection-dossier-page';

const row = (codeDossier: string, raisonSociale: string, statut: string, id: string | null): PortefeuilleDossier => {
  const refus = statut === 'Demissionne' ? 'Dossier démissionnaire' : statut === 'PasInscrit' && !id ? 'Dossier non inscrit sans identifiant' : null;
  return { id, codeDossier, raisonSociale, codeEntite: '0001', typeActivite: 'AGRI', statut, selectable: !refus, raisonNonSelectionnable: refus };
};
const ID = '0d000000-0000-4000-8000-000000010902';
const portefeuille = [row('010001', 'EARL des Coteaux de Vertus', 'Bon', ID), row('010901', 'EARL du Moulin de Sézanne', 'Demissionne', ID)];
const moulin = [
  row('010901', 'EARL du Moulin de Sézanne', 'Demissionne', ID),
  row('010903', 'GAEC du Moulin Rouge', 'PasInscrit', null),
  row('010902', 'SCEA du Moulin Neuf', 'PasInscrit', ID),
];

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

function renderPage() {
  return renderScreens([{ path: '/selectionDossier', element: <SelectionDossierPage /> }], {
    path: '/selectionDossier',
    droits: droits([], { typeUtilisateur: 'collab' }),
    prime: (client) => {
      client.setQueryData(loginAdQueryKey, { login: 'ce.conseiller' });
      client.setQueryData(portefeuilleQueryKey('ce.conseiller'), portefeuille);
      client.setQueryData(searchDossiersQueryKey('moulin'), moulin);
    },
  });
}

describe('staff file picker (spec 02 §4, §5)', () => {
  it('shows a resigned dossier disabled with its reason, a Bon one selectable', () => {
    renderPage();
    const list = screen.getByTestId('portefeuille');
    expect(isDisabled(within(list).getByTestId('choisir-dossier-010001'))).toBe(false);
    expect(isDisabled(within(list).getByTestId('choisir-dossier-010901'))).toBe(true);
    expect(within(list).getByTestId('raison-dossier-010901').textContent).toBe('Dossier démissionnaire');
    expect(within(list).queryByTestId('raison-dossier-010001')).toBeNull();
  });

  it('asks for 3 characters and does not search below', () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Rechercher un dossier'), { target: { value: 'mo' } });
    expect(screen.getByTestId('aide-recherche').textContent).toBe('Veuillez saisir 3 caractères minimum.');
    expect(screen.queryByTestId('resultats-recherche')).toBeNull();
  });

  it('lists the results with PasInscrit selectable only with an id, and an emptied field clears them at once', async () => {
    renderPage();
    const input = screen.getByLabelText('Rechercher un dossier');
    fireEvent.change(input, { target: { value: 'moulin' } });
    const results = await screen.findByTestId('resultats-recherche');
    expect(screen.getByTestId('aide-recherche').textContent).toBe('');
    expect(isDisabled(within(results).getByTestId('choisir-dossier-010902'))).toBe(false);
    expect(isDisabled(within(results).getByTestId('choisir-dossier-010903'))).toBe(true);
    expect(within(results).getByTestId('raison-dossier-010903').textContent).toBe('Dossier non inscrit sans identifiant');
    expect(isDisabled(within(results).getByTestId('choisir-dossier-010901'))).toBe(true);

    fireEvent.change(input, { target: { value: '' } });
    expect(screen.queryByTestId('resultats-recherche')).toBeNull();
    expect(screen.queryByTestId('portefeuille')).not.toBeNull();
  });
});
