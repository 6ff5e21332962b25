import { driver, type DriveStep } from 'driver.js';
import 'driver.js/dist/driver.css';
import '../../../styles/parcours.css';
import { PARCOURS_DELAI_DEFAUT_MS, type ParcoursEtape } from '@portail/contracts';
import { sanitizeRichText } from '../../../lib/sanitize-rich-text';
import { applyMenuRule, type TourMenuControl } from './tour-menu';
import { armStep, clickAdvanceTarget, safeQuery } from './tour-triggers';

/** Time left to the layout to open or close the side menu before the step is placed. */
const MENU_SETTLE_MS = 60;
/** How long a step that a click leads to may take to appear before it is skipped (longer while the screen loads). */
export const RENDER_WAIT_MS = 3000;
/** The longest a tour waits for a screen still loading its data. */
const LOADING_WAIT_MAX_MS = 10_000;

/** A section of the screen still loading its data (components/ui/page-loader). */
const loading = () => document.querySelector('.loader') !== null;

export interface TourRun {
  /** Ends the tour now: listeners removed, menu restored. */
  stop: () => void;
  isActive: () => boolean;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const toDriveStep = (e: ParcoursEtape): DriveStep => ({
  element: e.element,
  popover: {
    // driver.js writes both as HTML: the title is plain text, the description the firm's sanitised rich text.
    title: escapeHtml(e.popover.title),
    description: e.popover.description ? sanitizeRichText(e.popover.description) : undefined,
    side: e.popover.side,
    align: e.popover.align,
  },
});

/** A step that follows a click (a trigger or a callback of the step before, when shown) may be drawn by that click. */
const drawnByClick = (etapes: ParcoursEtape[], index: number) => {
  const before = etapes[index - 1];
  return !!before && !!(before.triggers?.length || before.callbacks?.length);
};

/**
 * Runs a tour with driver.js (spec 02 §4): French buttons, 'Étape x/y', no close on a click outside; the side menu open
 * on navigation steps and closed on the others, back to its former state at the end; each step's triggers and callbacks
 * armed while it shows; 'Suivant' on a step with click triggers clicks their element and moves on 100 ms later.
 * A step whose target is absent for this person (staff have no 'Ajouter') is skipped, and not counted in 'Étape x/y'.
 */
export function runTour(etapes: ParcoursEtape[], menu: TourMenuControl, onEnd?: () => void): TourRun {
  const menuBefore = menu.isOpen();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let disarm: (() => void) | null = null;
  let ended = false;
  let stopWaiting: (() => void) | null = null;
  const later = (ms: number, fn: () => void) => {
    const id = setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms);
    timers.add(id);
  };
  const present = (index: number) => safeQuery(document, etapes[index].element) !== null;
  /** 'Étape x/y' and the buttons count the steps on screen, and those a click may still draw. */
  const placeOf = (index: number) => {
    const counted: boolean[] = [];
    etapes.forEach((_, i) => counted.push(i === index || present(i) || (drawnByClick(etapes, i) && !!counted[i - 1])));
    const rank = counted.slice(0, index + 1).filter(Boolean).length;
    const total = counted.filter(Boolean).length;
    return { text: `Étape ${rank}/${total}`, first: !etapes.slice(0, index).some((_, i) => present(i)), last: rank === total };
  };
  /** Calls `then` once `ready` holds (checked on each change of the page and after RENDER_WAIT_MS), or after LOADING_WAIT_MAX_MS. */
  const waitFor = (ready: () => boolean, then: () => void) => {
    stopWaiting?.();
    if (ready()) return then();
    let waiting = true;
    const check = () => {
      if (waiting && ready()) done();
    };
    const observer = new MutationObserver(check);
    const done = () => {
      if (!waiting) return;
      stopWaiting?.();
      then();
    };
    stopWaiting = () => {
      waiting = false;
      observer.disconnect();
      stopWaiting = null;
    };
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    later(RENDER_WAIT_MS, check);
    later(LOADING_WAIT_MAX_MS, done);
  };
  // A click on 'Suivant' or 'Précédent' while driver.js still moves to a step would leave that step highlighted too.
  const whenSettled = (fn: () => void) => (d.getState('__transitionCallback') ? later(50, () => whenSettled(fn)) : fn());
  const clearStep = () => {
    disarm?.();
    disarm = null;
    stopWaiting?.();
    stopWaiting = null;
  };
  const end = () => {
    if (ended) return;
    ended = true;
    clearStep();
    timers.forEach((id) => clearTimeout(id));
    timers.clear();
    if (menu.isOpen() !== menuBefore) menu.setOpen(menuBefore);
    onEnd?.();
  };

