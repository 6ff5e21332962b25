/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type DuerAudit, DuerAuditMessages as A, type DuerAuditQuestion, type DuerDroits, DuerMessages as M } from '@portail/contracts';
import { ErrorDialog } from '../../../../components/ui/error-dialog';
import { FlashBanner } from '../../../../components/ui/flash-banner';
import { closeErrorDialog } from '../../../../lib/error-dialog';
import { flashStore } from '../../../../lib/flash';
import { SelectedDossierProvider } from '../../../../lib/dossiers/selected-dossier';
import { descriptionOf } from '../../../../test-utils/description';
import { dossier, droits } from '../../../../test-utils/fixtures';
import { auditQueryOptions } from '../../api/audit/get-audit';
import DuerAuditPage from './duer-audit-page';

const PATH = '/outils/duer/audit/1/questions/types/99';

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

const TOUS: DuerDroits = { droitModifs: true, droitCreation: true, creationStructure: true, estCollaborateur: false, fonctionCE: false };
const AUCUN: DuerDroits = { droitModifs: false, droitCreation: false, creationStructure: false, estCollaborateur: false, fonctionCE: false };

const question = (id: number, bca: number, ordre: number, over: Partial<DuerAuditQuestion> = {}): DuerAuditQuestion => ({
  q_id: id,
  q_ordre: ordre,
  q_reponse: false,
  q_nonApplicable: false,
  q_remarque: '',
  bq_nom: `Question ${id}`,
  bca_id: bca,
  bca_nom: bca === 10 ? 'Premiers secours' : 'Travail isolé',
  ...over,
});
const audit = (over: Partial<DuerAudit> = {}): DuerAudit => ({
  duer: { id: 1, annee: 2026, estFini: false, estValide: false, dateFini: null, idGedDuerDefinitif: null, codeDossier: '010001', versionCalculRisque: 1 },
  droits: TOUS,
  categories: [
    { id: 10, nom: 'Premiers secours' },
    { id: 20, nom: 'Travail isolé' },
  ],
  questions: [question(1, 10, 1, { q_reponse: true }), question(2, 10, 2), question(3, 20, 1, { q_reponse: null })],
  ...over,
});

type Answer = { status: number; body: unknown };
interface Sent {
  method: string;
  url: string;
  body: unknown;
}
function reponse({ status, body }: Answer) {
  return { ok: status < 400, status, headers: { get: () => 'application/json' }, json: async () => body, text: async () => JSON.stringify(body) };
}

