import type { AssolementCulture, RendementMoyen, Zone } from '@portail/contracts';

/** A zone with the average yield of the chosen crop, null under the 3-farm floor (the api leaves it out). */
export interface ZoneRendement {
  zone: Zone;
  rendement: number | null;
  exploitations: number | null;
}

const parNom = new Intl.Collator('fr').compare;

/** Zones joined with the average yields of one crop, by zone code; zones in French order of their name. */
export function zonesRendement(zones: readonly Zone[], moyennes: readonly RendementMoyen[], culture: number): ZoneRendement[] {
  const byCode = new Map(moyennes.map((m) => [m.key, m.rendement.find((r) => r.culture === culture)]));
  return zones
    .map((zone) => {
      const figure = byCode.get(zone.code);
      return { zone, rendement: figure?.rendement ?? null, exploitations: figure?.exploitations ?? null };
    })
    .sort((a, b) => parNom(a.zone.libelle, b.zone.libelle));
}

/** The dossier's own yield of a crop: the surface-weighted mean of its lines with a yield, null without one. */
export function rendementDossier(lignes: readonly AssolementCulture[], culture: number): number | null {
  const avecRendement = lignes.filter((l) => l.culture.idtCultureTypeTRAME === culture && l.rendement !== null && l.surface > 0);
  const surface = avecRendement.reduce((sum, l) => sum + l.surface, 0);
  if (surface === 0) return null;
  return avecRendement.reduce((sum, l) => sum + l.surface * (l.rendement ?? 0), 0) / surface;
}
