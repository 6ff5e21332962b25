import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Duer, DuerDroits } from '@portail/contracts';
import { ErrorDialog } from '../../../components/ui/error-dialog';
import { SelectedDossierProvider } from '../../../lib/dossiers/selected-dossier';
import { dossier, droits } from '../../../test-utils/fixtures';

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

export const DUER_TEXTES: Duer = {
  id: 1,
  annee: 2026,
  estFini: false,
  estValide: false,
  dateFini: null,
  idGedDuerDefinitif: null,
  codeDossier: '010001',
  versionCalculRisque: 1,
};
export const TOUS: DuerDroits = { droitModifs: true, droitCreation: true, creationStructure: true, estCollaborateur: false, fonctionCE: false };
export const AUCUN: DuerDroits = { droitModifs: false, droitCreation: false, creationStructure: false, estCollaborateur: false, fonctionCE: false };

export type Answer = { status: number; body: unknown };
export interface Sent {
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
});

/** A special-page screen in a data router (useBlocker needs one), the cache primed; `answer` plays the api. */
export function renderTextes(path: string, routePath: string, element: ReactNode, prime: (c: QueryClient) => void, answer?: (s: Sent) => Answer | undefined) {
  const sent: Sent[] = [];
  global.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    if (url === '/api/auth/csrf') return Promise.resolve(reponse({ status: 200, body: { csrfToken: 'jeton' } }));
    const s = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(s);
    const a = answer?.(s);
    return a ? Promise.resolve(reponse(a)) : new Promise(() => undefined);
  }) as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  prime(client);
  const router = createMemoryRouter(
    [
      {
        path: routePath,
        element: (
          <>
            {element}
            <ErrorDialog />
          </>
        ),
      },
      { path: '/outils/duer/:idDuer', element: <p>DUER</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <SelectedDossierProvider droits={droits([dossier({ codeDossier: '010001', modules: ['tool_duer'] })])}>
        <RouterProvider router={router} />
      </SelectedDossierProvider>
    </QueryClientProvider>,
  );
  return { sent, router, client };
}
