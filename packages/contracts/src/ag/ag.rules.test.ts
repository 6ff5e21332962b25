import { agEtat, choisirInvitation, nbPersonneCoherent, pouvoirPropose } from './ag.rules';

describe('AG rules', () => {
  it('dates: invalid when missing or reversed, open between opening and closing, closed outside', () => {
    const now = new Date('2026-05-10T12:00:00Z');
    expect(agEtat({ dateOuverture: null, dateFermeture: '2026-06-01T00:00:00Z' }, now)).toBe('invalide');
    expect(agEtat({ dateOuverture: '2026-06-01T00:00:00Z', dateFermeture: '2026-05-01T00:00:00Z' }, now)).toBe('invalide');
    expect(agEtat({ dateOuverture: '2026-05-01T00:00:00Z', dateFermeture: '2026-06-01T00:00:00Z' }, now)).toBe('ouverte');
    expect(agEtat({ dateOuverture: '2026-04-01T00:00:00Z', dateFermeture: '2026-05-01T00:00:00Z' }, now)).toBe('close');
    expect(agEtat({ dateOuverture: '2026-05-11T00:00:00Z', dateFermeture: '2026-06-01T00:00:00Z' }, now)).toBe('close');
  });

  it('chooses the invitation last modified by the user, else the first unanswered with a weight, else the first unanswered', () => {
    const i = (id: string, poids: number, participe: boolean | null, userModification: string | null = null, dateModification: string | null = null) => ({
      id,
      poids,
      participe,
      userModification,
      dateModification,
    });
    expect(choisirInvitation([i('a', 0, null), i('b', 2, true, 'moi'), i('c', 1, null)], 'moi')?.id).toBe('b');
    expect(choisirInvitation([i('a', 0, null), i('b', 2, true, 'autre'), i('c', 1, null)], 'moi')?.id).toBe('c');
    expect(choisirInvitation([i('a', 0, null), i('b', 2, true, 'autre')], 'moi')?.id).toBe('a');
    expect(choisirInvitation([i('a', 2, false, 'autre'), i('b', 2, true, 'autre')], 'moi')?.id).toBe('a');
    expect(choisirInvitation([], 'moi')).toBeUndefined();
  });

  it('among the invitations the user answered, shows the one answered last (docs/features/ag.md, issue 29)', () => {
    const i = (id: string, dateModification: string) => ({ id, poids: 1, participe: true, userModification: 'moi', dateModification });
    expect(choisirInvitation([i('a', '2026-05-02T10:00:00.000Z'), i('b', '2026-05-03T09:00:00.000Z'), i('c', '2026-05-01T10:00:00.000Z')], 'moi')?.id).toBe(
      'b',
    );
  });

  it('number of attendees: any whole number from 0 with a single invitation', () => {
    for (const n of [0, 1, 5, null]) expect(nbPersonneCoherent({ participe: true, nbPersonne: n }, [])).toBe(true);
    expect(nbPersonneCoherent({ participe: true, nbPersonne: -1 }, [])).toBe(false);
    expect(nbPersonneCoherent({ participe: true, nbPersonne: 1.5 }, [])).toBe(false);
  });

  it('number of attendees with several invitations: among those attended, above zero refused while they sum to zero, zero refused while above', () => {
    const zero = [
      { participe: true, nbPersonne: 0 },
      { participe: null, nbPersonne: null },
    ];
    const deux = [
      { participe: true, nbPersonne: 2 },
      { participe: false, nbPersonne: null },
    ];
    expect(nbPersonneCoherent({ participe: true, nbPersonne: 2 }, zero)).toBe(false);
    expect(nbPersonneCoherent({ participe: true, nbPersonne: 0 }, zero)).toBe(true);
    expect(nbPersonneCoherent({ participe: true, nbPersonne: null }, zero)).toBe(true);
    expect(nbPersonneCoherent({ participe: true, nbPersonne: 0 }, deux)).toBe(false);
    expect(nbPersonneCoherent({ participe: true, nbPersonne: null }, deux)).toBe(false);
    expect(nbPersonneCoherent({ participe: true, nbPersonne: 3 }, deux)).toBe(true);
  });

  it('number of attendees: free while no other invitation is attended (unanswered or declined ones do not count)', () => {
    const aucune = [
      { participe: null, nbPersonne: null },
      { participe: false, nbPersonne: null },
    ];
    for (const n of [0, 2, null]) expect(nbPersonneCoherent({ participe: true, nbPersonne: n }, aucune)).toBe(true);
    expect(nbPersonneCoherent({ participe: true, nbPersonne: -1 }, aucune)).toBe(false);
  });

  it('number of attendees: not checked when not attending, nor for collaborators', () => {
    const zero = [{ participe: true, nbPersonne: 0 }];
    expect(nbPersonneCoherent({ participe: false, nbPersonne: 4 }, zero)).toBe(true);
    expect(nbPersonneCoherent({ participe: null, nbPersonne: 4 }, zero)).toBe(true);
    expect(nbPersonneCoherent({ participe: true, nbPersonne: 4 }, zero, true)).toBe(true);
  });

  it('offers the proxy form when not attending with a weight', () => {
    expect(pouvoirPropose({ participe: false, poids: 2 })).toBe(true);
    expect(pouvoirPropose({ participe: false, poids: 0 })).toBe(false);
    expect(pouvoirPropose({ participe: true, poids: 2 })).toBe(false);
    expect(pouvoirPropose({ participe: null, poids: 2 })).toBe(false);
  });
});
