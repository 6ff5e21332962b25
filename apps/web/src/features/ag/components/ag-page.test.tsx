/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { AgMessages as M, type AgDates, type AgInvitation } from '@portail/contracts';
import { renderScreens } from '../../../test-utils/render';
import { dossier, droits } from '../../../test-utils/fixtures';
import { sessionQueryKey } from '../../../lib/api/session-keys';
import { agKeys } from '../api/get-ag-dates';
import AgPage from './ag-page';
import { getAgResolutions } from '../api/get-ag-resolutions';
import AgResolutionsPage from './ag-resolutions-page';

const MOI = '0a000000-0000-4000-8000-000000000001';
const AG_MODULES = ['canSubscribeAg', 'dossier_cder'];
const dates = (etat: AgDates['etat']): AgDates => ({
  millesime: 2026,
  dateOuverture: '2026-03-01T08:00:00Z',
  dateFermeture: '2026-05-31T20:00:00Z',
  dateAg: '2026-06-12T16:30:00Z',
  lieu: 'Reims, Centre des congrès',
  etat,
});
const invitation = (codeDossier: string, raisonSociale: string, poids: number, overrides: Partial<AgInvitation> = {}): AgInvitation => ({
  id: `a6000000-0000-4000-8000-${codeDossier}202600`,
  codeDossier,
  raisonSociale,
  millesime: 2026,
  poids,
  nbPersonne: null,
  participe: null,
  pouvoirPresident: false,
  userModification: null,
  libelleUserModification: null,
  idAgDossierPouvoir: null,
  dateReponse: null,
  dateModification: null,
  ...overrides,
});

function render(etat: AgDates['etat'], invitations: AgInvitation[]) {
  renderScreens([{ path: '/ag', element: <AgPage /> }], {
    path: '/ag',
    droits: droits([dossier({ codeDossier: '100001', modules: AG_MODULES })]),
    prime: (client) => {
      client.setQueryData(agKeys.dates, dates(etat));
      client.setQueryData(sessionQueryKey, { guidPersonne: MOI, login: 'moi@exemple.fr', nom: 'Martin', prenom: 'Claire', typeUtilisateur: 'member' });
      client.setQueryData(agKeys.invitations(2026), invitations);
    },
  });
}

