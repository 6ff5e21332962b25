import type { Notification } from '@portail/contracts';
import { groupNotifications, notificationGroup } from './group-notifications';

// Wednesday 18 November 2026, 10:00 in Paris (UTC+1).
const now = new Date('2026-11-18T09:00:00Z');
const at = (iso: string) => notificationGroup(new Date(iso), now);

describe('notificationGroup', () => {
  it('this week starts on Monday 00:00 Paris time', () => {
    expect(at('2026-11-18T08:00:00Z')).toBe('thisWeek');
    expect(at('2026-11-15T23:30:00Z')).toBe('thisWeek'); // Monday 00:30 in Paris
    expect(at('2026-11-15T22:30:00Z')).toBe('lastWeek'); // Sunday 23:30 in Paris
  });

  it('last week is the seven days before, then the month, then earlier', () => {
    expect(at('2026-11-09T00:30:00Z')).toBe('lastWeek');
    expect(at('2026-11-08T12:00:00Z')).toBe('thisMonth');
    expect(at('2026-11-01T09:00:00Z')).toBe('thisMonth');
    expect(at('2026-10-31T23:30:00Z')).toBe('thisMonth'); // 1 November 00:30 in Paris
    expect(at('2026-10-31T22:30:00Z')).toBe('before');
    expect(at('2025-11-10T09:00:00Z')).toBe('before');
  });

  it('last week may reach into the previous month', () => {
    const monday3 = new Date('2026-12-03T09:00:00Z'); // Thursday 3 December
    expect(notificationGroup(new Date('2026-11-25T09:00:00Z'), monday3)).toBe('lastWeek');
    expect(notificationGroup(new Date('2026-11-20T09:00:00Z'), monday3)).toBe('before');
  });
});

describe('groupNotifications', () => {
  const n = (id: string, date: string): Notification => ({ _id: id, date, message: id, url: null, category: 'information', read: false });

  it('keeps non-empty groups in order with their labels', () => {
    const groups = groupNotifications([n('a', '2026-11-18T08:00:00Z'), n('b', '2026-11-17T08:00:00Z'), n('c', '2026-09-01T08:00:00Z')], now);
    expect(groups.map((g) => [g.label, g.items.map((i) => i._id)])).toEqual([
      ['Cette semaine', ['a', 'b']],
      ['Avant ce mois-ci', ['c']],
    ]);
  });
});
