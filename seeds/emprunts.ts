import type { EntityManager } from 'typeorm';
import { Emprunt } from '../apps/api/src/modules/emprunts/emprunt.entity';
import { withSchedule } from '../apps/api/src/modules/emprunts/emprunt-schedule';
import { dossiers } from './data';
import { seededEmprunts } from './emprunts-data';

/** Restores the seeded loans of a dossier and removes any other (idempotent). */
export async function seedEmprunts(tx: EntityManager, codeDossier: string, today = new Date()): Promise<void> {
  if (!dossiers.some((d) => d.codeDossier === codeDossier)) return;
  await tx.delete(Emprunt, { codeDossier });
  for (const { id, codeDossier: _code, ...input } of seededEmprunts(codeDossier)) {
    await tx.save(withSchedule(Object.assign(new Emprunt(), { id, codeDossier }), input, today));
  }
}
