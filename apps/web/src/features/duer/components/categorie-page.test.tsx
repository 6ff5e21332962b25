/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { DuerMessages as M } from '@portail/contracts';
import { closeErrorDialog } from '../../../lib/error-dialog';
import { duerKeys } from '../api/structure/duer-keys';
import { categorie, categorieDetail, DROITS_AUCUN, ID_DUER, mod, recordFetch, renderDuer } from '../test/fixtures';

const MODULES = [mod(31, 'Taille', 2, { estValide: true, forcerValidation: true }), mod(30, 'Vendanges', 1)];
const BASE = [
  { id: 600, nom: 'Palissage', annee: 2029, codeDossier: null },
  { id: 601, nom: 'Traitements', annee: null, codeDossier: '010002' },
];
const PATH = `/outils/duer/${ID_DUER}/7`;
const renderCategorie = (data = categorieDetail(MODULES)) =>
  renderDuer(PATH, (c) => {
    c.setQueryData(duerKeys.categorie(ID_DUER, 7), data);
    c.setQueryData(duerKeys.baseModules(ID_DUER, 7, {}), BASE);
  });
const names = () => screen.getAllByTestId('module').map((t) => within(t).getByRole('heading').textContent);

async function click(label: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: label }));
  });
  const text = screen.queryByTestId('dialogue-erreur')?.querySelector('.dialogue__texte')?.textContent ?? null;
  act(() => closeErrorDialog());
  return text;
}

describe('/outils/duer/:idDuer/:idCategorie', () => {
  it('titles the year and work unit, lists the modules in order with state, link and forced validation toggle', () => {
    renderCategorie();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Duer 2030 - Chai');
    expect(names()).toEqual(['Vendanges', 'Taille']);
    const tiles = screen.getAllByTestId('module');
    expect(within(tiles[0]!).getByRole('link').getAttribute('href')).toBe(`/outils/duer/${ID_DUER}/7/30`);
    expect(tiles.map((t) => within(t).getByTestId('etat').textContent)).toEqual(['Incomplet', 'Valide']);
    expect((screen.getByRole('checkbox', { name: 'Validation forcée : Taille' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Validation forcée : Vendanges' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('button', { name: 'Ajouter un module' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Retour aux unités de travail' }).getAttribute('href')).toBe(`/outils/duer/${ID_DUER}`);
  });

  it('hides actions and toggles without rights, keeping the forced state as text', () => {
    renderCategorie(categorieDetail(MODULES, DROITS_AUCUN));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getAllByText('Validation forcée')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^(Ajouter un module|Réorganiser|Copier|Renommer|Supprimer)/ })).toBeNull();
  });

  it('says when the work unit has no module', () => {
    renderCategorie(categorieDetail([]));
    expect(screen.getByTestId('liste-vide').textContent).toBe('Aucun module dans cette unité de travail.');
  });

  it('toggles the forced validation', async () => {
    renderCategorie();
    const appels = recordFetch(() => mod(30, 'Vendanges', 1, { forcerValidation: true, estValide: true }));
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Validation forcée : Vendanges' }));
    });
    expect(appels.find((a) => a.method === 'PUT')?.url).toBe(`/api/duer/${ID_DUER}/modules/30/forcerValidation`);
  });

  it('offers base modules filtered by text and year (Toutes = every year) and refuses a base name for a new one', async () => {
    renderCategorie();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un module' }));
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'palissage' } });
    expect(await click('Valider')).toBe(M.nomExistant);
    fireEvent.click(screen.getByRole('radio', { name: 'Module existant' }));
    const annee = screen.getByLabelText('Année') as HTMLSelectElement;
    expect(annee.value).toBe('');
    expect(annee.options[0]!.textContent).toBe('Toutes');
    expect((screen.getByLabelText('Rechercher un module') as HTMLInputElement).value).toBe('');
    const liste = screen.getByLabelText('Modules disponibles') as HTMLSelectElement;
    expect(liste.className).toContain('duer-ajout__liste');
    expect(Array.from(liste.options).map((o) => o.textContent)).toEqual(['Palissage - 2029', 'Traitements - 010002']);
    expect(await click('Valider')).toBe(M.aucunModuleSelectionne);
  });

  it('copies a module into another work unit, a target being required', async () => {
    renderCategorie();
    const appels = recordFetch(() => mod(40, 'Vendanges', 1));
    fireEvent.click(screen.getByRole('button', { name: 'Copier Vendanges' }));
    expect(await click('Copier')).toBe(M.aucuneUniteSelectionnee);
    fireEvent.change(screen.getByLabelText('Unité de travail de destination'), { target: { value: '8' } });
    await click('Copier');
    expect(appels.find((a) => a.method === 'POST')).toEqual({ method: 'POST', url: `/api/duer/${ID_DUER}/modules/30/copie`, body: { idDuerCategorie: 8 } });
  });

  it('reorders modules left and right, sending only the changed ones', async () => {
    renderCategorie();
    const appels = recordFetch();
    fireEvent.click(screen.getByRole('button', { name: 'Réorganiser' }));
    fireEvent.click(screen.getByRole('button', { name: 'Déplacer vers la gauche : Taille' }));
    expect(names()).toEqual(['Taille', 'Vendanges']);
    await click('Valider');
    expect(appels.find((a) => a.method === 'PUT')?.body).toEqual({
      modulesAModifier: [
        { id: 31, ordre: 1 },
        { id: 30, ordre: 2 },
      ],
    });
  });

  it('follows the work unit to its new id after a rename', async () => {
    const { location } = renderCategorie();
    recordFetch(
      () => categorie(70, 'Cave', 1),
      () => categorieDetail(MODULES),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Renommer l’unité de travail' }));
    fireEvent.change(screen.getByLabelText('Nom de l’unité de travail'), { target: { value: 'Cave' } });
    await click('Renommer');
    expect(location.pathname).toBe(`/outils/duer/${ID_DUER}/70`);
  });
});
