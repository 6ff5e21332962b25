// npm run bench:telepac: the Telepac parser (apps/api/src/modules/assolement/telepac) on a generated 500-parcel
// 2024v4 export (polygons of 40 vertices spread over several lines; surface-admissible on half of the parcels,
// the other half measured from their geometry), against the raw fast-xml-parser parse of the same bytes.
// Median of 31 runs (TELEPAC_BENCH_RUNS) after warm-up, the three parses interleaved; goal: parseTelepac <= 2x the raw parse. Parser only until the import
// endpoint lands (then the figure to watch is the endpoint's).
// Compiled by tsconfig.bench.json into apps/api/dist/bench (the npm script does it).
// --smoke (npm run bench:smoke): 50 parcels, 3 runs, the goal not checked.
import { Buffer } from 'node:buffer';
import console from 'node:console';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { SMOKE } from './bench-support.mjs';

const root = path.resolve(import.meta.dirname, '..');
const compiled = path.join(root, 'apps/api/dist/bench/apps/api/src/modules/assolement/telepac/index.js');
if (!fs.existsSync(compiled)) {
  console.error(`${compiled} is missing: run "npm run bench:telepac" (it compiles first).`);
  process.exit(1);
}
const require = createRequire(path.join(root, 'apps/api/package.json'));
const { parseTelepac, summarizeTelepac } = require(compiled);
const { XMLParser } = require('fast-xml-parser');

const PARCELS = Number(process.env.TELEPAC_BENCH_PARCELS ?? (SMOKE ? 50 : 500));
const PER_ILOT = 10;
const VERTICES = 40;
const RUNS = Number(process.env.TELEPAC_BENCH_RUNS ?? (SMOKE ? 3 : 31));
const CODES = ['BTH', 'ORH', 'ORP', 'CZH', 'BTN', 'LUZ', 'VRC', 'PTR', 'PPH', 'MIS', 'TRN'];

function ring(cx, cy, radius) {
  const points = [];
  for (let k = 0; k < VERTICES; k++) {
    const a = (2 * Math.PI * k) / VERTICES;
    const r = radius * (0.85 + 0.15 * Math.cos(5 * a));
    points.push(`${(cx + r * Math.cos(a)).toFixed(4)},${(cy + r * Math.sin(a)).toFixed(4)}`);
  }
  points.push(points[0]);
  const lines = [];
  for (let k = 0; k < points.length; k += 10) lines.push(`                ${points.slice(k, k + 10).join(' ')}`);
  return lines.join('\n');
}

function generate() {
  const out = [
    '<?xml version="1.0" encoding="ISO-8859-1"?>',
    '<producteurs xmlns="urn:x-telepac:fr.gouv.agriculture.telepac:echange-producteur" xmlns:gml="http://www.opengis.net/gml">',
    '  <producteur numero-pacage="051000001" campagne="Courante">',
    '    <rpg>',
  ];
  for (let i = 0; i < PARCELS / PER_ILOT; i++) {
    out.push(`      <ilot numero-ilot="${i + 1}">`, '        <commune>51454</commune>', '        <parcelles>');
    for (let j = 0; j < PER_ILOT; j++) {
      const n = i * PER_ILOT + j;
      const [cx, cy] = [770000 + (n % 25) * 400, 6880000 + Math.floor(n / 25) * 400];
      out.push(
        '          <parcelle>',
        `            <descriptif-parcelle numero-parcelle="${j + 1}">`,
        `              <culture-principale><code-culture>${CODES[n % CODES.length]}</code-culture>${n % 7 === 0 ? '<precision>001</precision>' : ''}</culture-principale>`,
        '            </descriptif-parcelle>',
        '            <geometrie><gml:Polygon><gml:outerBoundaryIs><gml:LinearRing><gml:coordinates>',
        ring(cx, cy, 150),
        '            </gml:coordinates></gml:LinearRing></gml:outerBoundaryIs></gml:Polygon></geometrie>',
        n % 2 === 0 ? `            <surface-admissible>${500 + (n % 300)}</surface-admissible>` : '',
        '          </parcelle>',
      );
    }
    out.push('        </parcelles>', '      </ilot>');
  }
  out.push(
    '    </rpg>',
    '    <demandes-aides-pilier1-et-AR aide-jeunes-agriculteurs="false"><demande-aides-decouplees aides-decouplees="true" /></demandes-aides-pilier1-et-AR>',
    '  </producteur>',
    '</producteurs>',
    '',
  );
  return Buffer.from(out.join('\n'), 'latin1');
}

/** Medians of the given functions, run interleaved so that they share whatever else the machine is doing. */
function medians(fns) {
  for (let k = 0; k < (SMOKE ? 1 : 5); k++) for (const fn of fns) fn();
  const times = fns.map(() => []);
  for (let k = 0; k < RUNS; k++) {
    fns.forEach((fn, i) => {
      const t = process.hrtime.bigint();
      fn();
      times[i].push(Number(process.hrtime.bigint() - t) / 1e6);
    });
  }
  return times.map((list) => list.sort((x, y) => x - y)[Math.floor(list.length / 2)]);
}

const bytes = generate();
const raw = new XMLParser();
const rawWithAttributes = new XMLParser({ ignoreAttributes: false });
const parsed = parseTelepac(bytes);
const count = parsed.producteurs[0].ilots.reduce((s, i) => s + i.parcelles.length, 0);
if (count !== PARCELS) throw new Error(`expected ${PARCELS} parcels, got ${count}`);
const fromGeometry = parsed.producteurs[0].ilots.flatMap((i) => i.parcelles).filter((p) => p.surfaceSource === 'geometrie').length;

const [tRaw, tRawAttributes, tTelepac] = medians([() => raw.parse(bytes), () => rawWithAttributes.parse(bytes), () => summarizeTelepac(parseTelepac(bytes))]);
const ratio = tTelepac / tRaw;
console.log(`file: ${PARCELS} parcels (${fromGeometry} measured from their polygon), ${(bytes.length / 1024).toFixed(0)} KB, median of ${RUNS} runs`);
console.log(`raw fast-xml-parser parse (default options):     ${tRaw.toFixed(2)} ms`);
console.log(`raw fast-xml-parser parse (attributes read):     ${tRawAttributes.toFixed(2)} ms`);
console.log(`parseTelepac + summarizeTelepac:                 ${tTelepac.toFixed(2)} ms`);
console.log(`ratio to the raw parse: ${ratio.toFixed(2)}x (goal <= 2x) ${SMOKE ? '(smoke run: not checked)' : ratio <= 2 ? 'OK' : 'OVER'}`);
process.exit(SMOKE || ratio <= 2 ? 0 : 1);
