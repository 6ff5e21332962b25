import { driver, type DriveStep } from 'driver.js';
import 'driver.js/dist/driver.css';
import '../../../styles/parcours.css';
import { PARCOURS_DELAI_DEFAUT_MS, type ParcoursEtape } from '@portail/contracts';
import { sanitizeRichText } from '../../../lib/sanitize-rich-text';
import { applyMenuRule, type TourMenuControl } from './tour-menu';
import { armStep, clickAdvanceTarget } from './tour-triggers';

/** Time left to the layout to open or close the side menu before the step is placed. */
export const MENU_SETTLE_MS = 60;

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

/**
 * Runs a tour with driver.js (spec 02 §4): French buttons, 'Étape x/y', no close on a click outside; the side menu open
 * on navigation steps and closed on the others, back to its former state at the end; each step's triggers and callbacks
 * armed while it shows; 'Suivant' on a step with click triggers clicks their element and moves on 100 ms later.
 */
export function runTour(etapes: ParcoursEtape[], menu: TourMenuControl, onEnd?: () => void): TourRun {
  const menuBefore = menu.isOpen();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let disarm: (() => void) | null = null;
  let ended = false;
  const later = (ms: number, fn: () => void) => {
    const id = setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms);
    timers.add(id);
  };
  const clearStep = () => {
    disarm?.();
    disarm = null;
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
    waitForElement: 3000,
    popoverClass: 'parcours-bulle',
    onPopoverRender: (popover) => {
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
    onNextClick: () => next(),
    onPrevClick: () => goTo((d.getActiveIndex() ?? 0) - 1),
    onCloseClick: () => stop(),
    onDestroyed: () => end(),
  });

  function goTo(index: number): void {
    if (ended || index < 0) return;
    const etape = etapes[index];
    if (!etape) return stop();
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

  goTo(0);
  return { stop, isActive: () => !ended };
}
