import { assertPending, invitationEtat } from './invitation-state';

const now = new Date('2026-11-20T10:00:00Z');
const base = { dateAcceptation: null, dateRefus: null, dateExpiration: new Date('2026-11-21T10:00:00Z') };

describe('invitation state', () => {
  it('is pending until its expiry', () => {
    expect(invitationEtat(base, now)).toBe('enAttente');
    expect(invitationEtat({ ...base, dateExpiration: now }, now)).toBe('expiree');
  });

  it('is used once accepted or refused, even after expiry', () => {
    expect(invitationEtat({ ...base, dateAcceptation: now, dateExpiration: new Date(0) }, now)).toBe('acceptee');
    expect(invitationEtat({ ...base, dateRefus: now }, now)).toBe('refusee');
  });

  it('refuses used and expired invitations with the messages of spec 01 §8', () => {
    expect(() => assertPending({ ...base, dateRefus: now }, now)).toThrow("L'invitation a déjà été acceptée ou refusée");
    expect(() => assertPending({ ...base, dateExpiration: new Date(0) }, now)).toThrow(/a expiré/);
    expect(() => assertPending(base, now)).not.toThrow();
  });
});
