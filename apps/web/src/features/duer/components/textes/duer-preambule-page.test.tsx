/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { DuerMessages as M, type Preambule, DuerTextesMessages as T } from '@portail/contracts';
import { closeErrorDialog } from '../../../../lib/error-dialog';
import { flashStore } from '../../../../lib/flash';
import { duerTextesKeys } from '../../api/textes/textes-keys';
import { type Answer, AUCUN, DUER_TEXTES, renderTextes, type Sent, TOUS } from '../../test/textes-fixtures';
import DuerPreambulePage from './duer-preambule-page';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const PREAMBULE: Preambule = {
  duer: DUER_TEXTES,
  droits: TOUS,
  idPreambule: 5,
  descriptifExploitation: 'Polyculture à Vertus',
  ressourcesHumaines: ' ',
  prestationsServices: 'ETA',
  categories: [
    { id: 7, titre: 'Vendanges', contenu: 'Accueil des saisonniers', ordre: 1 },
    { id: 8, titre: 'Phytos', contenu: ' ', ordre: 2 },
  ],
};

const renderPreambule = (data: Preambule = PREAMBULE, answer?: (s: Sent) => Answer | undefined, path = '/outils/duer/1/preambule') =>
  renderTextes(path, '/outils/duer/:idDuer/preambule', <DuerPreambulePage />, (c) => c.setQueryData(duerTextesKeys.preambule(1), data), answer);

const ok = (): Answer => ({ status: 200, body: PREAMBULE });
const dialogue = () => screen.queryByTestId('dialogue-erreur')?.querySelector('.dialogue__texte')?.textContent ?? null;
const texte = (label: string) => screen.getByLabelText(label) as HTMLTextAreaElement;

