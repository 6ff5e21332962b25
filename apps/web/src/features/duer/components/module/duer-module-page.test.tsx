/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { type DuerModuleDetail, type DuerRisque, DuerMessages, type HistoriqueModule } from '@portail/contracts';
import { ErrorDialog } from '../../../../components/ui/error-dialog';
import { closeErrorDialog } from '../../../../lib/error-dialog';
import { SelectedDossierProvider } from '../../../../lib/dossiers/selected-dossier';
import { descriptionOf } from '../../../../test-utils/description';
import { dossier, droits } from '../../../../test-utils/fixtures';
import { moduleQueryOptions } from '../../api/module/get-module';
import { historiqueQueryOptions } from '../../api/module/get-module-history';
import DuerModulePage from './duer-module-page';

const PATH = '/outils/duer/1/2/3';

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

const risque = (id: number, over: Partial<DuerRisque> = {}): DuerRisque => ({
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

const DROITS_ADHERENT = { droitModifs: true, droitCreation: true, creationStructure: true, estCollaborateur: false, fonctionCE: false };

function module(versionCalculRisque: number, risques: DuerRisque[], over: Partial<DuerModuleDetail> = {}): DuerModuleDetail {
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
function renderModule(data: DuerModuleDetail, { answer, historique }: { answer?: (s: Sent) => Answer | undefined; historique?: HistoriqueModule } = {}) {
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

const badges = () => screen.getAllByTestId('badge-risque').map((b) => [b.textContent, b.getAttribute('data-niveau')]);
const carte = (nom: string) => screen.getByRole('article', { name: nom });

describe('/outils/duer/:idDuer/:idCategorie/:idModule', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    sessionStorage.clear();
  });
  afterEach(() => act(() => closeErrorDialog()));

  it('shows title, module, operations in order and the next step', () => {
    renderModule(module(1, [risque(1)]));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Duer 2030 - Atelier');
    expect(screen.getAllByRole('heading', { level: 2 })[0]!.textContent).toBe('Soudure');
    expect(screen.getAllByTestId('groupe').map((g) => within(g).getAllByRole('button')[0].textContent)).toEqual(['Préparation', 'Nettoyage']);
    expect(screen.getByRole('link', { name: 'Aller à : Etape 2/5 - Meulage' }).getAttribute('href')).toBe('/outils/duer/1/2/4');
    expect(screen.getByRole('link', { name: 'Annexes du module' }).getAttribute('href')).toMatch(/^\/outils\/duer\/modules\/annexes\/\d+\/\d+\?idDuer=1$/);
    expect(screen.queryByTestId('modifications-en-attente')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enregistrer les modifications' })).toBeNull();
  });

  it('hides the next step on the last module and collapses an operation', () => {
    renderModule(module(1, [risque(1)], { suivant: null }));
    expect(screen.queryByRole('link', { name: /Aller à/ })).toBeNull();
    const bascule = screen.getByRole('button', { name: 'Préparation' });
    expect(bascule.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(bascule);
    expect(bascule.getAttribute('aria-expanded')).toBe('false');
  });

  it('colours the badge by level in the new method (3/6/14)', () => {
    renderModule(
      module(1, [
        risque(1, { gravite: 1, frequence: 3 }),
        risque(2, { gravite: 2, frequence: 3 }),
        risque(3, { gravite: 3, frequence: 4 }),
        risque(4, { gravite: 5, frequence: 3 }),
        risque(5),
      ]),
    );
    expect(badges()).toEqual([
      ['3 - Faible', 'Faible'],
      ['6 - À surveiller', 'À surveiller'],
      ['12 - Important', 'Important'],
      ['15 - Préoccupant', 'Préoccupant'],
      ['Non initialisé', 'Non initialisé'],
    ]);
    expect(within(carte('Risque 1')).queryByLabelText(/Maîtrise/)).toBeNull();
    expect(screen.getAllByTestId('badge-risque')[0].className).toContain('duer-badge--faible');
  });

  it('scores the old method with maîtrise and real values (2/9/20)', () => {
    renderModule(
      module(0, [
        risque(1, { gravite: 1, frequence: 2, maitrise: 1 }),
        risque(2, { gravite: 3, frequence: 2, maitrise: 1.5 }),
        risque(3, { gravite: 7, frequence: 3, maitrise: 0.5 }),
        risque(4, { gravite: 10, frequence: 4, maitrise: 1 }),
        risque(5, { gravite: 1, frequence: 3, maitrise: 0.1 }),
      ]),
    );
    expect(badges().map(([t]) => t)).toEqual(['2 - Faible', '9 - À surveiller', '10,5 - Important', '40 - Préoccupant', '0,3 - Faible']);
    const gravite = within(carte('Risque 3')).getByLabelText('Gravité : 7') as HTMLInputElement;
    expect([gravite.type, gravite.min, gravite.max, gravite.value]).toEqual(['range', '1', '4', '3']);
    expect((within(carte('Risque 3')).getByLabelText('Maîtrise : 0,5') as HTMLInputElement).value).toBe('2');
  });

  it('rates a risk not initialised by its badge, then pends the change', () => {
    renderModule(module(1, [risque(1)]));
    fireEvent.click(screen.getByRole('button', { name: 'Non initialisé' }));
    expect(badges()).toEqual([['1 - Faible', 'Faible']]);
    expect(screen.getByTestId('modifications-en-attente').textContent).toBe("Des modifications n'ont pas été enregistrées");
    expect((screen.getByRole('button', { name: 'Enregistrer les modifications' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sets the other null ratings when one slider moves (old method: sends real values)', () => {
    renderModule(module(0, [risque(1)]));
    fireEvent.change(screen.getByLabelText('Gravité : non renseignée'), { target: { value: '3' } });
    expect(['Gravité : 7', 'Fréquence : 1', 'Maîtrise : 0,1'].map((label) => (screen.getByLabelText(label) as HTMLInputElement).value)).toEqual([
      '3',
      '1',
      '1',
    ]);
    expect(badges()).toEqual([['0,7 - Faible', 'Faible']]);
  });

  it('saves only the changed risks with the version, then clears the pending flag', async () => {
    const data = module(1, [risque(1, { gravite: 2, frequence: 2 }), risque(2)]);
    const saved = { ...data, version: 5 };
    saved.groupes = [{ ...data.groupes[0], duerRisques: [risque(1, { gravite: 2, frequence: 2, mesureQui: 'Le gérant' }), risque(2)] }, data.groupes[1]];
    const { sent } = renderModule(data, { answer: (s) => (s.method === 'PUT' ? { status: 200, body: saved } : undefined) });
    const succes = jest.spyOn(toast, 'success');
    fireEvent.change(within(carte('Risque 1')).getByLabelText('Qui ?'), { target: { value: 'Le gérant' } });
    fireEvent.click(screen.getByRole('button', { name: 'Descendre l’opération Préparation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(screen.queryByTestId('modifications-en-attente')).toBeNull());
    // Not over the floating save button at the bottom right (issue 29, defect 22).
    expect(succes).toHaveBeenCalledWith('Les modifications ont été enregistrées.', { position: 'top-center' });
    succes.mockRestore();
    const put = sent.find((s) => s.method === 'PUT')!;
    expect(put.url).toBe('/api/duer/1/modules/3/enregistrement');
    expect(put.body).toEqual({
      version: 4,
      remarque: null,
      groupesOrdre: [
        { id: 11, ordre: 1 },
        { id: 10, ordre: 2 },
      ],
      risques: [
        {
          id: 1,
          ordre: 1,
          estActif: true,
          gravite: 2,
          frequence: 2,
          maitrise: null,
          mesureExistante: '',
          mesureAFaire: '',
          mesureQui: 'Le gérant',
          mesureDelai: '',
        },
      ],
    });
    expect((within(carte('Risque 1')).getByLabelText('Qui ?') as HTMLTextAreaElement).value).toBe('Le gérant');
  });

  const CONFLIT = { status: 409, body: { statusCode: 409, code: 'CONFLIT', message: 'Conflit', displayable: true, correlationId: 'c' } };

  it('on a conflict keeps the typed values and offers to reload the saved version (issue 29, defect 26)', async () => {
    const data = module(1, [risque(1)]);
    const newer = { ...data, version: 9, groupes: [{ ...data.groupes[0], duerRisques: [risque(1, { mesureDelai: 'Juin' })] }, data.groupes[1]] };
    renderModule(data, { answer: (s) => (s.method === 'PUT' ? CONFLIT : { status: 200, body: newer }) });
    fireEvent.change(screen.getByLabelText('Délai'), { target: { value: 'Mai' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect((await screen.findByTestId('dialogue-erreur')).textContent).toContain(DuerMessages.conflitChoix);
    const choix = await screen.findByTestId('conflit');
    expect((screen.getByLabelText('Délai') as HTMLTextAreaElement).value).toBe('Mai');
    expect(screen.getByTestId('modifications-en-attente').textContent).toBe(DuerMessages.quitter);
    act(() => closeErrorDialog());
    fireEvent.click(within(choix).getByRole('button', { name: 'Recharger la version enregistrée' }));
    await waitFor(() => expect((screen.getByLabelText('Délai') as HTMLTextAreaElement).value).toBe('Juin'));
    expect(screen.queryByTestId('modifications-en-attente')).toBeNull();
    expect(screen.queryByTestId('conflit')).toBeNull();
  });

  it('on a conflict re-applies the typed values on the saved version, keeping the other person’s changes, then saves it', async () => {
    const data = module(1, [risque(1), risque(2)]);
    const newer = {
      ...data,
      version: 9,
      groupes: [{ ...data.groupes[0], duerRisques: [risque(1, { mesureDelai: 'Juin', mesureQui: 'Paul' }), risque(2)] }, data.groupes[1]],
    };
    let puts = 0;
    const { sent } = renderModule(data, {
      answer: (s) => (s.method === 'PUT' ? (++puts === 1 ? CONFLIT : { status: 200, body: { ...newer, version: 10 } }) : { status: 200, body: newer }),
    });
    fireEvent.change(within(carte('Risque 1')).getByLabelText('Délai'), { target: { value: 'Mai' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    const choix = await screen.findByTestId('conflit');
    act(() => closeErrorDialog());
    fireEvent.click(within(choix).getByRole('button', { name: 'Réappliquer mes modifications' }));
    await waitFor(() => expect(screen.queryByTestId('conflit')).toBeNull());
    expect((within(carte('Risque 1')).getByLabelText('Délai') as HTMLTextAreaElement).value).toBe('Mai');
    expect((within(carte('Risque 1')).getByLabelText('Qui ?') as HTMLTextAreaElement).value).toBe('Paul');
    expect(screen.getByTestId('modifications-en-attente').textContent).toBe(DuerMessages.quitter);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(2));
    const second = sent.filter((s) => s.method === 'PUT')[1]!.body as { version: number; risques: { id: number; mesureDelai: string; mesureQui: string }[] };
    expect(second.version).toBe(9);
    expect(second.risques).toEqual([expect.objectContaining({ id: 1, mesureDelai: 'Mai', mesureQui: 'Paul' })]);
  });

  it('moves a risk within its operation (edit right) and sends the two orders with the save (issue 29, defect 23)', async () => {
    const data = module(1, [risque(1), risque(2), risque(3)]);
    const { sent } = renderModule(data, { answer: (s) => (s.method === 'PUT' ? { status: 200, body: data } : undefined) });
    const noms = () =>
      within(screen.getAllByTestId('groupe')[0]!)
        .getAllByTestId('risque')
        .map((r) => within(r).getByRole('heading').textContent);
    expect((screen.getByRole('button', { name: 'Monter le risque Risque 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Descendre le risque Risque 3' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Monter le risque Risque 3' }));
    expect(noms()).toEqual(['Risque 1', 'Risque 3', 'Risque 2']);
    expect(screen.getByTestId('modifications-en-attente').textContent).toBe(DuerMessages.quitter);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    const body = sent.find((s) => s.method === 'PUT')!.body as { risques: { id: number; ordre: number }[] };
    expect(body.risques.map((r) => [r.id, r.ordre])).toEqual([
      [2, 3],
      [3, 2],
    ]);
  });

  it('shows the field history to advisers only', async () => {
    const historique: HistoriqueModule = {
      historiqueCollaborateur: [{ idLigne: 1, colonnes: [{ nomColonne: 'gravite', donnees: [{ dateModification: '2026-03-15T09:30:00Z', valeur: '4' }] }] }],
      historiqueAdherent: [{ idLigne: 1, colonnes: [{ nomColonne: 'gravite', donnees: [{ dateModification: '2026-02-01T08:00:00Z', valeur: '2' }] }] }],
    };
    const data = module(1, [risque(1, { gravite: 4, frequence: 1 })]);
    renderModule({ ...data, droits: { ...DROITS_ADHERENT, estCollaborateur: true } }, { historique });
    fireEvent.click(screen.getByRole('button', { name: 'Historique : Gravité' }));
    const dialog = await screen.findByTestId('dialogue-historique');
    expect(within(within(dialog).getByRole('region', { name: 'Collaborateur' })).getByRole('listitem').textContent).toBe('15/03/2026 à 10:30 : 4');
    expect(within(within(dialog).getByRole('region', { name: 'Adhérent' })).getByRole('listitem').textContent).toBe('01/02/2026 à 09:00 : 2');
  });

  it('has no history button for members', () => {
    renderModule(module(1, [risque(1)]));
    expect(screen.queryByRole('button', { name: /Historique/ })).toBeNull();
  });

  it('disables fields and hides structural actions without rights', () => {
    const data = module(1, [risque(1)]);
    renderModule({ ...data, droits: { ...DROITS_ADHERENT, droitModifs: false, droitCreation: false } });
    expect((screen.getByLabelText('Gravité : non renseignée') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Mesures existantes') as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Actif' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Non initialisé' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Supprimer le risque/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Renommer/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Monter l’opération/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Monter le risque|Descendre le risque/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajouter un risque' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajouter une remarque sur le module' })).toBeNull();
  });

  it('hides the detail of an inactive risk', () => {
    renderModule(module(1, [risque(1)]));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Actif' }));
    expect(screen.queryByLabelText('Mesures existantes')).toBeNull();
    expect(screen.getByTestId('modifications-en-attente').textContent).toBe(DuerMessages.quitter);
  });

  it('adds, counts and removes the module remark', () => {
    renderModule(module(1, [risque(1)]));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une remarque sur le module' }));
    fireEvent.change(screen.getByLabelText('Remarque sur le module'), { target: { value: 'Voir fiche' } });
    expect(descriptionOf(screen.getByLabelText('Remarque sur le module'))).toBe('10/2048');
    expect(screen.getByTestId('modifications-en-attente').textContent).toBe(DuerMessages.quitter);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la remarque' }));
    expect(screen.queryByTestId('modifications-en-attente')).toBeNull();
  });

  it('asks the two labels of an operation with its risk in an error modal', async () => {
    renderModule(module(1, [risque(1)]));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un risque' }));
    const dialog = await screen.findByTestId('dialogue-ajout');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Une opération et un risque' }));
    fireEvent.change(within(dialog).getByLabelText('Libellé de l’opération'), { target: { value: 'Stockage' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect((await screen.findByTestId('dialogue-erreur')).textContent).toContain(DuerMessages.groupeEtRisqueRequis);
  });

  it('offers operations of other DUERs to advisers only', async () => {
    renderModule(module(1, [risque(1)]));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un risque' }));
    const dialog = await screen.findByTestId('dialogue-ajout');
    expect(within(dialog).queryByRole('radio', { name: 'Opération d’un autre DUER' })).toBeNull();
  });

  it('asks before leaving with pending changes: Annuler stays, Confirmer leaves', async () => {
    const { router } = renderModule(module(1, [risque(1)]));
    fireEvent.change(screen.getByLabelText('Délai'), { target: { value: 'Mai' } });
    fireEvent.click(screen.getByRole('link', { name: 'Retour à l’unité de travail' }));
    const dialog = await screen.findByTestId('dialogue-quitter');
    expect(dialog.textContent).toContain('Voulez-vous quitter la page sans enregistrer les modifications ?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByTestId('dialogue-quitter')).toBeNull());
    expect(router.state.location.pathname).toBe(PATH);
    fireEvent.click(screen.getByRole('link', { name: 'Retour à l’unité de travail' }));
    fireEvent.click(within(await screen.findByTestId('dialogue-quitter')).getByRole('button', { name: 'Confirmer' }));
    await act(async () => undefined);
    expect(router.state.location.pathname).toBe('/outils/duer/1/2');
  });

  it('saves pending changes before deleting a risk, then shows the reloaded module', async () => {
    const data = module(1, [risque(1), risque(2)]);
    const apres = { ...data, version: 6, groupes: [{ ...data.groupes[0], duerRisques: [risque(1, { mesureQui: 'Paul' })] }, data.groupes[1]] };
    const { sent } = renderModule(data, {
      answer: (s) => (s.method === 'PUT' ? { status: 200, body: { ...apres, version: 5 } } : s.method === 'DELETE' ? { status: 200, body: apres } : undefined),
    });
    fireEvent.change(within(carte('Risque 1')).getByLabelText('Qui ?'), { target: { value: 'Paul' } });
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer le risque Risque 2' }));
    fireEvent.click(within(await screen.findByTestId('dialogue-confirmation')).getByRole('button', { name: 'Supprimer le risque' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Risque 2' })).toBeNull());
    expect(sent.filter((s) => s.url.startsWith('/api/duer')).map((s) => `${s.method} ${s.url}`)).toEqual([
      'PUT /api/duer/1/modules/3/enregistrement',
      'DELETE /api/duer/1/risques/2',
    ]);
    expect(screen.queryByTestId('modifications-en-attente')).toBeNull();
  });

  it('adds an empty operation by its label and shows the module the api sends back', async () => {
    const data = module(1, [risque(1)]);
    const apres = { ...data, groupes: [...data.groupes, { id: 12, ordre: 3, duerBaseGroupe: { id: 112, nom: 'Stockage' }, duerRisques: [] }] };
    const { sent } = renderModule(data, { answer: (s) => (s.method === 'POST' ? { status: 201, body: apres } : undefined) });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un risque' }));
    const dialog = await screen.findByTestId('dialogue-ajout');
    fireEvent.change(within(dialog).getByLabelText('Libellé de l’opération'), { target: { value: ' Stockage ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('groupe').map((g) => within(g).getAllByRole('button')[0]!.textContent)).toEqual(['Préparation', 'Nettoyage', 'Stockage']),
    );
    expect(sent.find((s) => s.method === 'POST')).toEqual({ method: 'POST', url: '/api/duer/1/modules/3/groupes', body: { mode: 'nouveau', nom: 'Stockage' } });
  });
});
