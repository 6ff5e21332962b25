/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ThemeResponse } from '@portail/contracts';
import { SelectedDossierProvider } from '../../../lib/dossiers/selected-dossier';
import { themeQueryKey } from '../../../lib/theme/get-theme';
import { descriptionOf } from '../../../test-utils/description';
import { dossier, droits } from '../../../test-utils/fixtures';
import { NEUTRAL_THEME } from '../../../lib/theme/palette';
import { computeHiringCost, createHiringEngine, rulesInfo } from '../utils/hiring-cost';
import type { HiringCalculator } from '../utils/hiring-engine-messages';
import { ENGINE_LOAD_ERROR, HiringSimulator } from './hiring-simulator';

const engine = createHiringEngine();
/** The engine itself, as the worker runs it. */
const direct = (): HiringCalculator => ({
  ready: Promise.resolve(rulesInfo(engine)),
  compute: async (input) => computeHiringCost(engine, input),
  dispose: () => undefined,
});

function renderSimulator(createCalculator: () => HiringCalculator, scriptUrl: string | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData<ThemeResponse>(themeQueryKey, {
    ...NEUTRAL_THEME,
    settings: {
      hiringSimulatorScriptUrl: scriptUrl,
      carteTuilesUrl: null,
      carteTuilesAttribution: null,
      oicVideoPresentationUrl: null,
      oicVideoProfilUrl: null,
    },
  });
  // The tool header's favourites query never answers: the test looks at the simulator.
  global.fetch = (() => new Promise<Response>(() => undefined)) as typeof fetch;
  return render(
    <QueryClientProvider client={client}>
      <SelectedDossierProvider droits={droits([dossier()])}>
        <HiringSimulator createCalculator={createCalculator} />
      </SelectedDossierProvider>
    </QueryClientProvider>,
  );
}

const total = () => screen.getByTestId('embauche-cout-total');

jest.setTimeout(60_000);

describe('HiringSimulator', () => {
  it('computes the default 2 500 € gross, then a net salary after the toggle, with the rules’ version', async () => {
    renderSimulator(direct);
    await waitFor(() => expect(total().textContent).toBe('3 132,65 €'), { timeout: 15_000 });
    expect(screen.getByTestId('embauche-net').textContent).toBe('1 957,05 €');
    expect(screen.getByTestId('embauche-cotisations-employeur').textContent).toBe('632,65 €');
    expect(screen.getByTestId('embauche-regles').textContent).toMatch(/modele-social 11\.1\.0 .* en vigueur au \d{2}\/\d{2}\/\d{4}/);

    fireEvent.click(screen.getByRole('radio', { name: 'Net' }));
    const montant = screen.getByLabelText('Salaire net mensuel avant impôt (€)');
    fireEvent.change(montant, { target: { value: '2 000' } });
    await waitFor(() => expect(screen.getByTestId('embauche-net').textContent).toBe('2 000,00 €'), { timeout: 15_000 });
    expect(screen.getByTestId('embauche-brut').textContent).toMatch(/^2 554,2\d €$/);
    expect(total().textContent).toMatch(/^3 228,0\d €$/);
  });

  it('shows the form’s message for a bad amount and no result beside it (issue 29, defect 14)', async () => {
    renderSimulator(direct);
    await waitFor(() => expect(total().textContent).toBe('3 132,65 €'), { timeout: 15_000 });
    const montant = screen.getByLabelText('Salaire brut mensuel (€)');
    fireEvent.change(montant, { target: { value: 'abc' } });
    // The message under the field, which describes it.
    await waitFor(() => expect(descriptionOf(montant)).toMatch(/^Saisissez un salaire mensuel entre 1 € et/));
    expect(montant.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('3 132,65 €')).toBeNull();
    expect(screen.getByTestId('embauche-attente').textContent).toBe('Saisissez un salaire pour lancer le calcul.');
  });

  it('asks for the hours of a part-time contract', async () => {
    renderSimulator(direct);
    await waitFor(() => expect(total().textContent).toBe('3 132,65 €'), { timeout: 15_000 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Temps partiel' }));
    expect((screen.getByLabelText('Heures par semaine') as HTMLInputElement).value).toBe('24');
    await waitFor(() => expect(total().textContent).not.toContain('3 132,65 €'), { timeout: 15_000 });
  });

  it('shows the loading state, then the error state when the engine cannot load', async () => {
    let fail: (e: Error) => void = () => undefined;
    renderSimulator(() => ({ ready: new Promise((_, reject) => (fail = reject)), compute: () => new Promise(() => undefined), dispose: () => undefined }));
    expect(screen.getByTestId('chargement').textContent).toContain('Chargement des règles de calcul…');
    fail(new Error('réseau'));
    expect((await screen.findByTestId('erreur-chargement')).textContent).toContain(ENGINE_LOAD_ERROR);
  });

  it('offers the official simulator only when its script is configured, and says when it cannot load', async () => {
    const { unmount } = renderSimulator(direct);
    expect(screen.queryByRole('button', { name: 'Ouvrir le simulateur officiel' })).toBeNull();
    unmount();
    renderSimulator(direct, 'http://127.0.0.1:1/simulateur.js');
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir le simulateur officiel' }));
    const script = document.getElementById('script-simulateur-embauche') as HTMLScriptElement;
    expect(script.src).toBe('http://127.0.0.1:1/simulateur.js');
    expect(script.dataset.couleur).toBe('#0096FF');
    fireEvent.error(script);
    const alert = await screen.findByTestId('embauche-officiel-erreur');
    expect(alert.textContent).toMatch(/Le simulateur officiel n’a pas pu être chargé/);
  });
});
