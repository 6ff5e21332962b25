/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHIFFRES_INFO_EN_COURS, civilYearData, type Exercice, type Stat } from '@portail/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { renderScreens } from '../../../test-utils/render';
import { dossier, droits } from '../../../test-utils/fixtures';
import { chiffresKeys } from '../api/chiffres-keys';
import StatsPage from './stats-page';
import StatPage from './stat-page';

jest.mock('./stat-chart', () => ({
  __esModule: true,
  default: ({ model }: { model: { series: { label: string }[]; rows: { x: string }[] } }) => (
    <div data-testid="graphique-chiffre">
      <ul data-testid="series">
        {model.series.map((s) => (
          <li key={s.label}>{s.label}</li>
        ))}
      </ul>
      <p data-testid="axe">{model.rows.map((r) => r.x).join(' ')}</p>
    </div>
  ),
}));

const CODE = '100001';
const stat = (slug: string, name: string, source: Stat['source'], favorite = false): Stat => ({
  _id: `3b000000-0000-4000-8000-00000000000${slug.length % 10}`,
  slug,
  name,
  favorite,
  display: source === 'recettes' ? 'line' : 'bar',
  source,
  explanation: `Explication de ${name}.`,
  timestamp: '2026-01-15T10:00:00.000Z',
});
const STATS = [
  stat('recettes', 'Recettes', 'recettes', true),
  stat('depenses', 'Dépenses', 'depenses'),
  stat('endettement-hectare', 'Endettement à l’hectare', 'endettementAGRI'),
];

const year = new Date().getFullYear();
const exercices: Exercice[] = [year - 3, year - 2, year - 1, year].map((y) => ({
  id: '00000000-0000-4000-8000-000000000000',
  dateDebut: `${y}-01-01`,
  dateFin: `${y}-12-31`,
  clos: y < year,
  typeDossier: 'AGRI',
  recettes: Array(12).fill(100_000),
  depenses: Array(12).fill(70_000),
  endettementAGRI: 45_000 + y,
  endettementBIC: null,
  investissementAGRI: 8_000,
  investissementBIC: null,
  capaciteRemboursement: 35.5,
  timestamp: '2026-01-15T10:00:00.000Z',
}));

const primeAll = (client: QueryClient, list: Stat[] = STATS) => {
  client.setQueryData(chiffresKeys.list(CODE), list);
  client.setQueryData(chiffresKeys.exercices(CODE), exercices);
  for (const y of [year, year - 1, year - 2]) client.setQueryData(chiffresKeys.civil(CODE, y), civilYearData(exercices, y));
};
const rights = droits([dossier({ codeDossier: CODE, modules: ['page_chiffres', 'mod_chiffres'] })]);
const failingApi = () => {
  const answer = { ok: false, status: 500, headers: { get: () => 'application/json' }, json: async () => ({}) };
  global.fetch = (() => Promise.resolve(answer)) as unknown as typeof fetch;
};

const renderList = (prime: (client: QueryClient) => void = primeAll) =>
  renderScreens([{ path: '/mes-chiffres', element: <StatsPage /> }], { path: '/mes-chiffres', droits: rights, prime });
const renderDetail = (slug: string, prime: (client: QueryClient) => void = primeAll) =>
  renderScreens([{ path: '/mes-chiffres/:slug', element: <StatPage /> }], { path: `/mes-chiffres/${slug}`, droits: rights, prime });

describe('/mes-chiffres', () => {
  it('shows favourites and other figures, each linking to the current path plus its slug', () => {
    renderList();
    const favoris = screen.getByTestId('chiffres-favoris');
    expect(screen.getByRole('region', { name: 'Mes chiffres favoris' })).toBe(favoris);
    expect(within(favoris).getByRole('link', { name: 'Recettes' }).getAttribute('href')).toBe('/mes-chiffres/recettes');
    const autres = screen.getByTestId('chiffres-autres');
    expect(screen.getByRole('region', { name: 'Autres chiffres' })).toBe(autres);
    expect(
      within(autres)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dépenses', 'Endettement à l’hectare']);
  });

  it('moves a figure to the favourites when its star is clicked', async () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter Dépenses aux favoris' }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('chiffres-favoris'))
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Recettes', 'Dépenses']),
    );
    expect(
      within(screen.getByTestId('chiffres-autres'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Endettement à l’hectare']);
  });

  it('gives the hint without favourites and the empty text without figures', () => {
    const { unmount } = renderList((c) =>
      primeAll(
        c,
        STATS.map((s) => ({ ...s, favorite: false })),
      ),
    );
    expect(within(screen.getByTestId('chiffres-favoris')).getByTestId('liste-vide').textContent).toBe(
      "Personnalisez vos favoris en sélectionnant un chiffre puis en cliquant sur l'étoile",
    );
    unmount();
    renderList((c) => primeAll(c, []));
    expect(screen.getByTestId('liste-vide').textContent).toBe("Il n'y a aucun chiffre pour l'instant");
  });

  it('says the list could not be loaded', async () => {
    renderList(failingApi);
    expect((await screen.findByTestId('erreur-chargement')).textContent).toContain('Une erreur est survenue lors du chargement de la liste des chiffres.');
  });
});

describe('/mes-chiffres/{slug}', () => {
  it('shows title, star, update date and three series of the chosen period', async () => {
    renderDetail('recettes');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Recettes');
    expect(screen.getByTestId('etoile-favori').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/^Mis à jour le/).textContent).toBe('Mis à jour le 15/01/2026');
    const labels = async () =>
      within(await screen.findByTestId('series'))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(await labels()).toEqual([String(year), String(year - 1), String(year - 2)]);
    expect(screen.getByTestId('axe').textContent).toMatch(/^janv\. févr\./);

    fireEvent.click(screen.getByRole('radio', { name: 'Choix période' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Durée' }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Mois de début' }), { target: { value: '9' } });
    expect(screen.getByTestId('axe').textContent).toBe('oct. nov. déc.');
    expect(await labels()).toHaveLength(3);

    fireEvent.click(screen.getByRole('radio', { name: 'Année exercice' }));
    expect(screen.queryByRole('combobox', { name: 'Durée' })).toBeNull();
    expect(screen.getByTestId('axe').textContent).toMatch(/^janv\./);
  });

  it('opens the info dialog with the figure’s explanation and the in-year warning', async () => {
    renderDetail('recettes');
    fireEvent.click(screen.getByRole('button', { name: 'Informations' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Explication de Recettes.');
    expect(dialog.textContent).toContain(CHIFFRES_INFO_EN_COURS);
  });

  it('charts other figures per closed fiscal year, without a period chooser', async () => {
    renderDetail('endettement-hectare');
    const graphique = await screen.findByTestId('graphique-chiffre');
    expect(screen.queryByTestId('choix-periode')).toBeNull();
    expect(within(graphique).getByTestId('axe').textContent).toBe(`${year - 3} ${year - 2} ${year - 1}`);
  });

  it('shows a plain alert when the figures cannot be loaded', async () => {
    renderDetail('recettes', failingApi);
    expect((await screen.findByRole('alert')).textContent).toBe('Une erreur est survenue lors du chargement des chiffres.');
  });
});
