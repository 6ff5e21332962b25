/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PARTAGER_DROITS_PATH, SharingMessages, type Categorie, type MesDroits, type Role, type SharedRight } from '@portail/contracts';
import { pathTo } from '../../../config/routes/route-table';
import { sharingKeys } from '../../../lib/api/sharing-keys';
import { dossier, droits } from '../../../test-utils/fixtures';
import { descriptionOf } from '../../../test-utils/description';
import { renderScreens } from '../../../test-utils/render';
import EditionPage from './edition-page';
import MesDroitsPage from './mes-droits-page';
import PartagerDroitsPage from './partager-droits-page';

const CLAIRE = '0a000000-0000-4000-8000-000000000001';
const HUGO = '0a000000-0000-4000-8000-000000000005';
const right = (guidPersonne: string, personne: string, codeDossier: string, idRole: number, gerantOrigine = false): SharedRight => ({
  codeDossier,
  raisonSociale: `Dossier ${codeDossier}`,
  guidPersonne,
  personne,
  emailPersonne: null,
  role: { idRole, nomRole: idRole === 1 ? 'Gérant' : 'Salarié' },
  categories: [],
  gerantOrigine,
});
/** Hugo Lefèvre, co-gérant of 010001 invited as Gérant, sees Claire Martin, its original gérant. */
const coGerant = droits([dossier({ codeDossier: '010001', idRole: 1 }), dossier({ codeDossier: '010002', idRole: 1 })]);
const shared = [right(CLAIRE, 'Claire Martin', '010001', 1, true), right(CLAIRE, 'Claire Martin', '010002', 4), right(HUGO, 'Paul Roche', '010002', 4)];
const roles: Role[] = [
  { idRole: 1, nomRole: 'Gérant', categoriesPredefinies: [] },
  { idRole: 4, nomRole: 'Salarié', categoriesPredefinies: [] },
];
const tree: Categorie[] = [{ _id: 'contacts', libelle: 'Contacts', modules: [], souscategories: [] }];

describe('a dossier always keeps its gérant (issue 29, defect 3)', () => {
  it('offers no "Retirer mon accès" on a dossier I may not leave', async () => {
    const mesDroits: MesDroits = {
      dossiers: [
        { codeDossier: '010001', raisonSociale: 'EARL', idRole: 1, nomRole: 'Gérant', autorisationsMyCDER: { categories: [] }, retirable: false },
        { codeDossier: '010004', raisonSociale: 'SCEA', idRole: 2, nomRole: 'Associé', autorisationsMyCDER: { categories: [] }, retirable: true },
      ],
    };
    renderScreens([{ path: '/mon-compte/mes-droits', element: <MesDroitsPage /> }], {
      path: '/mon-compte/mes-droits',
      droits: coGerant,
      prime: (client) => client.setQueryData(sharingKeys.mesDroits, mesDroits),
    });
    const [earl, scea] = within(await screen.findByTestId('mes-acces')).getAllByRole('listitem');
    expect(within(earl!).queryByRole('button', { name: 'Retirer mon accès' })).toBeNull();
    expect(earl!.textContent).toContain('Un dossier garde toujours son gérant : vous ne pouvez pas retirer votre accès.');
    expect((within(scea!).getByRole('button', { name: 'Retirer mon accès' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers a co-gérant no "Retirer l’accès" on the original gérant', async () => {
    renderScreens([{ path: '/mon-compte/partager-droits', element: <PartagerDroitsPage /> }], {
      path: '/mon-compte/partager-droits',
      droits: coGerant,
      prime: (client) => client.setQueryData(sharingKeys.sharedRights, shared),
    });
    const people = await screen.findByTestId('personnes-partage');
    const claire = within(people).getByText('Claire Martin').closest('li')!;
    expect(claire.textContent).toMatch(/Gérant d’origine/);
    expect(within(claire).queryByRole('button', { name: 'Retirer l’accès' })).toBeNull();
    const paul = within(people).getByText('Paul Roche').closest('li')!;
    expect((within(paul).getByRole('button', { name: 'Retirer l’accès' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('locks the original gérant’s dossier in the edit form, the rest stays editable', async () => {
    renderScreens([{ path: '/mon-compte/partager-droits/edition', element: <EditionPage /> }], {
      path: `/mon-compte/partager-droits/edition?personne=${CLAIRE}`,
      droits: coGerant,
      prime: (client) => {
        client.setQueryData(sharingKeys.sharedRights, shared);
        client.setQueryData(sharingKeys.roles, roles);
        client.setQueryData(sharingKeys.categories, tree);
      },
    });
    const origine = (await screen.findByTestId('dossier-010001')) as HTMLFieldSetElement;
    expect(origine.disabled).toBe(true);
    expect((within(origine).getByRole('checkbox', { name: /010001/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(origine).getByTestId('voile-010001').textContent).toBe('Gérant d’origine du dossier : son accès ne peut être ni retiré ni modifié.');
    expect(origine.getAttribute('aria-describedby')).toBe('voile-010001');
    expect((screen.getByTestId('dossier-010002') as HTMLFieldSetElement).disabled).toBe(false);
  });
});

describe('the edit form (react-hook-form, UpdatePersonneDroitsSchema)', () => {
  it('says the api’s message under the role of a dossier ticked without one, focuses it, then sends the dossiers but the original gérant’s', async () => {
    renderScreens([{ path: '/mon-compte/partager-droits/edition', element: <EditionPage /> }], {
      path: `/mon-compte/partager-droits/edition?personne=${CLAIRE}`,
      droits: coGerant,
      prime: (client) => {
        client.setQueryData(sharingKeys.sharedRights, shared);
        client.setQueryData(sharingKeys.roles, roles);
        client.setQueryData(sharingKeys.categories, tree);
      },
    });
    // The screen's loads are primed; the save is answered by this fake api.
    const sent: unknown[] = [];
    global.fetch = ((_url: string, init?: RequestInit) => {
      if (init?.method !== 'PUT')
        return Promise.resolve({ ok: true, status: 200, headers: { get: () => 'application/json' }, text: async () => '{"csrfToken":"t"}' });
      sent.push(JSON.parse(String(init.body)));
      return new Promise<Response>(() => undefined);
    }) as unknown as typeof fetch;
    // Unticked, the dossier loses its role; ticked again, it has none.
    const dossier010002 = within(await screen.findByTestId('dossier-010002')).getByRole('checkbox', { name: /010002/ });
    fireEvent.click(dossier010002);
    fireEvent.click(dossier010002);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    });
    const role = screen.getByLabelText('Rôle', { selector: '#dossier-010002-role' });
    expect([role.getAttribute('aria-invalid'), descriptionOf(role), document.activeElement === role]).toEqual(['true', SharingMessages.roleRequis, true]);
    expect(sent).toEqual([]);
    await act(async () => {
      fireEvent.change(role, { target: { value: '4' } });
    });
    expect(role.getAttribute('aria-invalid')).toBe('false');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      guidPersonne: CLAIRE,
      droits: [{ action: 'update', droit: { codeDossier: '010002', idRole: 4, AutorisationsMyCDER: { categories: [] } } }],
    });
  });
});

it('links the accepted-invitation notification to the sharing screen of the route table (issue 29, defect 7)', () => {
  expect(PARTAGER_DROITS_PATH).toBe(pathTo('partagerDroits'));
});
