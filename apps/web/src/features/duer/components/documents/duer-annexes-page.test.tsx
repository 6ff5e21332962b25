/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type DuerAnnexe, type DuerAnnexes, type DuerDroits, DuerDocumentsMessages as D, DuerMessages as M } from '@portail/contracts';
import { ErrorDialog } from '../../../../components/ui/error-dialog';
import { SelectedDossierProvider } from '../../../../lib/dossiers/selected-dossier';
import { dossier, droits } from '../../../../test-utils/fixtures';
import { annexesQueryOptions } from '../../api/documents/get-annexes';
import { baseAnnexesQueryOptions } from '../../api/documents/get-base-annexes';
import { duer } from '../../test/fixtures';
import DuerAnnexesPage from './duer-annexes-page';

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

const MEMBRE: DuerDroits = { droitModifs: true, droitCreation: true, creationStructure: true, estCollaborateur: false, fonctionCE: false };
const CONSEILLER: DuerDroits = { ...MEMBRE, estCollaborateur: true, fonctionCE: true };
const annexe = (id: number, nom: string, numAnnexe: number): DuerAnnexe => ({
  id,
  idLien: id * 10,
  nom,
  numAnnexe,
  estObligatoire: false,
  typeFichier: 'ANNEXE',
  duerBaseModule: null,
  nomFichier: `${nom}.pdf`,
  extension: 'pdf',
  avecFichier: true,
});
const ANNEXES = [annexe(1, 'Fiche de données de sécurité', 1), annexe(2, 'Registre des vérifications', 2)];
const data = (d: DuerDroits, annexes = ANNEXES, estFini = false): DuerAnnexes => ({ duer: duer(7, 2026, { estFini }), droits: d, module: null, annexes });

function renderAnnexes(annexes: DuerAnnexes) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  global.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    const ok = (body: unknown) =>
      Promise.resolve({ ok: true, status: 200, headers: { get: () => 'application/json' }, json: async () => body, text: async () => JSON.stringify(body) });
    if (url === '/api/auth/csrf') return ok({ csrfToken: 'jeton' });
    sent.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return init.method === 'PUT' ? ok({ ok: true }) : new Promise(() => undefined);
  }) as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(annexesQueryOptions(7, null).queryKey, annexes);
  client.setQueryData(baseAnnexesQueryOptions(7, null).queryKey, [{ id: 4, nom: 'Plan de prévention', numAnnexe: 3, codeDossier: null }]);
  const router = createMemoryRouter(
    [
      {
        path: '/outils/duer/annexes/:idDuer',
        element: (
          <>
            <DuerAnnexesPage />
            <ErrorDialog />
          </>
        ),
      },
    ],
    { initialEntries: ['/outils/duer/annexes/7'] },
  );
  render(
    <QueryClientProvider client={client}>
      <SelectedDossierProvider droits={droits([dossier({ codeDossier: '010001', modules: ['tool_duer'] })])}>
        <RouterProvider router={router} />
      </SelectedDossierProvider>
    </QueryClientProvider>,
  );
  return sent;
}
const noms = () => screen.getAllByTestId('ligne-annexe').map((l) => l.querySelector('.duer-documents__nom')!.textContent);

describe('/outils/duer/annexes/:idDuer', () => {
  it('member: download, view and delete, no reorder nor replace; the add dialog offers only existing annexes', () => {
    renderAnnexes(data(MEMBRE));
    expect(noms()).toEqual(['Fiche de données de sécurité', 'Registre des vérifications']);
    const first = screen.getAllByTestId('ligne-annexe')[0]!;
    expect(
      within(first)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Télécharger', 'Voir', 'Supprimer']);
    expect(within(first).queryByRole('button', { name: /Descendre/ })).toBeNull();
    expect(within(first).queryByRole('button', { name: 'Remplacer le fichier' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une annexe' }));
    const dialog = screen.getByTestId('dialogue-ajout-document');
    expect(within(dialog).queryByRole('radio', { name: 'Créer une annexe' })).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['—', 'Plan de prévention']);
  });

  it('adviser: reorders and saves the new numbers with a staged delete in one call', async () => {
    const sent = renderAnnexes(data(CONSEILLER));
    fireEvent.click(screen.getByRole('button', { name: 'Descendre Fiche de données de sécurité' }));
    expect(noms()).toEqual(['Registre des vérifications', 'Fiche de données de sécurité']);
    expect(screen.getByTestId('modifications-en-attente').textContent).toBe(M.quitter);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Registre des vérifications' }));
    fireEvent.click(within(screen.getByTestId('dialogue-confirmation')).getByRole('button', { name: 'Supprimer l’annexe' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    });
    expect(sent.find((s) => s.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/duer/7/annexes',
      body: { idDuerModule: null, numeros: [{ id: 1, numAnnexe: 2 }], toDelete: [20] },
    });
  });

  it('replace dialog: Valider disabled until a file is chosen', () => {
    renderAnnexes(data(CONSEILLER));
    fireEvent.click(within(screen.getAllByTestId('ligne-annexe')[0]!).getByRole('button', { name: 'Remplacer le fichier' }));
    const dialog = screen.getByTestId('dialogue-fichier');
    expect(within(dialog).getByRole('heading').textContent).toBe("Modification d'un fichier");
    const valider = within(dialog).getByRole('button', { name: 'Valider' }) as HTMLButtonElement;
    expect(valider.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Fichier (.doc, .docx, .pdf)'), {
      target: { files: [new File(['%PDF-'], 'v2.pdf', { type: 'application/pdf' })] },
    });
    expect(valider.disabled).toBe(false);
  });

  it('finished DUER: no move, delete nor replace, even for the adviser', () => {
    renderAnnexes(data(CONSEILLER, ANNEXES, true));
    expect(screen.queryByRole('button', { name: /Descendre|Supprimer|Remplacer/ })).toBeNull();
  });

  it('says so when there is no annex', () => {
    renderAnnexes(data(MEMBRE, []));
    expect(screen.getByTestId('liste-vide').textContent).toBe(D.aucunDocument);
  });
});
