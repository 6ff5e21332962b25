import type { EtapeImpressionDuer } from '@portail/contracts';
import type { EtapeImpression } from '../duer-impression.types';

/** Share of the bar each step of the builder fills: reading, pages, merging (the commit takes the last points). */
const PLAGES: Record<EtapeImpression, [number, number]> = { lecture: [0, 10], pages: [10, 80], fusion: [80, 98] };

export const THROTTLE_MS = 300;

/** The builder's step and percentage as the job's overall progress (0..98 until done). */
export const progressionGlobale = (etape: EtapeImpression, pourcentage: number): number => {
  const [de, a] = PLAGES[etape];
  return Math.round(de + ((a - de) * Math.max(0, Math.min(100, pourcentage))) / 100);
};

/**
 * Progress reports thinned to one every THROTTLE_MS (a new step is always reported), never going back; `write` is
 * called without being awaited by the builder, so writes are chained to stay in order.
 */
export function progressionThrottlee(write: (etape: EtapeImpressionDuer, progression: number) => Promise<void>) {
  let last = -1;
  let lastEtape: EtapeImpression | null = null;
  let lastAt = 0;
  let chain: Promise<void> = Promise.resolve();
  return {
    report(etape: EtapeImpression, pourcentage: number): void {
      const value = progressionGlobale(etape, pourcentage);
      const now = Date.now();
      if (value <= last && etape === lastEtape) return;
      if (etape === lastEtape && now - lastAt < THROTTLE_MS) return;
      last = Math.max(last, value);
      lastEtape = etape;
      lastAt = now;
      const progression = last;
      chain = chain.then(() => write(etape, progression)).catch(() => undefined);
    },
    /** Waits for the writes already started. */
    flush: () => chain,
  };
}
