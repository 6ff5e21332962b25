import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LessThan, MoreThan, type DataSource, type EntityManager } from 'typeorm';
import { AppareilEntity } from './appareil.entity';

/** The browsers each account signed in from. */
@Injectable()
export class AppareilsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  find(compteId: string, navigateurEmpreinte: string): Promise<AppareilEntity | null> {
    return this.ds.getRepository(AppareilEntity).findOneBy({ compteId, navigateurEmpreinte });
  }

  hasAny(compteId: string, tx: EntityManager = this.ds.manager): Promise<boolean> {
    return tx.getRepository(AppareilEntity).existsBy({ compteId });
  }

  /**
   * Records a sign-in from this browser; `rememberUntil` set remembers it for the second factor. Returns whether the
   * browser was new to the account (inserted now).
   */
  async signedIn(tx: EntityManager, compteId: string, navigateurEmpreinte: string, userAgent: string, rememberUntil?: Date): Promise<boolean> {
    const rows: { nouveau: boolean }[] = await tx.query(
      `INSERT INTO appareil (compte_id, navigateur_empreinte, user_agent, memorise_jusqu_a)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (compte_id, navigateur_empreinte) DO UPDATE SET derniere_connexion = now(), user_agent = EXCLUDED.user_agent,
         memorise_jusqu_a = COALESCE(EXCLUDED.memorise_jusqu_a, appareil.memorise_jusqu_a)
       RETURNING (xmax = 0) AS nouveau`,
      [compteId, navigateurEmpreinte, userAgent.slice(0, 512), rememberUntil ?? null],
    );
    return rows[0]?.nouveau === true;
  }

  remembered(compteId: string): Promise<AppareilEntity[]> {
    return this.ds.getRepository(AppareilEntity).find({ where: { compteId, memoriseJusquA: MoreThan(new Date()) }, order: { derniereConnexion: 'DESC' } });
  }

  /** Forgets one remembered browser of the account; false when it was not remembered. */
  async forget(tx: EntityManager, compteId: string, id: string): Promise<boolean> {
    const result = await tx.getRepository(AppareilEntity).update({ compteId, id, memoriseJusquA: MoreThan(new Date()) }, { memoriseJusquA: null });
    return (result.affected ?? 0) > 0;
  }

  async forgetAll(tx: EntityManager, compteId: string): Promise<void> {
    await tx.getRepository(AppareilEntity).update({ compteId }, { memoriseJusquA: null });
  }

  /** Every browser the account signed in from, remembered or not, for the member's data export. */
  all(compteId: string): Promise<AppareilEntity[]> {
    return this.ds.getRepository(AppareilEntity).find({ where: { compteId }, order: { derniereConnexion: 'DESC' } });
  }

  async deleteAll(tx: EntityManager, compteId: string): Promise<number> {
    return (await tx.getRepository(AppareilEntity).delete({ compteId })).affected ?? 0;
  }

  /** Browsers not signed in from since `before`. */
  async deleteUnusedSince(before: Date): Promise<number> {
    return (await this.ds.getRepository(AppareilEntity).delete({ derniereConnexion: LessThan(before) })).affected ?? 0;
  }
}