function renderAudit(data: DuerAudit | null, answer?: (s: Sent) => Answer | undefined) {
  const sent: Sent[] = [];
  global.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    const s = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
    if (url === '/api/auth/csrf') return Promise.resolve(reponse({ status: 200, body: { csrfToken: 'jeton' } }));
    if (url.startsWith('/api/duer')) sent.push(s);
    const a = answer?.(s);
    return a ? Promise.resolve(reponse(a)) : new Promise(() => undefined);
  }) as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (data) client.setQueryData(auditQueryOptions(1).queryKey, data);
  const router = createMemoryRouter(
    [
      {
        path: '/outils/duer/audit/:idDuer/questions/types/:idBaseType',
        element: (
          <>
            <FlashBanner />
            <DuerAuditPage />
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

const ligne = (id: number) => screen.getByTestId(`question-${id}`);
const choix = (id: number, valeur: 'Oui' | 'Non') =>
  within(within(ligne(id)).getByRole('group', { name: `Réponse à « Question ${id} »` })).getByRole('radio', { name: valeur }) as HTMLInputElement;
const reponseDe = (id: number) => [choix(id, 'Oui').checked, choix(id, 'Non').checked];

describe('/outils/duer/audit/:idDuer/questions/types/:idBaseType', () => {
  afterEach(() => act(() => closeErrorDialog()));

  it('shows the title, the categories with their questions, a back link, no save button until a change', () => {
    renderAudit(audit());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Audit préalable');
    expect(Array.from(document.querySelectorAll('details > summary')).map((s) => s.textContent)).toEqual(['Premiers secours', 'Travail isolé']);
    expect(screen.getByRole('link', { name: 'Retour au DUER 2026' }).getAttribute('href')).toBe('/outils/duer/1');
    expect(reponseDe(1)).toEqual([true, false]);
    expect(reponseDe(2)).toEqual([false, true]);
    expect(screen.queryByRole('button', { name: 'Enregistrer l’audit' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Ajouter une catégorie ou une question' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('non applicable turns the answer to no and disables the toggle; saving sends the answers', async () => {
    const { sent } = renderAudit(audit(), (s) => (s.method === 'PUT' ? { status: 200, body: audit() } : undefined));
    fireEvent.click(within(ligne(1)).getByLabelText('Non applicable'));
    expect(reponseDe(1)).toEqual([false, true]);
    expect(choix(1, 'Oui').disabled && choix(1, 'Non').disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Remarques sur « Question 2 »'), { target: { value: 'Trousse au chai' } });
    expect(screen.getByTestId('modifications-en-attente').textContent).toBe(M.quitter);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer l’audit' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    const put = sent.find((s) => s.method === 'PUT')!;
    expect(put.url).toBe('/api/duer/1/audit');
    expect(put.body).toEqual({
      questions: [
        { id: 1, ordre: 1, reponse: false, nonApplicable: true, remarque: '' },
        { id: 2, ordre: 2, reponse: false, nonApplicable: false, remarque: 'Trousse au chai' },
        { id: 3, ordre: 1, reponse: null, nonApplicable: false, remarque: '' },
      ],
    });
    await waitFor(() => expect(screen.queryByTestId('modifications-en-attente')).toBeNull());
  });

  it('an unanswered question is neither Oui nor Non and says so, until the user answers it (issue 29, defect 26)', async () => {
    const { sent } = renderAudit(audit(), (s) => (s.method === 'PUT' ? { status: 200, body: audit() } : undefined));
    expect(reponseDe(3)).toEqual([false, false]);
    expect(within(ligne(3)).getByRole('group').textContent).toContain(A.sansReponse);
    expect(within(ligne(2)).queryByText(A.sansReponse)).toBeNull();
    fireEvent.click(choix(3, 'Oui'));
    expect(reponseDe(3)).toEqual([true, false]);
    expect(within(ligne(3)).queryByText(A.sansReponse)).toBeNull();
    fireEvent.click(choix(2, 'Oui'));
    fireEvent.click(choix(2, 'Non'));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer l’audit' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    const body = sent.find((s) => s.method === 'PUT')!.body as { questions: { id: number; reponse: boolean | null }[] };
    expect(body.questions.map((q) => [q.id, q.reponse])).toEqual([
      [1, true],
      [2, false],
      [3, true],
    ]);
  });

  it('a failed save keeps the changes pending and shows the audit save error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAudit(audit(), (s) => (s.method === 'PUT' ? { status: 500, body: { statusCode: 500, code: 'ERREUR', message: 'x' } } : undefined));
    fireEvent.click(choix(2, 'Oui'));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer l’audit' }));
    await waitFor(() => expect(flashStore.get()).toEqual({ kind: 'error', message: A.sauvegarde }));
    expect(screen.getByTestId('modifications-en-attente').textContent).toBe(M.quitter);
  });

  it('moves a question within its category and asks before deleting', async () => {
    const apres = audit({ questions: [question(1, 10, 1), question(3, 20, 1)] });
    const { sent } = renderAudit(audit(), (s) => (s.method === 'DELETE' || s.method === 'PUT' ? { status: 200, body: apres } : undefined));
    fireEvent.click(screen.getByRole('button', { name: 'Descendre « Question 1 »' }));
    const premiers = document.querySelectorAll('details')[0].querySelectorAll('tbody tr');
    expect(Array.from(premiers).map((r) => r.getAttribute('data-testid'))).toEqual(['question-2', 'question-1']);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer « Question 2 »' }));
    expect(descriptionOf(screen.getByTestId('dialogue-confirmation'))).toBe(A.confirmationSuppression);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la question' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'DELETE')).toBe(true));
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(['PUT /api/duer/1/audit', 'DELETE /api/duer/1/audit/questions/2']);
    await waitFor(() => expect(screen.queryByTestId('question-2')).toBeNull());
  });

  it('without rights: toggles and remarks disabled, no add, move or delete', () => {
    renderAudit(audit({ droits: AUCUN }));
    expect(choix(2, 'Oui').disabled && choix(2, 'Non').disabled).toBe(true);
    expect((screen.getByLabelText('Remarques sur « Question 2 »') as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Supprimer/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Monter|Descendre/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajouter une catégorie ou une question' })).toBeNull();
  });

  it('adding a question needs a category first, then sends a new empty question as a single space', async () => {
    const { sent } = renderAudit(audit(), (s) => {
      if (s.url.endsWith('/categories/restantes')) return { status: 200, body: [{ id: 10, nom: 'Premiers secours' }] };
      if (s.url.endsWith('/questions/restantes')) return { status: 200, body: [] };
      if (s.method === 'POST') return { status: 201, body: audit() };
      return undefined;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une catégorie ou une question' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Une question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(descriptionOf(screen.getByTestId('dialogue-erreur'))).toBe(A.categorieRequise));
    act(() => closeErrorDialog());
    await waitFor(() =>
      expect(Array.from((screen.getByLabelText('Catégorie') as HTMLSelectElement).options).map((o) => o.textContent)).toEqual([
        'Choisissez une catégorie',
        'Premiers secours',
      ]),
    );
    fireEvent.change(screen.getByLabelText('Catégorie'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')).toMatchObject({
      url: '/api/duer/1/audit/questions',
      body: { idBaseCategorie: 10, idQuestion: -1, nom: ' ' },
    });
  });

  it('shows the error state when the audit cannot load', async () => {
    renderAudit(null, () => ({ status: 500, body: { statusCode: 500, code: 'ERREUR', message: 'x' } }));
    expect((await screen.findByTestId('erreur-chargement')).textContent).toContain(A.chargement);
  });
});
