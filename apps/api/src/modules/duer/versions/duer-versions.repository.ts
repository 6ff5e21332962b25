import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The sealing's raw queries, in the caller's transaction (the rows themselves go through TypeORM). */
@Injectable()
export class DuerVersionsRepository {
  /** Serialises the dossier's sealings until commit: version numbers follow one another without a gap or a twin. */
  async verrouillerDossier(tx: EntityManager, codeDossier: string): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`duer_version:${codeDossier}`]);
  }

  async prochainNumero(tx: EntityManager, codeDossier: string): Promise<number> {
    const [{ numero }]: { numero: number }[] = await tx.query('SELECT coalesce(max(numero), 0)::int + 1 AS numero FROM duer_version WHERE code_dossier = $1', [
      codeDossier,
    ]);
    return numero;
  }
}
