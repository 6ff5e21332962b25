import fs from 'node:fs';
import path from 'node:path';
import type { ZoneType } from '@portail/contracts';
import type { DataSource } from 'typeorm';
import { isZoneType, parseZones, type ParseZonesOptions, totalPositions, ZoneImportError } from './parse-zones';
import { importZones } from './zones-import';

export const ZONES_USAGE =
  'Usage : npm run zones:import -- FICHIER.geojson --type commune|petiteRegion|grandeRegion [--code-prop code] [--name-prop nom] [--tolerance 0.001]';

export interface ZonesImportArgs extends ParseZonesOptions {
  file: string;
  type: ZoneType;
}

/** `FILE --type T [--code-prop P] [--name-prop P] [--tolerance X]`; a wrong argument throws ZoneImportError with the usage. */
export function parseZonesImportArgs(args: string[]): ZonesImportArgs {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (!args[i].startsWith('--')) positional.push(args[i]);
    else if (i + 1 >= args.length || args[i + 1].startsWith('--')) throw new ZoneImportError(`${args[i]} attend une valeur.\n${ZONES_USAGE}`);
    else flags.set(args[i], args[++i]);
  }
  const unknown = [...flags.keys()].find((f) => !['--type', '--code-prop', '--name-prop', '--tolerance'].includes(f));
  if (unknown) throw new ZoneImportError(`Option inconnue : ${unknown}.\n${ZONES_USAGE}`);
  if (positional.length !== 1) throw new ZoneImportError(`Indiquez un seul fichier GeoJSON.\n${ZONES_USAGE}`);
  const type = flags.get('--type') ?? '';
  if (!isZoneType(type)) throw new ZoneImportError(`--type doit valoir commune, petiteRegion ou grandeRegion.\n${ZONES_USAGE}`);
  const tolerance = flags.has('--tolerance') ? Number(flags.get('--tolerance')) : undefined;
  if (tolerance !== undefined && !(Number.isFinite(tolerance) && tolerance >= 0 && tolerance < 1))
    throw new ZoneImportError('--tolerance attend un nombre de degrés entre 0 et 1 (ex. 0.001).');
  return { file: positional[0], type, codeProp: flags.get('--code-prop'), nameProp: flags.get('--name-prop'), tolerance };
}

/** Reads, checks and imports a zones file in one transaction; returns the summary line. */
export async function runZonesImport(ds: DataSource, args: string[], cwd = process.env.INIT_CWD ?? process.cwd()): Promise<string> {
  const options = parseZonesImportArgs(args);
  const file = path.resolve(cwd, options.file);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new ZoneImportError(`Fichier introuvable ou illisible : ${file}`);
  }
  const zones = parseZones(text, options);
  await ds.transaction((tx) => importZones(tx, options.type, zones));
  return `${zones.length} zones de type ${options.type} importées (${totalPositions(zones)} points).`;
}
