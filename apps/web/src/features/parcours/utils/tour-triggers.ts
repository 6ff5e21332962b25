import { PARCOURS_DELAI_DEFAUT_MS, type ParcoursCallback, type ParcoursEtape, type ParcoursTrigger } from '@portail/contracts';

/** What a trigger may do to the running tour. */
interface TourActions {
  next: () => void;
  destroy: () => void;
}

/** A trigger fires after the larger of its two timeouts, each 100 ms unless given (spec 02 §4, §9). */
export const triggerDelay = (t: ParcoursTrigger): number =>
  Math.max(t.blacklistTimeout ?? PARCOURS_DELAI_DEFAUT_MS, t.whitelistTimeout ?? PARCOURS_DELAI_DEFAUT_MS);

/** Only if the blacklist element is absent and the whitelist element present (when named). */
export function triggerAllowed(t: ParcoursTrigger, doc: Document): boolean {
  if (t.blacklistSelector && safeQuery(doc, t.blacklistSelector)) return false;
  if (t.whitelistSelector && !safeQuery(doc, t.whitelistSelector)) return false;
  return true;
}

/** A stored selector that the browser refuses finds nothing rather than breaking the tour. */
export function safeQuery(doc: Document, selector: string): Element | null {
  try {
    return doc.querySelector(selector);
  } catch {
    return null;
  }
}

function closestSafe(target: EventTarget | null, selector: string): Element | null {
  if (!(target instanceof Element)) return null;
  try {
    return target.closest(selector);
  } catch {
    return null;
  }
}

/**
 * Listens, for one step, to clicks on its triggers' elements (delegated on the document, so an element React re-renders
 * still counts) and plays their action after their delay; runs its callbacks (a click on their element after their
 * timeout). Returns the cleanup: listeners removed and pending timers cancelled.
 */
export function armStep(step: ParcoursEtape, actions: TourActions, doc: Document = document): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, fn: () => void) => {
    const id = setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms);
    timers.add(id);
  };
  const triggers = (step.triggers ?? []).filter((t) => t.callbackName === 'click');
  const onClick = (event: Event) => {
    for (const t of triggers) {
      if (!closestSafe(event.target, t.selector)) continue;
      later(triggerDelay(t), () => {
        if (!triggerAllowed(t, doc)) return;
        if (t.action === 'nextstep') actions.next();
        else actions.destroy();
      });
      return;
    }
  };
  if (triggers.length) doc.addEventListener('click', onClick, true);
  for (const c of step.callbacks ?? []) runCallback(c, doc, later);
  return () => {
    doc.removeEventListener('click', onClick, true);
    timers.forEach((id) => clearTimeout(id));
    timers.clear();
  };
}

function runCallback(c: ParcoursCallback, doc: Document, later: (ms: number, fn: () => void) => void): void {
  if (c.callbackName !== 'click') return;
  later(c.timeout ?? PARCOURS_DELAI_DEFAUT_MS, () => {
    const el = safeQuery(doc, c.selector);
    if (el instanceof HTMLElement) el.click();
  });
}

/** The element a 'Suivant' on a step with click triggers clicks: the first nextstep trigger's, else the first trigger's. */
export function clickAdvanceTarget(step: ParcoursEtape, doc: Document = document): HTMLElement | null {
  const triggers = (step.triggers ?? []).filter((t) => t.callbackName === 'click');
  const chosen = triggers.find((t) => t.action === 'nextstep') ?? triggers[0];
  if (!chosen) return null;
  const el = safeQuery(doc, chosen.selector);
  return el instanceof HTMLElement ? el : null;
}
