/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { DuerMessages as M } from '@portail/contracts';
import { closeErrorDialog } from '../../../lib/error-dialog';
import { duerKeys } from '../api/structure/duer-keys';
import { CODE, duer, index, recordFetch, renderDuer } from '../test/fixtures';
import { anneeProposee } from './duer-creation-dialog';

const N = new Date().getFullYear();
const YEARS = [duer(12, N, { estValide: false }), duer(11, N - 1, { estFini: true, estValide: true })];
const renderIndex = (data = index(YEARS)) => renderDuer('/outils/duer', (c) => c.setQueryData(duerKeys.index(CODE), data));

async function creer() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Créer le DUER' }));
  });
  const dialog = screen.queryByTestId('dialogue-erreur');
  const text = dialog?.querySelector('.dialogue__texte')?.textContent ?? null;
  act(() => closeErrorDialog());
  return text;
}

describe('/outils/duer', () => {
  it('lists the years as links with their finished and complete states', () => {
    renderIndex();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Document unique (DUER)');
    const cards = screen.getAllByTestId('annee-duer');
    expect(cards.map((c) => c.textContent)).toEqual([`DUER ${N}En coursIncomplet`, `DUER ${N - 1}TerminéComplet`]);
    expect(within(cards[1]!).getByRole('link').getAttribute('href')).toBe('/outils/duer/11');
  });

  it('says Aucun DUER when there is none, and hides the creation the api refuses', () => {
    renderIndex(index([], { autorisee: false }));
    expect(screen.getByTestId('liste-vide').textContent).toBe('Aucun DUER');
    expect(screen.queryByRole('button', { name: 'Créer un DUER' })).toBeNull();
  });

  it('shows the loading state, then the error state with its message', async () => {
    const { unmount } = renderDuer('/outils/duer', () => undefined);
    expect(screen.getByTestId('chargement').textContent).toBe('Chargement des DUER');
    unmount();
    renderDuer('/outils/duer', () => {
      global.fetch = (() =>
        Promise.resolve({ ok: false, status: 500, headers: { get: () => 'application/json' }, json: async () => ({}) })) as unknown as typeof fetch;
    });
    expect((await screen.findByTestId('erreur-chargement')).textContent).toContain(M.chargementDocuments);
  });

  it('offers an adviser the year 2000..current+10 and the four modes, and checks the choice before sending', async () => {
    renderIndex();
    fireEvent.click(screen.getByRole('button', { name: 'Créer un DUER' }));
    const dialog = screen.getByTestId('dialogue-creation-duer');
    const annee = within(dialog).getByLabelText('Année') as HTMLSelectElement;
    expect(annee.options.length).toBe(N + 10 - 2000 + 1);
    // This year has its DUER: the dialog proposes the next free year (issue 29, defect 26).
    expect(annee.value).toBe(String(N + 1));
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent?.trim()),
    ).toEqual(['DUER vide', 'Modèle par défaut', 'Copier une année', 'Copier depuis un autre dossier']);
    fireEvent.change(annee, { target: { value: String(N) } });
    expect(await creer()).toBe(M.duerExistant);

    fireEvent.change(within(dialog).getByLabelText('Année'), { target: { value: String(N + 1) } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Copier depuis un autre dossier' }));
    expect((within(dialog).getByLabelText('DUER à copier') as HTMLSelectElement).value).toBe('');
    expect(await creer()).toBe(M.aucunDuerSelectionne);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Copier une année' }));
    expect((within(dialog).getByLabelText('Année à copier') as HTMLSelectElement).value).toBe(String(N));
    expect((within(dialog).getByRole('checkbox', { name: 'avec le contenu' }) as HTMLInputElement).checked).toBe(true);
  });

  it('proposes this year when it is free, else the next free one within the allowed years', () => {
    expect(anneeProposee(index([]), N)).toBe(N);
    expect(anneeProposee(index([duer(1, N), duer(2, N + 1)]), N)).toBe(N + 2);
    const pleine = index(Array.from({ length: 11 }, (_, i) => duer(i + 1, N + i)));
    expect(anneeProposee(pleine, N)).toBe(N);
  });

  it('sends the chosen mode and opens the new DUER', async () => {
    const { location } = renderIndex();
    const appels = recordFetch(
      () => duer(99, N + 2),
      () => index(YEARS),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Créer un DUER' }));
    fireEvent.change(screen.getByLabelText('Année'), { target: { value: String(N + 2) } });
    fireEvent.click(screen.getByRole('radio', { name: 'Copier une année' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'avec le contenu' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Créer le DUER' }));
    });
    expect(appels.find((a) => a.method === 'POST')).toEqual({
      method: 'POST',
      url: `/api/duer/dossier/${CODE}`,
      body: { mode: 'copie', annee: N + 2, anneeSource: N, copierContenu: false },
    });
    expect(location.pathname).toBe('/outils/duer/99');
  });

  it('shows a member the imposed year and hides the model for ACS and the modes the api refuses', () => {
    renderIndex(index([duer(11, N - 1)], { anneeImposee: N, vide: false, modele: false, copieAutreDossier: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Créer un DUER' }));
    expect(screen.getByTestId('annee-imposee').textContent).toBe(`Année : ${N}`);
    expect(screen.queryByLabelText('Année')).toBeNull();
    expect(screen.getAllByRole('radio').map((r) => r.parentElement?.textContent?.trim())).toEqual(['Copier une année']);
  });
});
