import type { Page } from '@playwright/test';

/** The widths every screen is checked at (issue 29): a phone and the firm's laptops. */
export const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/**
 * What a user at this width cannot reach: the page scrolling sideways, a control or link lying outside the viewport
 * without a scrolling container to bring it back, and an open dialog taller or wider than the viewport.
 * A control inside a horizontally scrolling region (a wide table) is reachable; one clipped by `overflow: hidden`
 * (a visually hidden skip link, a slider's off-screen card) is not the page's to show.
 */
export async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    const height = window.innerHeight;
    if (root.scrollWidth > width + 1) problems.push(`la page défile horizontalement (${root.scrollWidth} px pour ${width} px)`);

    const describe = (el: Element) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
      return `<${el.tagName.toLowerCase()}> « ${name} »${testId ? ` dans ${testId}` : ''}`;
    };
    // Reachable by scrolling a region that is itself on screen, or hidden on purpose by a clipping region on screen.
    const heldBy = (el: Element) => {
      const self = getComputedStyle(el);
      if (self.clip !== 'auto' || self.clipPath !== 'none') return true;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.clip !== 'auto' || style.clipPath !== 'none') return true;
        if (style.overflowX === 'visible') continue;
        const box = a.getBoundingClientRect();
        if (box.left >= -1 && box.right <= width + 1) return true;
      }
      return false;
    };
    const controls = document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, [tabindex]:not([tabindex="-1"])');
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (box.left >= -1 && box.right <= width + 1) continue;
      if (heldBy(el)) continue;
      problems.push(`${describe(el)} hors de l'écran (${Math.round(box.left)}–${Math.round(box.right)} px)`);
    }
    for (const dialog of document.querySelectorAll('[role=dialog], [role=alertdialog], dialog[open]')) {
      const box = dialog.getBoundingClientRect();
      if (box.width <= 1) continue;
      if (box.top < -1 || box.bottom > height + 1 || box.left < -1 || box.right > width + 1) {
        problems.push(`dialogue ${describe(dialog)} plus grand que l'écran (${Math.round(box.width)}×${Math.round(box.height)} px)`);
      }
    }
    return problems;
  });
}
