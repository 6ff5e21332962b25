import type { Evenement } from '@portail/contracts';
import { nextEvent } from './next-event';

const ev = (id: number, debut: string, fin: string, estAnnule = false) => ({ id, dateDebut: debut, dateFin: fin, estAnnule }) as Evenement;

describe('nextEvent', () => {
  const now = Date.parse('2026-11-20T12:00:00Z');

  it('takes the earliest event not over and not cancelled', () => {
    const list = [
      ev(1, '2026-12-10T08:00:00Z', '2026-12-10T10:00:00Z'),
      ev(2, '2026-11-25T08:00:00Z', '2026-11-25T10:00:00Z', true),
      ev(3, '2026-11-20T08:00:00Z', '2026-11-20T14:00:00Z'),
      ev(4, '2026-11-01T08:00:00Z', '2026-11-01T10:00:00Z'),
    ];
    expect(nextEvent(list, now)?.id).toBe(3);
  });

  it('is null when nothing is to come', () => {
    expect(nextEvent([ev(4, '2026-11-01T08:00:00Z', '2026-11-01T10:00:00Z')], now)).toBeNull();
  });
});