describe('/outils/duer/:idDuer/preambule', () => {
  beforeEach(() => {
    jest.mocked(toast.success).mockClear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => closeErrorDialog());
    jest.useRealTimers();
  });

  it('shows the title, the three texts (a single space as empty), the categories and the back link', () => {
    renderPreambule();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Préambule');
    expect(texte("Descriptif de l'exploitation").value).toBe('Polyculture à Vertus');
    expect(texte('Ressources humaines').value).toBe('');
    expect(screen.getAllByTestId('categorie-preambule').map((c) => within(c).getByRole('heading').textContent)).toEqual(['Vendanges', 'Phytos']);
    expect(texte('Contenu de la catégorie Vendanges').value).toBe('Accueil des saisonniers');
    expect(screen.getByRole('link', { name: 'Retour au DUER' }).getAttribute('href')).toBe('/outils/duer/1');
    expect(screen.queryByTestId('modifications-en-attente')).toBeNull();
  });

  it('goes back to the pages screen when opened from it, shows the empty state', () => {
    renderPreambule({ ...PREAMBULE, categories: [] }, undefined, '/outils/duer/1/preambule?retour=pages');
    expect(screen.getByRole('link', { name: 'Retour aux pages du DUER' }).getAttribute('href')).toBe('/outils/duer/pages/1');
    expect(screen.queryAllByTestId('categorie-preambule')).toHaveLength(0);
    expect(screen.getByText(/^Aucune catégorie/).textContent).toBe('Aucune catégorie dans ce préambule.');
  });

  it('disables the fields and hides the actions without the rights', () => {
    renderPreambule({ ...PREAMBULE, droits: AUCUN });
    expect(texte("Descriptif de l'exploitation").disabled).toBe(true);
    expect(texte('Contenu de la catégorie Phytos').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Ajouter une catégorie' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Supprimer la catégorie/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Modifier le titre/ })).toBeNull();
  });

  it('saves by itself every 5 minutes when changes exist, with the toast Sauvegarde automatique', async () => {
    jest.useFakeTimers();
    const { sent } = renderPreambule(PREAMBULE, ok);
    await act(async () => {
      jest.advanceTimersByTime(300_000);
    });
    expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(0);
    fireEvent.change(texte('Prestations de services'), { target: { value: 'ETA et CUMA' } });
    expect(screen.getByTestId('modifications-en-attente').textContent).toBe(M.quitter);
    await act(async () => {
      jest.advanceTimersByTime(299_000);
    });
    expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(1_000);
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(T.sauvegardeAutomatique));
    expect(sent.filter((s) => s.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        url: '/api/duer/1/preambule',
        body: {
          descriptifExploitation: 'Polyculture à Vertus',
          ressourcesHumaines: '',
          prestationsServices: 'ETA et CUMA',
          categories: [
            { id: 7, contenu: 'Accueil des saisonniers' },
            { id: 8, contenu: '' },
          ],
        },
      },
    ]);
  });

  it('a failed save keeps the changes pending and shows the §8 message', async () => {
    renderPreambule(PREAMBULE, (s) => (s.method === 'PUT' ? { status: 500, body: {} } : undefined));
    fireEvent.change(texte('Ressources humaines'), { target: { value: 'Deux associés' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    });
    await waitFor(() => expect(flashStore.get()).toEqual({ kind: 'error', message: T.sauvegardePreambule }));
    expect(screen.getByTestId('modifications-en-attente').textContent).toBe(M.quitter);
  });

  it('title edit: empty refused in the error modal; validation saves pending text first, then the category', async () => {
    const { sent } = renderPreambule(PREAMBULE, ok);
    fireEvent.click(screen.getByRole('button', { name: 'Modifier le titre de la catégorie Vendanges' }));
    fireEvent.change(screen.getByLabelText('Titre de la catégorie'), { target: { value: '  ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    });
    expect(dialogue()).toBe(T.titreVide);
    act(() => closeErrorDialog());
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getAllByTestId('categorie-preambule')[0]!.querySelector('h3')?.textContent).toBe('Vendanges');

    fireEvent.change(texte('Contenu de la catégorie Vendanges'), { target: { value: 'Gants fournis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Modifier le titre de la catégorie Vendanges' }));
    fireEvent.change(screen.getByLabelText('Titre de la catégorie'), { target: { value: 'Vendanges 2026' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    });
    await waitFor(() => expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(2));
    const [premier, second] = sent.filter((s) => s.method === 'PUT');
    expect(premier!.url).toBe('/api/duer/1/preambule');
    expect((premier!.body as { categories: unknown[] }).categories[0]).toEqual({ id: 7, contenu: 'Gants fournis' });
    expect(second).toEqual({ method: 'PUT', url: '/api/duer/1/preambule/categories/7', body: { titre: 'Vendanges 2026', contenu: 'Gants fournis', ordre: 1 } });
  });

  it("'Ajouter une catégorie' opens 'Création d'une catégorie': required title, then the insert", async () => {
    const { sent } = renderPreambule(PREAMBULE, ok);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une catégorie' }));
    const dialog = screen.getByTestId('dialogue-categorie');
    expect(within(dialog).getByRole('heading').textContent).toBe("Création d'une catégorie");
    const creer = within(dialog).getByRole('button', { name: 'Créer la catégorie' });
    // A click focuses the button in a browser (fireEvent does not).
    creer.focus();
    await act(async () => {
      fireEvent.click(creer);
    });
    // In the error modal (spec 03 §5), not beside the field where it would stay (issue 29, defect 25).
    expect(dialogue()).toBe(T.titreRequis);
    act(() => closeErrorDialog());
    expect(within(dialog).queryByText(T.titreRequis)).toBeNull();
    // Closing the modal brings the user back to the field, marked invalid.
    const titre = within(dialog).getByLabelText('Titre de la catégorie');
    expect(titre.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(titre));
    fireEvent.change(titre, { target: { value: 'Formation' } });
    await act(async () => {
      fireEvent.click(creer);
    });
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')).toEqual({ method: 'POST', url: '/api/duer/1/preambule/categories', body: { titre: 'Formation' } });
  });

  it('shows the loading state, then the §8 message when the preamble cannot be loaded', async () => {
    renderTextes('/outils/duer/1/preambule', '/outils/duer/:idDuer/preambule', <DuerPreambulePage />, () => undefined);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Préambule');
    expect(screen.getByTestId('chargement').textContent).toBe('Chargement du préambule');
    renderTextes(
      '/outils/duer/1/preambule',
      '/outils/duer/:idDuer/preambule',
      <DuerPreambulePage />,
      () => undefined,
      () => ({ status: 500, body: {} }),
    );
    expect((await screen.findByTestId('erreur-chargement')).textContent).toContain(T.chargementCategories);
  });

  it('deletes a category after confirmation', async () => {
    const { sent } = renderPreambule(PREAMBULE, ok);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la catégorie Phytos' }));
    await act(async () => {
      fireEvent.click(within(screen.getByTestId('dialogue-confirmation')).getByRole('button', { name: 'Supprimer la catégorie' }));
    });
    await waitFor(() => expect(sent.find((s) => s.method === 'DELETE')?.url).toBe('/api/duer/1/preambule/categories/8'));
  });
});
