/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { SecuriteMessages, type AdherentDossier } from '@portail/contracts';
import { setCodeDossierCollaborateur } from '../../../lib/api-client';
import { stubApi } from '../../../test-utils/api-stub';
import { dossier, droits } from '../../../test-utils/fixtures';
import { renderScreens } from '../../../test-utils/render';
import { securiteKeys } from '../api/securite-keys';
import AdherentsPage from './adherents-page';

const CODE = '100001';
const adherent = (o: Partial<AdherentDossier>): AdherentDossier => ({
  guidPersonne: '0a000000-0000-4000-8000-000000000001',
  nom: 'Martin',
  prenom: 'Claire',
  login: 'claire@exemple.fr',
  role: 'Gérant',
  doubleAuthentification: 'active',
  ...o,
});
const LIST = [
  adherent({}),
  adherent({
    guidPersonne: '0a000000-0000-4000-8000-000000000002',
    nom: 'Durand',
    prenom: 'Paul',
    login: 'paul@exemple.fr',
    role: null,
    doubleAuthentification: 'inactive',
  }),
  adherent({
    guidPersonne: '0a000000-0000-4000-8000-000000000003',
    nom: 'Petit',
    prenom: 'Léa',
    login: null,
    role: 'Associé',
    doubleAuthentification: 'sans-compte',
  }),
];

function open(list: AdherentDossier[]) {
  setCodeDossierCollaborateur(CODE);
  renderScreens([{ path: '/dossier/adherents', element: <AdherentsPage /> }], {
    path: '/dossier/adherents',
    droits: droits([dossier({ codeDossier: CODE, idRole: null })], { typeUtilisateur: 'collab' }),
    prime: (client) => client.setQueryData(securiteKeys.adherents(CODE), list),
  });
  setCodeDossierCollaborateur(null);
}

describe('/dossier/adherents (issue 33 §2, staff)', () => {
  it('lists the members with their login and second factor; the reset only for active ones', () => {
    open(LIST);
    const rows = screen.getAllByTestId('adherent');
    expect(rows.map((r) => within(r).queryAllByRole('button').length)).toEqual([1, 0, 0]);
    expect(rows[0]!.textContent).toContain('claire@exemple.fr');
    expect(rows[0]!.textContent).toContain('Activée');
    expect(rows[1]!.textContent).toContain('Non activée');
    expect(rows[2]!.textContent).toContain('sans compte');
    expect(rows[2]!.textContent).toContain('—');
  });

  it('resets after a confirmation that explains it, shows the message and reloads', async () => {
    open(LIST);
    const calls = stubApi(({ method }) => (method === 'POST' ? { body: { message: SecuriteMessages.resetDone } } : { body: LIST }));
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser la double authentification de Claire Martin' }));
    const dialog = screen.getByTestId('dialogue-confirmation');
    expect(dialog.textContent).toContain('configurer de nouveau');
    expect(dialog.textContent).toContain('Un e-mail l’en informe, et ses sessions ouvertes sont terminées.');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Réinitialiser la double authentification' })));
    expect(calls.filter((c) => c.path.startsWith('/api/dossiers')).map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST /api/dossiers/${CODE}/adherents/0a000000-0000-4000-8000-000000000001/double-authentification/reinitialisation`,
      `GET /api/dossiers/${CODE}/adherents`,
    ]);
    expect((await screen.findByRole('status')).textContent).toBe(SecuriteMessages.resetDone);
  });

  it('does not reset when the confirmation is declined', () => {
    open(LIST);
    const calls = stubApi(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser la double authentification de Claire Martin' }));
    fireEvent.click(within(screen.getByTestId('dialogue-confirmation')).getByRole('button', { name: 'Ne pas réinitialiser' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