  const d = driver({
    steps: etapes.map(toDriveStep),
    showProgress: true,
    progressText: 'Étape {{current}}/{{total}}',
    nextBtnText: 'Suivant',
    prevBtnText: 'Précédent',
    doneBtnText: 'Fermer',
    showButtons: ['next', 'previous', 'close'],
    overlayClickBehavior: () => undefined,
    popoverClass: 'parcours-bulle',
    onPopoverRender: (popover, { state }) => {
      if (state.activeIndex !== undefined) {
        const place = placeOf(state.activeIndex);
        popover.progress.textContent = place.text;
        if (place.last) popover.nextButton.textContent = 'Fermer';
        if (place.first) {
          popover.previousButton.disabled = true;
          popover.previousButton.classList.add('driver-popover-btn-disabled');
        }
      }
      // driver.js writes the title (which names the dialog) in a <header> and the buttons in a <footer>: they are not
      // the page's banner and contentinfo landmarks.
      popover.title.setAttribute('role', 'presentation');
      popover.footer.setAttribute('role', 'presentation');
      popover.closeButton.setAttribute('aria-label', 'Fermer');
      popover.closeButton.title = 'Fermer';
    },
    onHighlightStarted: (_element, _step, { index }) => {
      clearStep();
      const etape = index === undefined ? undefined : etapes[index];
      if (etape && index !== undefined) disarm = armStep(etape, { next: () => goTo(index + 1), destroy: () => stop() });
    },
    onNextClick: () => whenSettled(next),
    onPrevClick: () => whenSettled(() => goTo((d.getActiveIndex() ?? 0) - 1, -1)),
    onCloseClick: () => stop(),
    onDestroyed: () => end(),
  });

  function goTo(index: number, direction: 1 | -1 = 1, waited = false): void {
    if (ended || index < 0) return;
    const etape = etapes[index];
    if (!etape) return stop();
    if (!present(index)) {
      // Only after the step whose click draws it was shown.
      if (direction === 1 && !waited && drawnByClick(etapes, index) && d.getActiveIndex() === index - 1) {
        const since = Date.now();
        return waitFor(
          () => present(index) || (Date.now() - since >= RENDER_WAIT_MS && !loading()),
          () => goTo(index, direction, true),
        );
      }
      return goTo(index + direction, direction);
    }
    const show = () => (d.isActive() ? d.moveTo(index) : d.drive(index));
    if (applyMenuRule(etape, menu)) later(MENU_SETTLE_MS, show);
    else show();
  }

  function next(): void {
    const index = d.getActiveIndex() ?? 0;
    const etape = etapes[index];
    const target = etape ? clickAdvanceTarget(etape) : null;
    if (!target) return goTo(index + 1);
    clearStep();
    target.click();
    later(PARCOURS_DELAI_DEFAUT_MS, () => goTo(index + 1));
  }

  function stop(): void {
    if (d.isActive()) d.destroy();
    end();
  }

  // The screen may still be loading its data: the tour starts once it has drawn every step it draws by itself, or has
  // finished loading; a step absent then is not for this person (staff have no 'Ajouter').
  waitFor(
    () => !loading() || etapes.every((_, i) => drawnByClick(etapes, i) || present(i)),
    () => goTo(0),
  );
  return { stop, isActive: () => !ended };
}
