/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { PARTAGER_DROITS_PATH, type Categorie, type MesDroits, type Role, type SharedRight } from '@portail/contracts';
import { pathTo } from '../../../config/routes/route-table';
import { sharingKeys } from '../../../lib/api/sharing-keys';
import { dossier, droits } from '../../../test-utils/fixtures';
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
    expect(within(earl!).getByText(/Un dossier garde toujours son gérant/)).toBeTruthy();
    expect(within(scea!).getByRole('button', { name: 'Retirer mon accès' })).toBeTruthy();
  });

  it('offers a co-gérant no "Retirer l’accès" on the original gérant', async () => {
    renderScreens([{ path: '/mon-compte/partager-droits', element: <PartagerDroitsPage /> }], {
      path: '/mon-compte/partager-droits',
      droits: coGerant,
      prime: (client) => client.setQueryData(sharingKeys.sharedRights, shared),
    });
    const people = await screen.findByTestId('personnes-partage');
    const claire = within(people).getByText('Claire Martin').closest('li')!;
    expect(within(claire).getByText(/Gérant d’origine/)).toBeTruthy();
    expect(within(claire).queryByRole('button', { name: 'Retirer l’accès' })).toBeNull();
    const paul = within(people).getByText('Paul Roche').closest('li')!;
    expect(within(paul).getByRole('button', { name: 'Retirer l’accès' })).toBeTruthy();
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
    expect(within(origine).getByText('Gérant d’origine du dossier : son accès ne peut être ni retiré ni modifié.')).toBeTruthy();
    expect((screen.getByTestId('dossier-010002') as HTMLFieldSetElement).disabled).toBe(false);
  });
});

it('links the accepted-invitation notification to the sharing screen of the route table (issue 29, defect 7)', () => {
  expect(PARTAGER_DROITS_PATH).toBe(pathTo('partagerDroits'));
});
