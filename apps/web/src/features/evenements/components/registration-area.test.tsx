/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EvenementsMessages as M, type Evenement, type Subscription } from '@portail/contracts';
import { eventKeys } from '../../../lib/api/event-keys';
import { dossier, droits } from '../../../test-utils/fixtures';
import { renderScreens } from '../../../test-utils/render';
import { RegistrationArea } from './registration-area';
import { descriptionOf } from '../../../test-utils/description';

const event: Evenement = {
  id: 7,
  guid: '0e000000-0000-4000-8000-000000000007',
  title: 'Matinale fiscale',
  date: '2030-03-12T08:30:00.000Z',
  dateDebut: '2030-03-12T08:30:00.000Z',
  dateFin: '2030-03-12T11:00:00.000Z',
  dates: 'le 12/03/2030 de 09:30 à 12:00',
  location: 'Épernay',
  address: { adresse: null, cp: null, ville: 'Épernay' },
  url: null,
  type: 'formation',
  registrationRequired: true,
  estAnnule: false,
  nbMaxInscription: 0,
  nbInscrits: 0,
  placesRestantes: null,
  statut: 'ouvert',
  idcampagne: null,
  nbevent: 1,
  hasIcon: false,
  hasImage: false,
  registred: false,
};
const declined: Subscription = {
  id: '0f000000-0000-4000-8001-000000000009',
  idEvent: 7,
  nom: 'Martin',
  prenom: 'Claire',
  email: 'gerant.multi@exemple.fr',
  tel: null,
  participe: false,
  deleted: false,
  guidPersonne: null,
  estDossierMembre: true,
  idCampagne: null,
  commentaire: null,
};

const unanswered: Subscription = {
  ...declined,
  id: '0f000000-0000-4000-8001-000000000010',
  nom: 'Roux',
  prenom: 'Paul',
  email: 'paul.roux@exemple.fr',
  participe: null,
};
const removed: Subscription = {
  ...declined,
  id: '0f000000-0000-4000-8001-000000000011',
  nom: 'Ancien',
  email: 'ancien@exemple.fr',
  participe: true,
  deleted: true,
};

function renderArea(subscriptions: Subscription[], reponse: 'aucune' | 'decline' = 'aucune') {
  renderScreens([{ path: '/event/7', element: <RegistrationArea event={event} codeDossier="100001" reponse={reponse} /> }], {
    path: '/event/7',
    droits: droits([dossier({ modules: ['page_events'] })]),
    prime: (client) => client.setQueryData(eventKeys.subscriptions('100001', 7), subscriptions),
  });
}

/** The text of a participant row's cell, by its column. */
const cell = (row: HTMLElement, column: string) => row.querySelector(`td[data-label="${column}"]`)?.textContent;

describe('RegistrationArea', () => {
  it('drops the pending-participant message once the participant is validated', async () => {
    renderArea([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un participant' }));
    fireEvent.click(screen.getByRole('button', { name: "Enregistrer l'inscription" }));
    expect(screen.getByTestId('inscription-message').textContent).toBe(M.enAttente);

    const form = within(screen.getByTestId('participant-en-attente'));
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Valider' })));
    expect(descriptionOf(form.getByLabelText('Nom'))).toBe(M.nomObligatoire);
    await act(async () => fireEvent.change(form.getByLabelText('Nom'), { target: { value: 'Durand' } }));
    expect(form.queryByText(M.nomObligatoire)).toBeNull();
    fireEvent.change(form.getByLabelText('Prénom'), { target: { value: 'Léa' } });
    fireEvent.change(form.getByLabelText('Email'), { target: { value: 'lea.durand@exemple.fr' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Valider' })));

    expect(screen.queryByTestId('participant-en-attente')).toBeNull();
    expect(screen.queryByTestId('inscription-message')).toBeNull();
    expect(cell(screen.getByTestId('participant'), 'État')).toBe('Nouveau, à enregistrer');
  });

  it('raises no other rule’s message before the next submit', () => {
    renderArea([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un participant' }));
    fireEvent.click(screen.getByRole('button', { name: "Enregistrer l'inscription" }));
    expect(screen.getByTestId('inscription-message').textContent).toBe(M.enAttente);
    fireEvent.click(within(screen.getByTestId('participant-en-attente')).getByRole('button', { name: 'Supprimer' }));
    expect(screen.queryByTestId('inscription-message')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "Enregistrer l'inscription" }));
    expect(screen.getByTestId('inscription-message').textContent).toBe(M.auMoinsUn);
  });

  it('shows a declined answer as not taking part, not as registered', () => {
    renderArea([declined], 'decline');
    const row = screen.getByTestId('participant');
    expect([cell(row, 'Participe'), cell(row, 'État')]).toEqual(['Non', 'Ne participe pas']);
  });

  it('lists neither deleted participants nor an unanswered one as registered (issue 29)', () => {
    renderArea([unanswered, removed]);
    const rows = screen.getAllByTestId('participant');
    expect(rows).toHaveLength(1);
    expect([cell(rows[0]!, 'Participe'), cell(rows[0]!, 'État')]).toEqual(['Sans réponse', 'Réponse attendue']);
    expect(screen.queryByText('Ancien')).toBeNull();
  });

  it('lets a person who declined come after all, in one click, and sends them as taking part (issue 29)', async () => {
    renderArea([declined], 'decline');
    const sent: unknown[] = [];
    global.fetch = ((_url: string, init?: RequestInit) => {
      if (init?.method !== 'POST')
        return Promise.resolve({ ok: true, status: 200, headers: { get: () => 'application/json' }, text: async () => '{"csrfToken":"t"}' });
      sent.push(JSON.parse(String(init.body)));
      return new Promise<Response>(() => undefined);
    }) as unknown as typeof fetch;
    fireEvent.click(within(screen.getByTestId('participant')).getByRole('button', { name: 'Participe finalement' }));
    const row = screen.getByTestId('participant');
    expect([cell(row, 'Participe'), cell(row, 'État')]).toEqual(['Oui', 'Réponse à enregistrer']);
    fireEvent.click(screen.getByRole('button', { name: "Enregistrer l'inscription" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual([expect.objectContaining({ email: 'gerant.multi@exemple.fr', participe: true })]);
    expect(screen.queryByTestId('inscription-message')).toBeNull();
  });

  it('restores the declined answer when the change is cancelled', () => {
    renderArea([declined], 'decline');
    fireEvent.click(screen.getByRole('button', { name: 'Participe finalement' }));
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(cell(screen.getByTestId('participant'), 'État')).toBe('Ne participe pas');
  });
});
