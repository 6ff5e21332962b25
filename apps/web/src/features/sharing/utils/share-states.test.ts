import type { SentInvitation, SharedRight } from '@portail/contracts';
import { shareStates } from './share-states';

const inv = (id: string, emailInvitee: string, codes: string[], expiree = false): SentInvitation => ({
  id,
  emailInvitee,
  mailInvite: emailInvitee,
  dateCreation: '2026-11-01T00:00:00Z',
  dateExpiration: '2026-12-01T00:00:00Z',
  expiree,
  dossiers: codes.map((codeDossier) => ({ codeDossier, raisonSociale: codeDossier, idRole: 3, nomRole: 'Comptable', categoriesIdAutorisees: [] })),
});
const right = (codeDossier: string, emailPersonne: string | null): SharedRight => ({
  codeDossier,
  raisonSociale: codeDossier,
  guidPersonne: '0a000000-0000-4000-8000-000000000005',
  personne: 'Hugo Lefèvre',
  emailPersonne,
  role: { idRole: 4, nomRole: 'Salarié' },
  categories: [],
  gerantOrigine: false,
});

describe('share states of the invite form', () => {
  const sent = [inv('a', 'Jean@Exemple.fr', ['010001', '010002']), inv('b', 'jean@exemple.fr', ['010003'], true), inv('c', 'autre@exemple.fr', ['010003'])];
  const shared = [right('010002', 'jean@exemple.fr'), right('010003', null)];

  it('marks pending invitations and existing accesses of that address, access first', () => {
    expect(Object.fromEntries(shareStates(' jean@exemple.fr ', sent, shared))).toEqual({ '010001': 'invitation', '010002': 'shared' });
  });

  it('ignores expired invitations, the invitation being edited and an empty address', () => {
    expect(Object.fromEntries(shareStates('jean@exemple.fr', sent, shared, 'a'))).toEqual({ '010002': 'shared' });
    expect(shareStates('', sent, shared).size).toBe(0);
  });
});
