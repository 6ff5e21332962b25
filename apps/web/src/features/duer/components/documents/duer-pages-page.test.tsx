/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type DuerDroits, type DuerPage, type DuerPages, DuerDocumentsMessages as D, DuerMessages as M } from '@portail/contracts';
import { ErrorDialog } from '../../../../components/ui/error-dialog';
import { closeErrorDialog } from '../../../../lib/error-dialog';
import { SelectedDossierProvider } from '../../../../lib/dossiers/selected-dossier';
import { dossier, droits } from '../../../../test-utils/fixtures';
import { pagesQueryOptions } from '../../api/documents/get-pages';
import { duer } from '../../test/fixtures';
import DuerPagesPage from './duer-pages-page';

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
const page = (id: number, idBase: number, nom: string, ordre: number, estAvantRisques: boolean): DuerPage => ({
  id,
  ordre,
  estAvantRisques,
  duerBasePage: { id: idBase, nom, estFixe: [1, 3, 4, 10].includes(idBase), codeDossier: null, nomFichier: `${nom}.pdf`, extension: 'pdf', avecFichier: true },
});
const PAGES = [page(11, 1, 'Page de garde', 1, true), page(12, 2, 'Sommaire', 2, true), page(16, 6, 'Plan d’actions', 1, false)];
const data = (pages = PAGES, d = TOUS, estFini = false): DuerPages => ({ duer: duer(7, 2026, { estFini }), droits: d, pages });

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

function renderPages(pages: DuerPages) {
  const sent: Sent[] = [];
  global.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    const ok = (body: unknown) =>
      Promise.resolve({ ok: true, status: 200, headers: { get: () => 'application/json' }, json: async () => body, text: async () => JSON.stringify(body) });
    if (url === '/api/auth/csrf') return ok({ csrfToken: 'jeton' });
    sent.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return init.method === 'PUT' ? ok({ ok: true }) : new Promise(() => undefined);
  }) as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(pagesQueryOptions(7).queryKey, pages);
  const router = createMemoryRouter(
    [
      {
        path: '/outils/duer/pages/:idDuer',
        element: (
          <>
            <DuerPagesPage />
            <ErrorDialog />
          </>
        ),
      },
      { path: '/outils/duer/:idDuer/page-de-garde', element: <p>Page de garde</p> },
    ],
    { initialEntries: ['/outils/duer/pages/7'] },
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

const rows = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-testid="ligne-page"], [data-testid="ligne-risques"]')).map((tr) =>
    tr.dataset.testid === 'ligne-risques' ? 'RISQUES' : tr.querySelector('.duer-documents__nom')!.textContent,
  );

describe('/outils/duer/pages/:idDuer', () => {
  it('shows the pages around LISTE DES RISQUES, special pages with an edit link and no download', () => {
    renderPages(data());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pages');
    expect(rows()).toEqual(['Page de garde', 'Sommaire', 'RISQUES', 'Plan d’actions']);
    expect(screen.getByTestId('ligne-risques').textContent).toBe('LISTE DES RISQUES');
    const garde = screen.getAllByTestId('ligne-page')[0]!;
    expect(within(garde).queryByRole('button', { name: 'Télécharger' })).toBeNull();
    expect(within(garde).queryByRole('button', { name: 'Remplacer le fichier' })).toBeNull();
    expect((within(garde).getByRole('button', { name: 'Modifier' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(screen.getAllByTestId('ligne-page')[1]!).getByRole('button', { name: 'Télécharger' }) as HTMLButtonElement).disabled).toBe(false);
    // A member does not replace the firm's file (the api refuses it); the dossier's own pages yes.
    expect(within(screen.getAllByTestId('ligne-page')[1]!).queryByRole('button', { name: 'Remplacer le fichier' })).toBeNull();
  });

  it('moves a page across LISTE DES RISQUES, shows the pending message, and saves only the change', async () => {
    const { sent } = renderPages(data());
    expect(screen.queryByText(M.quitter)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Descendre Sommaire' }));
    expect(rows()).toEqual(['Page de garde', 'RISQUES', 'Sommaire', 'Plan d’actions']);
    expect(screen.getByTestId('modifications-en-attente').textContent).toBe(M.quitter);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    });
    expect(sent.find((s) => s.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/duer/7/pages',
      body: {
        toUpdate: [
          { id: 12, ordre: 1, estAvantRisques: false },
          { id: 16, ordre: 2, estAvantRisques: false },
        ],
        toDelete: [],
      },
    });
  });

  it('refuses a page without its file in the error modal, nothing left written in the form (issue 29, defect 25)', () => {
    renderPages(data());
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une page' }));
    const dialog = screen.getByTestId('dialogue-ajout-document');
    fireEvent.change(within(dialog).getByLabelText('Libellé'), { target: { value: 'Plan du site' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(screen.getByTestId('dialogue-erreur').querySelector('.dialogue__texte')?.textContent).toBe(D.libelleEtFichierRequis);
    act(() => closeErrorDialog());
    expect(within(dialog).queryByText(D.libelleEtFichierRequis)).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('stages a deletion after the spec confirmation', () => {
    renderPages(data());
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Sommaire' }));
    expect(screen.getByTestId('dialogue-confirmation').textContent).toContain(D.confirmerSuppressionPage);
    fireEvent.click(within(screen.getByTestId('dialogue-confirmation')).getByRole('button', { name: 'Supprimer la page' }));
    expect(rows()).toEqual(['Page de garde', 'RISQUES', 'Plan d’actions']);
    expect((screen.getByRole('button', { name: 'Enregistrer les modifications' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers the replacement of the firm’s pages to advisers', () => {
    renderPages(data(PAGES, { ...TOUS, estCollaborateur: true }));
    expect(screen.getAllByRole('button', { name: 'Remplacer le fichier' }).length).toBe(2);
  });

  it('hides moves, deletions and replacements on a finished DUER, keeps downloads', () => {
    renderPages(data(PAGES, TOUS, true));
    expect(screen.queryByRole('button', { name: 'Descendre Sommaire' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer Sommaire' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remplacer le fichier' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Télécharger' }).length).toBe(2);
  });

  it('says so when the DUER has no page', () => {
    renderPages(data([]));
    expect(screen.getByTestId('liste-vide').textContent).toBe(D.aucunePage);
    expect(rows()).toEqual(['RISQUES']);
  });

  it('edit of the cover page goes to its own screen', async () => {
    const { router } = renderPages(data());
    await act(async () => {
      fireEvent.click(within(screen.getAllByTestId('ligne-page')[0]!).getByRole('button', { name: 'Modifier' }));
    });
    expect(router.state.location.pathname).toBe('/outils/duer/7/page-de-garde');
  });
});
