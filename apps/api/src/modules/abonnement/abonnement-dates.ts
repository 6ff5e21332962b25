import { parisIsoDay } from '@portail/contracts';
/** Today in Europe/Paris as YYYY-MM-DD (the firm's calendar day). */
export const aujourdhuiParis = (now: Date = new Date()): string => parisIsoDay(now);

/** 2026-11-24 → 24/11/2026. */
export const dateFr = (iso: string): string => iso.split('-').reverse().join('/');
