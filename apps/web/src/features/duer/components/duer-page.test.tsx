/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { DuerMessages as M, tailleTitreTuile } from '@portail/contracts';
import { closeErrorDialog } from '../../../lib/error-dialog';
import { descriptionOf } from '../../../test-utils/description';
import { duerKeys } from '../api/structure/duer-keys';
import { categorie, detail, DROITS_AUCUN, DROITS_TOUS, ID_DUER, recordFetch, renderDuer } from '../test/fixtures';

const UNITES = [categorie(2, 'Vigne', 2, true), categorie(1, 'Chai', 1), categorie(3, 'Atelier de réparation du matériel', 3)];
const renderDuerPage = (data = detail(UNITES.slice(0, 2))) =>
  renderDuer(`/outils/duer/${ID_DUER}`, (c) => {
    c.setQueryData(duerKeys.duer(ID_DUER), data);
    c.setQueryData(duerKeys.baseCategories(ID_DUER), [{ id: 500, nom: 'Bureau', annee: null, codeDossier: null }]);
  });
const names = () => screen.getAllByTestId('unite').map((t) => within(t).getByRole('heading').textContent);

async function valider(label = 'Valider') {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: label }));
  });
  const text = screen.queryByTestId('dialogue-erreur')?.querySelector('.dialogue__texte')?.textContent ?? null;
  act(() => closeErrorDialog());
  return text;
}

