import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsNull, Not, type DataSource, type EntityManager } from 'typeorm';
import { CodeSecoursEntity } from './code-secours.entity';
import { CompteTotpEntity } from './compte-totp.entity';

/** A member's TOTP key and recovery codes. */
@Injectable()
export class TotpRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  find(compteId: string, tx: EntityManager = this.ds.manager): Promise<CompteTotpEntity | null> {
    return tx.getRepository(CompteTotpEntity).findOneBy({ compteId });
  }

  /** The compte ids among these whose second factor is active. */
  async activeAmong(compteIds: string[]): Promise<Set<string>> {
    if (!compteIds.length) return new Set();
    const rows: { compte_id: string }[] = await this.ds.query(`SELECT compte_id FROM compte_totp WHERE compte_id = ANY($1) AND active_le IS NOT NULL`, [
      compteIds,
    ]);
    return new Set(rows.map((r) => r.compte_id));
  }

  /** A new key waiting for its first code; replaces a setup not confirmed (never an active key: the caller checks). */
  async saveSetup(compteId: string, sealed: Pick<CompteTotpEntity, 'secretScelle' | 'secretIv' | 'cleChiffree' | 'cleId'>): Promise<void> {
    await this.ds.query(
      `INSERT INTO compte_totp (compte_id, secret_scelle, secret_iv, cle_chiffree, cle_id, active_le, dernier_pas)
       VALUES ($1, $2, $3, $4, $5, NULL, 0)
       ON CONFLICT (compte_id) DO UPDATE SET secret_scelle = EXCLUDED.secret_scelle, secret_iv = EXCLUDED.secret_iv,
         cle_chiffree = EXCLUDED.cle_chiffree, cle_id = EXCLUDED.cle_id, dernier_pas = 0, created_at = now()
       WHERE compte_totp.active_le IS NULL`,
      [compteId, sealed.secretScelle, sealed.secretIv, sealed.cleChiffree, sealed.cleId],
    );
  }

  /** Records `step` as used: false when a code of that step or a later one was already accepted (a replay). */
  async useStep(tx: EntityManager, compteId: string, step: number): Promise<boolean> {
    const [, count]: [unknown, number] = await tx.query(`UPDATE compte_totp SET dernier_pas = $2 WHERE compte_id = $1 AND dernier_pas < $2`, [compteId, step]);
    return count > 0;
  }

  async activate(tx: EntityManager, compteId: string): Promise<void> {
    await tx.getRepository(CompteTotpEntity).update({ compteId, activeLe: IsNull() }, { activeLe: new Date() });
  }

  /** The key and the codes removed (deactivation, staff reset); true when there was an active key. */
  async remove(tx: EntityManager, compteId: string): Promise<boolean> {
    const active = await tx.getRepository(CompteTotpEntity).existsBy({ compteId, activeLe: Not(IsNull()) });
    await tx.getRepository(CompteTotpEntity).delete({ compteId });
    await tx.getRepository(CodeSecoursEntity).delete({ compteId });
    return active;
  }

  async replaceCodes(tx: EntityManager, compteId: string, empreintes: string[]): Promise<void> {
    const repo = tx.getRepository(CodeSecoursEntity);
    await repo.delete({ compteId });
    await repo.insert(empreintes.map((empreinte) => ({ compteId, empreinte })));
  }

  /** Marks the code used; false when it is unknown or already used. */
  async useCode(tx: EntityManager, compteId: string, empreinte: string): Promise<boolean> {
    const result = await tx.getRepository(CodeSecoursEntity).update({ compteId, empreinte, utiliseLe: IsNull() }, { utiliseLe: new Date() });
    return (result.affected ?? 0) > 0;
  }

  codesLeft(compteId: string): Promise<number> {
    return this.ds.getRepository(CodeSecoursEntity).countBy({ compteId, utiliseLe: IsNull() });
  }
}
