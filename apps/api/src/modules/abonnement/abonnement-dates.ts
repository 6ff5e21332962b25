/** Today in Europe/Paris as YYYY-MM-DD (the firm's calendar day). */
export const aujourdhuiParis = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** 2026-11-24 → 24/11/2026. */
export const dateFr = (iso: string): string => iso.split('-').reverse().join('/');