describe('/outils/duer/:idDuer', () => {
  it('shows the year and the work units in order, their state, link and title size', () => {
    renderDuerPage(detail(UNITES, DROITS_TOUS, null));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Duer 2030');
    expect(names()).toEqual(['Chai', 'Vigne', 'Atelier de réparation du matériel']);
    const tiles = screen.getAllByTestId('unite');
    expect(tiles.map((t) => within(t).getByTestId('etat').textContent)).toEqual(['Incomplet', 'Valide', 'Incomplet']);
    const link = within(tiles[2]!).getByRole('link');
    expect(link.getAttribute('href')).toBe(`/outils/duer/${ID_DUER}/3`);
    expect(link.style.fontSize).toBe(tailleTitreTuile('Atelier de réparation du matériel'));
    expect(within(tiles[0]!).getByRole('link').style.fontSize).toBe('0.6em');
    expect(
      within(tiles[0]!)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Copier Chai', 'Renommer Chai', 'Supprimer Chai']);
    expect((screen.getByRole('button', { name: 'Ajouter une unité de travail' }) as HTMLButtonElement).disabled).toBe(false);
    const documents = within(screen.getByRole('navigation', { name: 'Documents du DUER' }));
    expect(documents.getByRole('link', { name: 'Pages' }).getAttribute('href')).toBe(`/outils/duer/pages/${ID_DUER}`);
    expect(documents.getByRole('link', { name: 'Audit préalable' }).getAttribute('href')).toBe(`/outils/duer/audit/${ID_DUER}/questions/types/99`);
    expect(documents.getByRole('link', { name: 'Page de garde' }).getAttribute('href')).toBe(`/outils/duer/${ID_DUER}/page-de-garde`);
    expect(documents.getByRole('link', { name: "Plan d'actions" }).getAttribute('href')).toBe(`/outils/duer/${ID_DUER}/plan-action`);
  });

  it('replaces the add button by the maximum once reached (3 for VITI), and stops copies', () => {
    renderDuerPage(detail(UNITES, DROITS_TOUS, 3));
    expect(screen.queryByRole('button', { name: 'Ajouter une unité de travail' })).toBeNull();
    expect(screen.getByTestId('unite-max').textContent).toBe('Maximum 3 unités de travail');
    expect(screen.queryByRole('button', { name: 'Copier Chai' })).toBeNull();
  });

  it('shows the loading state, then the spec’s message when the work units cannot be loaded', async () => {
    const { unmount } = renderDuer(`/outils/duer/${ID_DUER}`, () => undefined);
    expect(screen.getByTestId('chargement').textContent).toBe('Chargement des unités de travail');
    unmount();
    renderDuer(`/outils/duer/${ID_DUER}`, () => {
      global.fetch = (() =>
        Promise.resolve({ ok: false, status: 500, headers: { get: () => 'application/json' }, json: async () => ({}) })) as unknown as typeof fetch;
    });
    expect((await screen.findByTestId('erreur-chargement')).textContent).toContain(M.chargementCategories);
  });

  it('hides every action the rights exclude, and tells a member the DUER is finished', () => {
    const fini = detail(UNITES, DROITS_AUCUN);
    renderDuerPage({ ...fini, duer: { ...fini.duer, estFini: true } });
    expect(screen.getByText(/^Ce DUER est terminé/).textContent).toBe(M.duerFini);
    expect(screen.queryByRole('button', { name: 'Ajouter une unité de travail' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Réorganiser' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Copier|Renommer|Supprimer)/ })).toBeNull();
    expect(screen.queryByTestId('unite-max')).toBeNull();
  });

  it('reorders: swaps neighbours, sends only the changed orders, cancel restores', async () => {
    renderDuerPage(detail(UNITES, DROITS_TOUS, null));
    const appels = recordFetch(() => detail(UNITES));
    fireEvent.click(screen.getByRole('button', { name: 'Réorganiser' }));
    expect(screen.queryByRole('button', { name: 'Déplacer vers la gauche : Chai' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Déplacer vers la droite : Chai' }));
    expect(names()).toEqual(['Vigne', 'Chai', 'Atelier de réparation du matériel']);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(names()).toEqual(['Chai', 'Vigne', 'Atelier de réparation du matériel']);

    fireEvent.click(screen.getByRole('button', { name: 'Réorganiser' }));
    fireEvent.click(screen.getByRole('button', { name: 'Déplacer vers la gauche : Atelier de réparation du matériel' }));
    await valider();
    expect(appels.filter((a) => a.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        url: `/api/duer/${ID_DUER}/categories/ordre`,
        body: {
          categoriesAModifier: [
            { id: 3, ordre: 2 },
            { id: 2, ordre: 3 },
          ],
        },
      },
    ]);
  });

  it('checks a new work unit’s name in the error modal: required, 128 characters, not a base unit’s name', async () => {
    renderDuerPage();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une unité de travail' }));
    expect(await valider()).toBe(M.libelleRequis);
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'x'.repeat(129) } });
    expect(await valider()).toBe(M.libelleTropLong);
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: ' BUREAU ' } });
    expect(await valider()).toBe(M.nomExistant);
    fireEvent.click(screen.getByRole('radio', { name: 'Unité de travail existante' }));
    const liste = screen.getByLabelText('Unités de travail disponibles') as HTMLSelectElement;
    expect(Array.from(liste.options).map((o) => o.textContent)).toEqual(['Bureau']);
  });

  it('adds a base work unit', async () => {
    renderDuerPage();
    const appels = recordFetch(
      () => categorie(9, 'Bureau', 3),
      () => detail(UNITES.slice(0, 2)),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une unité de travail' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Unité de travail existante' }));
    fireEvent.change(screen.getByLabelText('Unités de travail disponibles'), { target: { value: '500' } });
    expect(await valider()).toBeNull();
    expect(appels.find((a) => a.method === 'POST')?.body).toEqual({ idBase: 500 });
    expect(screen.queryByTestId('dialogue-ajout')).toBeNull();
  });

  it('asks before deleting, and copies under a new name', async () => {
    renderDuerPage();
    const appels = recordFetch(() => categorie(9, 'Chai bis', 3));
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Chai' }));
    const dialog = screen.getByTestId('dialogue-confirmation');
    expect(descriptionOf(dialog)).toBe('L’unité de travail « Chai », ses modules et leurs risques seront supprimés.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conserver l’unité de travail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copier Chai' }));
    fireEvent.change(screen.getByLabelText('Nom de l’unité de travail'), { target: { value: 'Chai bis' } });
    await valider('Copier');
    expect(appels.find((a) => a.method === 'POST')).toEqual({ method: 'POST', url: `/api/duer/${ID_DUER}/categories/1/copie`, body: { nom: 'Chai bis' } });
  });
});