describe('Assemblée générale', () => {
  it('shows the day, and first the unanswered invitation with a weight; the forums are listed for members', () => {
    render('ouverte', [invitation('100001', 'EARL A', 0), invitation('100002', 'SCEA B', 2)]);
    expect(
      within(screen.getByRole('region', { name: /^Assemblée générale / }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['12/06/2026, 13h30 : forums', '12/06/2026, 18h30 : assemblée générale', '12/06/2026, 20h30 : soirée']);
    expect((screen.getByLabelText('Invitation du dossier') as HTMLSelectElement).value).toBe(invitation('100002', 'SCEA B', 2).id);
    expect(screen.getByTestId('ag-poids').textContent).toBe('2');
  });

  it('shows the answer with its date and author, and the proxy form when not attending with a weight', () => {
    const answered = invitation('100001', 'EARL A', 3, {
      participe: false,
      userModification: MOI,
      libelleUserModification: 'Claire Martin',
      dateReponse: '2026-04-02T07:12:00Z',
    });
    render('ouverte', [invitation('100002', 'SCEA B', 2), answered]);
    expect(screen.getByTestId('ag-reponse').textContent).toBe('Réponse du 02/04/2026 à 09:12 par Claire Martin : pas de participation.');
    expect((screen.getByRole('button', { name: 'Télécharger le pouvoir' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows first, among the invitations the user answered, the one answered last (README, issue 29)', () => {
    const answered = (code: string, nom: string, dateModification: string) =>
      invitation(code, nom, 1, { participe: true, nbPersonne: 0, userModification: MOI, dateReponse: dateModification, dateModification });
    render('ouverte', [
      answered('100001', 'EARL A', '2026-04-02T07:12:00Z'),
      answered('100002', 'SCEA B', '2026-04-03T07:12:00Z'),
      answered('100003', 'GAEC C', '2026-04-01T07:12:00Z'),
    ]);
    expect((screen.getByLabelText('Invitation du dossier') as HTMLSelectElement).value).toBe(invitation('100002', 'SCEA B', 1).id);
  });

  it('tells why the number is refused at the field, where the focus lands (issue 29)', async () => {
    // SCEA B is attended with nobody: a number above zero here is not coherent.
    render('ouverte', [invitation('100001', 'EARL A', 3), invitation('100002', 'SCEA B', 2, { participe: true, nbPersonne: 0 })]);
    fireEvent.click(screen.getByLabelText('Oui'));
    const nombre = screen.getByLabelText('Nombre de participants');
    fireEvent.change(nombre, { target: { value: '2' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer ma réponse' }));
    });
    expect(document.activeElement).toBe(nombre);
    expect(nombre.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(nombre.getAttribute('aria-describedby') ?? '')?.textContent).toBe(M.incoherent);
    fireEvent.change(nombre, { target: { value: '-1' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer ma réponse' }));
    });
    expect(document.getElementById(nombre.getAttribute('aria-describedby') ?? '')?.textContent).toBe(M.nombreInvalide);
  });

  it('opens the closed-registration dialog and loads no invitation', () => {
    render('close', []);
    expect(screen.getByTestId('dialogue-ag-close').textContent).toContain("L'inscription est close");
    expect(screen.queryByTestId('form-ag')).toBeNull();
  });

  it('opens the invalid-dates dialog', () => {
    render('invalide', []);
    expect(screen.getByTestId('dialogue-ag-dates-invalides').textContent).toContain(M.datesInvalides);
  });
});

describe('Résolutions', () => {
  it('shows the year’s cards from data and a way back to /ag', () => {
    renderScreens([{ path: '/ag-resolutions', element: <AgResolutionsPage /> }], {
      path: '/ag-resolutions',
      droits: droits([dossier({ codeDossier: '100001', modules: AG_MODULES })]),
      prime: (client) => {
        client.setQueryData(agKeys.dates, dates('close'));
        client.setQueryData(agKeys.resolutions(2026), {
          millesime: 2026,
          resolutions: [
            { titre: 'Première résolution', texte: 'Approbation des comptes.' },
            { titre: 'Deuxième résolution', texte: 'Affectation de 3 806 670,50 €.' },
          ],
        });
      },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Résolutions AG 2026');
    expect(screen.getAllByTestId('ag-resolution')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Retour à l’assemblée générale/ }).getAttribute('href')).toBe('/ag');
  });

  it('shows a past year named in the address', () => {
    renderScreens([{ path: '/ag-resolutions', element: <AgResolutionsPage /> }], {
      path: '/ag-resolutions?millesime=2024',
      droits: droits([dossier({ codeDossier: '100001', modules: AG_MODULES })]),
      prime: (client) => {
        client.setQueryData(agKeys.dates, dates('ouverte'));
        client.setQueryData(agKeys.resolutions(2024), { millesime: 2024, resolutions: [{ titre: 'Première résolution', texte: 'Comptes 2023.' }] });
      },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Résolutions AG 2024');
    expect(screen.getByTestId('ag-resolution').textContent).toContain('Comptes 2023.');
  });

  const renderYear = (path: string, resolutions: (client: QueryClient) => void) =>
    renderScreens([{ path: '/ag-resolutions', element: <AgResolutionsPage /> }], {
      path,
      droits: droits([dossier({ codeDossier: '100001', modules: AG_MODULES })]),
      prime: (client) => {
        client.setQueryData(agKeys.dates, dates('ouverte'));
        client.setQueryData(agKeys.millesimes, [2026, 2024]);
        resolutions(client);
      },
    });

  it('offers the years with an assembly in a selector (issue 29)', () => {
    const { location } = renderYear('/ag-resolutions', (client) => {
      client.setQueryData(agKeys.resolutions(2026), { millesime: 2026, resolutions: [{ titre: 'Première résolution', texte: 'Comptes 2025.' }] });
      client.setQueryData(agKeys.resolutions(2024), { millesime: 2024, resolutions: [{ titre: 'Première résolution', texte: 'Comptes 2023.' }] });
    });
    const annee = screen.getByLabelText('Année') as HTMLSelectElement;
    expect([...annee.options].map((o) => o.value)).toEqual(['2026', '2024']);
    expect(annee.value).toBe('2026');
    fireEvent.change(annee, { target: { value: '2024' } });
    expect(location.search).toBe('?millesime=2024');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Résolutions AG 2024');
    expect(screen.getByTestId('ag-resolution').textContent).toContain('Comptes 2023.');
  });

  it('says a year has no assembly instead of offering to retry (issue 29)', () => {
    renderYear('/ag-resolutions?millesime=2023', (client) => client.setQueryData(agKeys.resolutions(2023), null));
    expect(screen.getByTestId('liste-vide').textContent).toBe("Aucune assemblée générale n'est enregistrée pour 2023.");
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect((screen.getByLabelText('Année') as HTMLSelectElement).value).toBe('2023');
  });

  it('reads the api’s 404 as a year without assembly, and still fails on other errors', async () => {
    const answer = (status: number) => ({ ok: false, status, headers: { get: () => 'application/json' }, json: async () => ({}), text: async () => '{}' });
    global.fetch = (async () => answer(404)) as unknown as typeof fetch;
    await expect(getAgResolutions(2023)).resolves.toBeNull();
    global.fetch = (async () => answer(500)) as unknown as typeof fetch;
    await expect(getAgResolutions(2023)).rejects.toMatchObject({ status: 500 });
  });
});
