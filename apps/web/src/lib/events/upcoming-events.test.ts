import type { Evenement } from '@portail/contracts';
import { nextEvent, upcomingEvents } from './upcoming-events';

const ev = (id: number, debut: string, fin: string, estAnnule = false) => ({ id, dateDebut: debut, dateFin: fin, estAnnule }) as Evenement;

describe('upcoming events', () => {
  const now = Date.parse('2026-11-20T12:00:00Z');
  // As the api lists them: the furthest first.
  const list = [
    ev(5, '2026-12-29T08:00:00Z', '2026-12-29T10:00:00Z'),
    ev(1, '2026-12-22T08:00:00Z', '2026-12-22T10:00:00Z'),
    ev(2, '2026-11-25T08:00:00Z', '2026-11-25T10:00:00Z', true),
    ev(6, '2026-11-27T14:00:00+01:00', '2026-11-27T15:00:00+01:00'),
    ev(3, '2026-11-20T08:00:00Z', '2026-11-20T14:00:00Z'),
    ev(4, '2026-11-01T08:00:00Z', '2026-11-01T10:00:00Z'),
  ];

  it('lists the events not over and not cancelled, the next one first', () => {
    expect(upcomingEvents(list, now).map((e) => e.id)).toEqual([3, 6, 1, 5]);
  });

  it('takes the first of them as the next event', () => {
    expect(nextEvent(list, now)?.id).toBe(3);
    expect(nextEvent(list, Date.parse('2026-11-21T00:00:00Z'))?.id).toBe(6);
  });

  it('is empty when nothing is to come', () => {
    expect(upcomingEvents([ev(4, '2026-11-01T08:00:00Z', '2026-11-01T10:00:00Z')], now)).toEqual([]);
    expect(nextEvent([ev(4, '2026-11-01T08:00:00Z', '2026-11-01T10:00:00Z')], now)).toBeNull();
  });
});
