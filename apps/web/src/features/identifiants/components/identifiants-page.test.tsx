/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { type Identifiant, IdentifiantMessages as M } from '@portail/contracts';
import { setCodeDossierCollaborateur } from '../../../lib/api-client';
import { descriptionOf } from '../../../test-utils/description';
import { renderScreens } from '../../../test-utils/render';
import { dossier, droits } from '../../../test-utils/fixtures';
import { identifiantsKeys } from '../api/identifiants';
import IdentifiantsPage from './identifiants-page';

jest.mock('sonner', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const CODE = '100001';
const routes = [{ path: '/mon-compte/mots-de-passe', element: <IdentifiantsPage /> }];
const entry = (o: Partial<Identifiant>): Identifiant => ({
  id: '5a000000-0000-4000-8000-100001000001',
  codeDossier: CODE,
  titre: 'MSA – espace privé',
  nomUtilisateur: 'MSA100001',
  dateCreation: '2026-02-03T14:00:00Z',
  auteurCreation: 'Julie Bernard',
  dateModificationAgent: null,
  agentModification: null,
  dateModificationAdherent: null,
  adherentModification: null,
  journal: [],
  ...o,
});
const LIST = [
  entry({ journal: [{ action: 'consultation', auteur: 'Julie Bernard', estCollaborateur: true, date: '2026-11-22T13:05:00Z' }] }),
  entry({ id: '5a000000-0000-4000-8000-100001000002', titre: 'Telepac (PAC)', nomUtilisateur: '0510100001', auteurCreation: 'claire@exemple.fr' }),
];
const render = (list: Identifiant[], typeUtilisateur: 'member' | 'collab' = 'member') =>
  renderScreens(routes, {
    path: '/mon-compte/mots-de-passe',
    droits: droits([dossier({ codeDossier: CODE, idRole: typeUtilisateur === 'member' ? 1 : null })], { typeUtilisateur }),
    prime: (client) => client.setQueryData(identifiantsKeys.list(CODE), list),
  });

describe('shared credentials screen', () => {
  beforeEach(() => jest.mocked(toast.error).mockClear());

  it('shows the cards with the tooltip rule and the journal, never a password, and filters on title and login', () => {
    render(LIST);
    const cards = screen.getAllByTestId('identifiant');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('infobulle').textContent).toBe('Créé le 03/02/2026 à 15:00 par Julie Bernard');
    expect(within(cards[1]!).getByTestId('infobulle').textContent).toBe('Créé le 03/02/2026 à 15:00');
    expect(cards[0]!.textContent).toContain('Consulté par Julie Bernard le 22/11/2026 à 14:05');
    expect(screen.queryByRole('button', { name: /Révéler/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Rechercher'), { target: { value: '0510' } });
    expect(screen.getAllByTestId('identifiant')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Rechercher'), { target: { value: 'zzz' } });
    expect(screen.queryAllByTestId('identifiant')).toHaveLength(0);
    expect(screen.getByTestId('liste-vide').textContent).toBe(M.aucunResultat);
  });

  it('shows the empty text of the spec', () => {
    render([]);
    expect(screen.getByTestId('liste-vide').textContent).toBe(M.vide);
  });

  it('tells staff of the dossier’s credentials, not of their own (issue 29)', () => {
    setCodeDossierCollaborateur(CODE);
    render([], 'collab');
    expect(screen.getByTestId('liste-vide').textContent).toBe("Le dossier n'a donné accès à aucun identifiant...");
    expect(screen.queryByText(M.vide)).toBeNull();
    setCodeDossierCollaborateur(null);
  });

  it('add: says the spec messages in the form, independent visibility toggles', async () => {
    render(LIST);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un identifiant' }));
    const dialog = screen.getByTestId('dialogue-identifiant');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' })));
    expect(within(dialog).getByRole('alert').textContent).toBe(M.champsRequis);
    // Each message under its field, the first invalid field focused.
    const titre = within(dialog).getByLabelText('Titre');
    expect([titre.getAttribute('aria-invalid'), descriptionOf(titre), document.activeElement === titre]).toEqual(['true', M.champsRequis, true]);
    expect(descriptionOf(within(dialog).getByLabelText('Confirmation du mot de passe'))).toBe(M.champsRequis);
    fireEvent.change(within(dialog).getByLabelText('Titre'), { target: { value: 'URSSAF' } });
    fireEvent.change(within(dialog).getByLabelText('Identifiant'), { target: { value: 'moi' } });
    fireEvent.change(within(dialog).getByLabelText('Mot de passe'), { target: { value: 'a' } });
    fireEvent.change(within(dialog).getByLabelText('Confirmation du mot de passe'), { target: { value: 'b' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' })));
    expect(within(dialog).getByRole('alert').textContent).toBe(M.motsDePasseDifferents);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Afficher confirmation du mot de passe' }));
    expect(within(dialog).getByLabelText('Confirmation du mot de passe').getAttribute('type')).toBe('text');
    expect(within(dialog).getByLabelText('Mot de passe').getAttribute('type')).toBe('password');
  });

  it('edit: password fields only with the switch on', () => {
    render(LIST);
    fireEvent.click(screen.getByRole('button', { name: 'Modifier Telepac (PAC)' }));
    const dialog = screen.getByTestId('dialogue-identifiant');
    expect((within(dialog).getByLabelText('Titre') as HTMLInputElement).value).toBe('Telepac (PAC)');
    expect(within(dialog).queryByLabelText('Mot de passe')).toBeNull();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Modifier le mot de passe' }));
    expect((within(dialog).getByLabelText('Mot de passe') as HTMLInputElement).value).toBe('');
  });

  it('staff see Révéler and no add, edit or delete', () => {
    setCodeDossierCollaborateur(CODE);
    render(LIST, 'collab');
    setCodeDossierCollaborateur(null);
    expect(screen.getAllByRole('button', { name: /^Révéler le mot de passe de / })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Ajouter un identifiant' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Modifier / })).toBeNull();
  });
});
