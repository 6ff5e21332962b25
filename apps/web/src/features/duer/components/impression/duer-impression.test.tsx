/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DuerMessages as M, type ImpressionStatut } from '@portail/contracts';
import { closeErrorDialog } from '../../../../lib/error-dialog';
import { clearFlash, flashStore } from '../../../../lib/flash';
import { impressionKeys } from '../../api/impression/impression-keys';
import { duerKeys } from '../../api/structure/duer-keys';
import { type Appel, categorie, categorieDetail, detail, DROITS_TOUS, ID_DUER, mod, recordFetch, renderDuer } from '../../test/fixtures';
import { ImpressionProgression } from './impression-progression';

const ID = '0b6f4c1e-2a51-4d7e-9a3b-5c8e1f2d3a4b';
const UNITES = [categorie(1, 'Chai', 1), categorie(2, 'Vigne', 2)];
const statut = (extra: Partial<ImpressionStatut> = {}): ImpressionStatut => ({
  idImpression: ID,
  idDuer: ID_DUER,
  type: 'duer',
  temporaire: true,
  etat: 'termine',
  etape: 'termine',
  progression: 100,
  creeLe: '2026-11-20T09:05:00Z',
  termineLe: '2026-11-20T09:05:04Z',
  pages: 12,
  message: null,
  idVersion: null,
  demandePar: 'Marie Durand',
  ...extra,
});

function renderPage(data = detail(UNITES), recentes: ImpressionStatut[] = []) {
  return renderDuer(`/outils/duer/${ID_DUER}`, (c) => {
    c.setQueryData(duerKeys.duer(ID_DUER), data);
    c.setQueryData(impressionKeys.liste(ID_DUER), recentes);
    c.setQueryData(duerKeys.categorie(ID_DUER, 1), { ...categorieDetail([mod(11, 'Vinification', 1), mod(12, 'Embouteillage', 2)]), categorie: UNITES[0]! });
    c.setQueryData(duerKeys.categorie(ID_DUER, 2), { ...categorieDetail([mod(21, 'Taille', 1)]), categorie: UNITES[1]! });
  });
}

/** The POSTs answer the job's id; its status answers `suivi`. */
function serveur(suivi: ImpressionStatut = statut()): Appel[] {
  return recordFetch(
    () => ({ idImpression: ID }),
    (url) => (url.endsWith(`/impressions/${ID}`) ? suivi : url.endsWith('/impressions') ? [suivi] : undefined),
  );
}

const dialogue = () => within(screen.getByTestId('dialogue-impression'));
const ouvrir = () => fireEvent.click(screen.getByRole('button', { name: 'Imprimer' }));
const choisir = (libelle: string) => fireEvent.click(dialogue().getByRole('radio', { name: libelle }));
async function cliquer(nom: string) {
  await act(async () => {
    fireEvent.click(dialogue().getByRole('button', { name: nom }));
  });
}
/** The error modal's text (spec 03 §5: validation messages), then the modal closed. */
function erreurModale(): string | null {
  const texte = screen.queryByTestId('dialogue-erreur')?.querySelector('.dialogue__texte')?.textContent ?? null;
  act(() => closeErrorDialog());
  return texte;
}
const posts = (appels: Appel[]) => appels.filter((a) => a.method === 'POST').map(({ url, body }) => ({ url, body }));

