/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { AccountMessages, type User } from '@portail/contracts';
import { userQueryKey } from '../../../lib/api/get-user';
import { dossier, droits } from '../../../test-utils/fixtures';
import { renderScreens } from '../../../test-utils/render';
import AccountPreferencesPage from './account-preferences-page';

jest.mock('sonner', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const user: User = {
  nom: 'Martin',
  prenom: 'Claire',
  mail: 'claire@exemple.fr',
  tel: null,
  guidPersonne: '0a000000-0000-4000-8000-000000000001',
  estTesteur: false,
  hasForum: false,
  estCollaborateur: false,
  fonctionsCollaborateur: [],
  modules: [],
  id: null,
  adresse: null,
  port: null,
  canalPrefere: null,
  preferences: { sendMailWhenNotify: true },
};

describe('/mon-compte/preferences', () => {
  it('starts from the user’s preference and sends the one chosen (PreferencesSchema)', async () => {
    renderScreens([{ path: '/mon-compte/preferences', element: <AccountPreferencesPage /> }], {
      path: '/mon-compte/preferences',
      droits: droits([dossier()]),
      prime: (client) => client.setQueryData(userQueryKey, user),
    });
    const sent: unknown[] = [];
    global.fetch = ((_url: string, init?: RequestInit) => {
      if (init?.method !== 'POST')
        return Promise.resolve({ ok: true, status: 200, headers: { get: () => 'application/json' }, text: async () => '{"csrfToken":"t"}' });
      sent.push(JSON.parse(String(init.body)));
      return Promise.resolve({ ok: true, status: 200, headers: { get: () => 'application/json' }, text: async () => '{"sendMailWhenNotify":false}' });
    }) as unknown as typeof fetch;
    const box = screen.getByLabelText('Recevoir un mail à chaque nouvelle notification') as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(AccountMessages.preferencesEnregistrees));
    expect(sent).toEqual([{ sendMailWhenNotify: false }]);
  });
});
