import { CHAMPS_MESURE, type DuerVersionComparaison, type RisqueSitue } from '@portail/contracts';
import type { DuerInstantane, RisqueInstantane } from './duer-instantane';

export type ComparaisonRisques = Omit<DuerVersionComparaison, 'de' | 'a'>;

const cle = (r: RisqueSitue) => JSON.stringify([r.uniteTravail, r.module, r.operation, r.risque]);
const situe = (r: RisqueInstantane): RisqueSitue => ({ uniteTravail: r.uniteTravail, module: r.module, operation: r.operation, risque: r.risque });
const cotation = (r: RisqueInstantane) => ({ score: r.score, niveau: r.niveau });

/**
 * What changed from `de` (older) to `a` (newer). Risks are matched by their four names; a name repeated in one
 * version is matched with the same occurrence in the other (first with first). Added, re-rated and changed measures
 * follow the order of `a`, removed risks the order of `de`; measure changes come field by field in CHAMPS_MESURE order.
 */
export function comparerInstantanes(de: DuerInstantane, a: DuerInstantane): ComparaisonRisques {
  const restants = new Map<string, RisqueInstantane[]>();
  for (const r of de.risques) restants.set(cle(r), [...(restants.get(cle(r)) ?? []), r]);
  const apparies = new Set<RisqueInstantane>();
  const result: ComparaisonRisques = { risquesAjoutes: [], risquesRetires: [], risquesRecotes: [], mesuresModifiees: [] };
  for (const apres of a.risques) {
    const avant = restants.get(cle(apres))?.shift();
    if (!avant) {
      result.risquesAjoutes.push({ ...situe(apres), cotation: cotation(apres) });
      continue;
    }
    apparies.add(avant);
    if (avant.score !== apres.score || avant.niveau !== apres.niveau) {
      result.risquesRecotes.push({ ...situe(apres), avant: cotation(avant), apres: cotation(apres) });
    }
    for (const champ of CHAMPS_MESURE) {
      if (avant[champ] !== apres[champ]) result.mesuresModifiees.push({ ...situe(apres), champ, avant: avant[champ], apres: apres[champ] });
    }
  }
  result.risquesRetires = de.risques.filter((r) => !apparies.has(r)).map((r) => ({ ...situe(r), cotation: cotation(r) }));
  return result;
}