describe('print dialog of the work-units screen', () => {
  afterEach(() => act(() => closeErrorDialog()));

  it('offers the four choices and prints the whole DUER temporary, then shows the real progress and the PDF', async () => {
    renderPage();
    const appels = serveur();
    ouvrir();
    expect(
      dialogue()
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['DUER complet provisoire', 'DUER complet définitif', 'Modules choisis', 'Unités de travail choisies']);
    await cliquer('Lancer l’impression');
    expect(posts(appels)).toEqual([{ url: '/api/duer/impression', body: { duerId: ID_DUER, temporaire: true } }]);
    const barre = await dialogue().findByRole('progressbar', { name: 'Progression de l’impression' });
    await dialogue().findByText('Terminé - 100 %');
    expect(barre.getAttribute('aria-valuenow')).toBe('100');
    expect(dialogue().getByRole('link', { name: 'Ouvrir le PDF' }).getAttribute('href')).toBe(`/api/duer/${ID_DUER}/impressions/${ID}/fichier`);
    expect(dialogue().queryByRole('link', { name: 'Voir les versions' })).toBeNull();
    expect(appels.some((a) => a.method === 'GET' && a.url === `/api/duer/${ID_DUER}`)).toBe(false);
  });

  it('warns before a definitive print, names both buttons, sends temporaire false and links to the versions', async () => {
    renderPage();
    const appels = serveur(statut({ temporaire: false, idVersion: 3 }));
    ouvrir();
    choisir('DUER complet définitif');
    expect(dialogue().getByText(/conservée 40 ans/).textContent).toMatch(/^L’impression définitive termine le DUER : il ne pourra plus être modifié/);
    await cliquer('Continuer');
    expect(posts(appels)).toEqual([]);
    expect(
      dialogue()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Revenir aux choix', 'Imprimer en définitif']);
    await cliquer('Imprimer en définitif');
    expect(posts(appels)).toEqual([{ url: '/api/duer/impression', body: { duerId: ID_DUER, temporaire: false } }]);
    expect((await dialogue().findByRole('link', { name: 'Voir les versions' })).getAttribute('href')).toBe(`/outils/duer/${ID_DUER}/versions`);
    // The DUER is now finished: its screen reloads it.
    await waitFor(() => expect(appels.some((a) => a.method === 'GET' && a.url === `/api/duer/${ID_DUER}`)).toBe(true));
  });

  it('flashes the spec’s message when the print fails', async () => {
    renderPage();
    serveur(statut({ etat: 'echec', etape: 'pages', progression: 30, message: null }));
    ouvrir();
    await cliquer('Lancer l’impression');
    await waitFor(() => expect(dialogue().getByTestId('etape-impression').textContent).toBe('Échec - 30 %'));
    expect(dialogue().getByRole('alert').textContent).toBe('Une erreur est survenue lors de la génération du document.');
    await waitFor(() => expect(flashStore.get()).toEqual({ kind: 'error', message: 'Une erreur est survenue lors de la génération du document.' }));
    act(() => clearFlash());
  });

  it('offers the definitive print to a member only while the DUER is not finished, to an adviser always', () => {
    const fini = detail(UNITES);
    const { unmount } = renderPage({ ...fini, duer: { ...fini.duer, estFini: true } });
    ouvrir();
    expect(dialogue().queryByRole('radio', { name: 'DUER complet définitif' })).toBeNull();
    unmount();
    renderPage({ ...fini, duer: { ...fini.duer, estFini: true }, droits: { ...DROITS_TOUS, estCollaborateur: true } });
    ouvrir();
    expect(
      dialogue()
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['DUER complet provisoire', 'DUER complet définitif', 'Modules choisis', 'Unités de travail choisies']);
  });

  it('prints chosen modules, listed by work unit, joined by ;', async () => {
    renderPage();
    const appels = serveur(statut({ type: 'modules', etat: 'en_cours', etape: 'pages', progression: 40 }));
    ouvrir();
    choisir('Modules choisis');
    await cliquer('Lancer l’impression');
    expect(erreurModale()).toBe(M.aucunModuleSelectionne);
    expect(dialogue().queryByText(M.aucunModuleSelectionne)).toBeNull();
    expect(within(dialogue().getByRole('group', { name: 'Vigne' })).getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(dialogue().getByRole('checkbox', { name: 'Embouteillage' }));
    fireEvent.click(dialogue().getByRole('checkbox', { name: 'Taille' }));
    await cliquer('Lancer l’impression');
    expect(posts(appels)).toEqual([{ url: '/api/duer/impression/modules', body: { idDuer: ID_DUER, modulesListe: '12;21' } }]);
    await waitFor(() => expect(dialogue().getByTestId('etape-impression').textContent).toBe('Construction des pages - 40 %'));
    expect(dialogue().getByText(/l’impression continue/).textContent).toBe(
      'Vous pouvez fermer cette fenêtre : l’impression continue et son résultat sera dans « Impressions récentes ».',
    );
  });

  it('prints chosen work units with the pages (-1) and annexes (-2)', async () => {
    renderPage();
    const appels = serveur();
    ouvrir();
    choisir('Unités de travail choisies');
    await cliquer('Lancer l’impression');
    expect(erreurModale()).toBe(M.aucuneUniteSelectionnee);
    expect(dialogue().queryByText(M.aucuneUniteSelectionnee)).toBeNull();
    fireEvent.click(dialogue().getByRole('checkbox', { name: 'Vigne' }));
    fireEvent.click(dialogue().getByRole('checkbox', { name: 'Inclure les pages' }));
    fireEvent.click(dialogue().getByRole('checkbox', { name: 'Inclure les annexes' }));
    await cliquer('Lancer l’impression');
    expect(posts(appels)).toEqual([
      { url: '/api/duer/impression/categories', body: { idDuer: ID_DUER, categoriesListe: '2;-1;-2', imprimerPages: true, imprimerAnnexes: true } },
    ]);
  });

  it('shows the completeness refusal of a definitive print in the error modal', async () => {
    renderPage();
    recordFetch();
    const envelope = { statusCode: 400, code: 'VALIDATION', message: M.risquesIncomplets, displayable: true, correlationId: 'c' };
    global.fetch = ((url: string) =>
      Promise.resolve(
        url === '/api/auth/csrf'
          ? { ok: true, status: 200, headers: { get: () => 'application/json' }, json: async () => ({ csrfToken: 'jeton' }) }
          : { ok: false, status: 400, headers: { get: () => 'application/json' }, json: async () => envelope },
      )) as unknown as typeof fetch;
    ouvrir();
    choisir('DUER complet définitif');
    await cliquer('Continuer');
    await cliquer('Imprimer en définitif');
    expect((await screen.findByTestId('dialogue-erreur')).textContent).toContain(M.risquesIncomplets);
  });
});

describe('progress and recent prints', () => {
  it('labels the bar with the real step and its percentage, and a failure', () => {
    const { rerender } = render(<ImpressionProgression statut={{ etat: 'en_cours', etape: 'fusion', progression: 85 }} />);
    const barre = screen.getByRole('progressbar');
    expect(barre.getAttribute('aria-valuenow')).toBe('85');
    expect(barre.getAttribute('aria-valuetext')).toBe('Assemblage : 85 %');
    expect(screen.getByTestId('etape-impression').textContent).toBe('Assemblage - 85 %');
    rerender(<ImpressionProgression statut={{ etat: 'en_attente', etape: 'attente', progression: 0 }} />);
    expect(screen.getByTestId('etape-impression').textContent).toBe('En attente - 0 %');
    rerender(<ImpressionProgression statut={{ etat: 'echec', etape: 'lecture', progression: 10 }} />);
    expect(screen.getByTestId('etape-impression').textContent).toBe('Échec - 10 %');
  });

  it('lists the latest prints with date, type, nature, author, state and the PDF of the finished ones', () => {
    renderPage(detail(UNITES), [
      statut({ idImpression: '1b6f4c1e-2a51-4d7e-9a3b-5c8e1f2d3a4b', type: 'categories', etat: 'en_cours', etape: 'lecture', progression: 10 }),
      statut({ temporaire: false, demandePar: 'Paul Conseil' }),
    ]);
    const lignes = screen.getAllByTestId('impression-recente');
    const cellules = (l: HTMLElement) =>
      within(l)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cellules(lignes[0]!)).toEqual(['20/11/2026 à 10:05', 'Unités de travail choisies', 'Provisoire', 'Marie Durand', 'Lecture du DUER - 10 %', '']);
    expect(cellules(lignes[1]!)).toEqual(['20/11/2026 à 10:05', 'DUER complet', 'Définitif', 'Paul Conseil', 'Terminé - 100 %', 'Ouvrir le PDF Versions']);
    expect(within(lignes[1]!).getByRole('link', { name: 'Ouvrir le PDF' }).getAttribute('href')).toBe(`/api/duer/${ID_DUER}/impressions/${ID}/fichier`);
  });

  it('says when there is no print yet', () => {
    renderPage(detail(UNITES), []);
    expect(screen.queryAllByTestId('impression-recente')).toHaveLength(0);
    expect(screen.getByText(/^Aucune impression/).textContent).toBe('Aucune impression récente.');
  });
});
