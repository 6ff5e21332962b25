import type { EntityManager } from 'typeorm';
import { computeEcheancier } from '@portail/contracts';
import { Emprunt } from '../apps/api/src/modules/emprunts/emprunt.entity';
import { dossiers } from './data';
import { seededEmprunts } from './emprunts-data';

/** Restores the seeded loans of a dossier and removes any other (idempotent). */
export async function seedEmprunts(tx: EntityManager, codeDossier: string, today = new Date()): Promise<void> {
  if (!dossiers.some((d) => d.codeDossier === codeDossier)) return;
  await tx.delete(Emprunt, { codeDossier });
  for (const { id, libelle, codeDossier: _code, ...input } of seededEmprunts(codeDossier)) {
    const e = computeEcheancier(input, today);
    await tx.save(Emprunt, {
      id,
      codeDossier,
      libelle,
      ...input,
      duree: e.duree,
      dureeAnnee: e.dureeAnnee,
      echeance: e.echeance,
      interetRetour: e.interetRetour,
      anneeDebut: e.anneeDebut,
      echeances: e.echeances,
    });
  }
}
