/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { DuerMessages } from '@portail/contracts';
import { closeErrorDialog } from '../../../../lib/error-dialog';
import { descriptionOf } from '../../../../test-utils/description';
import { PATH, carte, module, renderModule, risque } from './duer-module-page.fixtures';

describe('/outils/duer/:idDuer/:idCategorie/:idModule: saving and editing', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    sessionStorage.clear();
  });
  afterEach(() => act(() => closeErrorDialog()));

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
