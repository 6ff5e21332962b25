/** What a control is described by (aria-describedby): its hint and its error, as a screen reader reads them. */
export const descriptionOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
