/**
 * The One Day gallery's QA photos (issue 14): SVG scenes of the firm's annual day in the vineyard drawn from the
 * photo's number alone (no clock, no randomness), so the same number always gives the same bytes.
 */

/** mulberry32: a small deterministic generator, seeded by the photo's number. */
function generator(seed: number): () => number {
  let a = (seed * 2654435761) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Moment {
  nom: string;
  ciel: [string, string];
  soleil: string;
  collines: [string, string, string];
  vigne: string;
}

const MOMENTS: Moment[] = [
  { nom: 'au petit matin', ciel: ['#9cc3e6', '#f6d9b8'], soleil: '#fff2c4', collines: ['#8fa98a', '#6f8f62', '#58773f'], vigne: '#3f5a28' },
  { nom: 'en plein midi', ciel: ['#3f8fd8', '#bfe2ff'], soleil: '#fff8d6', collines: ['#9cbf72', '#7aa24d', '#5e8a36'], vigne: '#3a6122' },
  { nom: 'en fin d’après-midi', ciel: ['#5d9bd1', '#f3e0a2'], soleil: '#ffe08a', collines: ['#a9b56f', '#8a9a4e', '#6c7f38'], vigne: '#4b5e22' },
  { nom: 'au coucher du soleil', ciel: ['#4a4f8c', '#f59a5b'], soleil: '#ffcf70', collines: ['#6d5a6e', '#54445a', '#3e3346'], vigne: '#2c2333' },
  { nom: 'sous un ciel d’automne', ciel: ['#8e9fb0', '#e8d6b0'], soleil: '#f7e7c0', collines: ['#b58f4a', '#a0712f', '#7e5423'], vigne: '#5b3a18' },
];

const LIEUX = ['les coteaux', 'le domaine', 'la cuverie', 'les rangs de vigne', 'le village', 'la colline'];
const TENUES = ['#c0392b', '#2e86c1', '#f1c40f', '#27ae60', '#8e44ad', '#e67e22', '#ecf0f1', '#34495e', '#d35400', '#16a085'];

export interface Scene {
  svg: string;
  largeur: number;
  hauteur: number;
  titre: string;
}

const f = (n: number) => n.toFixed(1);

function hill(rnd: () => number, w: number, h: number, base: number, amplitude: number, color: string): string {
  const points = 6;
  let d = `M0 ${f(h)} L0 ${f(base)}`;
  for (let i = 1; i <= points; i++) {
    const x = (w * i) / points;
    const cx = x - w / points / 2;
    const cy = base - amplitude * (0.4 + rnd());
    const y = base - amplitude * rnd() * 0.5;
    d += ` Q${f(cx)} ${f(cy)} ${f(x)} ${f(y)}`;
  }
  return `<path d="${d} L${f(w)} ${f(h)} Z" fill="${color}"/>`;
}

/** Rows of vines converging towards a vanishing point on the nearest hill. */
function vineyard(rnd: () => number, w: number, h: number, top: number, color: string): string {
  const vx = w * (0.3 + rnd() * 0.4);
  const rows = 9 + Math.floor(rnd() * 6);
  let out = '';
  for (let i = 0; i <= rows; i++) {
    const x = -w * 0.3 + (w * 1.6 * i) / rows;
    out += `<line x1="${f(vx + (x - vx) * 0.15)}" y1="${f(top)}" x2="${f(x)}" y2="${f(h)}" stroke="${color}" stroke-width="${f(3 + (Math.abs(x - vx) / w) * 10)}" stroke-linecap="round"/>`;
  }
  return out;
}

/** A white marquee with a peaked roof and coloured stripes. */
function marquee(rnd: () => number, x: number, y: number, size: number): string {
  const stripe = ['#c0392b', '#2e86c1', '#27ae60'][Math.floor(rnd() * 3)];
  const w = size * 1.6;
  const roof = `<path d="M${f(x)} ${f(y)} L${f(x + w / 2)} ${f(y - size * 0.55)} L${f(x + w)} ${f(y)} Z" fill="#fdfdfd" stroke="#cfcfcf"/>`;
  let stripes = '';
  for (let i = 0; i < 4; i++) {
    const sx = x + (w * (2 * i + 0.5)) / 8;
    stripes += `<rect x="${f(sx)}" y="${f(y)}" width="${f(w / 8)}" height="${f(size * 0.7)}" fill="${stripe}" opacity="0.85"/>`;
  }
  const body = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(size * 0.7)}" fill="#f7f7f2" stroke="#cfcfcf"/>`;
  const door = `<path d="M${f(x + w * 0.42)} ${f(y + size * 0.7)} L${f(x + w / 2)} ${f(y + size * 0.2)} L${f(x + w * 0.58)} ${f(y + size * 0.7)} Z" fill="#4b3b2a" opacity="0.7"/>`;
  return body + stripes + roof + door;
}

