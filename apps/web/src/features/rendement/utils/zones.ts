import type { AssolementCulture, RendementMoyen, Zone } from '@portail/contracts';

/** A zone with the average yield of the chosen crop, null under the 3-farm floor (the api leaves it out). */
export interface ZoneRendement {
  zone: Zone;
  /** Its name, with the département (or the code) when another zone has the same name. */
  libelle: string;
  rendement: number | null;
  exploitations: number | null;
}

const parNom = new Intl.Collator('fr').compare;

/** The département of an INSEE code (2 characters, 3 overseas: '97411' → '974'). */
const departement = (code: string) => code.slice(0, code.startsWith('97') || code.startsWith('98') ? 3 : 2);

/** Names told apart: 'Breuil (51)' beside 'Breuil (02)'; when the homonyms share the département too, their codes ('Breuil (51085)'). */
export function libellesDistincts(zones: readonly Pick<Zone, 'code' | 'libelle'>[]): Map<string, string> {
  const homonymes = new Map<string, Pick<Zone, 'code' | 'libelle'>[]>();
  for (const z of zones) homonymes.set(z.libelle, [...(homonymes.get(z.libelle) ?? []), z]);
  const libelles = new Map<string, string>();
  for (const [libelle, groupe] of homonymes) {
    const departements = new Set(groupe.map((z) => departement(z.code)));
    for (const z of groupe) {
      if (groupe.length === 1) libelles.set(z.code, libelle);
      else libelles.set(z.code, `${libelle} (${departements.size === groupe.length ? departement(z.code) : z.code})`);
    }
  }
  return libelles;
}

/** Zones joined with the average yields of one crop, by zone code: the zones with a figure first, each part in French order of the name. */
export function zonesRendement(zones: readonly Zone[], moyennes: readonly RendementMoyen[], culture: number): ZoneRendement[] {
  const byCode = new Map(moyennes.map((m) => [m.key, m.rendement.find((r) => r.culture === culture)]));
  const libelles = libellesDistincts(zones);
  return zones
    .map((zone) => {
      const figure = byCode.get(zone.code);
      return { zone, libelle: libelles.get(zone.code) ?? zone.libelle, rendement: figure?.rendement ?? null, exploitations: figure?.exploitations ?? null };
    })
    .sort((a, b) => Number(a.rendement === null) - Number(b.rendement === null) || parNom(a.libelle, b.libelle));
}

/** The year the map opens on: the latest with a published average of the crop, else the default. */
export const millesimeOuverture = (millesimes: readonly number[], parDefaut: number) => (millesimes.length ? Math.max(...millesimes) : parDefaut);

/** The dossier's own yield of a crop: the surface-weighted mean of its lines with a yield, null without one. */
export function rendementDossier(lignes: readonly AssolementCulture[], culture: number): number | null {
  const avecRendement = lignes.filter((l) => l.culture.idtCultureTypeTRAME === culture && l.rendement !== null && l.surface > 0);
  const surface = avecRendement.reduce((sum, l) => sum + l.surface, 0);
  if (surface === 0) return null;
  return avecRendement.reduce((sum, l) => sum + l.surface * (l.rendement ?? 0), 0) / surface;
}
