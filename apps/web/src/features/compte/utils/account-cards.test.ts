import { dossier, droits } from '../../../test-utils/fixtures';
import { accountCards } from './account-cards';

const keys = (context: Parameters<typeof accountCards>[0]) => accountCards(context).map((c) => c.key);
const URL = 'https://messagerie.exemple/';

describe('account hub cards (spec 02 §6)', () => {
  it('shows sharing only to a gérant of some dossier', () => {
    const gerant = droits([dossier({ idRole: 2 }), dossier({ codeDossier: '100002', idRole: 1 })]);
    const shared = droits([dossier({ idRole: 3 })]);
    expect(keys({ droits: gerant, dossier: null, mailServiceUrl: URL })).toContain('partager');
    expect(keys({ droits: shared, dossier: null, mailServiceUrl: URL })).not.toContain('partager');
    expect(accountCards({ droits: gerant, dossier: null, mailServiceUrl: URL }).find((c) => c.key === 'partager')?.to).toBe('/mon-compte/partager-droits');
  });

  it('shows the mail-service card only for the listed entity codes of the selected dossier', () => {
    const list = droits([dossier()]);
    for (const code of ['0001', '0015', '0004', '0005', '0010', '0011', '0007', '0042']) {
      expect(keys({ droits: list, dossier: dossier({ codeEntite: code }), mailServiceUrl: URL })).toContain('messagerie');
    }
    for (const code of ['0003', '0016', '0099']) {
      expect(keys({ droits: list, dossier: dossier({ codeEntite: code }), mailServiceUrl: URL })).not.toContain('messagerie');
    }
    expect(keys({ droits: list, dossier: dossier({ codeEntite: '0001' }), mailServiceUrl: '' })).not.toContain('messagerie');
  });

  it('mail-service card: the entity code alone decides, whatever the role (spec 02 §6)', () => {
    for (const code of ['0001', '0015', '0004', '0005', '0010', '0011', '0007', '0042']) {
      for (const idRole of [1, 3, null]) {
        const selected = dossier({ codeEntite: code, idRole });
        expect(keys({ droits: droits([selected]), dossier: selected, mailServiceUrl: URL })).toContain('messagerie');
      }
      expect(keys({ droits: droits([], { typeUtilisateur: 'collab' }), dossier: dossier({ codeEntite: code, idRole: null }), mailServiceUrl: URL })).toContain(
        'messagerie',
      );
    }
    // The navigation link's extra codes (0003, 0016) and the neighbours of each listed code get no card.
    for (const code of ['0003', '0016', '0000', '0002', '0006', '0008', '0009', '0012', '0014', '0041', '0043', '1', '']) {
      expect(keys({ droits: droits([dossier()]), dossier: dossier({ codeEntite: code }), mailServiceUrl: URL })).not.toContain('messagerie');
    }
    const card = accountCards({ droits: droits([dossier()]), dossier: dossier({ codeEntite: '0042' }), mailServiceUrl: URL }).find(
      (c) => c.key === 'messagerie',
    );
    expect(card).toMatchObject({ href: URL });
    expect(card?.to).toBeUndefined();
  });

  it('links every member card to its route', () => {
    const cards = accountCards({ droits: droits([]), dossier: null, mailServiceUrl: null });
    expect(cards.map((c) => c.to)).toEqual([
      '/mon-compte/infos',
      '/mon-compte/preferences',
      '/mon-compte/mail',
      '/mon-compte/mot-de-passe',
      '/mon-compte/securite',
      '/mon-compte/sessions',
      '/mon-compte/mes-droits',
      '/mon-compte/donnees',
    ]);
  });

  it('shows the second factor and the sessions cards to members only (issue 33)', () => {
    const member = accountCards({ droits: droits([dossier()]), dossier: null, mailServiceUrl: null });
    expect(member.find((c) => c.key === 'securite')).toMatchObject({ title: 'Double authentification', to: '/mon-compte/securite' });
    expect(member.find((c) => c.key === 'sessions')).toMatchObject({ title: 'Mes appareils et sessions', to: '/mon-compte/sessions' });
    const collab = keys({ droits: droits([], { typeUtilisateur: 'collab' }), dossier: null, mailServiceUrl: null });
    expect(collab).not.toContain('securite');
    expect(collab).not.toContain('sessions');
  });

  it('shows the personal-data card to members only (RGPD, issue 33 §3)', () => {
    const member = accountCards({ droits: droits([dossier()]), dossier: null, mailServiceUrl: null });
    expect(member.find((c) => c.key === 'donnees')).toEqual({
      key: 'donnees',
      title: 'Mes données personnelles',
      text: 'Téléchargez vos données ou demandez la clôture de votre compte.',
      to: '/mon-compte/donnees',
    });
    expect(keys({ droits: droits([], { typeUtilisateur: 'collab' }), dossier: null, mailServiceUrl: null })).not.toContain('donnees');
  });

  it('keeps credentials and rights cards away from collaborators', () => {
    expect(keys({ droits: droits([], { typeUtilisateur: 'collab' }), dossier: null, mailServiceUrl: URL })).toEqual(['infos', 'preferences']);
  });
});
