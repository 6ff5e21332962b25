import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';

/** The print job's state changes and purge; a finished row is never touched again. */
@Injectable()
export class DuerImpressionJobsRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async demarrer(id: string): Promise<void> {
    await this.manager.query(`UPDATE duer_impression SET etat = 'en_cours', message = NULL WHERE id = $1 AND etat <> 'termine'`, [id]);
  }

  async echouer(id: string, message: string): Promise<void> {
    await this.manager.query(`UPDATE duer_impression SET etat = 'echec', message = $2 WHERE id = $1 AND etat <> 'termine'`, [id, message]);
  }

  /** The step and progress of a running print; progress never goes back. */
  async progresser(id: string, etape: string, value: number): Promise<void> {
    await this.manager.query(`UPDATE duer_impression SET etape = $2, progression = GREATEST(progression, $3) WHERE id = $1 AND etat = 'en_cours'`, [
      id,
      etape,
      value,
    ]);
  }

  /** The row's state, locked until commit; null when the row is gone. */
  async verrouiller(tx: EntityManager, id: string): Promise<{ etat: string } | null> {
    const [courant]: { etat: string }[] = await tx.query('SELECT etat FROM duer_impression WHERE id = $1 FOR UPDATE', [id]);
    return courant ?? null;
  }

  /** The version this print already sealed, if any. */
  async versionScellee(tx: EntityManager, idImpression: string): Promise<number | null> {
    const [scellee]: { id: number }[] = await tx.query('SELECT id FROM duer_version WHERE id_impression = $1', [idImpression]);
    return scellee?.id ?? null;
  }

  /** Deletes the prints created before `limite`; each with whether a sealed version holds its PDF. */
  purger(limite: Date): Promise<{ id: string; blob_key: string | null; scellee: boolean }[]> {
    return this.manager.query(
      `WITH purgees AS (DELETE FROM duer_impression i WHERE i.cree_le < $1
         RETURNING i.id, i.blob_key, EXISTS (SELECT 1 FROM duer_version v WHERE v.blob_key = i.blob_key) AS scellee)
       SELECT * FROM purgees`,
      [limite],
    );
  }
}
