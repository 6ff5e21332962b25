import type { Notification } from '@portail/contracts';

type NotificationGroupKey = 'thisWeek' | 'lastWeek' | 'thisMonth' | 'before';

const GROUP_LABELS: Record<NotificationGroupKey, string> = {
  thisWeek: 'Cette semaine',
  lastWeek: 'La semaine dernière',
  thisMonth: 'Plus tôt ce mois-ci',
  before: 'Avant ce mois-ci',
};

const DAY = 24 * 3600 * 1000;
const parisParts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' });
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Calendar day in Europe/Paris as a day number (days since epoch), with its weekday (0 = Monday). */
function parisDay(d: Date): { day: number; weekday: number; month: number; year: number } {
  const parts = Object.fromEntries(parisParts.formatToParts(d).map((p) => [p.type, p.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  return { day: Math.round(Date.UTC(year, month - 1, Number(parts.day)) / DAY), weekday: WEEKDAYS.indexOf(parts.weekday), month, year };
}

/** The group of a date: Paris calendar weeks starting on Monday, then the calendar month (spec 01 §2.4). */
export function notificationGroup(date: Date, now: Date): NotificationGroupKey {
  const n = parisDay(now);
  const d = parisDay(date);
  const weekStart = n.day - n.weekday;
  if (d.day >= weekStart) return 'thisWeek';
  if (d.day >= weekStart - 7) return 'lastWeek';
  if (d.year === n.year && d.month === n.month) return 'thisMonth';
  return 'before';
}

/** Non-empty groups in display order, each keeping the newest-first order. */
export function groupNotifications(list: Notification[], now = new Date()): { key: NotificationGroupKey; label: string; items: Notification[] }[] {
  const order: NotificationGroupKey[] = ['thisWeek', 'lastWeek', 'thisMonth', 'before'];
  const groups = new Map<NotificationGroupKey, Notification[]>(order.map((k) => [k, []]));
  for (const n of list) groups.get(notificationGroup(new Date(n.date), now))!.push(n);
  return order.filter((k) => groups.get(k)!.length > 0).map((key) => ({ key, label: GROUP_LABELS[key], items: groups.get(key)! }));
}
