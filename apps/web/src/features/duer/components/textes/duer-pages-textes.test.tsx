/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { DuerMessages as M, type InformationsGenerales, type PageDeGarde, DuerTextesMessages as T } from '@portail/contracts';
import { closeErrorDialog } from '../../../../lib/error-dialog';
import { descriptionOf } from '../../../../test-utils/description';
import { duerTextesKeys } from '../../api/textes/textes-keys';
import { type Answer, AUCUN, DUER_TEXTES, renderTextes, TOUS } from '../../test/textes-fixtures';
import DuerInformationsGeneralesPage from './duer-informations-generales-page';
import DuerPageDeGardePage from './duer-page-de-garde-page';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const INFOS: InformationsGenerales = {
  duer: DUER_TEXTES,
  droits: TOUS,
  informations: {
    natureActivite: 'Polyculture',
    nombreSalaries: '1',
    trousseDeSecours: 'Oui',
    responsableTrousseDeSecours: '',
    presenceDeSecouriste: '',
    referentSecurite: '',
    auCoursDes12DerniersMois: '',
    nombreAccidents: '0',
    nombreMaladiesProfessionnelles: '0',
  },
};
const PAGE: PageDeGarde = {
  duer: DUER_TEXTES,
  droits: TOUS,
  pageDeGarde: { champ1: 'EARL des Coteaux de Vertus', champ2: '', champ3: '', champ4: '', dateMiseAJour: '', ingenieurConseil: 'Julie Bernard' },
};

const champ = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

afterEach(() => act(() => closeErrorDialog()));

describe('/outils/duer/:idDuer/informations-generales', () => {
  const renderInfos = (data: InformationsGenerales, answer?: () => Answer) =>
    renderTextes(
      '/outils/duer/1/informations-generales',
      '/outils/duer/:idDuer/informations-generales',
      <DuerInformationsGeneralesPage />,
      (c) => c.setQueryData(duerTextesKeys.informationsGenerales(1), data),
      answer,
    );

  it('shows the three sections of the spec with their labels', () => {
    renderInfos(INFOS);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Informations générales');
    expect(screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'Informations générales',
      'Organisation des secours',
      'Accident de travail / maladie professionnelle',
    ]);
    const secours = within(screen.getByRole('group', { name: 'Organisation des secours' }));
    expect(secours.getAllByRole('textbox').map((i) => i.id)).toEqual([
      'informations-trousseDeSecours',
      'informations-responsableTrousseDeSecours',
      'informations-presenceDeSecouriste',
      'informations-referentSecurite',
    ]);
    expect(champ("Nature de l'activité").value).toBe('Polyculture');
    expect(champ('Au cours de ces 12 derniers mois').value).toBe('');
    expect(champ("Nombre d'accident(s) de travail").value).toBe('0');
  });

  it('saves the nine fields, refuses more than 128 characters, asks before leaving with changes', async () => {
    const { sent, router } = renderInfos(INFOS, () => ({ status: 200, body: INFOS }));
    fireEvent.change(champ('Référent sécurité'), { target: { value: 'x'.repeat(129) } });
    expect(screen.getByTestId('modifications-en-attente').textContent).toBe(M.quitter);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    });
    expect(descriptionOf(champ('Référent sécurité'))).toBe(T.champTropLong);
    expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(0);

    await act(async () => {
      void router.navigate('/outils/duer/1');
    });
    expect(descriptionOf(screen.getByTestId('dialogue-quitter'))).toBe(M.quitterQuestion);
    fireEvent.click(within(screen.getByTestId('dialogue-quitter')).getByRole('button', { name: 'Annuler' }));

    fireEvent.change(champ('Référent sécurité'), { target: { value: 'Thomas Martin' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    });
    await waitFor(() => expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(1));
    expect(sent.find((s) => s.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/duer/1/informations-generales',
      body: { ...INFOS.informations, referentSecurite: 'Thomas Martin' },
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(T.enregistre));
  });

  it('disables every field without the modify right', () => {
    renderInfos({ ...INFOS, droits: AUCUN });
    expect(screen.getAllByRole('textbox').every((i) => (i as HTMLInputElement).disabled)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  });

  it('shows the §8 message when the fields cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTextes(
      '/outils/duer/1/informations-generales',
      '/outils/duer/:idDuer/informations-generales',
      <DuerInformationsGeneralesPage />,
      () => undefined,
      () => ({
        status: 500,
        body: {},
      }),
    );
    expect((await screen.findByTestId('erreur-chargement')).textContent).toContain(T.chargementCategories);
  });
});

describe('/outils/duer/:idDuer/page-de-garde', () => {
  const renderPage = (data: PageDeGarde, answer?: () => Answer) =>
    renderTextes(
      '/outils/duer/1/page-de-garde?retour=pages',
      '/outils/duer/:idDuer/page-de-garde',
      <DuerPageDeGardePage />,
      (c) => {
        c.setQueryData(duerTextesKeys.pageDeGarde(1), data);
        c.setQueryData(duerTextesKeys.gerants(1), [{ prenom: 'Sophie', nom: 'Martin' }]);
      },
      answer,
    );

  it('lists the gérants read-only, shows the Rédacteur prefilled and saves the lines', async () => {
    const { sent } = renderPage(PAGE, () => ({ status: 200, body: PAGE }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page de garde');
    expect(screen.getByRole('link', { name: 'Retour aux pages du DUER' }).getAttribute('href')).toBe('/outils/duer/pages/1');
    expect(
      within(screen.getByTestId('gerants'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sophie Martin']);
    expect(champ('Rédacteur').value).toBe('Julie Bernard');
    fireEvent.change(champ('Ligne 2'), { target: { value: '51130 Vertus' } });
    fireEvent.change(champ('Date de mise à jour'), { target: { value: 'Mars 2026' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    });
    await waitFor(() => expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(1));
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({ ...PAGE.pageDeGarde, champ2: '51130 Vertus', dateMiseAJour: 'Mars 2026' });
  });

  it('shows the §8 message when the cover page cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTextes(
      '/outils/duer/1/page-de-garde',
      '/outils/duer/:idDuer/page-de-garde',
      <DuerPageDeGardePage />,
      () => undefined,
      () => ({
        status: 500,
        body: {},
      }),
    );
    expect((await screen.findByTestId('erreur-chargement')).textContent).toContain(T.chargementPageDeGarde);
  });

  it('disables the fields without the modify right', () => {
    renderPage({ ...PAGE, droits: AUCUN });
    expect(champ('Rédacteur').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  });
});
