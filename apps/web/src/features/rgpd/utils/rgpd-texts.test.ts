import { exportStateText } from './rgpd-texts';

describe('export state in words (issue 33 §3)', () => {
  it('names each state, the ready one with its end date', () => {
    expect(exportStateText({ statut: 'en-preparation', expireLe: null })).toBe('En préparation');
    expect(exportStateText({ statut: 'prete', expireLe: '2026-12-06T14:00:00Z' })).toBe('Prête — jusqu’au 06/12/2026 à 15:00');
    expect(exportStateText({ statut: 'echec', expireLe: null })).toBe('Échec');
    expect(exportStateText({ statut: 'expiree', expireLe: '2026-11-01T14:00:00Z' })).toBe('Expirée');
  });
});
