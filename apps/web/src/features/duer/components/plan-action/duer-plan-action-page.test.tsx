/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DuerMessages as M, type DuerPlanAction, DuerPlanActionMessages as P, type LignePlanAction } from '@portail/contracts';
import { ErrorDialog } from '../../../../components/ui/error-dialog';
import { FlashBanner } from '../../../../components/ui/flash-banner';
import { closeErrorDialog } from '../../../../lib/error-dialog';
import { flashStore } from '../../../../lib/flash';
import { SelectedDossierProvider } from '../../../../lib/dossiers/selected-dossier';
import { dossier, droits } from '../../../../test-utils/fixtures';
import { planActionQueryOptions } from '../../api/plan-action/get-plan-action';
import DuerPlanActionPage from './duer-plan-action-page';
import { trierLignes } from './plan-action-edit';

const PATH = '/outils/duer/1/plan-action';

// jsdom has no Request; the data router builds one per navigation (no loader reads it here).
if (typeof globalThis.Request === 'undefined') {
  class RequestStub {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal | null;
    constructor(url: string | URL, init: RequestInit = {}) {
      this.url = String(url);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? null;
    }
  }
  Object.assign(globalThis, { Request: RequestStub });
}

const ligne = (id: number, over: Partial<LignePlanAction> = {}): LignePlanAction => ({
  idRisque: id,
  idCategorie: 5,
  uniteTravail: 'Chai',
  idModule: 7,
  module: 'Cuverie',
  operation: 'Remontage',
  risque: `Risque ${id}`,
  score: '4',
  niveau: 'À surveiller',
  mesureAFaire: `Mesure ${id}`,
  mesureQui: 'Gérant',
  mesureDelai: '2026',
  statut: 'a_faire',
  cout: '',
  moyens: '',
  indicateur: '',
  modifieLe: null,
  modifiePar: null,
  ...over,
});
const plan = (over: Partial<DuerPlanAction> = {}): DuerPlanAction => ({
  idDuer: 1,
  annee: 2026,
  estFini: false,
  papripact: false,
  nombreSalaries: 3,
  peutModifier: true,
  lignes: [ligne(1), ligne(2, { score: '20', niveau: 'Préoccupant', statut: 'en_cours' })],
  ...over,
});

type Answer = { status: number; body: unknown };
interface Sent {
  method: string;
  url: string;
  body: unknown;
}
const reponse = ({ status, body }: Answer) => ({
  ok: status < 400,
  status,
  headers: { get: () => 'application/json' },
  json: async () => body,
  text: async () => JSON.stringify(body),
  blob: async () => new Blob([JSON.stringify(body)]),
});

function renderPlan(data: DuerPlanAction | null, answer?: (s: Sent) => Answer | undefined) {
  const sent: Sent[] = [];
  global.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    const s = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
    if (url === '/api/auth/csrf') return Promise.resolve(reponse({ status: 200, body: { csrfToken: 'jeton' } }));
    if (url.startsWith('/api/duer')) sent.push(s);
    const a = answer?.(s);
    return a ? Promise.resolve(reponse(a)) : new Promise(() => undefined);
  }) as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (data) client.setQueryData(planActionQueryOptions(1).queryKey, data);
  const router = createMemoryRouter(
    [
      {
        path: '/outils/duer/:idDuer/plan-action',
        element: (
          <>
            <FlashBanner />
            <DuerPlanActionPage />
            <ErrorDialog />
          </>
        ),
      },
      { path: '/outils/duer/:idDuer', element: <p>Unités de travail</p> },
    ],
    { initialEntries: [PATH] },
  );
  render(
    <QueryClientProvider client={client}>
      <SelectedDossierProvider droits={droits([dossier({ codeDossier: '010001', modules: ['tool_duer'] })])}>
        <RouterProvider router={router} />
      </SelectedDossierProvider>
    </QueryClientProvider>,
  );
  return { sent, router };
}

const lignes = () => screen.getAllByTestId('ligne-plan');

