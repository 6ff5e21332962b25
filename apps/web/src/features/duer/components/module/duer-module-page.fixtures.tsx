/** The DUER module screen's test fixtures: a module of risks, the screen in a data router, the api played by `answer`. */
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { DuerModuleDetail, DuerRisque, HistoriqueModule } from '@portail/contracts';
import { ErrorDialog } from '../../../../components/ui/error-dialog';
import { SelectedDossierProvider } from '../../../../lib/dossiers/selected-dossier';
import { dossier, droits } from '../../../../test-utils/fixtures';
import { moduleQueryOptions } from '../../api/module/get-module';
import { historiqueQueryOptions } from '../../api/module/get-module-history';
import DuerModulePage from './duer-module-page';

export const PATH = '/outils/duer/1/2/3';

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

export const risque = (id: number, over: Partial<DuerRisque> = {}): DuerRisque => ({
  id,
  ordre: id,
  estActif: true,
  gravite: null,
  frequence: null,
  maitrise: null,
  score: null,
  niveau: 'Non initialisé',
  mesureExistante: '',
  mesureAFaire: '',
  mesureQui: '',
  mesureDelai: '',
  duerBaseRisque: { id: 100 + id, nom: `Risque ${id}`, estAvecPicto: false },
  duerPictos: [],
  ...over,
});

export const DROITS_ADHERENT = { droitModifs: true, droitCreation: true, creationStructure: true, estCollaborateur: false, fonctionCE: false };

export function module(versionCalculRisque: number, risques: DuerRisque[], over: Partial<DuerModuleDetail> = {}): DuerModuleDetail {
  return {
    duer: { id: 1, annee: 2030, estFini: false, estValide: false, dateFini: null, idGedDuerDefinitif: null, codeDossier: '010001', versionCalculRisque },
    droits: DROITS_ADHERENT,
    categorie: { id: 2, nom: 'Atelier' },
    module: {
      id: 3,
      ordre: 1,
      remarque: null,
      forcerValidation: false,
      estValide: false,
      duerBaseModule: { id: 30, nom: 'Soudure', annee: null, codeDossier: null },
    },
    version: 4,
    groupes: [
      { id: 10, ordre: 1, duerBaseGroupe: { id: 110, nom: 'Préparation' }, duerRisques: risques },
      { id: 11, ordre: 2, duerBaseGroupe: { id: 111, nom: 'Nettoyage' }, duerRisques: [] },
    ],
    suivant: { idCategorie: 2, idModule: 4, nom: 'Meulage', etape: 2, total: 5 },
    ...over,
  };
}

type Answer = { status: number; body: unknown };
interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** The screen in a data router (useBlocker needs one), the module primed; `answer` plays the api. */
export function renderModule(data: DuerModuleDetail, { answer, historique }: { answer?: (s: Sent) => Answer | undefined; historique?: HistoriqueModule } = {}) {
  const sent: Sent[] = [];
  global.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    const s = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
    if (url === '/api/auth/csrf') return Promise.resolve(reponse({ status: 200, body: { csrfToken: 'jeton' } }));
    sent.push(s);
    const a = answer?.(s);
    return a ? Promise.resolve(reponse(a)) : new Promise(() => undefined);
  }) as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(moduleQueryOptions(1, 3).queryKey, data);
  if (historique) client.setQueryData(historiqueQueryOptions(1, 3).queryKey, historique);
  const router = createMemoryRouter(
    [
      {
        path: '/outils/duer/:idDuer/:idCategorie/:idModule',
        element: (
          <>
            <DuerModulePage />
            <ErrorDialog />
          </>
        ),
      },
      { path: '/outils/duer/:idDuer/:idCategorie', element: <p>Unité de travail</p> },
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
  return { sent, router, client };
}

function reponse({ status, body }: Answer) {
  return { ok: status < 400, status, headers: { get: () => 'application/json' }, json: async () => body, text: async () => JSON.stringify(body) };
}

export const badges = () => screen.getAllByTestId('badge-risque').map((b) => [b.textContent, b.getAttribute('data-niveau')]);
export const carte = (nom: string) => screen.getByRole('article', { name: nom });
