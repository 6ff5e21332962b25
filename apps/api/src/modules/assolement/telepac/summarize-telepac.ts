/** Aggregation of a parsed Telepac file per PAC crop code, and the mapping of those codes to the firm's crop types. */
import type { TelepacFile } from './parse-telepac';

export interface TelepacProducteurResume {
  pacage: string;
  parcelles: number;
  /** rounded to 2 decimals */
  surfaceHa: number;
}

export interface TelepacCultureResume {
  codePac: string;
  /** sum of the unrounded parcel areas, then rounded to 2 decimals */
  surfaceHa: number;
  parcelles: number;
}

export interface TelepacResume {
  version: TelepacFile['version'];
  producteurs: TelepacProducteurResume[];
  /** the producer summarised, null when the file holds several and none is the dossier's PACAGE: the user picks */
  pacage: string | null;
  /** false when a PACAGE was given and the producer summarised is not it (single producer of another number) */
  pacageConcorde: boolean;
  cultures: TelepacCultureResume[];
}

export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

function normalisePacage(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * Per PAC code of one producer: total area and parcel count. The producer is the one whose PACAGE is given,
 * else the only one of the file; with several and no match none is chosen (cultures empty, pacage null).
 */
export function summarizeTelepac(parsed: TelepacFile, pacage?: string | null): TelepacResume {
  const producteurs = parsed.producteurs.map((p) => {
    const parcelles = p.ilots.flatMap((i) => i.parcelles);
    return { pacage: p.pacage, parcelles: parcelles.length, surfaceHa: round2(parcelles.reduce((s, x) => s + x.surfaceHa, 0)) };
  });
  const wanted = pacage ? normalisePacage(pacage) : null;
  let chosen = wanted ? parsed.producteurs.find((p) => normalisePacage(p.pacage) === wanted) : undefined;
  if (!chosen && parsed.producteurs.length === 1) chosen = parsed.producteurs[0];
  if (!chosen) return { version: parsed.version, producteurs, pacage: null, pacageConcorde: false, cultures: [] };

  const byCode = new Map<string, { total: number; parcelles: number }>();
  for (const parcelle of chosen.ilots.flatMap((i) => i.parcelles)) {
    const entry = byCode.get(parcelle.codeCulture) ?? { total: 0, parcelles: 0 };
    entry.total += parcelle.surfaceHa;
    entry.parcelles += 1;
    byCode.set(parcelle.codeCulture, entry);
  }
  const cultures = [...byCode.entries()]
    .map(([codePac, e]) => ({ codePac, surfaceHa: round2(e.total), parcelles: e.parcelles }))
    .sort((a, b) => b.surfaceHa - a.surfaceHa || a.codePac.localeCompare(b.codePac));
  return {
    version: parsed.version,
    producteurs,
    pacage: chosen.pacage,
    pacageConcorde: !wanted || normalisePacage(chosen.pacage) === wanted,
    cultures,
  };
}

export interface TelepacCorrespondance {
  idCultureType: number;
  intitule: string;
}

export interface TelepacLigneMappee extends TelepacCultureResume, TelepacCorrespondance {}

export interface TelepacMapping {
  lignes: TelepacLigneMappee[];
  /** codes with no crop type (absent from the table, or mapped to null): shown to the user, never dropped */
  nonReconnus: TelepacCultureResume[];
}

/** Maps each PAC code to the firm's crop type; plain inputs (a Map read from the correspondence table). */
export function mapCodes(
  summary: Pick<TelepacResume, 'cultures'> | readonly TelepacCultureResume[],
  correspondances: ReadonlyMap<string, TelepacCorrespondance | null>,
): TelepacMapping {
  const cultures = Array.isArray(summary) ? summary : (summary as Pick<TelepacResume, 'cultures'>).cultures;
  const lignes: TelepacLigneMappee[] = [];
  const nonReconnus: TelepacCultureResume[] = [];
  for (const culture of cultures) {
    const target = correspondances.get(culture.codePac) ?? correspondances.get(culture.codePac.toUpperCase()) ?? null;
    if (target) lignes.push({ ...culture, idCultureType: target.idCultureType, intitule: target.intitule });
    else nonReconnus.push({ ...culture });
  }
  return { lignes, nonReconnus };
}