describe('/outils/duer/:idDuer/plan-action', () => {
  afterEach(() => act(() => closeErrorDialog()));

  it('shows the plan of actions: each measure, its level, who and deadline read-only with a link to the module, no PAPRIPACT columns', () => {
    renderPlan(plan());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(P.titre);
    expect(screen.getByRole('link', { name: 'Retour au DUER 2026' }).getAttribute('href')).toBe('/outils/duer/1');
    expect(lignes()).toHaveLength(2);
    const premiere = within(lignes()[0]!);
    expect(
      Array.from(lignes()[0]!.querySelectorAll('td'))
        .slice(1, 6)
        .map((td) => td.textContent),
    ).toEqual(['Risque 1', '4 - À surveiller', 'Mesure 1', 'Gérant', '2026']);
    expect(premiere.getByRole('link', { name: 'Cuverie' }).getAttribute('href')).toBe('/outils/duer/1/5/7');
    expect(screen.queryByRole('columnheader', { name: 'Coût estimé' })).toBeNull();
    const exports = ['Télécharger le PDF', 'Exporter en CSV', 'Exporter en Excel (.xlsx)'];
    expect(exports.map((name) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled)).toEqual([false, false, false]);
    expect((screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a status change is pending until saved; the save sends the changed lines only', async () => {
    const { sent } = renderPlan(plan(), (s) =>
      s.method === 'PUT' ? { status: 200, body: plan({ lignes: [ligne(1, { statut: 'fait' }), ligne(2)] }) } : undefined,
    );
    fireEvent.change(screen.getByLabelText('Statut : Risque 1'), { target: { value: 'fait' } });
    expect(screen.getByTestId('modifications-en-attente').textContent).toBe(M.quitter);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    const put = sent.find((s) => s.method === 'PUT')!;
    expect(put.url).toBe('/api/duer/1/plan-action');
    expect(put.body).toEqual({ lignes: [{ idRisque: 1, statut: 'fait', cout: '', moyens: '', indicateur: '' }] });
    await waitFor(() => expect(screen.queryByTestId('modifications-en-attente')).toBeNull());
  });

  it('a failed save keeps the changes pending and shows the save error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPlan(plan(), (s) => (s.method === 'PUT' ? { status: 500, body: { statusCode: 500, code: 'ERREUR', message: 'x' } } : undefined));
    fireEvent.change(screen.getByLabelText('Statut : Risque 2'), { target: { value: 'fait' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(flashStore.get()).toEqual({ kind: 'error', message: P.sauvegarde }));
    expect(screen.getByTestId('modifications-en-attente').textContent).toBe(M.quitter);
  });

  it('from 50 employees: the PAPRIPACT title and its cost, resources and indicator inputs', () => {
    renderPlan(plan({ papripact: true, nombreSalaries: 65 }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(P.titrePapripact);
    expect(
      screen
        .getAllByRole('columnheader')
        .slice(-3)
        .map((th) => th.textContent),
    ).toEqual(['Coût estimé', 'Moyens', 'Indicateur']);
    fireEvent.change(screen.getByLabelText('Coût estimé : Risque 1'), { target: { value: '1 200 €' } });
    expect(screen.getByTestId('modifications-en-attente').textContent).toBe(M.quitter);
  });

  it('without the right to save: statuses shown as text, no save button', () => {
    renderPlan(plan({ peutModifier: false }));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(lignes().map((l) => l.querySelectorAll('td')[6]?.textContent)).toEqual(['À faire', 'En cours']);
  });

  it('sorts by level on demand, the most serious first', () => {
    renderPlan(plan());
    fireEvent.click(screen.getByRole('button', { name: 'Trier par niveau' }));
    expect(lignes().map((l) => l.getAttribute('data-id-risque'))).toEqual(['2', '1']);
    expect(trierLignes([ligne(1, { niveau: 'Faible', score: '2' }), ligne(2, { niveau: 'Important', score: '9' })], 'niveau').map((l) => l.idRisque)).toEqual([
      2, 1,
    ]);
  });

  it('exports an Excel workbook beside the CSV, downloaded the same way under the plan’s name; a failure shows the download error', async () => {
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = jest.fn(() => 'blob:classeur');
    URL.revokeObjectURL = jest.fn();
    const telecharges: string[] = [];
    const clic = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      telecharges.push(`${this.download} <- ${this.href}`);
    });
    try {
      const { sent } = renderPlan(plan({ papripact: true, nombreSalaries: 65 }), (s) =>
        s.url.endsWith('/xlsx') ? { status: telecharges.length ? 500 : 200, body: 'classeur' } : undefined,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Exporter en Excel (.xlsx)' }));
      await waitFor(() => expect(telecharges).toEqual(['PAPRIPACT DUER 2026.xlsx <- blob:classeur']));
      expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/duer/1/plan-action/xlsx']);
      fireEvent.click(screen.getByRole('button', { name: 'Exporter en Excel (.xlsx)' }));
      await waitFor(() => expect(flashStore.get()).toEqual({ kind: 'error', message: P.telechargement }));
      expect(telecharges).toHaveLength(1);
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      clic.mockRestore();
    }
  });

  it('empty, loading and error states', async () => {
    renderPlan(plan({ lignes: [] }));
    expect(screen.getByTestId('liste-vide').textContent).toBe(P.aucuneMesure);
  });

  it('shows the error state when the plan cannot load', async () => {
    renderPlan(null, () => ({ status: 500, body: { statusCode: 500, code: 'ERREUR', message: 'x' } }));
    expect((await screen.findByTestId('erreur-chargement')).textContent).toContain(P.chargement);
  });
});
