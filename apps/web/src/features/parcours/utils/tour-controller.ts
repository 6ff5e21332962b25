import type { QueryClient } from '@tanstack/react-query';
import { createStore } from '../../../lib/create-store';
import { fetchParcoursEnCours, markParcoursFait, unmarkParcoursFait } from '../api/parcours';
import type { TourMenuControl } from './tour-menu';
import { runTour, type TourRun } from './tour-runner';

/** The tour the current route offers (done or not): the replay button shows only when there is one. */
export const currentTourStore = createStore<{ routeName: string; code: string } | null>(null);

interface Context {
  queryClient: QueryClient;
  menu: TourMenuControl;
  routeName: string;
  codeDossier: string | null;
}

let context: Context | null = null;
let generation = 0;
let running: TourRun | null = null;

/** A restart clears the listeners and destroys the running tour (spec 02 §4). */
export function stopTour(): void {
  running?.stop();
  running = null;
}

/**
 * After a navigation or a change of dossier: fetches the route's tour and, when one is pending, not done and the route
 * still the same, records it as done then starts it. Failures are silent (spec 02 §8).
 */
export async function loadTour(next: Context): Promise<void> {
  context = next;
  const gen = ++generation;
  const current = () => gen === generation;
  try {
    const { parcours } = await fetchParcoursEnCours(next.queryClient, next.routeName, next.codeDossier);
    if (!current()) return;
    currentTourStore.set(parcours ? { routeName: next.routeName, code: parcours.code } : null);
    if (!parcours || parcours.dejaFait || running?.isActive() || parcours.routeName !== next.routeName) return;
    await markParcoursFait(parcours.code);
    if (!current()) return;
    stopTour();
    running = runTour(parcours.etapes, next.menu, () => {
      running = null;
    });
  } catch {
    // Silent: a tour is never worth an error message.
  }
}

/** Forgets the route (navigation elsewhere, sign-out): a late answer starts nothing. */
export function leaveRoute(): void {
  generation++;
  context = null;
  stopTour();
  currentTourStore.set(null);
}

/** 'Revoir la visite guidée': un-marks the current route's tour, then loads it again, which starts it. */
export async function replayTour(): Promise<void> {
  const tour = currentTourStore.get();
  const ctx = context;
  if (!tour || !ctx || tour.routeName !== ctx.routeName) return;
  stopTour();
  try {
    await unmarkParcoursFait(tour.code);
  } catch {
    return;
  }
  await loadTour(ctx);
}
