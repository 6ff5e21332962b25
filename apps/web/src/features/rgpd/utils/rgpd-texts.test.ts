import { countText, exportStateText, mergedOutcomes } from './rgpd-texts';

describe('export state in words (issue 33 §3)', () => {
  it('names each state, the ready one with its end date', () => {
    expect(exportStateText({ statut: 'en-preparation', expireLe: null })).toBe('En préparation');
    expect(exportStateText({ statut: 'prete', expireLe: '2026-12-06T14:00:00Z' })).toBe('Prête — jusqu’au 06/12/2026 à 15:00');
    expect(exportStateText({ statut: 'echec', expireLe: null })).toBe('Échec');
    expect(exportStateText({ statut: 'expiree', expireLe: '2026-11-01T14:00:00Z' })).toBe('Expirée');
  });
});

describe('the lines of an erasure (issue 33 §3)', () => {
  it('counts in words', () => {
    expect([0, 1, 2, 1500].map(countText)).toEqual(['aucun élément', '1 élément', '2 éléments', '1 500 éléments']);
  });

  it('adds up the counts of a rule reported by several modules, in the order first seen', () => {
    const line = (rule: string, action: 'supprime' | 'anonymise' | 'conserve', count: number) => ({ rule, donnees: rule, action, count });
    expect(
      mergedOutcomes([line('droits', 'supprime', 1), line('personne', 'anonymise', 0), line('droits', 'supprime', 2), line('personne', 'anonymise', 1)]),
    ).toEqual([line('droits', 'supprime', 3), line('personne', 'anonymise', 1)]);
  });
});
