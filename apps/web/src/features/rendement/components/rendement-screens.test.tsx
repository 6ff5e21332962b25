/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { type Assolement, CarteMessages, type CultureType, type RendementMoyen, type Zone } from '@portail/contracts';
import { assolementKeys } from '../../../lib/api/assolement';
import { dossier, droits } from '../../../test-utils/fixtures';
import { renderScreens } from '../../../test-utils/render';
import { quartilesQueryOptions, rendementMillesimesQueryOptions, rendementsQueryOptions, zonesQueryOptions } from '../api/get-carte';
import RendementPage from './rendement-page';

// Leaflet needs a real browser (SVG measurements): the e2e draws it; here the map shows what it is given.
jest.mock('./rendement-map', () => ({
  RendementMap: ({ lignes }: { lignes: unknown[] }) => <div data-testid="carte-rendement">{lignes.length} zones</div>,
}));

const CODE = '100001';
const N1 = new Date().getFullYear() - 1;
const rights = droits([dossier({ codeDossier: CODE, modules: ['tool_echanges'] })]);
const BLE: CultureType = { idtCultureTypeTRAME: 1015, intitule: 'Blé tendre d’hiver', rendementMax: 12, estIntituleModifiable: false };
const zone = (code: string, libelle: string): Zone => ({ code, libelle, latitude: 49, longitude: 4, geometrie: { type: 'Polygon', coordinates: [] } });
const ZONES = [zone('51454', 'Reims'), zone('51230', 'Épernay'), zone('51085', 'Breuil'), zone('51086', 'Breuil')];
const MOYENNES: RendementMoyen[] = [
  { key: '51454', libelle: 'Reims', latitude: 49, longitude: 4, rendement: [{ culture: 1015, rendement: 8.06, exploitations: 5 }] },
];
const ASSOLEMENT: Assolement = {
  dossier: { codeDossier: CODE, millesime: N1, communeInsee: '51454', commune: null, estDefinitif: false, valideLe: null, validePar: null },
  cultures: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      culture: BLE,
      surface: 20,
      rendement: 8.4,
      libellePerso: null,
      estDerobee: false,
      assolement: { estAssolementDefinitif: false },
    },
  ],
};

const primeAll = (client: QueryClient, moyennes = MOYENNES, millesimes = [N1 - 2, N1]) => {
  client.setQueryData(assolementKeys.cultures, [BLE]);
  client.setQueryData(rendementMillesimesQueryOptions(1015, 'commune').queryKey, { millesimes });
  client.setQueryData(zonesQueryOptions('commune').queryKey, ZONES);
  client.setQueryData(rendementsQueryOptions(N1, 'commune').queryKey, moyennes);
  client.setQueryData(quartilesQueryOptions(1015, N1).queryKey, { q1: 7.2, q2: 7.8, q3: 8.6, exploitations: 42 });
  client.setQueryData(assolementKeys.year(CODE, N1), ASSOLEMENT);
};
const failing = (prime: (client: QueryClient) => void) => (client: QueryClient) => {
  const answer = { ok: false, status: 500, headers: { get: () => 'application/json' }, json: async () => ({}) };
  global.fetch = (() => Promise.resolve(answer)) as unknown as typeof fetch;
  prime(client);
};
const render = (prime: (client: QueryClient) => void = primeAll, path = '/outils/rendement') =>
  renderScreens([{ path: '/outils/rendement', element: <RendementPage /> }], { path, droits: rights, prime });

describe('/outils/rendement', () => {
  it('opens on communes, Blé tendre d’hiver and last year, with the legend and the dossier’s place among the quartiles', () => {
    render();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Carte des rendements');
    expect((screen.getByLabelText('Type de zone') as HTMLSelectElement).value).toBe('commune');
    expect((screen.getByLabelText('Culture') as HTMLSelectElement).value).toBe('1015');
    expect((screen.getByLabelText('Millésime') as HTMLSelectElement).value).toBe(String(N1));
    expect(screen.getByTestId('carte-rendement').textContent).toBe('4 zones');
    expect(
      within(screen.getByTestId('legende-carte'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['≥ 0,0 t/ha', '≥ 7,2 t/ha', '≥ 7,8 t/ha', '≥ 8,6 t/ha', 'Moins de 3 exploitations']);
    expect(screen.getByTestId('position-rendement').textContent).toContain(`Votre rendement ${N1} : 8,4 t/ha — entre la médiane et le 3e quartile`);
  });

  it('opens on the latest year with an average of the crop, not on a year without one', () => {
    render((c) => {
      primeAll(c, [], [N1 - 2, N1 - 1]);
      c.setQueryData(rendementsQueryOptions(N1 - 1, 'commune').queryKey, MOYENNES);
      c.setQueryData(quartilesQueryOptions(1015, N1 - 1).queryKey, { q1: 7.2, q2: 7.8, q3: 8.6, exploitations: 42 });
    });
    expect((screen.getByLabelText('Millésime') as HTMLSelectElement).value).toBe(String(N1 - 1));
    expect(screen.queryByTestId('carte-vide')).toBeNull();
  });

  it('shows the zones as a table on demand: those with a figure first, homonyms told apart', () => {
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Voir le tableau' }));
    const rows = within(screen.getByTestId('tableau-zones')).getAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      'Reims8,1 t/ha5',
      'Breuil (51085)Moins de 3 exploitations-',
      'Breuil (51086)Moins de 3 exploitations-',
      'ÉpernayMoins de 3 exploitations-',
    ]);
  });

  it('says when the chosen year has no average for the crop, and offers the latest that has one', () => {
    render((c) => primeAll(c, [], [N1 - 2]), `/outils/rendement?millesime=${N1}`);
    const vide = screen.getByTestId('carte-vide');
    expect(vide.textContent).toBe(`Aucun rendement moyen de Blé tendre d’hiver n’est disponible pour ce millésime.Voir ${N1 - 2}`);
    fireEvent.click(within(vide).getByRole('button', { name: `Voir ${N1 - 2}` }));
    expect((screen.getByLabelText('Millésime') as HTMLSelectElement).value).toBe(String(N1 - 2));
  });

  it('gives the spec’s messages when the zones or the averages cannot be loaded', async () => {
    const { unmount } = render(
      failing((c) => {
        primeAll(c);
        c.removeQueries({ queryKey: zonesQueryOptions('commune').queryKey });
      }),
    );
    expect((await screen.findByTestId('erreur-chargement')).textContent).toContain(CarteMessages.chargementZones);
    unmount();
    render(
      failing((c) => {
        primeAll(c);
        c.removeQueries({ queryKey: rendementsQueryOptions(N1, 'commune').queryKey });
      }),
    );
    expect((await screen.findByTestId('erreur-chargement')).textContent).toContain(CarteMessages.chargementRendements);
  });

  it('reads zone type, crop and year from the address', () => {
    render((c) => primeAll(c), `/outils/rendement?type=grandeRegion&millesime=${N1 - 1}`);
    expect((screen.getByLabelText('Type de zone') as HTMLSelectElement).value).toBe('grandeRegion');
    expect((screen.getByLabelText('Millésime') as HTMLSelectElement).value).toBe(String(N1 - 1));
    expect(screen.getByTestId('chargement').textContent).toBe('Chargement de la carte');
  });
});
