/** Illustrations of the QA set: event pictograms and the promoted section's banner, drawn as SVG. */

const LINE = 'fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"';

/** A 24-unit line drawing on a rounded tile of the given colour. */
const tile = (color: string, drawing: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/><g transform="translate(14 14) scale(1.5)" ${LINE}>${drawing}</g></svg>`,
  );

export const PICTOGRAMMES = {
  formation: tile('#2f6f9f', '<path d="M2 9l10-5 10 5-10 5z"/><path d="M6 11v5c3 2.5 9 2.5 12 0v-5"/><path d="M22 9v6"/>'),
  viticole: tile(
    '#7a2f4f',
    '<circle cx="9" cy="10" r="2.3"/><circle cx="15" cy="10" r="2.3"/><circle cx="12" cy="14" r="2.3"/><circle cx="9" cy="18" r="2.1"/><circle cx="15" cy="18" r="2.1"/><path d="M12 7.5V3M12 5c2-2 5-2 6-1"/>',
  ),
  prevision: tile('#3f8f5f', '<path d="M4 20V4M4 20h16"/><path d="M7 16l4-5 3 3 5-7"/><path d="M16 7h3v3"/>'),
  tresorerie: tile('#3f8f5f', '<rect x="3" y="7" width="18" height="12" rx="2"/><path d="M3 11h18"/><path d="M7 15h3"/><path d="M6 7V5h12v2"/>'),
  transmission: tile(
    '#b0653a',
    '<circle cx="8" cy="8" r="3"/><circle cx="16" cy="8" r="3"/><path d="M3 20c0-3 2.5-5 5-5s5 2 5 5"/><path d="M11 20c0-3 2.5-5 5-5s5 2 5 5"/>',
  ),
};

/** The webinar's visual: a screen and a play sign. */
export const IMAGE_WEBINAIRE = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="240" viewBox="0 0 640 240"><defs><linearGradient id="f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2f6f9f"/><stop offset="1" stop-color="#1f4e6d"/></linearGradient></defs><rect width="640" height="240" fill="url(#f)"/><circle cx="560" cy="30" r="90" fill="#fff" opacity=".06"/><circle cx="80" cy="220" r="70" fill="#fff" opacity=".06"/><rect x="230" y="50" width="180" height="115" rx="10" fill="none" stroke="#fff" stroke-width="6"/><path d="M300 85v45l38-22z" fill="#fff"/><path d="M290 190h60M320 165v25" stroke="#fff" stroke-width="6" stroke-linecap="round"/></svg>`,
);

/** The promoted section's banner: an electronic invoice leaving a screen. */
export const BANNIERE_FACTURATION = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="240" viewBox="0 0 640 240"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f4e3d"/><stop offset="1" stop-color="#2f6f5f"/></linearGradient></defs><rect width="640" height="240" fill="url(#b)"/><circle cx="590" cy="200" r="110" fill="#fff" opacity=".06"/><circle cx="40" cy="20" r="80" fill="#fff" opacity=".06"/><rect x="150" y="60" width="160" height="110" rx="10" fill="none" stroke="#faf7f0" stroke-width="6"/><path d="M200 195h60M230 170v25" stroke="#faf7f0" stroke-width="6" stroke-linecap="round"/><path d="M330 115h60" stroke="#c9a227" stroke-width="6" stroke-linecap="round" stroke-dasharray="2 14"/><path d="M400 105l12 10-12 10" fill="none" stroke="#c9a227" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><path d="M430 55h70l25 25v105h-95z" fill="#faf7f0"/><path d="M500 55v25h25" fill="none" stroke="#1f4e3d" stroke-width="4" stroke-linejoin="round"/><path d="M448 105h55M448 125h55M448 145h35" stroke="#1f4e3d" stroke-width="5" stroke-linecap="round"/><circle cx="500" cy="165" r="9" fill="#c9a227"/></svg>`,
);
