import type { ParcoursEtape } from '@portail/contracts';
import { safeQuery } from './tour-triggers';

/** The side menu as the signed-in layout lends it to the tour. */
export interface TourMenuControl {
  isOpen: () => boolean;
  setOpen: (open: boolean) => void;
  /** The element belongs to the side navigation. */
  contains: (element: Element) => boolean;
}

/** A step on a navigation item needs the side menu open, any other step needs it closed (spec 02 §4). */
export function menuWanted(step: ParcoursEtape, menu: Pick<TourMenuControl, 'contains'>, doc: Document = document): boolean {
  const el = safeQuery(doc, step.element);
  return el !== null && menu.contains(el);
}

/** Opens or closes the menu for a step; true when it had to change (the caller then waits for the layout to follow). */
export function applyMenuRule(step: ParcoursEtape, menu: TourMenuControl, doc: Document = document): boolean {
  const wanted = menuWanted(step, menu, doc);
  if (menu.isOpen() === wanted) return false;
  menu.setOpen(wanted);
  return true;
}