/** A standing guest: head, shoulders and body in a coloured outfit. */
function person(x: number, y: number, size: number, outfit: string, skin: string): string {
  return (
    `<rect x="${f(x - size * 0.22)}" y="${f(y - size * 0.62)}" width="${f(size * 0.44)}" height="${f(size * 0.62)}" rx="${f(size * 0.16)}" fill="${outfit}"/>` +
    `<circle cx="${f(x)}" cy="${f(y - size * 0.8)}" r="${f(size * 0.15)}" fill="${skin}"/>`
  );
}

function garland(rnd: () => number, w: number, y: number): string {
  let out = `<path d="M0 ${f(y)} Q${f(w / 2)} ${f(y + 60)} ${f(w)} ${f(y)}" stroke="#5a4a3a" stroke-width="2" fill="none"/>`;
  for (let i = 1; i < 16; i++) {
    const x = (w * i) / 16;
    const t = i / 16;
    const cy = y + 4 * 60 * t * (1 - t) * 0.5;
    out += `<circle cx="${f(x)}" cy="${f(cy + 8)}" r="6" fill="${['#ffe27a', '#ffb86b', '#fff3c9'][Math.floor(rnd() * 3)]}"/>`;
  }
  return out;
}

/** Photo `n` (1-based) of the QA gallery: a landscape, every seventh a portrait. */
export function scene(n: number): Scene {
  const rnd = generator(n);
  const portrait = n % 7 === 0;
  const [w, h] = portrait ? [800, 1200] : [1200, 800];
  const moment = MOMENTS[n % MOMENTS.length];
  const lieu = LIEUX[Math.floor(rnd() * LIEUX.length)];
  const horizon = h * (0.42 + rnd() * 0.12);
  const sun = { x: w * (0.15 + rnd() * 0.7), y: horizon * (0.3 + rnd() * 0.4), r: Math.min(w, h) * (0.04 + rnd() * 0.03) };
  const parts: string[] = [
    `<defs><linearGradient id="ciel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${moment.ciel[0]}"/><stop offset="1" stop-color="${moment.ciel[1]}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#ciel)"/>`,
    `<circle cx="${f(sun.x)}" cy="${f(sun.y)}" r="${f(sun.r)}" fill="${moment.soleil}" opacity="0.9"/>`,
  ];
  for (let c = 0; c < 3; c++) {
    const ellipse = `<ellipse cx="${f(w * rnd())}" cy="${f(horizon * 0.25 * (1 + rnd()))}" rx="${f(w * 0.08)}" ry="${f(h * 0.025)}" fill="#ffffff" opacity="0.55"/>`;
    parts.push(ellipse);
  }
  parts.push(hill(rnd, w, h, horizon, h * 0.08, moment.collines[0]));
  parts.push(hill(rnd, w, h, horizon + h * 0.06, h * 0.07, moment.collines[1]));
  const front = horizon + h * 0.14;
  parts.push(hill(rnd, w, h, front, h * 0.05, moment.collines[2]));
  parts.push(vineyard(rnd, w, h, front, moment.vigne));
  const withMarquee = rnd() < 0.55;
  if (withMarquee) parts.push(marquee(rnd, w * (0.05 + rnd() * 0.5), front - h * 0.02, Math.min(w, h) * 0.22));
  const withGarland = rnd() < 0.35;
  if (withGarland) parts.push(garland(rnd, w, h * 0.08));
  const guests = Math.floor(rnd() * 9);
  const crowd = Array.from({ length: guests }, () => ({
    depth: rnd(),
    x: w * (0.08 + rnd() * 0.84),
    outfit: TENUES[Math.floor(rnd() * TENUES.length)],
    skin: ['#f1c7a5', '#d9a27c', '#a86f4c', '#6e4630'][Math.floor(rnd() * 4)],
  }));
  // The farthest first, so that the nearest stand in front.
  for (const g of crowd.sort((a, b) => a.depth - b.depth)) {
    parts.push(person(g.x, front + (h - front) * (0.25 + g.depth * 0.7), Math.min(w, h) * (0.1 + g.depth * 0.16), g.outfit, g.skin));
  }
  const who = guests === 0 ? 'sans personne' : guests === 1 ? 'avec un invité' : `avec ${guests} invités`;
  const titre = `${withMarquee ? 'Le chapiteau et ' : ''}${lieu} ${moment.nom}, ${who}${withGarland ? ' sous les guirlandes' : ''}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>`;
  return { svg, largeur: w, hauteur: h, titre: titre.charAt(0).toUpperCase() + titre.slice(1) };
}
